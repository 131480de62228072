/// The decisions of the event loop, separate from the waiting: what to do on each wake and
/// how long the next wait may be.
///
/// ``EventLoop`` waits in ``TerminalBackend/waitForInput(timeout:)`` for
/// ``timeout(at:)``, then hands what arrived to ``woke(_:at:)`` and performs the returned
/// actions. Time is a parameter — the elapsed time since the loop started — so tests drive
/// the state directly or through a manual clock.
///
/// - **Idle**: with no animation, no pending escape and no pending resize there is no
///   deadline, ``timeout(at:)`` is nil and the loop blocks until something happens.
/// - **Animation**: while ``isAnimating`` is true a ``Action/tick(_:)`` is due every
///   ``Configuration/frameInterval`` (60 Hz). A late loop skips missed frames rather than
///   bursting.
/// - **Resize**: the first resize refreshes at once (``Action/refresh(_:)`` on the same
///   wake: the new size is drawn without waiting) and opens a window of
///   ``Configuration/resizeCoalescing`` (one frame); every resize inside it joins one
///   refresh when the window closes, so a storm of resizes lays out at most once a frame.
/// - **Escape**: after input that ends in an unfinished escape sequence, the decoder gets
///   ``Configuration/escapeTimeout`` for the rest; then the sequence is resolved (a lone
///   ESC becomes the Escape key).
/// - **Paste**: while a bracketed paste is open, each byte restarts a
///   ``Configuration/pasteTimeout``; when it passes, the paste so far is delivered and
///   input is decoded normally again (a lost terminator never swallows keys).
///
/// ```swift
/// var state = EventLoopState()
/// state.woke(TerminalWake(bytes: [0x1B]), at: .zero)          // []
/// state.timeout(at: .zero)                                    // 50 ms
/// state.woke(.timeout, at: .milliseconds(50))                 // [.input(.key(.escape))]
/// ```
public struct EventLoopState: Sendable {
  /// The loop's timing.
  public struct Configuration: Hashable, Sendable {
    /// The time between animation ticks: 1/60 s.
    public var frameInterval: Duration
    /// How long resizes after a refresh are gathered into the next one: one frame.
    public var resizeCoalescing: Duration
    /// How long an unfinished escape sequence waits for its next byte: 50 ms.
    public var escapeTimeout: Duration
    /// How long an open bracketed paste waits for its next byte: 1 s.
    public var pasteTimeout: Duration

    /// Creates a configuration.
    ///
    /// - Parameters:
    ///   - frameInterval: The time between animation ticks; 1/60 s by default.
    ///   - resizeCoalescing: How long resizes are gathered; one frame by default.
    ///   - escapeTimeout: The wait for the rest of an escape sequence;
    ///     ``InputDecoder/escapeTimeout`` by default.
    ///   - pasteTimeout: The wait for the next byte of an open paste;
    ///     ``InputDecoder/pasteTimeout`` by default.
    public init(
      frameInterval: Duration = .nanoseconds(16_666_667),
      resizeCoalescing: Duration = .nanoseconds(16_666_667),
      escapeTimeout: Duration = InputDecoder.escapeTimeout,
      pasteTimeout: Duration = InputDecoder.pasteTimeout
    ) {
      self.frameInterval = frameInterval
      self.resizeCoalescing = resizeCoalescing
      self.escapeTimeout = escapeTimeout
      self.pasteTimeout = pasteTimeout
    }
  }

  /// Why the whole screen must be laid out and repainted.
  public enum RefreshReason: Hashable, Sendable {
    /// The window size changed: read the new size first.
    case resize
    /// The app was continued after a suspend: the screen was the shell's meanwhile.
    case resume
    /// The app asked with ``EventLoopState/refreshRequested(at:)``.
    case requested
  }

  /// What the host should do now.
  public enum Action: Hashable, Sendable {
    /// Hand this event to the app.
    case input(InputEvent)
    /// Read the terminal size, lay out and repaint everything (forget the last frame).
    case refresh(RefreshReason)
    /// Advance animations to this time (elapsed since the loop started) and draw a frame.
    case tick(Duration)
    /// Quit as the app's own quit command would (saving what it saves): this signal
    /// (SIGHUP, SIGTERM or SIGQUIT) asked the process to end.
    case quit(signal: Int32)
    /// These watched descriptors have something to read
    /// (``TerminalBackend/watch(readable:)``).
    case readable([Int32])
  }

  /// The loop's timing.
  public let configuration: Configuration
  /// Whether the app has an animation running, so ticks are due.
  public private(set) var isAnimating = false
  /// The decoder of the terminal's input bytes.
  private(set) var decoder = InputDecoder()
  /// When the next tick is due, while animating.
  private(set) var nextTick: Duration?
  /// When the pending escape sequence or the open paste is resolved.
  private(set) var inputDeadline: Duration?
  /// The refresh waiting for its coalescing window to close, and when it closes.
  private(set) var pendingRefresh: (reason: RefreshReason, deadline: Duration)?
  /// When the last resize refresh was due, which opened the current coalescing window.
  private(set) var lastResizeRefresh: Duration?

  /// Creates the state of an idle loop.
  ///
  /// - Parameter configuration: The timing; the defaults by default.
  public init(configuration: Configuration = Configuration()) {
    self.configuration = configuration
  }

  /// The earliest time something is due, or nil when nothing is.
  public var nextDeadline: Duration? {
    [nextTick, inputDeadline, pendingRefresh?.deadline].compactMap { $0 }.min()
  }

  /// How long the next wait may last.
  ///
  /// - Parameter now: The elapsed time since the loop started.
  /// - Returns: The time until the next deadline (zero if it has passed), or nil when
  ///   nothing is due and the loop may block until input arrives.
  public func timeout(at now: Duration) -> Duration? {
    nextDeadline.map { max(.zero, $0 - now) }
  }

  /// Handles one wake: input, signals, or the passing of time.
  ///
  /// - Parameters:
  ///   - wake: What the wait returned.
  ///   - now: The elapsed time since the loop started.
  /// - Returns: The actions to perform, in order: a due refresh first (so input is
  ///   handled at the new size), then input events, then a due tick; only a quit when a
  ///   quit signal arrived.
  public mutating func woke(_ wake: TerminalWake, at now: Duration) -> [Action] {
    if let signal = wake.quitSignal { return [.quit(signal: signal)] }
    if wake.resumed {
      pendingRefresh = (.resume, now)
    } else if wake.resized, pendingRefresh == nil {
      // Leading edge: at once, unless a resize refresh came less than a window ago.
      let windowEnd = lastResizeRefresh.map { $0 + configuration.resizeCoalescing }
      pendingRefresh = (.resize, max(now, windowEnd ?? now))
    }
    var actions: [Action] = []
    if let refresh = pendingRefresh, refresh.deadline <= now {
      actions.append(.refresh(refresh.reason))
      if refresh.reason == .resize { lastResizeRefresh = refresh.deadline }
      pendingRefresh = nil
    }
    if !wake.bytes.isEmpty {
      actions += decoder.feed(wake.bytes).map(Action.input)
      inputDeadline =
        decoder.hasPendingEscape
        ? now + configuration.escapeTimeout
        : decoder.hasPendingPaste ? now + configuration.pasteTimeout : nil
    } else if let deadline = inputDeadline, deadline <= now {
      actions += (decoder.flushPendingEscape() + decoder.flushPendingPaste()).map(Action.input)
      inputDeadline = nil
    }
    if !wake.readable.isEmpty { actions.append(.readable(wake.readable)) }
    if let tick = nextTick, tick <= now {
      actions.append(.tick(now))
      let next = tick + configuration.frameInterval
      nextTick = next > now ? next : now + configuration.frameInterval
    }
    return actions
  }

  /// Records whether the app has an animation running; call it after every batch of
  /// actions.
  ///
  /// - Parameters:
  ///   - isAnimating: Whether an animation is running.
  ///   - now: The elapsed time since the loop started.
  public mutating func animationChanged(isAnimating: Bool, at now: Duration) {
    guard isAnimating != self.isAnimating else { return }
    self.isAnimating = isAnimating
    nextTick = isAnimating ? now + configuration.frameInterval : nil
  }

  /// Asks for a full refresh on the next wake, which comes at once.
  ///
  /// - Parameter now: The elapsed time since the loop started.
  public mutating func refreshRequested(at now: Duration) {
    if pendingRefresh?.reason != .resume {
      pendingRefresh = (.requested, now)
    }
  }
}
