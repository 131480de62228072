/// A key press: the key and the modifiers held with it.
///
/// ```swift
/// if event == KeyEvent(.character("c"), modifiers: .control) { quit() }
/// ```
public struct KeyEvent: Hashable, Sendable, CustomStringConvertible {
  /// The key that was pressed.
  public var key: Key
  /// The modifiers held while it was pressed.
  public var modifiers: KeyModifiers

  /// Creates a key event.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - modifiers: The modifiers held; none by default.
  public init(_ key: Key, modifiers: KeyModifiers = []) {
    self.key = key
    self.modifiers = modifiers
  }

  /// The modifiers and the key, such as `[control]+up`.
  public var description: String {
    modifiers.isEmpty ? "\(key)" : "\(modifiers)+\(key)"
  }
}
