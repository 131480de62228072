public import ArgumentParser

/// The command-line arguments `mailbox` and `mailbox-gtk` share: the mailbox to open and
/// what may change on disk and in the saved state.
///
/// ```swift
/// @OptionGroup var mailbox: MailboxArguments
/// ```
public struct MailboxArguments: ParsableArguments {
  /// The mailbox; nil opens the bundled sample.
  @Argument(
    help: """
      An mbox file, a Maildir, or a directory of them (Maildir++ .Sub.Folder names, nested \
      Maildirs, an mbox file per folder) shown with a folder sidebar (default: the bundled \
      sample).
      """)
  public var path: String?

  /// `-R`, `--read-only`: nothing on disk changes.
  @Flag(
    name: [.customShort("R"), .customLong("read-only")],
    help: "Change nothing on disk: read marks go to the state file; flag, move and delete are off."
  )
  public var readOnly = false

  /// `--reset-state`: forget the saved UI state of this mailbox first.
  @Flag(help: "Forget the saved UI state of this mailbox before starting.")
  public var resetState = false

  /// Arguments as parsed (ArgumentParser fills them in).
  public init() {}

  /// Checks nothing more than ArgumentParser does: any path is tried, and a bad one is
  /// reported when it is opened (65 or 66).
  public func validate() throws {}

  /// What both readers' `--help` says of the reader, before each adds its own.
  public static let readerHelp = """
    Without PATH, opens the bundled sample mailbox. A directory of mailboxes shows a \
    sidebar of folders with unread counts beside the list and the message. mbox files are \
    never written; in a Maildir, reading, flagging (F), deleting (d, to Trash), archiving \
    (A), moving (s) and undo (U) rename message files by the Maildir convention, and \
    nothing else (-R, --read-only: nothing at all). UI state (selection, display mode, \
    column width, the read marks you changed, conversations on or off and which are \
    collapsed) is kept in $XDG_STATE_HOME/splitkit-mailbox/state.json (default \
    ~/.local/state/...), shared by both readers.
    In the reader: Enter opens, Esc goes back, \\ shows or hides the list, / filters, \
    n and p step through messages, u marks read or unread, t switches between \
    conversations and a flat list, z collapses or expands a conversation, r g f m reply, \
    reply to all, forward and write mail in $VISUAL or $EDITOR, ? lists every key, q quits.
    Search: / then words (sender or subject) and from:WORD, subject:WORD, to:WORD (To \
    and Cc), body:WORD; "quotes" keep spaces; every term must match, ignoring case.
    Settings (folder names, identities, the send and opener commands): \
    $XDG_CONFIG_HOME/splitkit-mailbox/config (default ~/.config/...); none are needed.
    """
}

extension MailboxArguments {
  /// The reader's options these arguments set (colour and mouse at their defaults).
  public var options: MailboxApp.Options {
    var options = MailboxApp.Options(resetState: resetState)
    options.readOnly = readOnly
    return options
  }
}
