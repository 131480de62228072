import DemoApp
import Foundation
import Testing

@testable import SplitKitWeb

@MainActor @Suite struct WebLaunchTests {
  @Test func theLauncherReadsHostAndPortAndRefusesAnythingElse() throws {
    #expect(try WebSplitHost.serverOptions([]) == ("127.0.0.1", 8080))
    #expect(try WebSplitHost.serverOptions(["--port", "0"]) == ("127.0.0.1", 0))
    #expect(
      try WebSplitHost.serverOptions(["--host=0.0.0.0", "--port=9000"]) == ("0.0.0.0", 9000))
    for bad in [["--verbose"], ["--port"], ["--port", "x"], ["--port", "70000"], ["notes"]] {
      #expect(throws: WebLaunchError.self, "\(bad)") { try WebSplitHost.serverOptions(bad) }
    }
  }

  /// README's browser launcher, as the consumer's `main.swift` has it (its app's function
  /// named `makeNotes`); it compiles here against the demo's app.
  static let readmeLauncher = """
    import NotesApp
    import SplitKitWeb

    await WebSplitHost.launch(programName: "notes-web") { _ in makeNotes() }  // prints Open URL

    """

  func launchDemo() async {
    await WebSplitHost.launch(programName: "notes-web") { _ in DemoApp(rows: 3).makeSplit() }
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
