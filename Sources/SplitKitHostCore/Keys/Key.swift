/// A key on the keyboard, as far as a terminal can tell it apart.
///
/// Text keys arrive as ``character(_:)`` holding the character the terminal produced
/// (already shifted, so Shift+a is `"A"`). Control combinations of letters arrive as the
/// lowercase letter with ``KeyModifiers/control`` (Ctrl-C is `.character("c")` with
/// `.control`), so the app decides what Ctrl-C means.
public enum Key: Hashable, Sendable {
  /// A printable character, or the letter of a Control combination.
  case character(Character)
  /// Return or Enter (carriage return, line feed or keypad Enter).
  case enter
  /// Tab.
  case tab
  /// Shift-Tab, reported by terminals as its own key (`ESC [Z`).
  case backTab
  /// Backspace (DEL, `0x7F`; `0x08` is reported as Control+Backspace).
  case backspace
  /// Escape, reported once no sequence follows within the escape timeout.
  case escape
  /// The Up arrow.
  case up
  /// The Down arrow.
  case down
  /// The Left arrow.
  case left
  /// The Right arrow.
  case right
  /// Home.
  case home
  /// End.
  case end
  /// Page Up.
  case pageUp
  /// Page Down.
  case pageDown
  /// Insert.
  case insert
  /// Delete (forward delete).
  case delete
  /// A function key, F1 through F12.
  case f(Int)
}

extension Key: CustomStringConvertible {
  /// The key's name, with a character shown as its code points (`character(U+61)`).
  public var description: String {
    switch self {
    case .character(let character):
      "character(\(character.unicodeScalars.map { "U+\(String($0.value, radix: 16, uppercase: true))" }.joined(separator: " ")))"
    case .enter: "enter"
    case .tab: "tab"
    case .backTab: "backTab"
    case .backspace: "backspace"
    case .escape: "escape"
    case .up: "up"
    case .down: "down"
    case .left: "left"
    case .right: "right"
    case .home: "home"
    case .end: "end"
    case .pageUp: "pageUp"
    case .pageDown: "pageDown"
    case .insert: "insert"
    case .delete: "delete"
    case .f(let number): "f\(number)"
    }
  }
}
