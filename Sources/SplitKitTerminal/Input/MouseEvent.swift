/// A mouse action reported by the terminal (SGR 1006 encoding).
///
/// Positions are zero-based cells: the top-left cell is `CellPosition(x: 0, y: 0)`,
/// although the terminal itself counts from one.
public struct MouseEvent: Hashable, Sendable, CustomStringConvertible {
  /// What the mouse did.
  public enum Kind: Hashable, Sendable {
    /// A button went down.
    case press
    /// A button came up.
    case release
    /// The pointer moved with a button held (button-motion tracking, mode 1002).
    case drag
    /// The pointer moved with no button held (only with any-motion tracking, mode 1003).
    case move
    /// The wheel turned away from the user (scroll up).
    case wheelUp
    /// The wheel turned towards the user (scroll down).
    case wheelDown
    /// The wheel or trackpad scrolled left (button 6, SGR code 66).
    case wheelLeft
    /// The wheel or trackpad scrolled right (button 7, SGR code 67).
    case wheelRight
  }

  /// A mouse button.
  public enum Button: Hashable, Sendable {
    /// The primary button.
    case left
    /// The middle button or wheel click.
    case middle
    /// The secondary button.
    case right
    /// No button: wheel events, motion without a button.
    case none
  }

  /// What the mouse did.
  public var kind: Kind
  /// The button involved; ``Button/none`` for wheel turns and plain moves.
  public var button: Button
  /// The cell under the pointer, zero-based.
  public var position: CellPosition
  /// The modifiers held (Shift, Alt, Control; many terminals keep Shift for selection).
  public var modifiers: KeyModifiers

  /// Creates a mouse event.
  ///
  /// - Parameters:
  ///   - kind: What the mouse did.
  ///   - button: The button involved.
  ///   - position: The zero-based cell under the pointer.
  ///   - modifiers: The modifiers held; none by default.
  public init(_ kind: Kind, button: Button, at position: CellPosition, modifiers: KeyModifiers = [])
  {
    self.kind = kind
    self.button = button
    self.position = position
    self.modifiers = modifiers
  }

  /// A compact description such as `mouse(press, left, (4, 2))`.
  public var description: String {
    "mouse(\(kind), \(button), \(position)\(modifiers.isEmpty ? "" : ", \(modifiers)"))"
  }
}
