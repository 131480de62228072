public import ArgumentParser
import Foundation
import MailboxCore
import SplitKit
import SplitKitTerminal

/// `mailbox`: ``MailboxApp`` in this process's terminal, or `--list` (see `--help`).
@main
struct MailboxCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "mailbox",
    abstract: "Read an mbox file, a Maildir or a folder of them in a Mail-style split view.",
    discussion: MailboxArguments.readerHelp + "\n"
      + """
      --list prints one line per message (sender, subject, date; tab-separated; in a \
      folder tree after the folder's name) and exits. \
      Exit status: 0 success; 1 no usable terminal; 64 bad command line; 65 not a \
      mailbox; 66 cannot be read (missing, empty path, permission denied, symbolic-link \
      loop, path too long, a Maildir with no readable message); 74 read error after \
      opening; 78 a bad settings file (the message names the line); 128 + the signal \
      (SIGHUP, SIGTERM, SIGQUIT) that ended it, the state saved first.
      """,
    version: SplitKitVersion.string
  )

  @OptionGroup var mailbox: MailboxArguments

  @Option(help: "When to use colour.")
  var color: ColorPreference = .auto

  @Flag(name: .customLong("no-mouse"), help: "Do not enable mouse reporting.")
  var noMouse = false

  @Flag(help: "Print one line per message (sender, subject, date; tab-separated) and exit.")
  var list = false

  func run() throws {
    let status = list ? ListLine.printAll(path: mailbox.path, program: "mailbox") : runReader()
    if status != 0 { throw ExitCode(status) }
  }

  /// The reader until `q` or a signal; the state is saved before the terminal is restored.
  func runReader() -> Int32 {
    let colors = color.colorMode(environment: ProcessInfo.processInfo.environment)
    var configuration = TerminalHostConfiguration(isMouseEnabled: !noMouse, colorMode: colors)
    configuration.additionalHelp = MailboxApp.keyCommands
    let (path, options) = (mailbox.path, mailbox.options)
    return MainActor.assumeIsolated {
      let launch = MailboxLaunch(program: "mailbox")
      guard let app = launch.makeApp(path: path, options: options),
        let host = launch.attempt({ () throws(TerminalError) in
          try TerminalHost(split: app.split, configuration: configuration)
        })
      else { return launch.status }
      host.willEnd = { app.saveState() }  // while a hangup is still only a quit request
      app.attach(to: host)
      let ran = launch.attempt { try host.run() } != nil
      return launch.finish(app, signal: ran ? host.quitSignal : nil)
    }
  }
}

/// `--color auto|always|never`.
extension ColorPreference: ExpressibleByArgument {}
