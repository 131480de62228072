import ArgumentParser
import Foundation
import MailboxCore
import SplitKit
import SplitKitGTK

/// `mailbox-gtk`: the mailbox reader in a GTK window, on the same core as `mailbox`.
@main
struct MailboxGTKCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "mailbox-gtk",
    abstract: "A Mail-style mailbox reader in a GTK 4 window.",
    discussion: """
      Opens an mbox file or a Maildir read-only, in two columns; a directory of \
      mailboxes (Maildir++ folders, nested Maildirs, mbox files) in three, its folders \
      first; without PATH, the bundled sample. \
      The window appears at once and the list grows while the mailbox is indexed \
      (the titles show the progress). / searches as mailbox does: words in the sender \
      or subject, from:, subject:, to:, body:; Esc clears. t shows conversations (threads \
      by Message-ID, References and In-Reply-To, newest first), z collapses or expands \
      one. A dot marks an unread \
      message; what is opened is read, kept in mailbox's state file with the \
      conversation mode and the open message (the mailbox itself is never written) \
      when the window closes, on q or Ctrl-C, or on SIGTERM, SIGHUP or SIGINT. \
      Settings: $XDG_CONFIG_HOME/splitkit-mailbox/config, as mailbox reads it. \
      Exit status: 0 success, 1 no display, 64 bad option, 65 not a mailbox, \
      66 missing or unreadable path, 78 a bad settings file, 128 + the signal that ended it.
      """,
    version: SplitKitVersion.string)

  @Argument(
    help: "An mbox file, a Maildir, or a directory of mailboxes (default: the bundled sample).")
  var path: String?

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
    guard let path = path ?? SampleMailbox.path, let windowSize else {
      Self.fail("mailbox-gtk: the bundled sample mailbox is missing")
      throw ExitCode(66)
    }
    // Read before the window opens, so a bad line is reported and nothing is shown.
    do {
      _ = try MailboxConfiguration.load(environment: ProcessInfo.processInfo.environment)
    } catch {
      Self.fail("mailbox-gtk: \(error.message)")
      throw ExitCode(error.exitStatus)
    }
    let opened: MailFolderTree.Opened
    var indexer: MailboxIndexer?
    do {
      opened = try MailFolderTree.open(path: path)
      if case .mailbox(let mailbox) = opened {
        indexer = try mailbox.makeIndexer(chunkSize: MailboxApp.Settings.defaultChunkSize)
      }
    } catch {
      Self.fail("mailbox-gtk: \(error.message)")
      throw ExitCode(error.exitStatus)
    }
    let store = StateStore<MailboxUIState>(environment: ProcessInfo.processInfo.environment)
    var signal: Int32?
    let failure: String? = MainActor.assumeIsolated {
      do {
        try GTKSplitHost.initialize(applicationName: "mailbox")
      } catch {
        return "mailbox-gtk: \(error)"
      }
      let reader: MailboxReader
      let name: String
      switch (opened, indexer) {
      case (.mailbox(let mailbox), let indexer?):
        reader = MailboxReader(mailbox: mailbox, indexer: indexer, store: store)
        name = mailbox.name
      case (.folders(let tree), _):
        reader = MailboxReader(folders: tree, store: store)
        name = MailboxApp.displayName(of: tree.root)
      case (.mailbox, nil):
        return "mailbox-gtk: no indexer"
      }
      let root: String =
        switch opened {
        case .mailbox(let mailbox): mailbox.path
        case .folders(let tree): tree.root
        }
      reader.searchIndexing = SearchIndexing(
        root: root,
        cacheDirectory: SearchIndexing.cacheDirectory(
          environment: ProcessInfo.processInfo.environment))
      var configuration = GTKHostConfiguration()
      configuration.windowSize = windowSize
      configuration.title = "mailbox-gtk — \(name)"
      configuration.additionalHelp = [
        "/           Search (words, from:, subject:, to:, body:)",
        "t           Conversations / flat list",
        "z           Collapse / expand a conversation",
      ]
      let host = GTKSplitHost(split: reader.split, configuration: configuration)
      reader.host = host
      host.onKey = { reader.handle(key: $0) }
      host.makeWindow()
      reader.showMailboxOnLaunch()
      host.run()
      reader.saveListState()
      for warning in reader.warnings { Self.fail("mailbox-gtk: \(warning)") }
      signal = host.quitSignal
      return nil
    }
    if let failure {
      Self.fail(failure)
      throw ExitCode(1)
    }
    if let signal { throw ExitCode(128 + signal) }
  }

  static func fail(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}
