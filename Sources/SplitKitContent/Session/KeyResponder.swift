public import SplitKitHostCore

/// What takes the keys of a column in a ``ContentSession``: a content controller, or a
/// host's own view controller (a terminal screen, a GTK view) where a host has them.
///
/// The session offers a key to the focused column's responder, then the key's command,
/// then performs the command itself when neither was used.
///
/// ```swift
/// session.keyResponder = { $0.terminalView }   // the terminal host's views take keys
/// ```
@MainActor
public protocol KeyResponder: AnyObject {
  /// Handles a key.
  ///
  /// - Parameter key: The key.
  /// - Returns: Whether it was used.
  func receive(key: KeyEvent) -> Bool

  /// Handles the command the key bindings gave a key the responder did not use.
  ///
  /// - Parameter command: The command.
  /// - Returns: Whether it was used.
  func receive(command: HostCommand) -> Bool
}

extension ContentViewController: KeyResponder {}
