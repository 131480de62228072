import Foundation
import SplitKit
import SplitKitTerminal
import SplitKitTerminalTesting

@testable import MailboxCore
@testable import MailboxModel

/// Starts the mailbox app on the in-memory ``Driver``, as `mailbox` would in a terminal.
@MainActor
enum AppHarness {
  /// The year the sample's dates are shown relative to.
  static let currentYear = 2026

  /// Opens `path` (the bundled sample by default) at `size`, attaches the app to a driven
  /// host and lets the indexing run to the end (unless `finishIndexing` is false); a
  /// Maildir's reading threads stay at most `readAheadWindow` blocks ahead.
  static func launch(
    path: String? = nil, size: CellSize, stateDirectory: String? = nil, resetState: Bool = false,
    chunkSize: Int = 1 << 20, title: String? = "Inbox", finishIndexing: Bool = true,
    readAheadWindow: Int = MaildirReadAhead.window, summaryCacheDirectory: String? = nil
  ) throws -> (app: MailboxApp, driver: Driver) {
    let mailbox = try Mailbox.open(path: path ?? SampleMailbox.path ?? "")
    var settings = MailboxApp.Settings(
      title: title, chunkSize: chunkSize, maximumStepsPerFrame: 1,
      stateStore: stateDirectory.map { StateStore(directory: $0) },
      resetState: resetState, currentYear: currentYear)
    settings.readAheadWindow = readAheadWindow
    settings.summaryCacheDirectory = summaryCacheDirectory
    return start(MailboxApp(mailbox: mailbox, settings: settings), size, finishIndexing)
  }

  /// Opens the folder tree at `path` at `size`, as the other `launch` opens a mailbox.
  static func launch(
    folders path: String, size: CellSize, stateDirectory: String? = nil, resetState: Bool = false
  ) throws -> (app: MailboxApp, driver: Driver) {
    guard case .folders(let tree) = try MailFolderTree.open(path: path) else {
      throw MailboxError(code: .notMaildir, path: path, problem: "is not a folder tree")
    }
    let settings = MailboxApp.Settings(
      maximumStepsPerFrame: 1, stateStore: stateDirectory.map { StateStore(directory: $0) },
      resetState: resetState, currentYear: currentYear)
    return start(try MailboxApp(folders: tree, settings: settings), size, true)
  }

  /// Attaches `app` to a driven host at `size` and lets the indexing run to the end
  /// (unless `finishIndexing` is false).
  private static func start(_ app: MailboxApp, _ size: CellSize, _ finishIndexing: Bool)
    -> (app: MailboxApp, driver: Driver)
  {
    var configuration = TerminalHostConfiguration(colorMode: .trueColor)
    configuration.additionalHelp = MailboxApp.keyCommands
    let driver = Driver(app: app.split, size: size, configuration: configuration)
    app.attach(to: driver.host)
    driver.advance(by: .zero)
    if finishIndexing { indexToEnd(app, driver) }
    return (app, driver)
  }

  /// Lets frames pass until the indexing is done (at most 10,000 frames).
  static func indexToEnd(_ app: MailboxApp, _ driver: Driver) {
    var frames = 0
    while !app.isIndexed || app.hasWork, frames < 10_000 {
      driver.advance(by: .milliseconds(17))
      frames += 1
    }
    driver.advance(by: .milliseconds(500))
  }

  /// The sizes the suite runs at: narrow, medium and wide.
  nonisolated static let narrow = CellSize(columns: 60, rows: 30)
  nonisolated static let medium = CellSize(columns: 100, rows: 40)
  nonisolated static let wide = CellSize(columns: 160, rows: 50)
}

extension MailboxApp {
  /// The subject of the message the list has selected.
  var selectedSubject: String? { list.selectedSummaryIndex.map { list.list.summaries[$0].subject } }
}
