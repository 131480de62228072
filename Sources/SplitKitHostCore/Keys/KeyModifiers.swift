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

  /// The modifiers' names in a fixed order, such as `[control, shift]`.
  public var description: String {
    var names: [String] = []
    if contains(.control) { names.append("control") }
    if contains(.alt) { names.append("alt") }
    if contains(.shift) { names.append("shift") }
    return "[" + names.joined(separator: ", ") + "]"
  }
}
