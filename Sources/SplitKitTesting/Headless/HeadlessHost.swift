public import SplitKit
public import SplitKitContent
public import SplitKitHostCore

/// A host with no screen: it runs an app through a ``/SplitKitContent/ContentSession``
/// on a ``ManualClock`` and records the ``/SplitKitContent/ContentSnapshot`` after every
/// event, so a test reads what any host would draw.
///
/// It is the app's ``/SplitKitContent/ContentHost`` like the terminal, GTK and browser
/// hosts, in points like a window (8 points a character unless told otherwise). Nothing
/// happens on its own: time moves in ``advance(by:frame:)``, the app's ``frameWork`` runs a
/// slice per frame there, and descriptors are never watched (``watch(readable:handler:)``
/// returns false, so the app checks at its own moments).
///
/// ```swift
/// let host = HeadlessHost(split: app.split, size: Size(width: 1280, height: 800))
/// app.attach(to: host)
/// host.press("j")
/// host.press(.enter)
/// #expect(host.snapshot["secondary"]?.bar.title == "Item 2")
/// ```
@MainActor
public final class HeadlessHost: ContentHost, ContentRendering {
  /// The split view and its interaction state, which every event goes to.
  public let session: ContentSession
  /// The clock the host runs on; only ``advance(by:frame:)`` moves it.
  public let clock: ManualClock
  /// Points per character of text.
  public let characterWidth: Double
  /// Work the app does a slice of each frame (``advance(by:frame:)``), while it returns true.
  public var frameWork: (@MainActor () -> Bool)?
  /// What the split view showed after each event and frame, oldest first.
  public private(set) var snapshots: [ContentSnapshot] = []
  /// How many change notifications the content sent its renderer.
  public private(set) var changeCount = 0
  /// The commands the session left to the host (quit, suspend), in order.
  public private(set) var hostCommands: [HostCommand] = []
  /// Whether the app or a key asked to quit.
  public private(set) var isQuitRequested = false
  /// The programs the app asked to run in the foreground; none is run.
  public private(set) var foregroundRuns: [[String]] = []
  /// Whether the app asked for a redraw since the last snapshot.
  public private(set) var needsUpdate = false
  /// When the person last pressed a key, clicked, touched, scrolled or typed, on ``now``'s
  /// clock; nil before anything.
  ///
  /// ``send(_:)`` sets it for every event but a resize.
  public var lastInputTime: Duration?

  /// Starts an app at a size: the host's sizing defaults where the app kept the
  /// engine's, shown and laid out, with a first snapshot.
  ///
  /// - Parameters:
  ///   - split: The app's split view.
  ///   - size: The host's size in points.
  ///   - characterWidth: Points per character; 8 like a window, 1 like a terminal.
  ///   - defaults: Thresholds and column sizes, in points; a browser's by default.
  ///   - keyBindings: The keys the host handles.
  ///   - additionalHelp: The app's own keys, for the help.
  ///   - metrics: The sizes snapshots lay bars, rows and lines out at.
  public init(
    split: SplitViewController, size: Size = Size(width: 1280, height: 800),
    characterWidth: Double = 8,
    defaults: HostSizingDefaults = HostSizingDefaults(
      thresholds: SplitThresholds(compactWidth: 500)),
    keyBindings: KeyBindings = .standard, additionalHelp: [KeyCommand] = [],
    metrics: ContentSnapshot.Metrics = ContentSnapshot.Metrics()
  ) {
    clock = ManualClock()
    self.characterWidth = characterWidth
    split.adoptHostDefaults(defaults)
    split.setVisibleInWindow(true)
    session = ContentSession(
      split: split, keyBindings: keyBindings, additionalHelp: additionalHelp, metrics: metrics)
    session.receive(.resize(size), at: .zero)
    record()
  }

  /// The split view being run.
  public var split: SplitViewController { session.split }

  /// What the split view shows now (recorded as the latest snapshot).
  public var snapshot: ContentSnapshot {
    record()
    return snapshots[snapshots.count - 1]
  }

  /// Hands one event to the session at the clock's time, performs what it leaves to the
  /// host, and records a snapshot.
  ///
  /// - Parameter event: The event.
  /// - Returns: What the session said.
  @discardableResult
  public func send(_ event: ContentEvent) -> ContentSession.Action {
    if case .resize = event {} else { lastInputTime = now }
    let action = session.receive(event, at: now)
    if case .perform(let command) = action {
      hostCommands.append(command)
      if command == .quit { requestQuit() }
    }
    record()
    return action
  }

  /// Lets `duration` pass in frames of at most `frame`: animations advance, and each
  /// frame runs a slice of ``frameWork``; a snapshot is recorded at the end.
  ///
  /// - Parameters:
  ///   - duration: How long; zero runs one frame without moving the clock.
  ///   - frame: The longest frame.
  public func advance(by duration: Duration, frame: Duration = .milliseconds(17)) {
    var left = duration
    repeat {
      let step = min(left, frame)
      clock.advance(by: step)
      left -= step
      split.advance(to: now)
      if let work = frameWork, !work() { frameWork = nil }
    } while left > .zero
    record()
  }

  /// Runs frames until the app's ``frameWork`` is done (at most `frames` of them).
  ///
  /// - Parameter frames: The most frames to run.
  /// - Returns: Whether the work finished.
  @discardableResult
  public func finishFrameWork(within frames: Int = 10_000) -> Bool {
    var count = 0
    while frameWork != nil, count < frames {
      advance(by: .milliseconds(17))
      count += 1
    }
    return frameWork == nil
  }

  /// Records a snapshot when it differs from the last, and becomes the renderer of the
  /// controllers it shows.
  private func record() {
    needsUpdate = false
    guard split.containerSize != .zero else { return }
    let snapshot = session.snapshot()
    for pane in snapshot.panes {
      guard let column = SplitViewController.Column(rawValue: pane.column),
        let content = session.content(in: column), content.renderer == nil
      else { continue }
      content.renderer = self
    }
    if snapshots.last != snapshot { snapshots.append(snapshot) }
  }

  // MARK: ContentHost

  /// The time on ``clock`` since the host started.
  public var now: Duration { clock.now.offset }

  /// Notes the request (``isQuitRequested``); the test decides what follows.
  public func requestQuit() { isQuitRequested = true }

  /// Records what the split view shows now.
  public func refresh() { record() }

  /// Notes that the app changed something; the next event or frame records it.
  public func setNeedsUpdate() { needsUpdate = true }

  /// Runs nothing: records the program and completes with nil, as when it cannot start.
  ///
  /// - Parameters:
  ///   - arguments: The program and its arguments.
  ///   - completion: Called with nil at once.
  public func runInForeground(
    _ arguments: [String], completion: @escaping @MainActor (Int32?) -> Void
  ) {
    foregroundRuns.append(arguments)
    completion(nil)
  }

  // MARK: ContentRendering

  /// Counts the change; the next event or frame records it.
  ///
  /// - Parameter change: What changed.
  public func contentDidChange(_ change: ContentChange) {
    changeCount += 1
    needsUpdate = true
  }
}
