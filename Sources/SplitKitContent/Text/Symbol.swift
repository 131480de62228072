/// A symbol by name, from a small set every host can draw: a bar button or a row shows it
/// instead of (or beside) its words.
///
/// GTK draws the desktop theme's symbolic icon (``iconName``, from the freedesktop icon
/// naming specification, as Adwaita has it); the terminal and the browser draw ``glyph``,
/// a character in WGL4 (the set Windows Glyph List 4 names, which every common monospace
/// font has: DejaVu Sans Mono, Liberation Mono, Consolas, Menlo); where neither fits, a
/// host writes ``text``. A screen reader hears the button's label, never the glyph.
///
/// | Symbol | GTK icon | Glyph | Text |
/// | --- | --- | --- | --- |
/// | ``sidebar`` | `sidebar-show-symbolic` | `«` | Sidebar |
/// | ``back`` | `go-previous-symbolic` | `‹` | Back |
/// | ``inspector`` | `sidebar-show-right-symbolic` | `i` | Inspector |
/// | ``search`` | `system-search-symbolic` | `/` | Search |
/// | ``compose`` | `mail-message-new-symbolic` | `+` | New |
/// | ``reply`` | `mail-reply-sender-symbolic` | `←` | Reply |
/// | ``replyAll`` | `mail-reply-all-symbolic` | `«` | Reply All |
/// | ``forward`` | `mail-forward-symbolic` | `→` | Forward |
/// | ``flag`` | `starred-symbolic` | `▲` | Flag |
/// | ``trash`` | `user-trash-symbolic` | `×` | Delete |
/// | ``archive`` | `mail-send-receive-symbolic` | `↓` | Archive |
/// | ``settings`` | `emblem-system-symbolic` | `☼` | Settings |
/// | ``info`` | `dialog-information-symbolic` | `i` | Info |
/// | ``more`` | `view-more-symbolic` | `…` | More |
/// | ``add`` | `list-add-symbolic` | `+` | Add |
/// | ``folder`` | `folder-symbolic` | `■` | Folder |
/// | ``attachment`` | `mail-attachment-symbolic` | `@` | Attachment |
///
/// ```swift
/// BarButton(symbol: .compose, title: "New Message", key: "m") { compose() }
/// ```
public struct Symbol: Hashable, Sendable, Codable {
  /// The symbol's name in this set, such as `"compose"`.
  public var name: String
  /// The freedesktop icon name a GTK window draws.
  public var iconName: String
  /// The character a terminal or a web page draws.
  public var glyph: String
  /// The words a host writes where it draws neither.
  public var text: String

  /// Creates a symbol outside the set (an app's own).
  ///
  /// - Parameters:
  ///   - name: Its name.
  ///   - iconName: A freedesktop icon name, ideally a `-symbolic` one.
  ///   - glyph: One character every common monospace font has.
  ///   - text: The words for it.
  public init(name: String, iconName: String, glyph: String, text: String) {
    (self.name, self.iconName, self.glyph, self.text) = (name, iconName, glyph, text)
  }

  /// Showing or hiding the sidebar (the display-mode button).
  public static let sidebar = Symbol(
    name: "sidebar", iconName: "sidebar-show-symbolic", glyph: "«", text: "Sidebar")
  /// Going back in a navigation stack.
  public static let back = Symbol(
    name: "back", iconName: "go-previous-symbolic", glyph: "‹", text: "Back")
  /// Showing or hiding the inspector.
  public static let inspector = Symbol(
    name: "inspector", iconName: "sidebar-show-right-symbolic", glyph: "i", text: "Inspector")
  /// Searching.
  public static let search = Symbol(
    name: "search", iconName: "system-search-symbolic", glyph: "/", text: "Search")
  /// Writing something new.
  public static let compose = Symbol(
    name: "compose", iconName: "mail-message-new-symbolic", glyph: "+", text: "New")
  /// Replying.
  public static let reply = Symbol(
    name: "reply", iconName: "mail-reply-sender-symbolic", glyph: "←", text: "Reply")
  /// Replying to all.
  public static let replyAll = Symbol(
    name: "replyAll", iconName: "mail-reply-all-symbolic", glyph: "«", text: "Reply All")
  /// Forwarding.
  public static let forward = Symbol(
    name: "forward", iconName: "mail-forward-symbolic", glyph: "→", text: "Forward")
  /// Flagging.
  public static let flag = Symbol(
    name: "flag", iconName: "starred-symbolic", glyph: "▲", text: "Flag")
  /// Deleting (to the trash).
  public static let trash = Symbol(
    name: "trash", iconName: "user-trash-symbolic", glyph: "×", text: "Delete")
  /// Archiving.
  public static let archive = Symbol(
    name: "archive", iconName: "mail-send-receive-symbolic", glyph: "↓", text: "Archive")
  /// Settings.
  public static let settings = Symbol(
    name: "settings", iconName: "emblem-system-symbolic", glyph: "☼", text: "Settings")
  /// Information about something.
  public static let info = Symbol(
    name: "info", iconName: "dialog-information-symbolic", glyph: "i", text: "Info")
  /// More actions, in a menu.
  public static let more = Symbol(
    name: "more", iconName: "view-more-symbolic", glyph: "…", text: "More")
  /// Adding an item.
  public static let add = Symbol(
    name: "add", iconName: "list-add-symbolic", glyph: "+", text: "Add")
  /// A folder.
  public static let folder = Symbol(
    name: "folder", iconName: "folder-symbolic", glyph: "■", text: "Folder")
  /// An attachment.
  public static let attachment = Symbol(
    name: "attachment", iconName: "mail-attachment-symbolic", glyph: "@", text: "Attachment")

  /// Every symbol of the set, in the table's order.
  public static let all: [Symbol] = [
    .sidebar, .back, .inspector, .search, .compose, .reply, .replyAll, .forward, .flag, .trash,
    .archive, .settings, .info, .more, .add, .folder, .attachment,
  ]

  /// The symbol of the set with this name.
  ///
  /// - Parameter name: A name, such as `"trash"`.
  /// - Returns: The symbol, or nil when the set has none of that name.
  public static func named(_ name: String) -> Symbol? { all.first { $0.name == name } }
}
