/// One thing the user did at the terminal, decoded from its input bytes by ``InputDecoder``.
public enum InputEvent: Hashable, Sendable {
  /// A key press.
  case key(KeyEvent)
  /// A mouse press, release, drag, move or wheel turn.
  case mouse(MouseEvent)
  /// Text pasted while bracketed paste (mode 2004) was on.
  ///
  /// The text is exactly what the terminal sent, control characters included; sanitize it
  /// before drawing it. A paste longer than ``InputDecoder/maximumPasteLength`` bytes arrives
  /// as several events; an unterminated one arrives after ``InputDecoder/pasteTimeout``.
  case paste(String)
  /// The terminal window gained focus (mode 1004).
  case focusGained
  /// The terminal window lost focus (mode 1004).
  case focusLost
}

extension InputEvent {
  /// A key event for `key` with `modifiers`; shorthand for `.key(KeyEvent(key, modifiers:))`.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - modifiers: The modifiers held; none by default.
  /// - Returns: The key event.
  public static func key(_ key: Key, _ modifiers: KeyModifiers = []) -> InputEvent {
    .key(KeyEvent(key, modifiers: modifiers))
  }
}

extension InputEvent: CustomStringConvertible {
  /// A compact description such as `key([control]+character(U+63))`, for test output and logs.
  public var description: String {
    switch self {
    case .key(let event): "key(\(event))"
    case .mouse(let event): "\(event)"
    case .paste(let text): "paste(\(text.debugDescription))"
    case .focusGained: "focusGained"
    case .focusLost: "focusLost"
    }
  }
}
