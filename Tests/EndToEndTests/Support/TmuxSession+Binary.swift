import SystemTestSupport

extension TmuxSession {
  /// Starts a built product of this package in a new pane.
  ///
  /// ```swift
  /// let demo = try TmuxSession(Binary.locate("splitkit-demo"), columns: 160, rows: 50)
  /// ```
  ///
  /// - Parameters:
  ///   - binary: The product, from ``Binary/locate(_:)``.
  ///   - arguments: Its command-line arguments.
  ///   - columns: The pane's initial width.
  ///   - rows: The pane's initial height.
  ///   - sandbox: The home to run in; share one between two sessions to relaunch.
  ///   - environment: Variables added to the controlled environment.
  /// - Throws: ``EndToEndError`` if tmux is missing or refuses to start.
  convenience init(
    _ binary: Binary,
    _ arguments: [String] = [],
    columns: Int = 80,
    rows: Int = 24,
    sandbox: Sandbox? = nil,
    environment: [String: String] = [:]
  ) throws {
    try self.init(
      [binary.path] + arguments, columns: columns, rows: rows, sandbox: sandbox,
      environment: environment)
  }
}
