import Foundation
import SplitKit
import SplitKitContent
public import SplitKitTerminal

extension MailboxApp {
  /// The host configuration for the command-line options: mouse, colours and the
  /// app's keys in the help overlay.
  ///
  /// - Parameters:
  ///   - options: The command-line options.
  ///   - environment: The environment `--color always` detects the colour depth from.
  /// - Returns: The configuration to create the ``/SplitKitTerminal/SplitHost`` with.
  public nonisolated static func hostConfiguration(options: Options, environment: [String: String])
    -> HostConfiguration
  {
    let detected = SplitKitTerminal.ColorMode.detect(environment: environment)
    let colorMode: SplitKitTerminal.ColorMode? =
      switch options.color {
      case .auto: nil
      case .never: .monochrome
      case .always: detected == .monochrome ? .ansi16 : detected
      }
    var configuration = HostConfiguration(isMouseEnabled: options.mouse, colorMode: colorMode)
    configuration.additionalHelp = keys
    return configuration
  }

  /// The mailbox's own keys, as the help overlay lists them.
  public nonisolated static let keys: [HelpOverlay.Binding] = keyCommands.map {
    HelpOverlay.Binding(keys: $0.keys, description: $0.description)
  }

  /// Runs the interactive reader in this process's terminal and returns the exit status:
  /// 0; 1 after one line on standard error when the terminal cannot be used; 65, 66 or
  /// 78 when the settings file or `path` cannot be used (``MailboxLaunch``).
  ///
  /// State is restored from the XDG state file (``StateStore``) and saved when the user
  /// quits, and on SIGHUP, SIGTERM and SIGQUIT (then the status is 128 + the signal);
  /// warnings about it go to standard error after the terminal is restored.
  ///
  /// - Parameters:
  ///   - path: An mbox file, a Maildir or a directory of mailboxes; nil for the sample.
  ///   - options: The command-line options.
  /// - Returns: The process exit status.
  public nonisolated static func runInTerminal(path: String?, options: Options) -> Int32 {
    MainActor.assumeIsolated {
      let launch = MailboxLaunch(program: "mailbox")
      guard let app = launch.makeApp(path: path, options: options, measuresInPoints: false)
      else { return launch.status }
      let environment = ProcessInfo.processInfo.environment
      let terminal: PosixTerminal
      do throws(TerminalError) {
        terminal = try PosixTerminal(environment: environment)
      } catch {
        launch.fail(error.message)
        return 1
      }
      let host = SplitHost(
        split: app.split, terminal: terminal, clock: ContinuousClock(),
        configuration: hostConfiguration(options: options, environment: environment))
      // Saved while a hangup is still only a quit request (see SplitHost.willEnd).
      host.willEnd = { app.saveState() }
      do {
        app.attach(to: host)
        try host.run()
      } catch {
        app.warnings.append("\(error)")
        _ = launch.finish(app, signal: nil)
        return 1
      }
      // SIGHUP, SIGTERM or SIGQUIT quit like `q`; the parent still sees the signal.
      return launch.finish(app, signal: host.quitSignal)
    }
  }
}
