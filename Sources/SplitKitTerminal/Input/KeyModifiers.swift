/// The modifier keys held while a key was pressed or the mouse was used.
///
/// Terminals report modifiers only for keys that are not plain text: an uppercase letter
/// arrives as the character `"A"` without ``shift``, while Shift+Up arrives as
/// ``Key/up`` with ``shift``. Alt is reported both for the xterm modifier parameter
/// (`ESC [1;3A`) and for the Meta-sends-Escape prefix (`ESC a`).
public struct KeyModifiers: OptionSet, Hashable, Sendable, CustomStringConvertible {
  /// The bit pattern: bit 0 Shift, bit 1 Alt, bit 2 Control.
  public let rawValue: UInt8

  /// Creates a set of modifiers from its bit pattern.
  ///
  /// - Parameter rawValue: Bit 0 Shift, bit 1 Alt, bit 2 Control.
  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// The Shift key.
  public static let shift = KeyModifiers(rawValue: 1 << 0)
  /// The Alt (Option, Meta) key.
  public static let alt = KeyModifiers(rawValue: 1 << 1)
  /// The Control key.
  public static let control = KeyModifiers(rawValue: 1 << 2)

  /// The modifiers encoded in an xterm modifier parameter (`1 + bits`, so `5` is Control).
  ///
  /// Bit 0 is Shift, bit 1 Alt, bit 2 Control; bit 3 (Meta) is folded into Alt and higher
  /// bits (Hyper, Super, Caps Lock, Num Lock) are ignored.
  ///
  /// - Parameter parameter: The parameter as sent by the terminal; `1` or less means none.
  init(xtermParameter parameter: Int) {
    let bits = max(0, parameter - 1)
    var modifiers: KeyModifiers = []
    if bits & 1 != 0 { modifiers.insert(.shift) }
    if bits & 2 != 0 || bits & 8 != 0 { modifiers.insert(.alt) }
    if bits & 4 != 0 { modifiers.insert(.control) }
    self = modifiers
  }

  /// The modifiers' names in a fixed order, such as `[control, shift]`.
  public var description: String {
    var names: [String] = []
    if contains(.control) { names.append("control") }
    if contains(.alt) { names.append("alt") }
    if contains(.shift) { names.append("shift") }
    return "[" + names.joined(separator: ", ") + "]"
  }
}
