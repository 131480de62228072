import SplitKit
import SplitKitContent
import SplitKitTerminal
import SplitKitTerminalTesting
import Testing

/// The terminal's clicks and wheel on the content it draws reach the content through the
/// session (``ContentSession``), as GTK's and the browser's do: a row's menu opened by a
/// right click and its item chosen by a click, and the wheel over a list and a document.
@Suite @MainActor struct ContentMouseTests {
  /// Forty fruits, each with a menu of two items that note what was chosen for which row.
  final class Fruits: ListController {
    let names = (0..<40).map { "Fruit \($0)" }
    var heard: [String] = []

    override var numberOfRows: Int { names.count }
    override func row(at index: Int) -> ListRowContent { ListRowContent(title: names[index]) }
    override func contextMenu(forRow index: Int) -> [BarButton] {
      ["Rename", "Delete"].map { title in
        BarButton(title: title, key: title == "Rename" ? "n" : nil) { [unowned self] in
          heard.append("\(title) \(index)")
        }
      }
    }
  }

  func start() -> (Fruits, DocumentController, Driver) {
    let split = SplitViewController(style: .doubleColumn)
    let fruits = Fruits(title: "Fruits")
    let lines = (1...60).map { "Line \($0)" }.joined(separator: "\n")
    let document = DocumentController(title: "Read", document: Document(blocks: [.body(lines)]))
    split.setViewController(fruits, for: .primary)
    split.setViewController(document, for: .secondary)
    let driver = Driver(app: split, size: CellSize(columns: 120, rows: 14))
    return (fruits, document, driver)
  }

  @Test func aRightClickOpensARowsMenuAndAClickChoosesItsItem() throws {
    let (fruits, _, driver) = start()
    let row = try #require(driver.cell(of: "Fruit 2"))
    driver.send(.mouse(MouseEvent(.press, button: .right, at: row)))
    #expect(fruits.menu?.title == "Fruit 2" && fruits.selectedRow == 2)
    let item = try #require(driver.cell(of: "Rename"))
    // An item's key at its right, drawn from the menu as a snapshot shows it.
    #expect(driver.screen[item.y].contains("Rename") && driver.screen[item.y].contains("n │"))
    driver.click(x: item.x, y: item.y)
    #expect(fruits.menu == nil && fruits.heard == ["Rename 2"])
    // A click off the menu closes it without a choice.
    driver.send(.mouse(MouseEvent(.press, button: .right, at: row)))
    #expect(fruits.menu != nil)
    let far = try #require(driver.cell(of: "Fruit 10"))
    driver.click(x: far.x, y: far.y)
    #expect(fruits.menu == nil && fruits.heard == ["Rename 2"])
  }

  @Test func theWheelScrollsTheListAndTheDocumentUnderIt() throws {
    let (fruits, document, driver) = start()
    let row = try #require(driver.cell(of: "Fruit 2"))
    driver.wheel(.wheelDown, x: row.x, y: row.y, notches: 2)
    #expect(fruits.listState.offset == 6)
    let line = try #require(driver.cell(of: "Line 2"))
    driver.wheel(.wheelDown, x: line.x, y: line.y)
    #expect(document.documentState.offset == .fromTop(3))
    #expect(driver.cell(of: "Line 4")?.y == line.y - 1)
  }

  /// The bar's buttons go through the session too: a plain one runs, a menu opens as the
  /// content's menu under the bar and a click chooses from it, a keyed one is left to the
  /// key help.
  @Test func aBarButtonRunsAndABarMenuOpensAsTheContentsMenu() throws {
    let heard = Heard()
    let document = Buttoned(title: "Read", document: Document(blocks: [.body("Hi")]))
    document.buttons = [
      BarButton(title: "Reply", key: "r") { heard.items.append("Reply") },
      BarButton(title: "Archive") { heard.items.append("Archive") },
      BarButton(
        title: "More",
        menu: ["Flag", "Move"].map { title in BarButton(title: title) { heard.items.append(title) }
        }),
    ]
    let split = SplitViewController(style: .doubleColumn)
    split.setViewController(Fruits(title: "Fruits"), for: .primary)
    split.setViewController(document, for: .secondary)
    let driver = Driver(app: split, size: CellSize(columns: 120, rows: 14))
    #expect(driver.cell(of: "Reply") == nil)
    let archive = try #require(driver.cell(of: "Archive"))
    driver.click(x: archive.x, y: archive.y)
    #expect(heard.items == ["Archive"])
    let more = try #require(driver.cell(of: "More"))
    driver.click(x: more.x, y: more.y)
    #expect(document.menu?.title == "More")
    let move = try #require(driver.cell(of: "Move"))
    driver.click(x: move.x, y: move.y)
    #expect(heard.items == ["Archive", "Move"] && document.menu == nil)
  }

  /// What the buttons' actions heard, in order.
  @MainActor final class Heard {
    var items: [String] = []
  }

  /// A document with the bar buttons a test gives it.
  final class Buttoned: DocumentController {
    var buttons: [BarButton] = []
    override var barButtons: [BarButton] { buttons }
  }
}
