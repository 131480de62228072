import SystemTestSupport
import Testing

extension TmuxSession {
  /// Waits for the program to exit and expects it to have given the terminal back
  /// exactly as it found it: the expected status, the same tty modes (`stty -g`), and a
  /// pristine emulator (main screen, no mouse reporting, visible cursor).
  ///
  /// - Parameters:
  ///   - status: The exit status the program should end with.
  ///   - timeout: The deadline for the exit.
  ///   - sourceLocation: Where failures are reported; the caller's line by default.
  /// - Returns: The exit, for further checks.
  /// - Throws: ``EndToEndError`` if the program does not exit in time.
  @discardableResult
  func expectRestoredExit(
    status: Int32,
    timeout: Duration = .seconds(10),
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws -> Exit {
    let exit = try await waitForExit(timeout: timeout)
    #expect(exit.status == status, "exit status", sourceLocation: sourceLocation)
    #expect(
      exit.restoredTTYModes,
      "tty modes before \(exit.ttyModesBefore), after \(exit.ttyModesAfter)",
      sourceLocation: sourceLocation)
    #expect(try terminalState() == .pristine, "\(describeNow())", sourceLocation: sourceLocation)
    return exit
  }
}
