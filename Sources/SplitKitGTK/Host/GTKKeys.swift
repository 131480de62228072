public import CGtk
public import SplitKitHostCore

/// Translates GDK key values into the ``/SplitKitHostCore/KeyEvent``s the terminal host
/// uses, so one ``/SplitKitHostCore/KeyBindings`` table serves both hosts.
///
/// Works without a display: GDK's key tables are plain data.
///
/// ```swift
/// GTKKeys.keyEvent(keyval: 0x6A, state: GdkModifierType(0))   // KeyEvent(.character("j"))
/// ```
public enum GTKKeys {
  /// The key event for a GDK key value and modifier state, or nil for keys SplitKit
  /// does not name (modifiers alone, function keys past F12).
  ///
  /// Printable keys arrive as their character (Shift already applied, as a terminal sends
  /// them); Shift-Tab is ``/SplitKitHostCore/Key/backTab``.
  ///
  /// - Parameters:
  ///   - keyval: The GDK key value, such as `GDK_KEY_Escape`.
  ///   - state: The modifier mask.
  /// - Returns: The key event.
  public static func keyEvent(keyval: guint, state: GdkModifierType) -> KeyEvent? {
    var modifiers: KeyModifiers = []
    if state.rawValue & GDK_SHIFT_MASK.rawValue != 0 { modifiers.insert(.shift) }
    if state.rawValue & GDK_CONTROL_MASK.rawValue != 0 { modifiers.insert(.control) }
    if state.rawValue & GDK_ALT_MASK.rawValue != 0 { modifiers.insert(.alt) }
    if let key = named[keyval] {
      if key == .backTab { modifiers.remove(.shift) }
      return KeyEvent(key, modifiers: modifiers)
    }
    // The Menu key asks for a context menu, as Shift-F10 does (the page maps it alike).
    if keyval == 0xFF67 { return KeyEvent(.f(10), modifiers: modifiers.union(.shift)) }
    if (0xFFBE...0xFFC9).contains(keyval) {
      return KeyEvent(.f(Int(keyval) - 0xFFBE + 1), modifiers: modifiers)
    }
    let code = gdk_keyval_to_unicode(keyval)
    guard code >= 0x20, code != 0x7F, let scalar = Unicode.Scalar(code) else { return nil }
    modifiers.remove(.shift)
    var character = Character(scalar)
    if modifiers.contains(.control), let lower = character.lowercased().first {
      character = lower
    }
    return KeyEvent(.character(character), modifiers: modifiers)
  }

  private static let named: [guint: Key] = [
    0xFF0D: .enter, 0xFF8D: .enter, 0xFF09: .tab, 0xFE20: .backTab, 0xFF08: .backspace,
    0xFF1B: .escape, 0xFF52: .up, 0xFF54: .down, 0xFF51: .left, 0xFF53: .right,
    0xFF50: .home, 0xFF57: .end, 0xFF55: .pageUp, 0xFF56: .pageDown, 0xFF63: .insert,
    0xFFFF: .delete,
  ]
}
