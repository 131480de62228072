public import ArgumentParser
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
    discussion: MailboxArguments.readerHelp + "\n"
      + """
      --list prints one line per message (sender, subject, date; tab-separated; in a \
      folder tree after the folder's name) and exits. \
      Exit status: 0 success; 1 no usable terminal; 64 bad command line; 65 not a \
      mailbox; 66 cannot be read (missing, empty path, permission denied, symbolic-link \
      loop, path too long, a Maildir with no readable message); 74 read error after \
      opening; 78 a bad settings file (the message names the line); 128 + the signal \
      (SIGHUP, SIGTERM, SIGQUIT) that ended it, the state saved first.
      """,
    version: SplitKitVersion.string
  )

  @OptionGroup var mailbox: MailboxArguments

  @Option(help: "When to use colour.")
  var color: MailboxApp.ColorMode = .auto

  @Flag(name: .customLong("no-mouse"), help: "Do not enable mouse reporting.")
  var noMouse = false

  @Flag(help: "Print one line per message (sender, subject, date; tab-separated) and exit.")
  var list = false

  func run() throws {
    var options = mailbox.options
    (options.color, options.mouse) = (color, !noMouse)
    let status =
      list
      ? ListLine.printAll(path: mailbox.path, program: "mailbox")
      : MailboxApp.runInTerminal(path: mailbox.path, options: options)
    if status != 0 { throw ExitCode(status) }
  }
}

/// `--color auto|always|never`.
extension MailboxApp.ColorMode: ExpressibleByArgument {}
