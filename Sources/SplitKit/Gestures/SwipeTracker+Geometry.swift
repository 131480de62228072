extension SwipeTracker {
  /// The coordinate along the axis.
  func along(_ point: Point) -> Double {
    configuration.axis == .horizontal ? point.x : point.y
  }

  /// The coordinate across the axis.
  func across(_ point: Point) -> Double {
    configuration.axis == .horizontal ? point.y : point.x
  }

  /// The movement from `start` to `point` in points, positive towards higher progress.
  func offset(of point: Point, from start: Point) -> Double {
    configuration.isReversed ? along(start) - along(point) : along(point) - along(start)
  }

  /// Whether a press at `point` may start a swipe of `target`: inside its bounds (edges
  /// included, so mirroring is exact) and, when the target is closed, in the edge strip.
  func accepts(_ point: Point, on target: SwipeTarget) -> Bool {
    let bounds = target.swipeBounds
    guard point.x >= bounds.minX, point.x <= bounds.maxX, point.y >= bounds.minY,
      point.y <= bounds.maxY
    else { return false }
    guard let strip = configuration.edgeStripWidth, let closed = target.snapPoints.first,
      target.progress <= closed
    else { return true }
    let low = configuration.axis == .horizontal ? bounds.minX : bounds.minY
    let high = configuration.axis == .horizontal ? bounds.maxX : bounds.maxY
    let fromEdge = configuration.isReversed ? high - along(point) : along(point) - low
    return fromEdge < strip
  }

  /// The progress to show for an offset, with the rubber band applied past the ends.
  func shownProgress(offset: Double) -> Double {
    guard let target = gesture?.target, let lowest = target.snapPoints.first,
      let highest = target.snapPoints.last
    else { preconditionFailure("Invalid state \(phase) without a press") }
    let raw = target.progress + offset / target.swipeDistance
    let limit = configuration.rubberBandLimit
    if raw > highest {
      return highest + Self.rubberBand((raw - highest) * target.swipeDistance, limit: limit)
        / target.swipeDistance
    }
    if raw < lowest {
      return lowest - Self.rubberBand((lowest - raw) * target.swipeDistance, limit: limit)
        / target.swipeDistance
    }
    return raw
  }

  /// The saturating overshoot `limit·d/(d + limit)` for a drag `d ≥ 0` past an end, in points.
  ///
  /// Slope 1 at `d = 0`, strictly below `limit` for every finite `d`.
  static func rubberBand(_ distance: Double, limit: Double) -> Double {
    guard limit > 0 else { return 0 }
    return limit * distance / (distance + limit)
  }

  /// Points per second between the oldest and newest sample within `window` of the newest.
  static func velocity(of samples: [Sample], window: Duration) -> Double {
    guard let newest = samples.last else { return 0 }
    let horizon = newest.time - window
    guard let oldest = samples.first(where: { $0.time >= horizon }), newest.time > oldest.time
    else { return 0 }
    return (newest.offset - oldest.offset) / (newest.time - oldest.time).inSeconds
  }

  /// The next snap point beyond `progress` in the direction of a flick, or the last one
  /// that way when none lies beyond.
  static func flickTarget(from progress: Double, towardsHigher: Bool, in snapPoints: [Double])
    -> Double
  {
    if towardsHigher {
      return snapPoints.first { $0 > progress } ?? snapPoints[snapPoints.count - 1]
    }
    return snapPoints.last { $0 < progress } ?? snapPoints[0]
  }

  /// The snap point nearest `progress`; on an exact tie, the one nearer `start`.
  static func nearestTarget(to progress: Double, startedAt start: Double, in snapPoints: [Double])
    -> Double
  {
    var best = snapPoints[0]
    for candidate in snapPoints.dropFirst() {
      let candidateDistance = abs(candidate - progress)
      let bestDistance = abs(best - progress)
      if candidateDistance < bestDistance
        || (candidateDistance == bestDistance && abs(candidate - start) < abs(best - start))
      {
        best = candidate
      }
    }
    return best
  }
}
