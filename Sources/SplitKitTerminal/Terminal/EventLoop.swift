/// The terminal host's run loop: waits for input, signals or a deadline and says what to do.
///
/// The loop is pull-based: the host asks for the next batch of actions, performs them,
/// draws a frame if anything changed, and reports whether an animation is running.
///
/// ```swift
/// let loop = EventLoop(terminal: terminal, clock: ContinuousClock())
/// while running {
///   for action in try loop.nextActions() {
///     switch action {
///     case .input(let event): app.handle(event)
///     case .refresh: app.layout(in: try terminal.size()); renderer.invalidate()
///     case .tick(let now): app.advanceAnimations(to: now)
///     case .quit: running = false   // SIGHUP, SIGTERM or SIGQUIT: save, then end
///     }
///   }
///   renderer.draw(app)
///   loop.setAnimating(app.isAnimating)
/// }
/// ```
///
/// While nothing is due the wait has no timeout, so an idle app sleeps in `poll()` and
/// uses no CPU. The decisions themselves live in ``EventLoopState``.
public final class EventLoop {
  /// The terminal waited on.
  public let terminal: any TerminalBackend
  /// The loop's decisions so far.
  public private(set) var state: EventLoopState
  private let elapsedTime: () -> Duration

  /// Creates a loop.
  ///
  /// - Parameters:
  ///   - terminal: The terminal to wait on.
  ///   - clock: The clock that measures time; `ContinuousClock()` in an app, a manual
  ///     clock in tests. Time zero is now.
  ///   - configuration: The timing.
  public init(
    terminal: any TerminalBackend, clock: any Clock<Duration>,
    configuration: EventLoopState.Configuration = EventLoopState.Configuration()
  ) {
    self.terminal = terminal
    self.state = EventLoopState(configuration: configuration)
    self.elapsedTime = Self.elapsedTime(on: clock)
  }

  /// The time since the loop was created, on its clock.
  public var now: Duration { elapsedTime() }

  /// Waits until there is something to do and returns it.
  ///
  /// - Returns: One or more actions, in the order to perform them.
  /// - Throws: ``TerminalError`` when the terminal fails or its input ends.
  public func nextActions() throws(TerminalError) -> [EventLoopState.Action] {
    while true {
      let wake = try terminal.waitForInput(timeout: state.timeout(at: now))
      let actions = state.woke(wake, at: now)
      if !actions.isEmpty { return actions }
    }
  }

  /// Tells the loop whether an animation is running, so ticks are due at 60 Hz or not at all.
  ///
  /// - Parameter isAnimating: Whether an animation is running.
  public func setAnimating(_ isAnimating: Bool) {
    state.animationChanged(isAnimating: isAnimating, at: now)
  }

  /// Makes the next call of ``nextActions()`` return a ``EventLoopState/Action/refresh(_:)``
  /// at once (for example after the app changed a setting that affects every cell).
  public func requestRefresh() {
    state.refreshRequested(at: now)
  }

  private static func elapsedTime<C: Clock<Duration>>(on clock: C) -> () -> Duration {
    let start = clock.now
    return { start.duration(to: clock.now) }
  }
}
