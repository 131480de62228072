/// The two process-level calls a terminal app's `main` needs besides ``TerminalHost/launch(_:configuration:programName:)``.
///
/// ```swift
/// CommandLineSupport.writeError("demo: unknown argument '--x'\n")
/// CommandLineSupport.exit(2)
/// ```
public enum CommandLineSupport {
  /// Writes text to standard error, unbuffered.
  ///
  /// - Parameter text: The text, written as UTF-8; sanitize content before passing it.
  public static func writeError(_ text: String) {
    try? Platform.writeAll(Array(text.utf8), to: Platform.standardError)
  }

  /// Ends the process.
  ///
  /// - Parameter status: The exit status: 0 for success, 1 for a failure, 2 for bad usage.
  public static func exit(_ status: Int32) -> Never {
    Platform.exitProcess(status)
  }
}
