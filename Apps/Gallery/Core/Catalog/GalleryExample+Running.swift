import SplitKitTerminal

extension GalleryExample {
  /// Runs the example in the terminal until the user quits (`q`).
  ///
  /// The app and the host share one `ContinuousClock`, so times an app shows are the
  /// host's. The terminal is restored on every exit path.
  ///
  /// - Parameter options: The command-line options.
  /// - Throws: `TerminalError` when the terminal cannot be set up, read or written.
  @MainActor
  public func run(options: GalleryOptions) throws {
    let app = make(options)
    let clock = ContinuousClock()
    app.useClock(clock)
    let host = SplitHost(
      split: app.split, terminal: try PosixTerminal(), clock: clock,
      configuration: app.configuration)
    try withExtendedLifetime(app) { try host.run() }
  }
}
