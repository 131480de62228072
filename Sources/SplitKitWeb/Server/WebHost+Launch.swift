import Foundation
public import SplitKit
public import SplitKitContent

extension WebHost {
  /// Serves an app to web browsers as a program's `main` does, and exits: reads `--host`
  /// and `--port` from the command line, prints one line, `Open URL`, and serves until
  /// Ctrl-C or SIGTERM, each tab with an app of its own.
  ///
  /// ```swift
  /// import NotesApp
  /// import SplitKitWeb
  ///
  /// await WebHost.launch(programName: "notes-web") { _ in makeNotes() }
  /// ```
  ///
  /// `--port 0` picks a free port. An argument it does not know exits with status 64 and
  /// a line on standard error; an address it cannot bind, with status 1.
  ///
  /// - Parameters:
  ///   - programName: The program's name, for its error lines and the page's title.
  ///   - arguments: The command line after the program's name.
  ///   - makeSplit: Makes a tab's app, given its session.
  public static func launch(
    programName: String, arguments: [String] = Array(CommandLine.arguments.dropFirst()),
    makeSplit: @escaping @MainActor @Sendable (WebSession) -> SplitViewController?
  ) async -> Never {
    let options: (host: String, port: Int)
    do {
      options = try serverOptions(arguments)
    } catch {
      fail(
        "\(programName): \(error.message)\nusage: \(programName) [--host ADDRESS] [--port N]", 64)
    }
    let host = WebHost(
      configuration: WebHostConfiguration(
        host: options.host, port: options.port, title: programName),
      makeSplit: makeSplit)
    do {
      try await host.run { WebServerOptions.printOpenLine($0) }
    } catch {
      fail("\(programName): \(error)", 1)
    }
    exit(0)
  }

  /// Serves an app to web browsers and exits, as
  /// ``launch(programName:arguments:makeSplit:)`` does for a split view: each tab's app
  /// lists its ``/SplitKitContent/ContentApp/keyCommands`` in the help, is handed its tab's
  /// session as its host (``/SplitKitContent/ContentApp/attach(to:)``) before the first
  /// frame, and lives as long as the tab's session.
  ///
  /// ```swift
  /// await WebHost.launch(programName: "notes-web") { _ in Notes() }
  /// ```
  ///
  /// - Parameters:
  ///   - programName: The program's name, for its error lines and the page's title.
  ///   - arguments: The command line after the program's name.
  ///   - makeApp: Makes a tab's app, given its session; nil refuses the tab.
  public static func launch(
    programName: String, arguments: [String] = Array(CommandLine.arguments.dropFirst()),
    makeApp: @escaping @MainActor @Sendable (WebSession) -> (any ContentApp)?
  ) async -> Never {
    await launch(programName: programName, arguments: arguments, makeSplit: tabs(of: makeApp))
  }

  /// What makes each tab's split view from an app: the app's keys join the tab's help, the
  /// app is handed the session, and the session's ``WebSession/onClose`` keeps it alive.
  ///
  /// - Parameter makeApp: Makes a tab's app.
  /// - Returns: What ``init(configuration:makeSplit:)`` takes.
  static func tabs(of makeApp: @escaping @MainActor @Sendable (WebSession) -> (any ContentApp)?)
    -> @MainActor @Sendable (WebSession) -> SplitViewController?
  {
    { session in
      guard let app = makeApp(session) else { return nil }
      session.additionalHelp += app.keyCommands
      app.attach(to: session)
      let closing = session.onClose
      session.onClose = {
        closing?()
        withExtendedLifetime(app) {}
      }
      return app.split
    }
  }

  /// The `--host` and `--port` of a command line (`--port 8080` or `--port=8080`).
  ///
  /// - Parameter arguments: The command line after the program's name.
  /// - Returns: The address and port, the defaults where not given.
  /// - Throws: ``WebLaunchError`` for another argument or a port outside 0...65535.
  static func serverOptions(_ arguments: [String]) throws(WebLaunchError) -> (
    host: String, port: Int
  ) {
    var (host, port) = (WebServerOptions.defaultHost, WebServerOptions.defaultPort)
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
      guard let name = parts.first, name == "--host" || name == "--port" else {
        throw WebLaunchError(message: "unknown argument '\(argument)'")
      }
      guard let value = parts.count == 2 ? parts[1] : rest.popFirst() else {
        throw WebLaunchError(message: "\(name) needs a value")
      }
      if name == "--host" {
        host = value
      } else if let number = Int(value), (0...65_535).contains(number) {
        port = number
      } else {
        throw WebLaunchError(message: "--port needs a number from 0 to 65535, not '\(value)'")
      }
    }
    return (host, port)
  }

  private static func fail(_ line: String, _ status: Int32) -> Never {
    FileHandle.standardError.write(Data((line + "\n").utf8))
    exit(status)
  }
}
