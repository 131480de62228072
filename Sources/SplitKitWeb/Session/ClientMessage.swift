import SplitKitHostCore

/// A message from the page: one JSON object with a type `t` and its fields.
///
/// The page sends the viewport's size, keys, pointer presses, moves and releases, clicks
/// on rows and bar buttons, the filter field's text and a document's scroll position.
/// Anything else, or a field of the wrong kind, fails to decode and is ignored: bytes
/// from a browser are never trusted.
struct ClientMessage: Decodable, Sendable {
  /// What happened: `resize`, `key`, `down`, `move`, `up`, `cancel`, `row`, `button`,
  /// `back`, `mode`, `inspector`, `filter`, `wheel`, `docscroll`, `paste`, `route`, and a
  /// form's `focus`, `activate`, `toggle`, `choose`, `step`, `text`, and a question's or
  /// a menu's `answer`, `answertext`, `asktext`, `menu`, `menuhighlight`, `contextmenu`.
  var t: String
  /// The column (`primary`…) a click, the filter or a scroll is in.
  var pane: String?
  /// A size (`resize`) or a position (pointer), in CSS pixels.
  var w: Double?
  var h: Double?
  var x: Double?
  var y: Double?
  /// A key's name (`up`, `enter`…) or, for a character, `c:` and the character.
  var k: String?
  /// A key's modifiers: 1 Shift, 2 Alt, 4 Control.
  var m: Int?
  /// A row clicked, rows to scroll by, or a choice's option.
  var row: Int?
  /// A bar button's identifier, or a form row's.
  var id: String?
  /// The filter's text, or pasted text.
  var text: String?
  /// Whether the filter is being typed in.
  var editing: Bool?
  /// A document's scroll offset from the top, and whether its end shows.
  var top: Int?
  var end: Bool?
  /// A document's scroll offset from the end, sent while the document counts from there
  /// (after End).
  var bottom: Int?
  /// A route's names (the address bar's `#/Inbox/<id>`) and its depth, for `route`.
  var path: [String]?
  var depth: Int?
  /// A form's switch set on or off, and a stepper's new value.
  var on: Bool?
  var value: Int?
  /// An edit of a text area: where the replaced text started and ended, each a line and a
  /// count of Unicode scalars in it.
  var from: [Int]?
  var to: [Int]?
  /// The revision of the whole text the page's text area was last sent, for `edit`.
  var rev: Int?

  /// The key event of a `key` message; nil for a name no key has.
  var keyEvent: KeyEvent? {
    guard let name = k else { return nil }
    let modifiers = KeyModifiers(rawValue: UInt8(clamping: (m ?? 0) & 7))
    if name.hasPrefix("c:") {
      let rest = name.dropFirst(2)
      guard rest.count == 1, let character = rest.first else { return nil }
      return KeyEvent(.character(character), modifiers: modifiers)
    }
    let key: Key
    switch name {
    case "enter": key = .enter
    case "tab": key = .tab
    case "backTab": key = .backTab
    case "backspace": key = .backspace
    case "escape": key = .escape
    case "up": key = .up
    case "down": key = .down
    case "left": key = .left
    case "right": key = .right
    case "home": key = .home
    case "end": key = .end
    case "pageUp": key = .pageUp
    case "pageDown": key = .pageDown
    case "delete": key = .delete
    case "f10": key = .f(10)
    default: return nil
    }
    return KeyEvent(key, modifiers: modifiers)
  }
}
