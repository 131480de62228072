import Foundation
import SplitKit
import SplitKitTerminal

extension MailboxApp {
  /// Runs the interactive reader on `mailbox` in this process's terminal and returns the
  /// exit status: 0, or 1 after one line on standard error when the terminal cannot be
  /// used.
  ///
  /// State is restored from the XDG state file (``StateStore``) and saved when the user
  /// quits; warnings about it go to standard error after the terminal is restored.
  /// Call it on the main thread.
  ///
  /// - Parameters:
  ///   - mailbox: The opened mailbox.
  ///   - options: The command-line options.
  ///   - title: The list's title; nil derives it from the mailbox name.
  /// - Returns: The process exit status.
  public nonisolated static func run(mailbox: Mailbox, options: Options, title: String? = nil)
    -> Int32
  {
    MainActor.assumeIsolated {
      let environment = ProcessInfo.processInfo.environment
      let terminal: PosixTerminal
      do throws(TerminalError) {
        terminal = try PosixTerminal(environment: environment)
      } catch {
        CommandLineSupport.writeError("mailbox: \(Sanitizer.sanitize(error.message))\n")
        return 1
      }
      let settings = Settings(
        title: title, stateStore: StateStore(environment: environment),
        resetState: options.resetState,
        currentYear: Calendar(identifier: .gregorian).component(.year, from: Date()))
      let app = MailboxApp(mailbox: mailbox, settings: settings)
      let host = SplitHost(
        split: app.split, terminal: terminal, clock: ContinuousClock(),
        configuration: hostConfiguration(options: options, environment: environment))
      var status: Int32 = 0
      do {
        app.attach(to: host)
        try host.run()
      } catch {
        app.warnings.append("\(error)")
        status = 1
      }
      app.saveState()
      for warning in app.warnings {
        CommandLineSupport.writeError("mailbox: \(Sanitizer.sanitize(warning))\n")
      }
      return status
    }
  }
}
