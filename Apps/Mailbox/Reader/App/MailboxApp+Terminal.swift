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

  /// Runs the interactive reader on `mailbox` in this process's terminal and returns the
  /// exit status: 0, or 1 after one line on standard error when the terminal cannot be
  /// used.
  ///
  /// State is restored from the XDG state file (``StateStore``) and saved when the user
  /// quits, and on SIGHUP, SIGTERM and SIGQUIT (then the status is 128 + the signal); warnings about it go to standard error after the terminal is restored.
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
    run(options: options, title: title) { MailboxApp(mailbox: mailbox, settings: $0) }
  }

  /// Runs the interactive reader on a folder tree (three columns), as
  /// ``run(mailbox:options:title:)`` does for one mailbox.
  ///
  /// - Parameters:
  ///   - tree: The folders.
  ///   - options: The command-line options.
  /// - Returns: The process exit status; 66 or 65 after one line on standard error when
  ///   the first folder cannot be opened.
  public nonisolated static func run(folders tree: MailFolderTree, options: Options) -> Int32 {
    run(options: options, title: nil) { settings throws(MailboxError) in
      try MailboxApp(folders: tree, settings: settings)
    }
  }

  private nonisolated static func run(
    options: Options, title: String?,
    makeApp: @MainActor (Settings) throws(MailboxError) -> MailboxApp
  ) -> Int32 {
    MainActor.assumeIsolated {
      let environment = ProcessInfo.processInfo.environment
      let terminal: PosixTerminal
      do throws(TerminalError) {
        terminal = try PosixTerminal(environment: environment)
      } catch {
        CommandLineSupport.writeError("mailbox: \(Sanitizer.sanitize(error.message))\n")
        return 1
      }
      var settings = Settings(
        title: title, stateStore: StateStore(environment: environment),
        resetState: options.resetState,
        currentYear: Calendar(identifier: .gregorian).component(.year, from: Date()))
      settings.configuration = options.configuration
      settings.isReadOnly = options.readOnly
      let app: MailboxApp
      do throws(MailboxError) {
        app = try makeApp(settings)
      } catch {
        CommandLineSupport.writeError("mailbox: \(Sanitizer.sanitize(error.message))\n")
        return error.exitStatus
      }
      app.searchIndexing = SearchIndexing(
        root: app.folderTree?.root ?? app.mailbox.path,
        cacheDirectory: SearchIndexing.cacheDirectory(environment: environment))
      let host = SplitHost(
        split: app.split, terminal: terminal, clock: ContinuousClock(),
        configuration: hostConfiguration(options: options, environment: environment))
      var status: Int32 = 0
      // Saved while a hangup is still only a quit request (see SplitHost.willEnd).
      host.willEnd = { app.saveState() }
      do {
        app.attach(to: host)
        try host.run()
        // SIGHUP, SIGTERM or SIGQUIT quit like `q`; the parent still sees the signal.
        if let signal = host.quitSignal { status = 128 + signal }
      } catch {
        app.warnings.append("\(error)")
        status = 1
      }
      app.stopIndexing()
      for warning in app.warnings {
        CommandLineSupport.writeError("mailbox: \(Sanitizer.sanitize(warning))\n")
      }
      return status
    }
  }
}
