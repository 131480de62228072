public import SplitKit
import SplitKitContent

/// Runs a `SplitViewController` in a terminal: size to traits, input to engine events,
/// layout to a diffed frame.
///
/// ```swift
/// let split = SplitViewController(style: .doubleColumn)
/// split.setViewController(Items(title: "Items"), for: .primary)
/// split.setViewController(TextViewController(title: "Detail"), for: .secondary)
/// let host = try TerminalHost(split: split, terminal: PosixTerminal(), clock: ContinuousClock())
/// try host.run()   // returns when the user quits; the terminal is restored on every path
/// ```
///
/// ## Frames
/// Each frame lays the split view out at the current instant and draws every visible
/// column back to front: its navigation bar (title, "‹ Previous" back button, the
/// display-mode button where the engine shows it, the content's bar items), then the top
/// controller's content; then the dividers, the overlay treatment (border, shadow on the
/// overlay's open edge, the covered column dimmed with the transition's progress) and the
/// help overlay. The `FrameRenderer` writes only the cells that changed.
///
/// ## Time
/// The clock is injected. A resize lays out at once, and later ones coalesce into at most
/// one layout per frame; animations tick at
/// 60 Hz only while the split view animates; idle, the loop blocks in `poll()`.
///
/// ## Driving it yourself
/// ``run()`` owns the loop. Tests and benchmarks use the same steps it does:
/// ``refresh()``, ``handle(_:)``, ``tick()`` and ``present()`` (the `Driver` in
/// `SplitKitTerminalTesting` wraps them).
@MainActor
public final class TerminalHost {
  /// The split view hosted.
  public let split: SplitViewController
  /// The terminal drawn to.
  public let terminal: any TerminalBackend
  /// The thresholds, keys, mouse and colours.
  public let configuration: TerminalHostConfiguration
  /// The size of the screen drawn, in cells (the terminal's, at most ``TerminalHostConfiguration/maximumSize``).
  public private(set) var size = CellSize.zero
  /// The content layer's session this host reports its input to, as the other hosts do:
  /// where keys go (offered first to the focused column's terminal view), the help
  /// overlay's state, and the press the mouse holds.
  public let session: ContentSession
  /// Whether the help overlay is showing; it opens scrolled to the top.
  public internal(set) var isHelpVisible: Bool {
    get { session.isHelpVisible }
    set { session.setHelpVisible(newValue) }
  }
  /// How far the help overlay is scrolled, when its keys do not all fit.
  var helpFirstRow: Int { session.keyRouting.helpFirstRow }
  /// Whether the user asked to quit; ``run()`` returns after the current batch.
  public private(set) var isQuitRequested = false
  /// The signal that made the app quit (SIGHUP, SIGTERM or SIGQUIT), nil when it did not;
  /// after ``run()`` returns, end the process with status 128 + this signal.
  public private(set) var quitSignal: Int32?
  /// Called once as ``run()`` ends, before the terminal is restored: save state here.
  ///
  /// It runs however ``run()`` ends (quit, input closed, a terminal error). Until the terminal is restored,
  /// SIGHUP, SIGTERM and SIGQUIT are only quit requests; afterwards their default action
  /// ends the process, so a hangup that follows the closed input could lose what an app
  /// saves only after ``run()`` returns.
  public var willEnd: (() -> Void)?
  /// The last frame written by ``present()``.
  public private(set) var lastFrame: RenderedFrame?
  /// Work the app does in slices between frames, such as indexing a large file.
  ///
  /// While set, the host counts as animating: the run loop wakes at the frame rate (input
  /// still comes first) and each ``tick()`` calls the closure once. The closure does one
  /// bounded slice and returns whether more remains; once it returns `false` it is
  /// cleared and the loop sleeps again.
  ///
  /// ```swift
  /// host.frameWork = { indexer.indexNextChunk() }   // true while the file is unread
  /// ```
  public var frameWork: (@MainActor () -> Bool)?
  /// When the person last pressed a key, clicked, touched, scrolled or typed, on ``now``'s
  /// clock; nil before anything.
  public internal(set) var lastInputTime: Duration?

  var renderer: FrameRenderer
  /// The frame before the last one, whose cells the next frame is composed in: a frame
  /// reuses that memory rather than allocating (and faulting in) a new screen of cells.
  var spareFrame: Buffer?
  var pointer = PointerTracking.idle
  var suspendRequested = false
  /// Programs to run in the foreground after this event (``runInForeground(_:completion:)``).
  var foregroundPrograms: [([String], @MainActor (Int32?) -> Void)] = []
  /// What to call when a watched descriptor is readable (``watch(readable:handler:)``).
  var descriptorHandlers: [Int32: @MainActor () -> Void] = [:]
  /// Whether ``run()`` is running the loop.
  var isRunning = false
  let clock: any Clock<Duration>
  private let elapsedTime: () -> Duration

  /// Creates a host.
  ///
  /// Nothing is written until ``run()`` or ``present()``.
  ///
  /// - Parameters:
  ///   - split: The split view to host; the host makes it visible. Its thresholds and
  ///     column sizing decide the layout: where they are still the engine's point-sized
  ///     defaults, the host gives it `HostSizingDefaults.terminal`'s
  ///     cell-sized numbers; whatever the app set on the split view is kept.
  ///   - terminal: The terminal; ``PosixTerminal`` in an app, a test terminal in tests.
  ///   - clock: The clock animations and gestures run on; `ContinuousClock()` in an app.
  ///   - configuration: Keys, mouse and colours.
  public init(
    split: SplitViewController, terminal: any TerminalBackend, clock: any Clock<Duration>,
    configuration: TerminalHostConfiguration = TerminalHostConfiguration()
  ) {
    self.split = split
    self.terminal = terminal
    self.clock = clock
    self.configuration = configuration
    self.renderer = FrameRenderer(
      colorMode: configuration.colorMode ?? ColorMode.detect(environment: terminal.environment))
    self.elapsedTime = Self.elapsedTime(on: clock)
    session = ContentSession(
      split: split, keyBindings: configuration.keyBindings,
      additionalHelp: configuration.additionalHelp,
      resizeStep: Double(configuration.resizeStep))
    session.keyResponder = { $0.terminalView }
    // The split view is the one source of truth: the terminal's cell-sized numbers only
    // fill in for the engine's point-sized defaults, never over what the app set.
    split.adoptHostDefaults(.terminal)
    split.setVisibleInWindow(true)
  }

  /// The time since the host was created, on its clock.
  public var now: Duration { elapsedTime() }

  /// The colours the renderer emits.
  public var colorMode: ColorMode { renderer.colorMode }

  /// Whether frames are due at 60 Hz: a transition of the split view or a navigation
  /// stack moves with time (``/SplitKit/SplitViewController/isAnimatingOverTime``), or
  /// ``frameWork`` remains.
  ///
  /// A swipe held still needs no frames: only the pointer's moves change it, and each
  /// input batch is drawn anyway.
  public var isAnimating: Bool { split.isAnimatingOverTime || frameWork != nil }

  /// Runs the app until the user quits or the terminal's input ends.
  ///
  /// Enters raw mode, the alternate screen and mouse reporting through a
  /// ``TerminalSession``, which puts everything back on return, on a thrown error and on
  /// SIGINT and Ctrl-Z. SIGHUP, SIGTERM and SIGQUIT quit like ``requestQuit()`` and set
  /// ``quitSignal``, so the caller saves what it saves on quit; a second such signal before
  /// the loop gets to it restores the terminal and ends the process at once.
  ///
  /// - Throws: ``TerminalError`` when the terminal cannot be set up, read or written;
  ///   input ending is a normal return.
  public func run() throws {
    try TerminalSession.run(terminal: terminal, modes: configuration.terminalModes) { session in
      isRunning = true
      defer {
        isRunning = false
        willEnd?()
      }
      let loop = EventLoop(terminal: terminal, clock: clock)
      var progress: ProgressTitle? =
        terminal.environment[ProgressTitle.variable] == "1" ? ProgressTitle() : nil
      refresh()
      try present(to: loop, reporting: &progress)
      while !isQuitRequested {
        let actions: [EventLoopState.Action]
        do {
          actions = try loop.nextActions()
        } catch let error as TerminalError where error.code == .inputClosed {
          return
        }
        for action in actions where !isQuitRequested { perform(action) }
        // No last frame: the session restores the screen, and after SIGHUP there is none.
        if isQuitRequested { return }
        progress?.performed(actions)
        if suspendRequested {
          suspendRequested = false
          session.suspend()
        }
        runForegroundPrograms(in: session)
        try present(to: loop, reporting: &progress)
      }
    }
  }

  /// Presents a frame, tells `loop` whether to tick, and in test mode titles the terminal
  /// with the progress so far.
  private func present(
    to loop: EventLoop, reporting progress: inout ProgressTitle?
  ) throws(TerminalError) {
    try present()
    loop.setAnimating(isAnimating)
    if let title = progress?.presented(size: size, idle: loop.state.nextDeadline == nil) {
      terminal.write(title)
      try terminal.flush()
    }
  }

  /// Performs one event-loop action: a refresh, an input event, an animation tick or a
  /// quit signal.
  ///
  /// - Parameter action: What the loop returned.
  public func perform(_ action: EventLoopState.Action) {
    switch action {
    case .refresh: refresh()
    case .input(let event): handle(event)
    case .tick: tick()
    case .quit(let signal):
      quitSignal = signal
      requestQuit()
    case .readable(let descriptors):
      split.advance(to: now)
      for descriptor in descriptors { descriptorHandlers[descriptor]?() }
    }
  }

  /// Reads the terminal size, gives it to the split view (one point per cell, with the
  /// traits of the split view's thresholds) and forgets the last frame so the next one
  /// repaints everything.
  ///
  /// The first layout puts keyboard focus on the primary column when it is visible, so
  /// the user starts in the list.
  public func refresh() {
    let reported = (try? terminal.size()) ?? size
    let limit = configuration.maximumSize
    size = CellSize(
      columns: min(reported.columns, limit.columns), rows: min(reported.rows, limit.rows))
    let width = Double(size.columns)
    let thresholds = split.thresholds
    split.advance(to: now)
    let isFirstLayout = split.containerSize == .zero
    split.setContainerSize(
      Size(width: width, height: Double(size.rows)),
      windowTraitCollection: TraitCollection(
        horizontalSizeClass: thresholds.horizontalSizeClass(forWidth: width),
        verticalSizeClass: thresholds.verticalSizeClass(forHeight: Double(size.rows))))
    if isFirstLayout { split.focus(.primary) }
    renderer.invalidate()
  }

  /// Handles one input event: keys through the bindings, mouse through hit testing and
  /// the engine's pointer API, paste to the focused controller (a content controller's
  /// through the content session, as in the browser).
  ///
  /// - Parameter event: The decoded event.
  public func handle(_ event: InputEvent) {
    split.advance(to: now)
    if event != .focusGained, event != .focusLost { lastInputTime = now }
    switch event {
    case .key(let key): handle(key: key)
    case .mouse(let mouse): handle(mouse: mouse)
    case .paste(let text):
      if session.focusedController != nil {
        session.receive(.paste(text), at: now)
      } else {
        _ = focusedController?.handle(paste: text)
      }
    case .focusGained, .focusLost: break
    }
  }

  /// Advances animations to the clock's current instant and does one slice of
  /// ``frameWork``.
  public func tick() {
    split.advance(to: now)
    if let work = frameWork, !work() { frameWork = nil }
  }

  /// Draws a frame and writes what changed to the terminal.
  ///
  /// - Returns: The frame written (bytes, changed cells, the minimum bytes possible).
  /// - Throws: ``TerminalError`` when the terminal cannot be written.
  @discardableResult
  public func present() throws(TerminalError) -> RenderedFrame {
    let previous = renderer.current
    let frame = renderer.render(composeFrame())
    spareFrame = previous
    terminal.write(frame.bytes)
    try terminal.flush()
    lastFrame = frame
    return frame
  }

  /// Asks ``run()`` to return after the current batch of events.
  public func requestQuit() {
    isQuitRequested = true
  }

  /// Shows or hides the help overlay.
  ///
  /// - Parameter visible: Whether the help shows.
  public func setHelpVisible(_ visible: Bool) {
    isHelpVisible = visible
  }

  private static func elapsedTime<C: Clock<Duration>>(on clock: C) -> () -> Duration {
    let start = clock.now
    return { start.duration(to: clock.now) }
  }
}
