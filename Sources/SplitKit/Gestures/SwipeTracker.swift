/// A state machine that turns pointer samples into swipe progress, velocity and a decision.
///
/// The tracker is a value fed with pointer events — position in points and time as a
/// `Duration` on the host's clock — and returns an ``Action`` for the owner of the
/// ``Swipeable`` to perform. It never reads a clock and never moves anything itself, so the
/// same tracker drives an overlaid sidebar and a navigation back swipe (libadwaita's
/// `AdwSwipeTracker` splits the work the same way).
///
/// ```swift
/// var tracker = SwipeTracker(configuration: .init(isReversed: layoutIsRightToLeft))
/// tracker.pointerDown(at: press, time: now, on: sidebar)   // .armed
/// tracker.pointerMoved(to: drag, time: now + .milliseconds(30))   // .began(progress: 0.2)
/// tracker.pointerUp(at: drag, time: now + .milliseconds(60))      // .ended(ending)
/// ```
///
/// ## Rules
/// - **Where a swipe may start.** A press outside the target's
///   ``Swipeable/swipeBounds`` is ignored. While the target rests on its first snap point
///   (closed), the press must also lie within ``Configuration/edgeStripWidth`` points of
///   the opening edge, so ordinary drags in the content (selection, scrolling) are never
///   stolen. An open or moving target can be dragged from anywhere in its bounds.
/// - **Direction lock.** Nothing happens until the pointer is
///   ``Configuration/startThreshold`` points from the press. If it got there across the
///   axis (strictly more cross-axis than along-axis movement, or equal), the press is
///   rejected until release — a vertical drag never begins a horizontal swipe.
/// - **Following the pointer.** Progress is the target's progress at the press plus the
///   movement since the press divided by ``Swipeable/swipeDistance``. Past the first or
///   last snap point the overshoot `d` (points) is shown as `limit·d/(d + limit)`, which
///   never reaches ``Configuration/rubberBandLimit``.
/// - **Velocity** is the movement along the axis between the oldest and newest sample
///   within the last ``Configuration/velocityWindow`` (150 ms), in points per second; a
///   pause before release therefore kills a flick.
/// - **Decision on release.** At or above ``Configuration/flickVelocity`` (points per
///   second) the target moves to the next snap point beyond the release position in the
///   direction of motion (or stays at the last one); below it, to the nearest snap point —
///   the 50 % rule — with an exact tie going back towards where the swipe started.
/// - **Mirroring.** ``Configuration/isReversed`` mirrors all of the above: a reversed
///   tracker fed mirrored samples returns exactly the actions an unmirrored one returns.
///
/// Pointer data comes from outside and is never trusted to be well-formed: events in an
/// unexpected phase are ignored and samples whose time runs backwards are treated as
/// simultaneous with the newest one.
public struct SwipeTracker: Sendable, Hashable {
  /// The numbers this tracker uses.
  public var configuration: Configuration
  /// The current phase.
  public private(set) var phase: Phase = .idle
  /// The progress shown for the target while ``phase`` is ``Phase/swiping``; `nil` otherwise.
  public private(set) var progress: Double?
  /// The press, the target as read then, and recent samples.
  private(set) var gesture: Gesture?

  /// The phases of a tracker.
  public enum Phase: Sendable, Hashable {
    /// No pointer is pressed, or the press was outside the swipe area.
    case idle
    /// A press landed in the swipe area; the pointer has not moved past the threshold yet.
    case pending
    /// The pointer moved across the axis first; the press is ignored until release.
    case rejected
    /// A swipe is in progress.
    case swiping
  }

  /// Everything known about the current press.
  struct Gesture: Sendable, Hashable {
    var start: Point
    var target: SwipeTarget
    var samples: [Sample]
  }

  /// One position along the axis, in points from the press (positive towards higher
  /// progress), at one time.
  struct Sample: Sendable, Hashable {
    var time: Duration
    var offset: Double
  }

  /// Creates an idle tracker.
  ///
  /// - Parameter configuration: The numbers to use; the terminal defaults if omitted.
  public init(configuration: Configuration = Configuration()) {
    self.configuration = configuration
  }

  /// The current release velocity estimate, in points per second along the axis
  /// (positive towards higher progress); 0 when no press is tracked.
  public var velocity: Double {
    guard let samples = gesture?.samples else { return 0 }
    return Self.velocity(of: samples, window: configuration.velocityWindow)
  }

  /// Handles a press.
  ///
  /// - Parameters:
  ///   - point: Where the pointer went down, in points (a terminal host passes the cell's
  ///     centre, `column + 0.5`, so both edges behave alike).
  ///   - time: The host-clock time of the press.
  ///   - target: The thing a swipe would move, read now and used for the whole gesture.
  /// - Returns: ``Action/armed`` when the press may start a swipe; `nil` when it is
  ///   ignored (outside the area, or a swipe is already running).
  public mutating func pointerDown(at point: Point, time: Duration, on target: some Swipeable)
    -> Action?
  {
    let target = SwipeTarget(target)
    precondition(!target.snapPoints.isEmpty, "A swipeable needs at least one snap point")
    precondition(target.snapPoints == target.snapPoints.sorted(), "Snap points must ascend")
    precondition(target.swipeDistance > 0, "Swipe distance must be positive")
    guard phase != .swiping, accepts(point, on: target) else { return nil }
    phase = .pending
    progress = nil
    gesture = Gesture(start: point, target: target, samples: [Sample(time: time, offset: 0)])
    return .armed
  }

  /// Handles a movement of the pressed pointer.
  ///
  /// - Parameters:
  ///   - point: The pointer's position in points.
  ///   - time: The host-clock time of the sample.
  /// - Returns: ``Action/began(progress:)`` when this movement starts the swipe,
  ///   ``Action/updated(progress:)`` during it, `nil` otherwise.
  public mutating func pointerMoved(to point: Point, time: Duration) -> Action? {
    guard phase == .pending || phase == .swiping else { return nil }
    let offset = record(point, time: time)
    if phase == .pending {
      guard let gesture else { preconditionFailure("Invalid state \(phase) without a press") }
      let crossDistance = abs(across(point) - across(gesture.start))
      let alongDistance = abs(offset)
      if alongDistance >= configuration.startThreshold, alongDistance > crossDistance {
        phase = .swiping
        let shown = shownProgress(offset: offset)
        progress = shown
        return .began(progress: shown)
      }
      if crossDistance >= configuration.startThreshold, crossDistance >= alongDistance {
        phase = .rejected
      }
      return nil
    }
    let shown = shownProgress(offset: offset)
    progress = shown
    return .updated(progress: shown)
  }

  /// Handles the release of the pointer.
  ///
  /// - Parameters:
  ///   - point: Where the pointer was released, in points.
  ///   - time: The host-clock time of the release.
  /// - Returns: ``Action/ended(_:)`` with the decision when a swipe was running;
  ///   ``Action/tapped`` when the pointer never moved past the start threshold; `nil` when
  ///   the press was ignored or rejected.
  public mutating func pointerUp(at point: Point, time: Duration) -> Action? {
    defer { reset() }
    if phase == .pending { return .tapped }
    guard phase == .swiping, let gesture else { return nil }
    let offset = record(point, time: time)
    let released = shownProgress(offset: offset)
    let pointsPerSecond = velocity
    let isFlick = abs(pointsPerSecond) >= configuration.flickVelocity
    let target =
      isFlick
      ? Self.flickTarget(
        from: released, towardsHigher: pointsPerSecond > 0, in: gesture.target.snapPoints)
      : Self.nearestTarget(
        to: released, startedAt: gesture.target.progress, in: gesture.target.snapPoints)
    return .ended(
      ending(at: released, to: target, pointsPerSecond: pointsPerSecond, isFlick: isFlick))
  }

  /// Abandons the current gesture (Escape, a lost pointer, the target went away).
  ///
  /// - Returns: ``Action/cancelled(_:)`` returning to the target's cancel progress when a
  ///   swipe was running; `nil` otherwise.
  public mutating func cancel() -> Action? {
    defer { reset() }
    guard phase == .swiping, let gesture, let progress else { return nil }
    return .cancelled(
      ending(
        at: progress, to: gesture.target.cancelProgress, pointsPerSecond: velocity, isFlick: false))
  }

  /// Returns to idle, forgetting the press.
  private mutating func reset() {
    phase = .idle
    progress = nil
    gesture = nil
  }

  /// Builds an ending with the configured spring.
  private func ending(
    at progress: Double, to target: Double, pointsPerSecond: Double, isFlick: Bool
  ) -> Ending {
    let distance = gesture?.target.swipeDistance ?? 1
    return Ending(
      progress: progress, target: target, velocity: pointsPerSecond / distance, isFlick: isFlick,
      spring: configuration.spring, epsilon: configuration.springEpsilon)
  }

  /// Appends a sample (times running backwards count as the newest time), drops samples
  /// that fell out of the velocity window, and returns the offset.
  private mutating func record(_ point: Point, time: Duration) -> Double {
    guard var gesture else { preconditionFailure("Invalid state \(phase) without a press") }
    let offset = self.offset(of: point, from: gesture.start)
    let newest = gesture.samples.last?.time ?? time
    let now = max(time, newest)
    gesture.samples.append(Sample(time: now, offset: offset))
    let horizon = now - configuration.velocityWindow
    gesture.samples.removeAll { $0.time < horizon }
    self.gesture = gesture
    return offset
  }
}
