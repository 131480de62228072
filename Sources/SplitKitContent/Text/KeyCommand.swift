/// One of an app's key commands as help lists it (`?` in the terminal, the help overlay in
/// GTK): the keys as the user types them and what they do.
///
/// ```swift
/// KeyCommand(keys: "u", description: "Mark read / unread")
/// ```
public struct KeyCommand: Hashable, Sendable {
  /// The keys, as shown: `"n p"`, `"Enter Esc"`.
  public var keys: String
  /// What they do.
  public var description: String

  /// Creates a key command for help.
  ///
  /// - Parameters:
  ///   - keys: The keys, as shown.
  ///   - description: What they do.
  public init(keys: String, description: String) {
    self.keys = keys
    self.description = description
  }
}
