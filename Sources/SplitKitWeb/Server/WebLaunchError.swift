/// What is wrong with a web launcher's command line: an argument
/// ``WebHost/launch(programName:arguments:makeSplit:)`` does not know, or a bad port.
///
/// ```swift
/// WebLaunchError(message: "unknown argument '--verbose'")
/// ```
public struct WebLaunchError: Error, Sendable, Equatable {
  /// What is wrong, for a line on standard error.
  public var message: String

  /// Creates an error.
  ///
  /// - Parameter message: What is wrong.
  public init(message: String) {
    self.message = message
  }
}
