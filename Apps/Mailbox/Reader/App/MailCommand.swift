import SplitKitContent
import SplitKitHostCore

/// The mailbox's letter commands, each one row of a table.
///
/// A row is a key, its help text, its title where a window offers it, and what it needs.
/// The key help (``MailboxApp/keyCommands``), a window's bar buttons and More menu, and the
/// key handling are drawn from these rows, never written again.
///
/// ```swift
/// MailCommand(rawValue: "d")          // .delete
/// MailCommand.delete.keyCommand       // KeyCommand(keys: "d", description: "Delete (move to Trash)")
/// MailCommand.delete.menuTitle        // "Delete (d)"
/// ```
enum MailCommand: Character, CaseIterable, Sendable {
  // The order is the help's, within each group, and the bar's and the menu's.
  case markRead = "u"
  case flag = "F"
  case delete = "d"
  case archive = "A"
  case move = "s"
  case undo = "U"
  case saveAttachment = "w"
  case openAttachment = "o"
  case openLink = "L"
  case reply = "r"
  case replyAll = "g"
  case forward = "f"
  case compose = "m"

  /// What a command needs, which also says who handles it.
  enum Group: Sendable {
    /// Reading: the list handles it (`u`).
    case reading
    /// Changes files: a Maildir, without `--read-only` (`F`, `d`, `A`, `s`, `U`).
    case fileAction
    /// The selected message's attachments and links (`w`, `o`, `L`).
    case attachment
    /// Writes a message (`r`, `g`, `f`, `m`).
    case compose
  }

  /// Where a window offers it.
  enum Placement: Sendable {
    /// A button in the message's bar.
    case messageBar
    /// An entry in the message's More menu.
    case messageMenu
    /// A button in the list's bar.
    case listBar
  }

  /// The key.
  var key: Character { rawValue }

  /// What it needs, and so who handles it.
  var group: Group {
    switch self {
    case .markRead: .reading
    case .flag, .delete, .archive, .move, .undo: .fileAction
    case .saveAttachment, .openAttachment, .openLink: .attachment
    case .reply, .replyAll, .forward, .compose: .compose
    }
  }

  /// Its line in the key help.
  var help: String {
    switch self {
    case .markRead: "Mark read / unread"
    case .flag: "Flag / unflag"
    case .delete: "Delete (move to Trash)"
    case .archive: "Archive"
    case .move: "Move to a folder chosen from the list"
    case .undo: "Undo the last action"
    case .saveAttachment: "Save an attachment (asks where; asks to replace)"
    case .openAttachment: "Open an attachment"
    case .openLink: "List the links, open one"
    case .reply: "Reply (in $VISUAL / $EDITOR)"
    case .replyAll: "Reply to all"
    case .forward: "Forward"
    case .compose: "Write a new message"
    }
  }

  /// Its title in a window's bar or menu.
  var title: String {
    switch self {
    case .markRead: "Mark Read or Unread"
    case .flag: "Flag or Unflag"
    case .delete: "Delete"
    case .archive: "Archive"
    case .move: "Move to…"
    case .undo: "Undo"
    case .saveAttachment: "Save Attachment…"
    case .openAttachment: "Open Attachment…"
    case .openLink: "Open Link…"
    case .reply: "Reply"
    case .replyAll: "Reply All"
    case .forward: "Forward"
    case .compose: "New Message"
    }
  }

  /// Where a window offers it.
  var placement: Placement {
    switch self {
    case .reply, .replyAll, .forward: .messageBar
    case .compose: .listBar
    default: .messageMenu
    }
  }

  /// Its menu entry, with its key: `Delete (d)`.
  var menuTitle: String { "\(title) (\(key))" }

  /// Its row in the key help.
  var keyCommand: KeyCommand { KeyCommand(keys: String(key), description: help) }

  /// The command a key asks for, if it is one of `group`'s (a plain or shifted letter).
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - group: The group.
  init?(_ key: KeyEvent, in group: Group) {
    guard key.modifiers.subtracting(.shift).isEmpty, case .character(let character) = key.key,
      let command = MailCommand(rawValue: character), command.group == group
    else { return nil }
    self = command
  }

  /// The help rows of `group`, in the table's order.
  static func keyCommands(_ group: Group) -> [KeyCommand] {
    allCases.filter { $0.group == group }.map(\.keyCommand)
  }
}
