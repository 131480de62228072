import Foundation
import SplitKitHostCore

/// What `mailbox` and `mailbox-gtk` do around their host, written once: read the settings
/// file, open the path, make the ``MailboxApp`` with its state store and search index, and
/// once the host has run, stop the background work and report warnings.
///
/// ```swift
/// let launch = MailboxLaunch(program: "mailbox-gtk")
/// guard let app = launch.makeApp(path: path, options: options),
///   launch.attempt({ try GTKHost.initialize(applicationName: "mailbox") }) != nil
/// else { return launch.status }
/// let host = GTKHost(split: app.split)
/// app.attach(to: host)
/// host.run()
/// app.saveState()
/// return launch.finish(app, signal: host.quitSignal)
/// ```
@MainActor
public final class MailboxLaunch {
  /// The program's name, before each line on standard error.
  public let program: String
  /// The exit status so far: 0, or the failure's (65, 66, 78) once ``makeApp(path:options:)`` returned nil.
  public private(set) var status: Int32 = 0
  private let environment: [String: String]

  /// Creates a launch.
  ///
  /// - Parameters:
  ///   - program: The program's name for error lines.
  ///   - environment: Where the settings, state and cache directories are found; nil for
  ///     this process's.
  public init(program: String, environment: [String: String]? = nil) {
    self.program = program
    self.environment = environment ?? ProcessInfo.processInfo.environment
  }

  /// Reads the settings file, opens `path` (the bundled sample when nil) and makes the app;
  /// on failure writes one line to standard error, sets ``status`` and returns nil.
  ///
  /// - Parameters:
  ///   - path: An mbox file, a Maildir or a directory of mailboxes; nil for the sample.
  ///   - options: The command-line options (the settings file's contents are read here).
  /// - Returns: The app, not yet attached to a host.
  public func makeApp(path: String?, options: MailboxApp.Options) -> MailboxApp? {
    guard let target = path ?? SampleMailbox.path else {
      fail("the bundled sample mailbox is missing from this build")
      status = 66
      return nil
    }
    var settings = MailboxApp.Settings(
      title: path == nil ? "Inbox" : nil, stateStore: StateStore(environment: environment),
      resetState: options.resetState,
      currentYear: Calendar(identifier: .gregorian).component(.year, from: Date()))
    settings.isReadOnly = options.readOnly
    settings.summaryCacheDirectory = MailboxApp.summaryCacheDirectory(environment: environment)
    do throws(ConfigError) {
      settings.configuration = try MailboxConfiguration.load(environment: environment)
    } catch {
      fail(error.message)
      status = error.exitStatus
      return nil
    }
    let app: MailboxApp
    do throws(MailboxError) {
      app = try MailboxApp.open(path: target, settings: settings)
    } catch {
      fail(error.message)
      status = error.exitStatus
      return nil
    }
    if !options.readOnly {
      // Copies a killed move across file systems left in a tmp/ go now.
      let folders =
        app.folderTree?.folders.map { ($0.path, $0.format) }
        ?? [(app.mailbox.path, app.mailbox.format)]
      for (folder, format) in folders where format == .maildir {
        MaildirFiles.removeAbandonedCopies(in: folder)
      }
    }
    app.searchIndexing = SearchIndexing(
      root: app.folderTree?.root ?? app.mailbox.path,
      cacheDirectory: SearchIndexing.cacheDirectory(environment: environment),
      inBackground: true)
    return app
  }

  /// Runs a step of the launch that can fail (making the host, running it); when it
  /// throws, writes the error as one line and sets ``status`` to 1.
  ///
  /// - Parameter body: The step.
  /// - Returns: What `body` returned, or nil when it threw.
  public func attempt<Result, Failure: Error>(_ body: () throws(Failure) -> Result) -> Result? {
    do {
      return try body()
    } catch {
      fail("\(error)")
      status = 1
      return nil
    }
  }

  /// Ends a run once the state is saved: stops background work, writes the app's warnings.
  ///
  /// - Parameters:
  ///   - app: The app the host ran.
  ///   - signal: The signal that ended the run, if one did.
  /// - Returns: The exit status: 128 + the signal, else ``status`` (0, or 1 after a failed
  ///   ``attempt(_:)``).
  public func finish(_ app: MailboxApp, signal: Int32?) -> Int32 {
    app.stopIndexing()
    for warning in app.warnings { fail(warning) }
    return signal.map { 128 + $0 } ?? status
  }

  /// Writes `message` as one sanitized line to standard error, after the program's name.
  ///
  /// - Parameter message: What went wrong.
  public func fail(_ message: String) {
    Self.writeError(program: program, message)
  }

  /// Writes `"<program>: <message>"` to standard error as one line, the message made safe
  /// for a terminal by ``/SplitKitHostCore/SafeText`` (it may name a file or quote mail).
  ///
  /// - Parameters:
  ///   - program: The program's name.
  ///   - message: What went wrong.
  public nonisolated static func writeError(program: String, _ message: String) {
    FileHandle.standardError.write(Data("\(program): \(SafeText.line(message))\n".utf8))
  }
}

extension MailboxApp {
  /// A window's title: the program, the mailbox or folder tree (and the open folder),
  /// its unread messages, and indexing (or the search index's) progress while it lasts,
  /// once attached: `mailbox-gtk — big.mbox (12 unread) — indexing 40%`,
  /// `mailbox-gtk — Mail — Inbox (2 unread)`.
  ///
  /// - Parameter program: The program's name.
  /// - Returns: The title.
  public func windowTitle(program: String) -> String {
    let unread = list.list.unreadCount
    let counted = unread > 0 ? " (\(Quantities.grouped(unread)) unread)" : ""
    var names = [mailbox.name + counted]
    if let folderTree {
      names = [Self.displayName(of: folderTree.root), list.mailboxName + counted]
    }
    // Before the app is attached nothing is listed yet, and a summary cache may list it
    // all at once: no progress to show.
    let state =
      host == nil
      ? nil : list.isIndexed ? list.searchIndexStatus : "indexing \(Int(list.progress * 100))%"
    return ([program] + names + [state].compactMap { $0 }).joined(separator: " — ")
  }
}
