/// Why the GTK host cannot run.
///
/// ```swift
/// do { try host.run() } catch let error as GTKHostError { print(error.message) }
/// ```
public struct GTKHostError: Error, Sendable, CustomStringConvertible {
  /// What went wrong.
  public enum Code: String, Sendable, Hashable {
    /// GTK could not open a display (no `DISPLAY` or `WAYLAND_DISPLAY`, or the server refused).
    case noDisplay
  }

  /// What went wrong.
  public var code: Code
  /// A sentence for the user.
  public var message: String

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - code: What went wrong.
  ///   - message: A sentence for the user.
  public init(code: Code, message: String) {
    self.code = code
    self.message = message
  }

  /// The message.
  public var description: String { message }
}
