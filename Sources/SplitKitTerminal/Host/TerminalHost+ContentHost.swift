public import SplitKitContent

/// The terminal host runs host-neutral apps: work between frames, its clock, quitting, and
/// programs in the foreground.
extension TerminalHost: ContentHost {
  /// Nothing to do: the terminal draws a frame after every event and every tick.
  public func setNeedsUpdate() {}

  /// Runs `arguments` with the terminal, as for Ctrl-Z.
  ///
  /// After this event the screen is restored, the program runs until it exits, and the
  /// app is drawn again in full.
  /// Without a run loop (tests on a `Driver`) nothing runs and `completion` gets nil.
  ///
  /// - Parameters:
  ///   - arguments: The program (found on `PATH`) and its arguments.
  ///   - completion: Called with its exit status, or nil when it could not be started.
  public func runInForeground(
    _ arguments: [String], completion: @escaping @MainActor (Int32?) -> Void
  ) {
    guard isRunning else {
      completion(nil)
      return
    }
    foregroundPrograms.append((arguments, completion))
  }

  /// Calls `handler` after each wait of the run loop in which `descriptor` is readable;
  /// the loop waits on it with the terminal's input, in the same `poll`.
  ///
  /// - Parameters:
  ///   - descriptor: An open descriptor.
  ///   - handler: What to do; it must read what is there.
  /// - Returns: Whether the terminal can wait on descriptors (a `PosixTerminal` can).
  @discardableResult
  public func watch(readable descriptor: Int32, handler: @escaping @MainActor () -> Void)
    -> Bool
  {
    guard terminal.watch(readable: descriptor) else { return false }
    descriptorHandlers[descriptor] = handler
    return true
  }

  /// Stops watching `descriptor`.
  ///
  /// - Parameter descriptor: A watched descriptor.
  public func stopWatching(_ descriptor: Int32) {
    terminal.stopWatching(descriptor)
    descriptorHandlers[descriptor] = nil
  }

  /// Runs the programs asked for since the last frame, then repaints everything.
  func runForegroundPrograms(in session: TerminalSession) {
    guard !foregroundPrograms.isEmpty else { return }
    let programs = foregroundPrograms
    foregroundPrograms.removeAll()
    for (arguments, completion) in programs {
      completion(session.runInForeground(arguments))
    }
    refresh()
  }
}
