import SplitKit

/// One pointer event for a ``SwipeTracker``, as a host would deliver it.
enum PointerEvent: Hashable, Sendable {
  case down(Point, Duration)
  case move(Point, Duration)
  case up(Point, Duration)
  case cancel

  /// The same event mirrored left–right inside `bounds`.
  func mirroredHorizontally(in bounds: Rect) -> PointerEvent {
    map { Point(x: bounds.minX + bounds.maxX - $0.x, y: $0.y) }
  }

  /// The same event mirrored top–bottom inside `bounds`.
  func mirroredVertically(in bounds: Rect) -> PointerEvent {
    map { Point(x: $0.x, y: bounds.minY + bounds.maxY - $0.y) }
  }

  /// The same event with x and y exchanged.
  var transposed: PointerEvent { map { Point(x: $0.y, y: $0.x) } }

  private func map(_ transform: (Point) -> Point) -> PointerEvent {
    switch self {
    case .down(let point, let time): .down(transform(point), time)
    case .move(let point, let time): .move(transform(point), time)
    case .up(let point, let time): .up(transform(point), time)
    case .cancel: .cancel
    }
  }
}

extension SwipeTracker {
  /// Feeds `events` in order and returns the action each produced.
  mutating func play(_ events: [PointerEvent], on target: some Swipeable) -> [Action?] {
    events.map { event in
      switch event {
      case .down(let point, let time): pointerDown(at: point, time: time, on: target)
      case .move(let point, let time): pointerMoved(to: point, time: time)
      case .up(let point, let time): pointerUp(at: point, time: time)
      case .cancel: cancel()
      }
    }
  }
}

extension Duration {
  /// Shorthand for test timelines.
  static func ms(_ value: Int) -> Duration { .milliseconds(value) }
}
