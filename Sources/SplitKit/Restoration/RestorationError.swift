/// Why a snapshot could not be restored.
///
/// The split view is left untouched.
public struct RestorationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The kind of failure.
  public enum Code: String, Hashable, Sendable, CaseIterable {
    /// The snapshot's ``SplitRestorationState/version`` is not one this engine reads.
    case unsupportedVersion
    /// The snapshot was taken from a split view of another style.
    case styleMismatch
    /// An identifier names no controller the split view knows or the resolver supplies.
    case unknownIdentifier
    /// The snapshot is ambiguous: two entries share a restoration path, an entry's
    /// identifier names several controllers none of which holds its path, or two entries
    /// would place one controller twice.
    case ambiguousPath
    /// A value is out of range or does not fit (a width that is negative or not finite, a
    /// column that does not exist in this style, an automatic display mode, positions that
    /// skip or run out of order, a collapsed entry whose path is not in the stacks).
    case invalidValue
  }

  /// The kind of failure.
  public var code: Code
  /// A human-readable explanation naming the offending value.
  public var message: String

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - code: The kind of failure.
  ///   - message: A human-readable explanation naming the offending value.
  public init(code: Code, message: String) {
    self.code = code
    self.message = message
  }

  /// The code and the message, as `code: message`.
  public var description: String { "\(code.rawValue): \(message)" }
}
