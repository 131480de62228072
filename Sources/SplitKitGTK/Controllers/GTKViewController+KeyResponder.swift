public import SplitKitContent
public import SplitKitHostCore

extension GTKViewController: KeyResponder {
  /// Offers a key to ``handle(key:)``: how the session (``/SplitKitContent/ContentSession``)
  /// reaches a GTK view.
  ///
  /// - Parameter key: The key.
  /// - Returns: Whether it was used.
  public func receive(key: KeyEvent) -> Bool { handle(key: key) }

  /// Offers a command to ``perform(_:)``.
  ///
  /// - Parameter command: The command.
  /// - Returns: Whether it was used.
  public func receive(command: HostCommand) -> Bool { perform(command) }
}
