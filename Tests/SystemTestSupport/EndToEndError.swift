/// A failure of the end-to-end harness or of the program it drives, with a message meant
/// to be read in a test report: what was expected, and what the screen showed instead.
package struct EndToEndError: Error, CustomStringConvertible, Sendable {
  /// The human-readable explanation, possibly several lines long.
  package var message: String

  /// Creates an error carrying `message`.
  ///
  /// - Parameter message: What went wrong, including the evidence (such as the last screen).
  package init(_ message: String) { self.message = message }

  package var description: String { message }
}
