import Foundation
public import SplitKit
public import SplitKitContent

extension GTKHost {
  /// Runs a split view in a GTK window and ends the process: the one call an app's `main`
  /// needs, as `TerminalHost.launch` is in a terminal.
  ///
  /// Opens the display (``initialize(applicationName:rightToLeft:)``, the application named
  /// after `programName`), runs until the window closes or the user quits, and exits with
  /// status 0, 128 + the signal after one of ``quitSignals``, or 1 after printing
  /// `"<program>: <message>"` to standard error when no display opens.
  ///
  /// ```swift
  /// GTKHost.launch(makeNotes(), programName: "notes-gtk")
  /// ```
  ///
  /// - Parameters:
  ///   - split: The split view to run.
  ///   - configuration: The window's size, title and keys.
  ///   - programName: The application's name, and the prefix of error messages.
  public static func launch(
    _ split: SplitViewController, configuration: GTKHostConfiguration = GTKHostConfiguration(),
    programName: String
  ) -> Never {
    launch(split, configuration: configuration, programName: programName) { _ in }
  }

  /// Runs an app in a GTK window and ends the process, as
  /// ``launch(_:configuration:programName:)`` does for a split
  /// view: the app's ``/SplitKitContent/ContentApp/keyCommands`` join the help, and the
  /// app is handed its host (``/SplitKitContent/ContentApp/attach(to:)``) before the
  /// first frame.
  ///
  /// ```swift
  /// GTKHost.launch(app: Notes(), programName: "notes-gtk")
  /// ```
  ///
  /// - Parameters:
  ///   - app: The app to run; kept alive until the process ends.
  ///   - configuration: The window's size, title and keys.
  ///   - programName: The prefix of error messages, and the application's name unless
  ///     `applicationName` says otherwise.
  ///   - applicationName: The name desktops and screen readers know the application by.
  public static func launch(
    app: some ContentApp, configuration: GTKHostConfiguration = GTKHostConfiguration(),
    programName: String, applicationName: String? = nil
  ) -> Never {
    var configuration = configuration
    configuration.additionalHelp += app.keyCommands
    withExtendedLifetime(app) {
      launch(
        app.split, configuration: configuration, programName: programName,
        applicationName: applicationName
      ) { host in app.attach(to: host) }
    }
  }

  private static func launch(
    _ split: SplitViewController, configuration: GTKHostConfiguration, programName: String,
    applicationName: String? = nil, attach: (GTKHost) -> Void
  ) -> Never {
    do {
      try initialize(applicationName: applicationName ?? programName)
    } catch {
      FileHandle.standardError.write(Data("\(programName): \(error)\n".utf8))
      exit(1)
    }
    let host = GTKHost(split: split, configuration: configuration)
    // The window first, so the app starts at its real size.
    host.makeWindow()
    attach(host)
    host.run()
    exit(host.quitSignal.map { 128 + $0 } ?? 0)
  }
}
