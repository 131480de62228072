import ArgumentParser
import Foundation
import MailboxCore
import SplitKit
import SplitKitContent
import SplitKitGTK

/// `mailbox-gtk`: the mailbox reader, ``MailboxApp`` as `mailbox` runs it, in a GTK window.
@main
struct MailboxGTKCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "mailbox-gtk",
    abstract: "A Mail-style mailbox reader in a GTK 4 window.",
    discussion: MailboxArguments.readerHelp + "\n"
      + """
      The same reader as mailbox, in a window whose title shows indexing progress. \
      Exit status: 0 success, 1 no display, 64 bad option, 65 not a mailbox, \
      66 missing or unreadable path, 78 a bad settings file, 128 + the signal (SIGTERM, \
      SIGHUP, SIGINT) that ended it, the state saved first.
      """,
    version: SplitKitVersion.string)

  @OptionGroup var mailbox: MailboxArguments

  @Option(help: "The window size in points, WIDTHxHEIGHT.")
  var size: String = "1024x768"

  func validate() throws {
    guard windowSize != nil else {
      throw ValidationError("--size needs WIDTHxHEIGHT, each from 100 to 10000, such as 768x1024")
    }
  }

  var windowSize: Size? {
    let parts = size.split(separator: "x").compactMap { Int($0) }
    guard parts.count == 2, parts.allSatisfy({ (100...10_000).contains($0) }) else { return nil }
    return Size(width: Double(parts[0]), height: Double(parts[1]))
  }

  func run() throws {
    let (path, options, size) = (mailbox.path, mailbox.options, windowSize)
    let status: Int32 = MainActor.assumeIsolated {
      let launch = MailboxLaunch(program: "mailbox-gtk")
      guard let app = launch.makeApp(path: path, options: options),
        launch.attempt({ try GTKHost.initialize(applicationName: "mailbox") }) != nil
      else { return launch.status }
      var configuration = GTKHostConfiguration()
      configuration.windowSize = size ?? configuration.windowSize
      configuration.title = app.windowTitle(program: "mailbox-gtk")
      configuration.additionalHelp = MailboxApp.keyCommands
      let host = GTKHost(split: app.split, configuration: configuration)
      host.onUpdate = { host.setWindowTitle(app.windowTitle(program: "mailbox-gtk")) }
      // The window first, so the reader starts at its real size (the list over an empty
      // message in portrait, not a message nobody chose), with the keyboard in the list.
      host.makeWindow()
      app.attach(to: host)
      // What attaching listed (all of it, from the summary cache), before the first frame.
      host.setWindowTitle(app.windowTitle(program: "mailbox-gtk"))
      host.run()
      app.saveState()
      return launch.finish(app, signal: host.quitSignal)
    }
    if status != 0 { throw ExitCode(status) }
  }
}
