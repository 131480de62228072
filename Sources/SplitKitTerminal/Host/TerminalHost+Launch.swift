public import SplitKit
public import SplitKitContent

extension TerminalHost {
  /// Runs a split view in the process's terminal and ends the process: the one call an
  /// app's `main` needs.
  ///
  /// Checks the terminal (``TerminalRequirements``: a terminal on both standard input and
  /// output, `TERM` set and not `dumb`), runs with ``PosixTerminal`` and `ContinuousClock`,
  /// restores the terminal, and exits with status 0, 128 + the signal after SIGHUP, SIGTERM
  /// or SIGQUIT (``quitSignal``), or 1 after printing `"<program>: <message>"` to standard
  /// error.
  ///
  /// ```swift
  /// TerminalHost.launch(App(rows: 50).makeSplit(), programName: "splitkit-demo")
  /// ```
  ///
  /// - Parameters:
  ///   - split: The split view to run.
  ///   - configuration: Thresholds, keys, mouse and colours.
  ///   - programName: The name that prefixes error messages.
  public static func launch(
    _ split: SplitViewController,
    configuration: TerminalHostConfiguration = TerminalHostConfiguration(),
    programName: String
  ) -> Never {
    do {
      let host = try TerminalHost(split: split, configuration: configuration)
      try host.run()
      CommandLineSupport.exit(host.quitSignal.map { 128 + $0 } ?? 0)
    } catch {
      let message = "\(error)"
      CommandLineSupport.writeError("\(programName): \(Sanitizer.sanitize(message))\n")
      CommandLineSupport.exit(1)
    }
  }

  /// Runs an app in the process's terminal and ends the process, as
  /// ``launch(_:configuration:programName:)`` does for a split view: the app's
  /// ``/SplitKitContent/ContentApp/keyCommands`` join the help, and the app is handed its
  /// host (``/SplitKitContent/ContentApp/attach(to:)``) before the first frame.
  ///
  /// ```swift
  /// TerminalHost.launch(app: Notes(), programName: "notes")
  /// ```
  ///
  /// - Parameters:
  ///   - app: The app to run; kept alive until the process ends.
  ///   - configuration: Thresholds, keys, mouse and colours.
  ///   - programName: The name that prefixes error messages.
  public static func launch(
    app: some ContentApp, configuration: TerminalHostConfiguration = TerminalHostConfiguration(),
    programName: String
  ) -> Never {
    var configuration = configuration
    configuration.additionalHelp += app.keyCommands
    do {
      let host = try TerminalHost(split: app.split, configuration: configuration)
      app.attach(to: host)
      try withExtendedLifetime(app) { try host.run() }
      CommandLineSupport.exit(host.quitSignal.map { 128 + $0 } ?? 0)
    } catch {
      let message = "\(error)"
      CommandLineSupport.writeError("\(programName): \(Sanitizer.sanitize(message))\n")
      CommandLineSupport.exit(1)
    }
  }

  /// Creates a host on the process's terminal (``PosixTerminal``) and `ContinuousClock`:
  /// what an app's `main` runs, when it does more around ``run()`` than
  /// ``launch(_:configuration:programName:)`` (saves state, reports warnings).
  ///
  /// ```swift
  /// let host = try TerminalHost(split: app.split)
  /// host.willEnd = { app.saveState() }
  /// try host.run()
  /// ```
  ///
  /// - Parameters:
  ///   - split: The split view to host.
  ///   - configuration: Thresholds, keys, mouse and colours.
  /// - Throws: ``TerminalError`` when standard input and output are not a usable terminal.
  public convenience init(
    split: SplitViewController,
    configuration: TerminalHostConfiguration = TerminalHostConfiguration()
  ) throws(TerminalError) {
    self.init(
      split: split, terminal: try PosixTerminal(), clock: ContinuousClock(),
      configuration: configuration)
  }
}
