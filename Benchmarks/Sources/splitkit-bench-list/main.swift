import SplitKit
import SplitKitContent
import SplitKitTerminal

// splitkit-bench-list: the SplitKit side of `splitkit-bench floor`: a list of 1,000 items
// beside the selected item's page, on SplitKitContent in the terminal host. Moving the
// selection (Down, Up) shows that item's page, the screen `splitkit-floor` draws by hand.

/// The items; selecting one shows its page.
final class Items: ListController {
  override var numberOfRows: Int { 1000 }
  override func row(at index: Int) -> ListRowContent { ListRowContent(title: "Item \(index + 1)") }
  override func didSelectRow(at index: Int, byUser: Bool) {
    if byUser { showDetail(Self.page(for: index)) }
  }
  static func page(for index: Int) -> DocumentController {
    let name = "Item \(index + 1)"
    return DocumentController(
      title: name,
      document: Document(blocks: [
        .paragraph([TextRun(name, traits: .strong)]), .blank,
        .body("This is the detail of \(name), row \(index + 1) of the list."),
        .blank, .body("j and k move, q quits."),
      ]))
  }
}

MainActor.assumeIsolated {
  let split = SplitViewController(style: .doubleColumn)
  let items = Items(title: "Items")
  items.select(row: 0)
  split.setViewController(items, for: .primary)
  split.setViewController(Items.page(for: 0), for: .secondary)
  TerminalHost.launch(split, programName: "splitkit-bench-list")
}
