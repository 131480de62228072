import ArgumentParser
import DemoApp
import SplitKit
import SplitKitTerminal

/// `splitkit-demo`: ``DemoApp`` in this process's terminal.
@main struct DemoCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "splitkit-demo", abstract: "A list beside a detail, in the terminal.",
    version: SplitKitVersion.string)

  @OptionGroup var app: DemoApp
  @Flag(name: .customLong("no-mouse"), help: "Leave mouse reporting off.") var noMouse = false

  func run() {
    let (rows, configuration) = (app.rows, TerminalHostConfiguration(isMouseEnabled: !noMouse))
    MainActor.assumeIsolated {
      TerminalHost.launch(
        DemoApp(rows: rows).makeSplit(), configuration: configuration, programName: "splitkit-demo")
    }
  }
}
