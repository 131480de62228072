import PropertyBased
import SplitKitTesting
import Testing

@testable import SplitKit

/// Random pointer scripts: a press at a cell centre, up to 12 moves (−8…8 cells along,
/// −3…3 across, 0…120 ms apart), then a release or a cancel.
extension SwipeTrackerTests {
  static let moves = zip(Gen.int(in: -8...8), Gen.int(in: -3...3), Gen.int(in: 0...120)).array(
    of: 1...12)

  /// Builds the event list for one generated script.
  static func script(x: Int, y: Int, moves: [(Int, Int, Int)], release: Bool) -> [PointerEvent] {
    var point = Point(x: Double(x) + 0.5, y: Double(y) + 0.5)
    var time = Duration.ms(0)
    var events: [PointerEvent] = [.down(point, time)]
    for (dx, dy, dt) in moves {
      point = Point(x: point.x + Double(dx), y: point.y + Double(dy))
      time += .ms(dt)
      events.append(.move(point, time))
    }
    events.append(release ? .up(point, time + .ms(10)) : .cancel)
    return events
  }

  /// Plays `events` on two trackers side by side and expects identical actions and state
  /// after every event.
  static func expectSameBehaviour(
    _ first: SwipeTracker, on firstTarget: SwipeTarget, _ firstEvents: [PointerEvent],
    _ second: SwipeTracker, on secondTarget: SwipeTarget, _ secondEvents: [PointerEvent]
  ) {
    var first = first
    var second = second
    for (a, b) in zip(firstEvents, secondEvents) {
      #expect(first.play([a], on: firstTarget) == second.play([b], on: secondTarget))
      #expect(first.phase == second.phase)
      #expect(first.progress == second.progress)
      #expect(first.velocity == second.velocity)
    }
  }

  @Test func reversedTrackerOnMirroredInputBehavesExactlyLikeTheOriginal() async {
    await propertyCheck(
      count: 500,
      input: Gen.int(in: 0...79), Gen.int(in: 0...23), Self.moves, Gen.bool,
      Gen.element(of: [0.0, 0.5, 1.0])
    ) { x, y, moves, release, progress in
      let target = sidebar(progress: progress ?? 0)
      let events = Self.script(x: x, y: y, moves: moves, release: release)
      let mirrored = events.map { $0.mirroredHorizontally(in: Self.container) }
      Self.expectSameBehaviour(
        SwipeTracker(configuration: .terminalSized), on: target, events,
        SwipeTracker(configuration: .cells(isReversed: true)), on: target, mirrored)
    }
  }

  @Test func reversedVerticalTrackerOnMirroredInputBehavesExactlyLikeTheOriginal() async {
    await propertyCheck(
      count: 300,
      input: Gen.int(in: 0...79), Gen.int(in: 0...23), Self.moves, Gen.bool
    ) { x, y, moves, release in
      let target = sidebar()
      let events = Self.script(x: x, y: y, moves: moves, release: release)
      let mirrored = events.map { $0.mirroredVertically(in: Self.container) }
      Self.expectSameBehaviour(
        SwipeTracker(configuration: .cells(axis: .vertical)), on: target, events,
        SwipeTracker(configuration: .cells(axis: .vertical, isReversed: true)), on: target, mirrored
      )
    }
  }

  @Test func verticalTrackerOnTransposedInputBehavesLikeAHorizontalOne() async {
    await propertyCheck(
      count: 300,
      input: Gen.int(in: 0...79), Gen.int(in: 0...23), Self.moves, Gen.bool
    ) { x, y, moves, release in
      let target = sidebar(progress: 1)
      var transposedTarget = target
      transposedTarget.swipeBounds = Rect(x: 0, y: 0, width: 24, height: 80)
      let events = Self.script(x: x, y: y, moves: moves, release: release)
      Self.expectSameBehaviour(
        SwipeTracker(configuration: .terminalSized), on: target, events,
        SwipeTracker(configuration: .cells(axis: .vertical)), on: transposedTarget,
        events.map(\.transposed))
    }
  }

  @Test func progressStaysWithinTheRubberBandAndEveryEndingRestsOnASnapPoint() async {
    await propertyCheck(
      count: 500,
      input: Gen.int(in: 0...79), Gen.int(in: 0...23), Self.moves, Gen.bool,
      Gen.element(of: [0.0, 0.5, 1.0])
    ) { x, y, moves, release, progress in
      let target = sidebar(progress: progress ?? 0, cancel: 0)
      var tracker = SwipeTracker(configuration: .cells(edgeStripWidth: nil))
      let band = tracker.configuration.rubberBandLimit / target.swipeDistance
      for action in tracker.play(
        Self.script(x: x, y: y, moves: moves, release: release), on: target)
      {
        switch action {
        case .began(let shown), .updated(let shown):
          #expect(shown > -band && shown < 1 + band)
        case .ended(let ending):
          #expect(ending.progress > -band && ending.progress < 1 + band)
          #expect(target.snapPoints.contains(ending.target))
          #expect(ending.animation.value(at: ending.duration) == ending.target)
        case .cancelled(let ending):
          #expect(ending.target == target.cancelProgress)
        case .armed, .tapped, nil:
          break
        }
      }
      #expect(tracker.phase == .idle)
    }
  }

  @Test func aClosedTargetArmsOnlyForPressesInTheEdgeStrip() async {
    await propertyCheck(
      count: 300, input: Gen.int(in: 0...79), Gen.int(in: 0...23), Gen.int(in: 0...6), Gen.bool
    ) { column, row, strip, reversed in
      var tracker = SwipeTracker(
        configuration: .cells(isReversed: reversed, edgeStripWidth: Double(strip)))
      let press = Point(x: Double(column) + 0.5, y: Double(row) + 0.5)
      let cellsFromEdge = reversed ? 79 - column : column
      let armed = tracker.pointerDown(at: press, time: .ms(0), on: sidebar()) == .armed
      #expect(armed == (cellsFromEdge < strip))
      #expect(tracker.phase == (armed ? .pending : .idle))
    }
  }

  @Test func aFlickNeverMovesAgainstItsDirection() async {
    await propertyCheck(
      count: 500,
      input: Gen.int(in: 0...79), Gen.int(in: 0...23), Self.moves, Gen.element(of: [0.0, 1.0])
    ) { x, y, moves, progress in
      var tracker = SwipeTracker(configuration: .cells(edgeStripWidth: nil))
      let events = Self.script(x: x, y: y, moves: moves, release: true)
      guard
        case .ended(let ending)? = tracker.play(events, on: sidebar(progress: progress ?? 0)).last
      else { return }
      if ending.isFlick {
        #expect(
          ending.velocity > 0
            ? ending.target >= min(1, ending.progress) : ending.target <= max(0, ending.progress))
      } else {
        #expect(ending.target == (ending.progress > 0.5 ? 1 : ending.progress < 0.5 ? 0 : progress))
      }
    }
  }
}
