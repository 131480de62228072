import Foundation
public import SplitKit
import SplitKitContent
import SplitKitTerminal
import SplitKitTerminalTesting
import Testing

// README settings: begin
/// What the app keeps: every page reads and writes it.
final class Preferences {
  var bluetooth = true
  var deviceName = "Living room"
  var appearance = 2
  var volume = 5
}

/// A page of real controls bound to the preferences: GTK's own widgets in a window, cells
/// in a terminal.
final class GeneralPage: FormController {
  let preferences: Preferences
  init(_ preferences: Preferences) {
    self.preferences = preferences
    super.init(title: "General")
  }
  override func makeForm() -> Form {
    Form(sections: [
      FormSection(
        "Connections",
        rows: [
          .toggle("Bluetooth", isOn: .to(preferences, \.bluetooth)),
          .textField("Device name", text: .to(preferences, \.deviceName), placeholder: "A name"),
        ]),
      FormSection(
        "Look and sound",
        rows: [
          .choice(
            "Appearance", options: ["Light", "Dark", "Automatic"],
            selection: .to(preferences, \.appearance)),
          .stepper("Volume", value: .to(preferences, \.volume), range: 0...10),
        ]),
      FormSection(rows: [
        .button("Reset", role: .destructive) { [unowned self] in
          ask("Reset all settings?") { yes in  // a dialog in a window
            guard yes else { return }
            (self.preferences.bluetooth, self.preferences.volume) = (true, 5)
            self.valuesDidChange()
          }
        }
      ]),
    ])
  }
}

/// The sidebar of pages; opening one shows it beside (or pushes it, when narrow).
final class Pages: ListController {
  let preferences = Preferences()
  let pages = ["General", "About"]
  override var numberOfRows: Int { pages.count }
  override func row(at index: Int) -> ListRowContent { ListRowContent(title: pages[index]) }
  override func didOpenRow(at index: Int, byKeyboard: Bool) {
    let about = Document(blocks: [.body("Settings, written once for every host.")])
    showDetail(
      index == 0 ? GeneralPage(preferences) : DocumentController(title: "About", document: about))
  }
}

/// The split view every host runs.
@MainActor public func makeSettings() -> SplitViewController {
  let split = SplitViewController(style: .doubleColumn)
  let pages = Pages(title: "Settings")
  pages.select(row: 0)
  split.setViewController(pages, for: .primary)
  split.setViewController(GeneralPage(pages.preferences), for: .secondary)
  return split
}
// README settings: end

/// README's Settings app (a form of real controls, written once), run through the Driver,
/// and compared with README, so the example keeps compiling and doing what README says.
@Suite @MainActor struct ReadmeSettingsExampleTests {
  @Test func theGeneralPageSitsBesideThePagesAndKeysChangeTheValues() throws {
    let driver = Driver(app: makeSettings(), size: CellSize(columns: 120, rows: 16))
    let pages = try #require(driver.split.viewController(for: .primary) as? Pages)
    #expect(driver.markedScreen[1].hasPrefix("▸ General"))
    #expect(driver.screen.contains { $0.contains("Bluetooth") && $0.contains("[x]") })
    #expect(driver.screen.contains { $0.contains("‹ Automatic ›") })
    // Enter opens the page and moves the keys to it: Tab to the switch, Space flips it.
    driver.press(.enter)
    driver.advance(by: .milliseconds(300))
    driver.press(.tab, .character(" "))
    #expect(pages.preferences.bluetooth == false)
    #expect(driver.screen.contains { $0.contains("Bluetooth") && $0.contains("[ ]") })
    // Down to the stepper (past the field and the choice), Right steps it.
    driver.press(.down, .down, .down, .right)
    #expect(pages.preferences.volume == 6)
    // Reset asks; y puts the values back.
    driver.press(.down, .enter)
    #expect(driver.screen.contains { $0.contains("Reset all settings? (y/n)") })
    driver.press(.character("y"))
    #expect(pages.preferences.bluetooth && pages.preferences.volume == 5)
  }

  @Test func narrowTheyAreOneStackWithABackButtonToThePages() {
    let driver = Driver(app: makeSettings(), size: CellSize(columns: 60, rows: 16))
    #expect(driver.split.isCollapsed)
    driver.press(.escape)
    driver.advance(by: .milliseconds(600))
    driver.press(.down, .enter)
    driver.advance(by: .milliseconds(600))
    #expect(driver.screen[0].hasPrefix(" ‹ Settings"), "\(driver.screen[0])")
    #expect(driver.screen.contains { $0.contains("Settings, written once for every host.") })
  }

  /// README shows this file's app and its launchers, exactly, in at most 80 lines.
  @Test func readmeShowsExactlyTheCodeThisTestRuns() throws {
    let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
    let app = try ReadmeExampleTests.lines(of: source, between: "// README settings:", indent: 0)
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let text = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let blocks = ReadmeExampleTests.swiftBlocks(in: text)
    #expect(blocks.contains("import SplitKit\nimport SplitKitContent\n\n" + app))
    #expect(blocks.contains(Self.launchers))
    let lines = [app, Self.launchers].map {
      $0.split(separator: "\n", omittingEmptySubsequences: false).count
    }
    #expect(lines.reduce(0, +) + 2 <= 80, "the app and its launchers in at most 80 lines: \(lines)")
  }

  /// The launchers, one `main.swift` per host.
  static let launchers = """
    TerminalHost.launch(makeSettings(), programName: "settings")  // settings/main.swift
    GTKHost(split: makeSettings()).run()  // settings-gtk/main.swift, after initialize()
    """
}
