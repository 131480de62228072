public import ArgumentParser
public import SplitKit
import SplitKitContent

/// The demo: "Item 1" … "Item N" beside the chosen item, written once on the content layer
/// for `splitkit-demo` (a terminal) and `splitkit-demo-gtk` (a window).
public struct DemoApp: ParsableArguments {
  @Option(help: "Number of items in the list, from 0 to 1000000000.")
  public var rows = 50

  /// The arguments as parsed; `DemoApp(rows: 5)` in code.
  public init() {}
  public init(rows: Int) { self.rows = rows }

  public func validate() throws {
    guard (0...1_000_000_000).contains(rows) else { throw ValidationError("--rows: 0 to 1e9") }
  }

  /// The split view: the items as primary, the first item (or "No items") as secondary.
  @MainActor public func makeSplit() -> SplitViewController {
    let split = SplitViewController(style: .doubleColumn)
    let items = Items(count: rows)
    items.select(row: rows > 0 ? 0 : nil)
    split.setViewController(items, for: .primary)
    split.setViewController(Items.page(for: rows > 0 ? 0 : nil), for: .secondary)
    return split
  }
}

/// The list of items; opening one shows its page.
final class Items: ListController {
  let count: Int

  init(count: Int) {
    self.count = count
    super.init(title: "Items")
  }

  override var numberOfRows: Int { count }
  override func row(at index: Int) -> ListRowContent { ListRowContent(title: "Item \(index + 1)") }
  override func didOpenRow(at index: Int, byKeyboard: Bool) { showDetail(Self.page(for: index)) }
  static func page(for index: Int?) -> DocumentController {
    guard let index else {
      return DocumentController(title: "No items", document: .placeholder("The list is empty."))
    }
    let name = "Item \(index + 1)"
    return DocumentController(
      title: name,
      document: Document(blocks: [
        .paragraph([TextRun(name, traits: .strong)]), .blank,
        .body("This is the detail of \(name), row \(index + 1) of the list."),
        .blank, .body("Enter opens, Esc goes back, \\ shows the list, ? lists the keys, q quits."),
      ]))
  }
}
