import SplitKitTesting
import Testing

@testable import SplitKit

/// A 20-cell sidebar over an 80×24 terminal; presses at cell centres.
@Suite struct SwipeTrackerTests {
  static let container = Rect(x: 0, y: 0, width: 80, height: 24)

  func sidebar(progress: Double = 0, cancel: Double? = nil) -> SwipeTarget {
    SwipeTarget(
      snapPoints: [0, 1], progress: progress, swipeDistance: 20,
      cancelProgress: cancel ?? progress, swipeBounds: Self.container)
  }

  func point(_ x: Double, _ y: Double = 10.5) -> Point { Point(x: x, y: y) }

  /// Expects the tracker to be idle with no press.
  func expectIdle(_ tracker: SwipeTracker, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(tracker.phase == .idle, sourceLocation: sourceLocation)
    #expect(tracker.progress == nil, sourceLocation: sourceLocation)
    #expect(tracker.velocity == 0, sourceLocation: sourceLocation)
  }

  @Test func aPressOutsideTheEdgeStripOfAClosedSidebarIsIgnored() {
    var tracker = SwipeTracker(configuration: .terminalSized)
    #expect(tracker.pointerDown(at: point(2.5), time: .ms(0), on: sidebar()) == nil)
    expectIdle(tracker)
    #expect(tracker.pointerMoved(to: point(12.5), time: .ms(10)) == nil)
    expectIdle(tracker)
    #expect(tracker.pointerUp(at: point(12.5), time: .ms(20)) == nil)
    expectIdle(tracker)
  }

  @Test func aPressOutsideTheBoundsIsIgnored() {
    var tracker = SwipeTracker(configuration: .terminalSized)
    #expect(tracker.pointerDown(at: point(-0.5), time: .ms(0), on: sidebar()) == nil)
    #expect(tracker.pointerDown(at: point(40.5, 30), time: .ms(0), on: sidebar(progress: 1)) == nil)
    expectIdle(tracker)
  }

  @Test func aPressInTheEdgeStripArmsAndASwipeBeginsAtTheThreshold() {
    var tracker = SwipeTracker(configuration: .terminalSized)
    #expect(tracker.pointerDown(at: point(1.5), time: .ms(0), on: sidebar()) == .armed)
    #expect(tracker.phase == .pending)
    #expect(tracker.progress == nil)
    #expect(tracker.pointerMoved(to: point(2.5), time: .ms(10)) == nil)
    #expect(tracker.phase == .pending)
    #expect(tracker.pointerMoved(to: point(3.5), time: .ms(20)) == .began(progress: 0.1))
    #expect(tracker.phase == .swiping)
    #expect(tracker.progress == 0.1)
    #expect(abs(tracker.velocity - 100) < 1e-9)
    #expect(tracker.pointerMoved(to: point(7.5), time: .ms(60)) == .updated(progress: 0.3))
    #expect(tracker.progress == 0.3)
    #expect(abs(tracker.velocity - 100) < 1e-9)
  }

  @Test func aPressReleasedWithinTheThresholdIsATap() {
    var tracker = SwipeTracker(configuration: .terminalSized)
    let actions = tracker.play(
      [
        .down(point(50.5), .ms(0)), .move(point(51.5, 11.5), .ms(40)),
        .up(point(51.5, 11.5), .ms(90)),
      ],
      on: sidebar(progress: 1))
    #expect(actions == [.armed, nil, .tapped])
    expectIdle(tracker)
  }

  @Test func aSwipeCatchesAClosingSidebarMidFlightAndReopensItSmoothly() throws {
    // The sidebar is closing; the user grabs it 60 ms in and flicks it open again.
    var reveal = Animator(from: 1, to: 0, startTime: .ms(1000))
    var tracker = SwipeTracker(configuration: .terminalSized)
    let caught = reveal.progress(at: .ms(1060))
    let target = SwipeTarget(
      progress: caught, swipeDistance: 20, cancelProgress: 0, swipeBounds: Self.container)
    #expect(tracker.pointerDown(at: point(30.5), time: .ms(1060), on: target) == .armed)
    reveal = reveal.stopped(at: .ms(1060))
    #expect(reveal.progress(at: .ms(1080)) == caught)
    #expect(
      tracker.pointerMoved(to: point(33.5), time: .ms(1080)) == .began(progress: caught + 0.15))
    let ending = try #require(endingOf(tracker.pointerUp(at: point(34.5), time: .ms(1090))))
    #expect(ending.target == 1)
    reveal = Animator(spring: ending.animation, startTime: .ms(1090))
    #expect(reveal.progress(at: .ms(1090)) == caught + 0.2)
    #expect(reveal.velocity(at: .ms(1090)) > 0)
    #expect(reveal.progress(at: reveal.endTime) == 1)
  }

  @Test func aVerticalDragNeverBeginsAHorizontalSwipe() {
    var tracker = SwipeTracker(configuration: .terminalSized)
    #expect(tracker.pointerDown(at: point(0.5, 5.5), time: .ms(0), on: sidebar()) == .armed)
    #expect(tracker.pointerMoved(to: point(1.5, 7.5), time: .ms(10)) == nil)
    #expect(tracker.phase == .rejected)
    #expect(tracker.pointerMoved(to: point(30.5, 8.5), time: .ms(20)) == nil)
    #expect(tracker.phase == .rejected)
    #expect(tracker.progress == nil)
    #expect(tracker.pointerUp(at: point(30.5, 8.5), time: .ms(30)) == nil)
    expectIdle(tracker)
  }

  @Test func anExactlyDiagonalDragIsRejected() {
    var tracker = SwipeTracker(configuration: .terminalSized)
    _ = tracker.pointerDown(at: point(0.5, 5.5), time: .ms(0), on: sidebar())
    #expect(tracker.pointerMoved(to: point(2.5, 7.5), time: .ms(10)) == nil)
    #expect(tracker.phase == .rejected)
  }

  @Test(arguments: [(8.0, 0.0), (9.0, 0.0), (10.0, 0.0), (11.0, 1.0), (12.0, 1.0)])
  func aSlowDragSnapsToTheNearerEndWithTiesGoingBack(distance: Double, target: Double) throws {
    var tracker = SwipeTracker(configuration: .terminalSized)
    var events: [PointerEvent] = [.down(point(0.5), .ms(0))]
    for step in 1...Int(distance) {
      events.append(.move(point(0.5 + Double(step)), .ms(step * 100)))
    }
    events.append(.up(point(0.5 + distance), .ms(Int(distance) * 100 + 50)))
    let actions = tracker.play(events, on: sidebar())
    let ending = try #require(endingOf(actions.last))
    #expect(ending.progress == distance / 20)
    #expect(ending.target == target)
    // The window holds the last step: 1 point in 150 ms, over a 20-point distance.
    #expect(abs(ending.velocity - (1 / 0.15) / 20) < 1e-12)
    #expect(!ending.isFlick)
    #expect(ending.animation.from == distance / 20)
    #expect(ending.animation.to == target)
    #expect(ending.duration == ending.animation.estimatedDuration)
    expectIdle(tracker)
  }

  @Test func aForwardFlickOpensFromAnyPosition() throws {
    var tracker = SwipeTracker(configuration: .terminalSized)
    let actions = tracker.play(
      [.down(point(0.5), .ms(0)), .move(point(3.5), .ms(30)), .up(point(4.5), .ms(40))],
      on: sidebar())
    #expect(actions.dropLast() == [.armed, .began(progress: 0.15)])
    let ending = try #require(endingOf(actions.last))
    #expect(ending.progress == 0.2)
    #expect(ending.target == 1)
    #expect(ending.velocity == 5)  // 4 points in 40 ms = 100 points per second
    #expect(ending.isFlick)
  }

  @Test func aBackwardFlickClosesAnOpenSidebarDraggedFromAnywhere() throws {
    var tracker = SwipeTracker(configuration: .terminalSized)
    let actions = tracker.play(
      [.down(point(40.5), .ms(0)), .move(point(37.5), .ms(20)), .up(point(36.5), .ms(40))],
      on: sidebar(progress: 1))
    #expect(actions.dropLast() == [.armed, .began(progress: 0.85)])
    let ending = try #require(endingOf(actions.last))
    #expect(ending.progress == 0.8)
    #expect(ending.target == 0)
    #expect(ending.velocity == -5)
    #expect(ending.isFlick)
  }

  @Test func aFlickAgainstTheDragDirectionWins() throws {
    var tracker = SwipeTracker(configuration: .terminalSized)
    let actions = tracker.play(
      [
        .down(point(0.5), .ms(0)), .move(point(14.5), .ms(500)), .move(point(16.5), .ms(1000)),
        .move(point(13.5), .ms(1030)), .up(point(13.5), .ms(1040)),
      ], on: sidebar())
    let ending = try #require(endingOf(actions.last))
    #expect(ending.progress == 0.65)
    #expect(ending.target == 0)
    #expect(ending.isFlick)
  }

  @Test func aPauseBeforeReleaseKillsTheFlick() throws {
    var tracker = SwipeTracker(configuration: .terminalSized)
    let actions = tracker.play(
      [.down(point(0.5), .ms(0)), .move(point(6.5), .ms(30)), .up(point(6.5), .ms(300))],
      on: sidebar())
    let ending = try #require(endingOf(actions.last))
    #expect(ending.velocity == 0)
    #expect(!ending.isFlick)
    #expect(ending.target == 0)
  }

  @Test func aFlickMovesOneSnapPointAmongSeveral() throws {
    let pages = SwipeTarget(
      snapPoints: [0, 1, 2, 3], progress: 1, swipeDistance: 10, cancelProgress: 1,
      swipeBounds: Self.container)
    var tracker = SwipeTracker(configuration: .cells(edgeStripWidth: nil))
    let forward = tracker.play(
      [.down(point(40.5), .ms(0)), .move(point(43.5), .ms(20)), .up(point(44.5), .ms(30))],
      on: pages)
    #expect(try #require(endingOf(forward.last)).target == 2)
    let backward = tracker.play(
      [.down(point(40.5), .ms(0)), .move(point(37.5), .ms(20)), .up(point(36.5), .ms(30))],
      on: pages)
    #expect(try #require(endingOf(backward.last)).target == 0)
  }

  @Test func draggingPastTheEndRubberBandsWithinTheLimit() {
    var tracker = SwipeTracker(configuration: .terminalSized)
    _ = tracker.pointerDown(at: point(40.5), time: .ms(0), on: sidebar(progress: 1))
    var previous = 1.0
    for step in 1...60 {
      guard
        case .some(let action) = tracker.pointerMoved(
          to: point(40.5 + Double(step)), time: .ms(step * 10)),
        let progress = progressOf(action)
      else { continue }
      #expect(progress > previous || step < 2)
      #expect(progress < 1 + 1.0 / 20)
      previous = progress
    }
    // 60 points past the end show as 1·60/61 points.
    let expected: Double = 1 + (60.0 / 61) / 20
    #expect(tracker.progress == expected)
  }

  @Test func aZeroRubberBandClampsHard() {
    var tracker = SwipeTracker(configuration: .cells(rubberBandLimit: 0))
    _ = tracker.pointerDown(at: point(0.5), time: .ms(0), on: sidebar())
    #expect(tracker.pointerMoved(to: point(0.5, 10.5), time: .ms(10)) == nil)
    #expect(tracker.pointerMoved(to: point(-10, 10.5), time: .ms(20)) == .began(progress: 0))
  }

  @Test func cancellingReturnsToTheCancelProgress() throws {
    var tracker = SwipeTracker(configuration: .terminalSized)
    _ = tracker.play(
      [.down(point(40.5), .ms(0)), .move(point(30.5), .ms(100))], on: sidebar(progress: 1))
    #expect(tracker.progress == 0.5)
    let cancelled = tracker.cancel()
    guard case .cancelled(let ending) = cancelled else {
      Issue.record("expected a cancellation, got \(String(describing: cancelled))")
      return
    }
    #expect(ending.progress == 0.5)
    #expect(ending.target == 1)
    #expect(ending.animation.to == 1)
    expectIdle(tracker)
    #expect(tracker.cancel() == nil)
  }

  @Test func aPressDuringASwipeIsIgnored() {
    var tracker = SwipeTracker(configuration: .terminalSized)
    _ = tracker.play([.down(point(0.5), .ms(0)), .move(point(4.5), .ms(20))], on: sidebar())
    #expect(tracker.pointerDown(at: point(1.5), time: .ms(30), on: sidebar()) == nil)
    #expect(tracker.phase == .swiping)
    #expect(tracker.progress == 0.2)
  }

  @Test func samplesRunningBackwardsInTimeDoNotTrap() {
    var tracker = SwipeTracker(configuration: .terminalSized)
    _ = tracker.play([.down(point(0.5), .ms(100)), .move(point(4.5), .ms(50))], on: sidebar())
    #expect(tracker.phase == .swiping)
    #expect(tracker.velocity == 0)
  }

  @Test func reversedTrackerOpensFromTheTrailingEdgeTowardsTheLeft() {
    var tracker = SwipeTracker(configuration: .cells(isReversed: true))
    #expect(tracker.pointerDown(at: point(1.5), time: .ms(0), on: sidebar()) == nil)
    #expect(tracker.pointerDown(at: point(78.5), time: .ms(0), on: sidebar()) == .armed)
    #expect(tracker.pointerMoved(to: point(74.5), time: .ms(40)) == .began(progress: 0.2))
    #expect(tracker.velocity == 100)
  }

  @Test func theEdgeStripWidthIsConfigurable() {
    var narrow = SwipeTracker(configuration: .cells(edgeStripWidth: 1))
    #expect(narrow.pointerDown(at: point(1.5), time: .ms(0), on: sidebar()) == nil)
    #expect(narrow.pointerDown(at: point(0.5), time: .ms(0), on: sidebar()) == .armed)
    var anywhere = SwipeTracker(configuration: .cells(edgeStripWidth: nil))
    #expect(anywhere.pointerDown(at: point(60.5), time: .ms(0), on: sidebar()) == .armed)
  }

  @Test func aVerticalTrackerFollowsY() {
    var tracker = SwipeTracker(configuration: .cells(axis: .vertical))
    #expect(tracker.pointerDown(at: point(40.5, 0.5), time: .ms(0), on: sidebar()) == .armed)
    #expect(tracker.pointerMoved(to: point(43.5, 1.5), time: .ms(10)) == nil)
    #expect(tracker.phase == .rejected)
    #expect(tracker.pointerDown(at: point(40.5, 0.5), time: .ms(100), on: sidebar()) == .armed)
    #expect(tracker.pointerMoved(to: point(40.5, 4.5), time: .ms(140)) == .began(progress: 0.2))
  }

  @Test func anEndingCapsItsSpringVelocitySoItNeverOvershoots() {
    let ending = SwipeTracker.Ending(
      progress: 0.5, target: 1, velocity: 100, isFlick: true, spring: .sidebar, epsilon: 0.001)
    #expect(ending.velocity == 100)
    #expect(
      abs(ending.animation.initialVelocity - SpringParameters.sidebar.decayRate * 0.5) < 1e-12)
    let peak = (0...400).map { ending.animation.value(at: .milliseconds($0)) }.max() ?? 0
    #expect(peak <= 1)
  }

  private func endingOf(_ action: SwipeTracker.Action??) -> SwipeTracker.Ending? {
    if case .some(.some(.ended(let ending))) = action { return ending }
    return nil
  }

  private func progressOf(_ action: SwipeTracker.Action) -> Double? {
    switch action {
    case .began(let progress), .updated(let progress): progress
    default: nil
    }
  }
}

extension SwipeTracker.Configuration {
  /// The terminal host's cell-sized numbers (these tests reason in cells) with the given
  /// changes.
  static func cells(
    axis: SwipeTracker.Axis = .horizontal, isReversed: Bool = false,
    edgeStripWidth: Double? = Self.terminalSized.edgeStripWidth,
    rubberBandLimit: Double = Self.terminalSized.rubberBandLimit
  ) -> Self {
    var configuration = Self.terminalSized
    configuration.axis = axis
    configuration.isReversed = isReversed
    configuration.edgeStripWidth = edgeStripWidth
    configuration.rubberBandLimit = rubberBandLimit
    return configuration
  }
}
