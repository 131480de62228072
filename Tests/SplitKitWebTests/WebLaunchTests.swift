import DemoApp
import Foundation
import SplitKit
import SplitKitContent
import Testing

@testable import SplitKitWeb

@MainActor @Suite struct WebLaunchTests {
  @Test func theLauncherReadsHostAndPortAndRefusesAnythingElse() throws {
    #expect(try WebHost.serverOptions([]) == ("127.0.0.1", 8080))
    #expect(try WebHost.serverOptions(["--port", "0"]) == ("127.0.0.1", 0))
    #expect(
      try WebHost.serverOptions(["--host=0.0.0.0", "--port=9000"]) == ("0.0.0.0", 9000))
    for bad in [["--verbose"], ["--port"], ["--port", "x"], ["--port", "70000"], ["notes"]] {
      #expect(throws: WebLaunchError.self, "\(bad)") { try WebHost.serverOptions(bad) }
    }
  }

  /// README's browser launcher, as the consumer's `main.swift` has it (its app's function
  /// named `makeNotes`); it compiles here against the demo's app.
  static let readmeLauncher = """
    import NotesApp
    import SplitKitWeb

    await WebHost.launch(programName: "notes-web") { _ in makeNotes() }  // prints Open URL

    """

  func launchDemo() async {
    await WebHost.launch(programName: "notes-web") { _ in DemoApp(rows: 3).makeSplit() }
  }

  /// An app that remembers its host.
  final class App: ContentApp {
    let split = SplitViewController(style: .doubleColumn)
    weak var host: (any ContentHost)?
    var keyCommands: [KeyCommand] { [KeyCommand(keys: "n", description: "New note")] }
    func attach(to host: any ContentHost) { self.host = host }
  }

  /// `launch`'s app form: each tab's app gets its session as its host, its keys in that
  /// tab's help, and lives exactly as long as the session keeps it.
  @Test func anAppIsHandedItsTabsSessionAndListsItsKeys() throws {
    weak var made: App?
    let makeSplit = WebHost.tabs { _ in
      let app = App()
      made = app
      return app
    }
    let session = WebSession(configuration: WebHostConfiguration())
    let split = try #require(makeSplit(session))
    #expect(split === made?.split)
    #expect(made?.host === session)
    session.start(split: split)
    #expect(session.session?.helpEntries.contains { $0.keys == "n" } == true)
    session.onClose?()
    session.onClose = nil
    #expect(made == nil, "the app lives as long as its session keeps it")
  }

  @Test func readmeShowsTheBrowsersTwoLineLauncher() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let readme = try String(
      contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(readme.contains("```swift\n" + Self.readmeLauncher + "```"))
    #expect(readme.contains(#"name: "notes-web""#))
  }
}
