public import SplitKitHostCore

extension ListState.Command {
  /// The list move a host command asks for (Up, Down, a page, Home, End); nil for any
  /// other command.
  ///
  /// ```swift
  /// ListState.Command(.pageDown)   // .pageDown
  /// ListState.Command(.open)       // nil
  /// ```
  ///
  /// - Parameter command: The command the key table resolved a key to.
  public init?(_ command: HostCommand) {
    switch command {
    case .moveUp: self = .up
    case .moveDown: self = .down
    case .pageUp: self = .pageUp
    case .pageDown: self = .pageDown
    case .home: self = .home
    case .end: self = .end
    default: return nil
    }
  }
}
