import Foundation

/// The command-line options every `-web` launcher takes, for its ArgumentParser command:
/// `--host` and `--port`.
///
/// ```swift
/// @Option var host = WebServerOptions.defaultHost
/// ```
public enum WebServerOptions {
  /// The address a launcher binds unless told otherwise: loopback only.
  public static let defaultHost = "127.0.0.1"
  /// The port a launcher listens on unless told otherwise.
  public static let defaultPort = 8080
  /// What a launcher prints first: the one line with the URL to open.
  ///
  /// - Parameter url: The URL (``WebHost/url(port:)``).
  /// - Returns: `Open URL`.
  public static func openLine(_ url: String) -> String { "Open \(url)" }

  /// Writes ``openLine(_:)`` to standard output at once (unbuffered), the launcher's one
  /// line there.
  ///
  /// - Parameter url: The URL.
  public static func printOpenLine(_ url: String) {
    FileHandle.standardOutput.write(Data((openLine(url) + "\n").utf8))
  }
}
