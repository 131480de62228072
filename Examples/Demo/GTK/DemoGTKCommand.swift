import ArgumentParser
import DemoApp
import SplitKit
import SplitKitGTK

/// `splitkit-demo-gtk`: ``DemoApp`` in a GTK window; no display exits 1 with a message.
@main struct DemoGTKCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "splitkit-demo-gtk", abstract: "A list beside a detail, in a GTK window.",
    version: SplitKitVersion.string)

  @OptionGroup var app: DemoApp

  func run() throws {
    let rows = app.rows
    try MainActor.assumeIsolated {
      try GTKHost.initialize(applicationName: "splitkit-demo")
      GTKHost(split: DemoApp(rows: rows).makeSplit()).run()
    }
  }
}
