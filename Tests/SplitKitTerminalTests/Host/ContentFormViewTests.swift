import Foundation
import SplitKit
import SplitKitContent
import SplitKitTerminal
import SplitKitTerminalTesting
import Testing

/// A form in the terminal host: secure text, a field scrolled to its caret, a click
/// placing the caret, and focus kept in view.
@Suite @MainActor struct ContentFormViewTests {
  final class Account: FormController {
    var password = "hunter2"
    var name = String(repeating: "abcdefghij", count: 10)
    var options = Array(repeating: false, count: 20)

    override func makeForm() -> Form {
      Form(sections: [
        FormSection(
          "Account",
          rows: [
            .textField("Password", text: .to(self, \.password), isSecure: true),
            .textField("Name", text: .to(self, \.name)),
          ]),
        FormSection(
          "Options",
          rows: (0..<options.count).map { index in
            .toggle(
              "Option \(index)",
              isOn: FormBinding(
                get: { [unowned self] in options[index] },
                set: { [unowned self] in options[index] = $0 }))
          }),
      ])
    }
  }

  func start() -> (Account, Driver) {
    let split = SplitViewController(style: .doubleColumn)
    let account = Account(title: "Account")
    split.setViewController(DocumentController(title: "Side"), for: .primary)
    split.setViewController(account, for: .secondary)
    let driver = Driver(app: split, size: CellSize(columns: 120, rows: 10))
    driver.press(.tab)
    return (account, driver)
  }

  @Test func secureTextShowsDotsWithTheCaretAfterThem() throws {
    let (account, driver) = start()
    #expect(account.formState.focus == "Password")
    #expect(!driver.screen.joined().contains("hunter2"))
    let field = try #require(driver.cell(of: "[•••••••"))
    #expect(driver.buffer.cursor == CellPosition(x: field.x + 8, y: field.y))
  }

  @Test func aLongTextScrollsToItsCaret() throws {
    let (account, driver) = start()
    driver.press(.tab)
    #expect(account.formState.focus == "Name")
    let end = try #require(driver.cell(of: "ghij ]"))
    #expect(driver.buffer.cursor == CellPosition(x: end.x + 4, y: end.y))
    #expect(driver.cell(of: "[abcdefghij") == nil)
    driver.press(.home)
    let start = try #require(driver.cell(of: "[abcdefghij"))
    #expect(driver.buffer.cursor == CellPosition(x: start.x + 1, y: start.y))
  }

  @Test func aClickPutsTheCaretUnderIt() throws {
    let (account, driver) = start()
    driver.press(.tab)
    let field = try #require(driver.cell(of: "[•••••••"))
    driver.click(x: field.x + 3, y: field.y)
    #expect(account.formState.focus == "Password")
    #expect(account.formState.editing?.caret == 2)
    driver.type("X")
    driver.press(.enter)
    #expect(account.password == "huXnter2")
  }

  @Test func focusStaysInView() throws {
    let (account, driver) = start()
    for _ in 0..<17 { driver.press(.down) }
    #expect(account.formState.focus == "Option 15")
    let row = try #require(driver.cell(of: "Option 15"))
    driver.press(.character(" "))
    #expect(account.options[15])
    #expect(driver.screen[row.y].hasSuffix("[x] "))
    #expect(driver.buffer.cursor == nil)
  }
}
