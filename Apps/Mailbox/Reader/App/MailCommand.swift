public import SplitKitContent
public import SplitKitHostCore

/// The mailbox reader's commands, each one row of one table (``row``): its key, its title
/// where a window offers it, its help text, its status-line hint, its place in a window's
/// bars and menu, and what it needs (``availability(in:)``).
///
/// The key help (``MailboxApp/keyCommands``), the message's status-line hints, the bar
/// buttons and More menu (a window shows them; the terminal's bar leaves them out, its key
/// help lists them) are drawn from the rows, never written again. A key and a button reach
/// the same ``MailboxApp/perform(_:from:)``.
///
/// ```swift
/// MailCommand(KeyEvent(.character("d")))   // .delete
/// MailCommand.delete.row.help              // "Delete (move to Trash)"
/// MailCommand.delete.menuTitle             // "Delete (d)"
/// app.perform(.delete, from: .list)        // as if d were typed in the list
/// ```
public enum MailCommand: Character, CaseIterable, Sendable {
  // The order is the help's, and the bar's and the menu's.
  /// `/`: filter the list by sender or subject (or search with `from:`, `body:`, …).
  case filter = "/"
  /// `t`: conversations or the flat list.
  case threads = "t"
  /// `z`: collapse or expand the selected conversation (conversations only).
  case collapseThread = "z"
  /// `n`: the next message.
  case next = "n"
  /// `p`: the previous message.
  case previous = "p"
  /// Space: page down the message beside the list.
  case page = " "
  /// `u`: mark the selected message read or unread.
  case markRead = "u"
  /// `F`: flag or unflag.
  case flag = "F"
  /// `d`: move to the Trash.
  case delete = "d"
  /// `A`: move to the Archive.
  case archive = "A"
  /// `s`: move to a folder chosen from the folder list.
  case move = "s"
  /// `U`: undo the last action on files.
  case undo = "U"
  /// `w`: save an attachment.
  case saveAttachment = "w"
  /// `o`: open an attachment.
  case openAttachment = "o"
  /// `L`: list the links, open one.
  case openLink = "L"
  /// `r`: reply.
  case reply = "r"
  /// `g`: reply to all.
  case replyAll = "g"
  /// `f`: forward.
  case forward = "f"
  /// `m`: a new message.
  case compose = "m"

  /// The column a command is given in: where its key was typed, or whose bar holds its
  /// button.
  public enum Pane: Sendable {
    /// The folder list of a folder tree.
    case folders
    /// The message list.
    case list
    /// The message.
    case message
  }

  /// What a command needs, which also says how it says it cannot run.
  public enum Group: Sendable {
    /// Moving about the list and the message (`/`, `t`, `z`, `n`, `p`, Space, `u`).
    case reading
    /// Changes files: a Maildir, without `--read-only` (`F`, `d`, `A`, `s`, `U`).
    case fileAction
    /// The selected message's attachments and links (`w`, `o`, `L`).
    case attachment
    /// Writes a message (`r`, `g`, `f`, `m`).
    case compose
  }

  /// Where a window offers a command.
  public enum Placement: Sendable {
    /// Nowhere: a key only.
    case keyOnly
    /// A button in the message's bar.
    case messageBar
    /// An entry in the message's More menu.
    case messageMenu
    /// A button in the list's bar.
    case listBar
  }

  /// Whether a command can run where it was given.
  public enum Availability: Equatable, Sendable {
    /// It runs.
    case available
    /// It is the reader's command here but cannot run: the reason is shown instead.
    case unavailable(String)
    /// It is not the reader's command here: the key goes on to the list or document
    /// (Space in the message pages it), or to the host.
    case passes
  }

  /// What availability depends on: the reader's state, as ``MailboxApp`` reports it.
  public struct Situation: Equatable, Sendable {
    /// Where the command was given.
    public var pane: Pane
    /// Whether a message is selected.
    public var hasSelection = false
    /// Whether the list shows conversations.
    public var isThreaded = false
    /// Whether the list is beside the message (a wide window), where Space pages it.
    public var isListBesideMessage = false
    /// Why files cannot change (an mbox, `--read-only`), or nil when they can.
    public var whyFilesAreReadOnly: String?
    /// Whether `--read-only` is on: nothing is sent or filed.
    public var isReadOnly = false
    /// Whether the reader shows a folder tree (`s` chooses from it).
    public var hasFolderTree = false
    /// The question the reader waits on an answer to, or nil.
    ///
    /// A draft's `y`/`e`/`p`/`d`, a yes/no, a file name, a folder to move to: its keys
    /// never get this far; a button pressed meanwhile asks it again.
    public var question: String?

    /// A situation in `pane`, the rest as given.
    ///
    /// - Parameter pane: Where the command was given.
    public init(pane: Pane) { self.pane = pane }
  }

  /// One command's row: everything said about it, in one place.
  public struct Row: Sendable {
    /// Its line in the key help; nil when it is listed on the line before it (`p` on `n`'s).
    public var help: String?
    /// Its title in a window's bar or menu.
    public var title: String
    /// Where a window offers it.
    public var placement: Placement
    /// Its words in the message's status-line hints, longest first; empty when it has none.
    public var hint: [String]
    /// What it needs.
    public var group: Group
  }

  /// The table: one row per command.
  public var row: Row {
    switch self {
    case .filter:
      Row(
        help: "Filter by sender or subject", title: "Filter…", placement: .keyOnly,
        hint: ["filter"], group: .reading)
    case .threads:
      Row(
        help: "Conversations / flat list", title: "Conversations", placement: .keyOnly, hint: [],
        group: .reading)
    case .collapseThread:
      Row(
        help: "Collapse / expand a conversation", title: "Collapse Conversation",
        placement: .keyOnly, hint: [], group: .reading)
    case .next:
      Row(
        help: "Next / previous message", title: "Next Message", placement: .keyOnly,
        hint: ["next/prev", "next/prev", "next"], group: .reading)
    case .previous:
      Row(
        help: nil, title: "Previous Message", placement: .keyOnly, hint: [], group: .reading)
    case .page:
      Row(
        help: "Page down the message", title: "Page Down", placement: .keyOnly, hint: ["page"],
        group: .reading)
    case .markRead:
      Row(
        help: "Mark read / unread", title: "Mark Read or Unread", placement: .messageMenu,
        hint: ["(un)read", "read"], group: .reading)
    case .flag:
      Row(
        help: "Flag / unflag", title: "Flag or Unflag", placement: .messageMenu, hint: [],
        group: .fileAction)
    case .delete:
      Row(
        help: "Delete (move to Trash)", title: "Delete", placement: .messageMenu, hint: [],
        group: .fileAction)
    case .archive:
      Row(
        help: "Archive", title: "Archive", placement: .messageMenu, hint: [], group: .fileAction)
    case .move:
      Row(
        help: "Move to a folder chosen from the list", title: "Move to…",
        placement: .messageMenu, hint: [], group: .fileAction)
    case .undo:
      Row(
        help: "Undo the last action", title: "Undo", placement: .messageMenu, hint: [],
        group: .fileAction)
    case .saveAttachment:
      Row(
        help: "Save an attachment (asks where; asks to replace)", title: "Save Attachment…",
        placement: .messageMenu, hint: [], group: .attachment)
    case .openAttachment:
      Row(
        help: "Open an attachment", title: "Open Attachment…", placement: .messageMenu,
        hint: [], group: .attachment)
    case .openLink:
      Row(
        help: "List the links, open one", title: "Open Link…", placement: .messageMenu,
        hint: [], group: .attachment)
    case .reply:
      Row(
        help: "Reply (in $VISUAL / $EDITOR)", title: "Reply", placement: .messageBar, hint: [],
        group: .compose)
    case .replyAll:
      Row(
        help: "Reply to all", title: "Reply All", placement: .messageBar, hint: [],
        group: .compose)
    case .forward:
      Row(help: "Forward", title: "Forward", placement: .messageBar, hint: [], group: .compose)
    case .compose:
      Row(
        help: "Write a new message", title: "New Message", placement: .listBar, hint: [],
        group: .compose)
    }
  }

  /// Whether the command runs in `situation`, and if not, why (or that it is not the
  /// reader's there).
  ///
  /// - Parameter situation: Where it was given and the reader's state.
  /// - Returns: The command's availability.
  public func availability(in situation: Situation) -> Availability {
    // The folder list has keys of its own (its `/` opens the folder to search it).
    guard situation.pane != .folders else { return .passes }
    if let question = situation.question { return .unavailable(question) }
    switch self {
    // z collapses the list's conversations, in the list.
    case .collapseThread where situation.pane != .list || !situation.isThreaded: return .passes
    // Space pages the message beside the list; elsewhere the list or document pages itself.
    case .page where situation.pane == .message || !situation.isListBesideMessage:
      return .passes
    case .filter, .threads, .collapseThread, .next, .previous, .page, .markRead:
      return .available
    case .flag, .delete, .archive, .move, .undo:
      if let why = situation.whyFilesAreReadOnly { return .unavailable(why) }
      if self == .move, !situation.hasFolderTree {
        return .unavailable(
          "s moves between folders: open the mail directory rather than one folder")
      }
      return .available
    case .saveAttachment, .openAttachment, .openLink:
      return situation.hasSelection ? .available : .unavailable("No message selected")
    case .reply, .replyAll, .forward, .compose:
      if situation.isReadOnly {
        return .unavailable("Read-only: nothing is sent or filed (--read-only)")
      }
      if self != .compose, !situation.hasSelection { return .unavailable("Select a message first") }
      return .available
    }
  }

  /// The key.
  public var key: Character { rawValue }

  /// What it needs (``Row/group``).
  public var group: Group { row.group }

  /// The key as the help and hints name it: `Space` for the space bar.
  public var keyName: String { key == " " ? "Space" : String(key) }

  /// The symbol its bar button shows (``/SplitKitContent/Symbol``), if it has one.
  public var symbol: Symbol? {
    switch self {
    case .reply: .reply
    case .replyAll: .replyAll
    case .forward: .forward
    case .compose: .compose
    case .flag: .flag
    case .delete: .trash
    case .archive: .archive
    default: nil
    }
  }

  /// Its menu entry, with its key: `Delete (d)`.
  public var menuTitle: String { "\(row.title) (\(keyName))" }

  /// The command a key asks for: a plain or shifted key of the table.
  ///
  /// - Parameter key: The key.
  public init?(_ key: KeyEvent) {
    guard key.modifiers.subtracting(.shift).isEmpty, case .character(let character) = key.key,
      let command = MailCommand(rawValue: character)
    else { return nil }
    self = command
  }

  /// The commands with `placement`, in the table's order.
  ///
  /// - Parameter placement: Where a window offers them.
  /// - Returns: The commands.
  public static func commands(_ placement: Placement) -> [MailCommand] {
    allCases.filter { $0.row.placement == placement }
  }

  /// The help's lines about typing a filter, after `/`'s.
  static let filterHelp = [
    KeyCommand(keys: "from: to:", description: "After /: search the sender, To/Cc"),
    KeyCommand(keys: "subject: body:", description: "After /: the subject, the body"),
    KeyCommand(keys: "Enter Esc", description: "Keep / clear the filter"),
  ]

  /// The key help, in the table's order: a command without help of its own joins its key
  /// to the line before (`n p`).
  public static let keyCommands: [KeyCommand] = allCases.reduce(into: []) { lines, command in
    if let help = command.row.help {
      lines.append(KeyCommand(keys: command.keyName, description: help))
      if command == .filter { lines += filterHelp }
    } else if let last = lines.indices.last {
      lines[last].keys += " " + command.keyName
    }
  }

  /// The message's status-line hints, from the longest to the shortest: the commands with
  /// hint words (a command without help joins its key to the one before), then their
  /// keys alone.
  static let messageHints: [(leading: String, trailing: String)] = {
    // The hinted commands as (keys, words longest first).
    var hinted: [(keys: String, words: [String])] = []
    for command in allCases where command != .filter {
      if !command.row.hint.isEmpty {
        hinted.append((command.keyName, command.row.hint))
      } else if command.row.help == nil, let last = hinted.indices.last {
        hinted[last].keys += " " + command.keyName
      }
    }
    let levels = hinted.map(\.words.count).max() ?? 0
    let worded = (0..<levels).map { level in
      hinted.map { "\($0.keys) \($0.words[min(level, $0.words.count - 1)])" }
        .joined(separator: "  ")
    }
    let keys = hinted.map(\.keys)
    return worded.map { ($0, "Esc list  ? keys") } + [
      ((keys + ["Esc", "? keys"]).joined(separator: "  "), ""),
      ((keys + ["Esc", "?"]).joined(separator: " "), ""), ("? keys", ""),
    ]
  }()

  /// The list's hint: `/ filter  ? keys`.
  static let listHint = "\(MailCommand.filter.keyName) \(MailCommand.filter.row.hint[0])  ? keys"
}
