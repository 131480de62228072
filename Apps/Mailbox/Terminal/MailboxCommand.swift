import ArgumentParser
import Foundation
import MailboxCore
import SplitKit
import SplitKitTerminal

/// `mailbox`: a Mail-style reader for mbox files and Maildirs.
///
/// ```
/// mailbox [PATH] [--color auto|always|never] [--no-mouse] [--reset-state]
/// mailbox --list [PATH]
/// mailbox --version
/// ```
///
/// Without `PATH` it opens the bundled sample mailbox. A directory of mailboxes (see
/// ``MailFolderTree``) opens with a folder sidebar in three columns. `--list` prints one
/// sanitized line per message (`sender<TAB>subject<TAB>date`, after the folder's name and
/// a tab for a folder tree) and exits without touching the terminal. A path that cannot be
/// used prints one line on stderr and exits 66 (`EX_NOINPUT`: missing, empty, unreadable,
/// a symbolic-link loop, too long) or 65 (`EX_DATAERR`: not a Maildir, not an mbox).
@main
struct MailboxCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "mailbox",
    abstract: "Read an mbox file, a Maildir or a folder of them in a Mail-style split view.",
    discussion: """
      Without PATH, opens the bundled sample mailbox. A directory of mailboxes shows a \
      sidebar of folders with unread counts beside the list and the message; --list then \
      starts each line with the folder's name. mbox files are never written; in a Maildir, \
      reading, flagging (F), deleting (d, to Trash), archiving (A) and undo (U) rename message \
      files by the Maildir convention, and nothing else (-R, --read-only: nothing at all). UI state (selection, display mode, column width, the read marks you \
      changed, conversations on or off and which are collapsed) is kept in $XDG_STATE_HOME/splitkit-mailbox/state.json (default \
      ~/.local/state/...).
      In the reader: Enter opens, Esc goes back, \\ shows or hides the list, / filters, \
      n and p step through messages, u marks read or unread, t switches between \
      conversations and a flat list, z collapses or expands a conversation, ? lists every \
      key, q quits.
      Search: / then words (sender or subject) and from:WORD, subject:WORD, to:WORD (To \
      and Cc), body:WORD; "quotes" keep spaces; every term must match, ignoring case.
      Settings (folder names, the opener command): $XDG_CONFIG_HOME/splitkit-mailbox/config \
      (default ~/.config/...); none are needed.
      Exit status: 0 success; 1 no usable terminal; 64 bad command line; 65 not a \
      mailbox; 66 cannot be read (missing, empty path, permission denied, symbolic-link \
      loop, path too long, a Maildir with no readable message); 74 read error after \
      opening; 78 a bad settings file (the message names the line).
      """,
    version: SplitKitVersion.string
  )

  @Argument(
    help: """
      An mbox file, a Maildir, or a directory of them (Maildir++ .Sub.Folder names, nested \
      Maildirs, an mbox file per folder) shown with a folder sidebar (default: the bundled \
      sample).
      """)
  var path: String?

  @Option(help: "When to use colour.")
  var color: ColorChoice = .auto

  @Flag(name: .customLong("no-mouse"), help: "Do not enable mouse reporting.")
  var noMouse = false

  @Flag(
    name: [.customShort("R"), .customLong("read-only")],
    help: "Change nothing on disk: read marks go to the state file; flag, move and delete are off."
  )
  var readOnly = false

  @Flag(help: "Forget the saved UI state of this mailbox before starting.")
  var resetState = false

  @Flag(help: "Print one line per message (sender, subject, date; tab-separated) and exit.")
  var list = false

  func run() throws {
    guard let target = path ?? SampleMailbox.path else {
      Self.printError("mailbox: the bundled sample mailbox is missing from this build")
      throw ExitCode(66)
    }
    let opened: MailFolderTree.Opened
    do {
      opened = try MailFolderTree.open(path: target)
    } catch {
      Self.printError("mailbox: \(error.message)")
      throw ExitCode(error.exitStatus)
    }
    var options = MailboxApp.Options(color: color.mode, mouse: !noMouse, resetState: resetState)
    options.readOnly = readOnly
    if !list {
      do {
        options.configuration = try MailboxConfiguration.load(
          environment: ProcessInfo.processInfo.environment)
      } catch {
        Self.printError("mailbox: \(error.message)")
        throw ExitCode(error.exitStatus)
      }
    }
    let status: Int32
    switch opened {
    case .mailbox(let mailbox):
      if list {
        try Self.printList(of: mailbox)
        return
      }
      status = MailboxApp.run(
        mailbox: mailbox, options: options, title: path == nil ? "Inbox" : nil)
    case .folders(let tree):
      if list {
        try Self.printList(of: tree)
        return
      }
      status = MailboxApp.run(folders: tree, options: options)
    }
    if status != 0 { throw ExitCode(status) }
  }

  /// Prints the list lines of every message of every folder, each line starting with the
  /// folder's name and a tab.
  ///
  /// A folder that cannot be read is named on standard error and the others are still
  /// listed; the exit status is then the first such folder's.
  static func printList(of tree: MailFolderTree) throws {
    var failure: ExitCode?
    for folder in tree.folders {
      do {
        let mailbox: Mailbox
        do {
          mailbox = try Mailbox.open(path: folder.path)
        } catch {
          printError("mailbox: \(error.message)")
          throw ExitCode(error.exitStatus)
        }
        try printList(of: mailbox, prefix: Sanitizer.sanitize(folder.relativeName) + "\t")
      } catch let code as ExitCode {
        failure = failure ?? code
      }
    }
    if let failure { throw failure }
  }

  /// Prints the list lines of every message, in mailbox order, as they are indexed.
  static func printList(of mailbox: Mailbox, prefix: String = "") throws {
    var output = StandardOutput()
    do {
      var indexer = try mailbox.makeIndexer()
      while let batch = try indexer.next() {
        for summary in batch.summaries { output.write(prefix + ListLine.format(summary) + "\n") }
      }
    } catch {
      output.flush()
      printError("mailbox: \(error.message)")
      throw ExitCode(error.exitStatus)
    }
    output.flush()
  }

  /// Writes one sanitized line to standard error.
  static func printError(_ line: String) {
    FileHandle.standardError.write(Data((Sanitizer.sanitize(line) + "\n").utf8))
  }
}

/// The `--color` values, mapped to ``MailboxApp/ColorMode``.
enum ColorChoice: String, CaseIterable, ExpressibleByArgument {
  case auto, always, never

  /// The app's colour mode for this choice.
  var mode: MailboxApp.ColorMode {
    switch self {
    case .auto: .auto
    case .always: .always
    case .never: .never
    }
  }
}
