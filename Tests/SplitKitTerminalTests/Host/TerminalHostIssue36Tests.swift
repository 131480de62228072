import SplitKit
import SplitKitContent
import SplitKitTerminal
import SplitKitTerminalTesting
import Testing

/// Through the terminal host (the Driver: the real `TerminalHost` on a test terminal): one
/// overlay at a time across a resize, and a narrow launch whose detail is a placeholder
/// opening on the list.
@MainActor @Suite struct TerminalHostIssue36Tests {
  /// Three notes.
  final class Notes: ListController {
    let notes = ["Groceries", "Kyoto", "Tax"]
    override var numberOfRows: Int { notes.count }
    override func row(at index: Int) -> ListRowContent { ListRowContent(title: notes[index]) }
  }

  /// Notes (three rows, the second selected), a placeholder detail unless `chosen`, and an
  /// "Info" inspector; three columns with a "Folders" primary when `triple`.
  static func split(chosen: Bool = false, triple: Bool = false) -> SplitViewController {
    let split = SplitViewController(style: triple ? .tripleColumn : .doubleColumn)
    let notes = Notes(title: "Notes")
    notes.select(row: 1)
    if triple {
      split.setViewController(TextViewController(title: "Folders", text: "All"), for: .primary)
    }
    split.setViewController(notes, for: triple ? .supplementary : .primary)
    let detail = TextViewController(title: "Note", text: chosen ? "Milk" : "Pick one.")
    detail.isPlaceholder = !chosen
    split.setViewController(detail, for: .secondary)
    split.setViewController(
      TextViewController(title: "Info", text: "Created today"), for: .inspector)
    return split
  }

  @Test func aResizeThatTurnsTheInspectorIntoAnOverlayClosesTheListOverlayFirst() {
    let split = Self.split(chosen: true)
    split.inspectorColumnSizing = ColumnSizing(fraction: 0.3, width: 75, minimum: 24, maximum: 80)
    let driver = Driver(app: split, size: CellSize(columns: 119, rows: 8))
    split.show(.inspector)
    driver.advance(by: .seconds(1))
    #expect(!split.inspectorOverlaysSecondary, "tiled at 119 columns")
    driver.press(.character("\\"))
    driver.advance(by: .seconds(1))
    #expect(split.displayMode == .oneOverSecondary)
    #expect(driver.screen.contains { $0.contains("Groceries") })
    driver.resize(columns: 100, rows: 8)
    driver.advance(by: .seconds(1))
    #expect(split.inspectorOverlaysSecondary)
    #expect(split.displayMode == .secondaryOnly, "the list's overlay closed first")
    #expect(!driver.screen.contains { $0.contains("Groceries") })
    #expect(driver.screen.contains { $0.contains("Created today") })
    driver.press(.escape)
    driver.advance(by: .seconds(1))
    #expect(!split.isShowing(.inspector))
    #expect(!driver.buffer[10, 3].style.attributes.contains(.dim), "nothing left over the note")
  }

  @Test func aNarrowLaunchOnAPlaceholderOpensOnTheListWithItsSelection() {
    let driver = Driver(app: Self.split(), size: CellSize(columns: 60, rows: 8))
    #expect(driver.split.isCollapsed)
    #expect(driver.screen[0].contains("Notes"))
    #expect(!driver.screen[0].contains("‹"), "no back button")
    #expect(driver.markedScreen[2].hasPrefix("▸ Kyoto"))
    #expect(!driver.screen.contains { $0.contains("Pick one.") })
  }

  @Test func threeColumnsWithAShownInspectorOpenOnTheListAndTheInspectorIsOneBackAway() {
    let split = Self.split(triple: true)
    split.show(.inspector)
    let driver = Driver(app: split, size: CellSize(columns: 60, rows: 8))
    #expect(driver.screen[0].contains("Notes"))
    #expect(!driver.screen.contains { $0.contains("Created today") })
    #expect(driver.screen[0].hasSuffix(" i "))
    driver.click(x: 58, y: 0)
    driver.advance(by: .seconds(1))
    #expect(driver.screen.contains { $0.contains("Created today") })
    driver.press(.escape)
    driver.advance(by: .seconds(1))
    #expect(driver.screen[0].contains("Notes"))
    #expect(driver.markedScreen[2].hasPrefix("▸ Kyoto"))
  }
}
