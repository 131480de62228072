/// The progress of a container transition, 0 (where it started) … 1 (where it goes).
///
/// Driven either by a gesture (``setInteractive(_:)``) or by injected time
/// (``advance(to:)``). The curve lives behind ``value(elapsed:)`` so the animation type can
/// change without touching the containers.
struct TransitionProgress: Hashable, Sendable {
  /// The current progress, 0…1.
  private(set) var value: Double
  /// Where the progress is heading: 1 completes the transition, 0 cancels it.
  private(set) var target: Double = 1
  /// Whether a gesture drives the value.
  private(set) var isInteractive: Bool
  private var startValue: Double
  private var startTime: Duration?
  private var velocity: Double = 0
  let duration: Duration

  /// A transition at its start, animated over `duration` or driven interactively.
  ///
  /// - Parameters:
  ///   - now: The host's latest instant, which anchors the timeline; `nil` anchors it at the
  ///     next ``advance(to:)``.
  init(interactive: Bool, at now: Duration?, duration: Duration = .milliseconds(250)) {
    startTime = now
    value = 0
    startValue = 0
    isInteractive = interactive
    self.duration = duration
  }

  /// Whether the value reached its target and no gesture holds it.
  var isFinished: Bool { !isInteractive && value == target }

  /// Moves the value under a gesture.
  mutating func setInteractive(_ value: Double) {
    isInteractive = true
    self.value = value
  }

  /// Releases a gesture: animates from the current value towards `target` (0 or 1).
  ///
  /// - Parameters:
  ///   - target: 1 to complete, 0 to cancel.
  ///   - velocity: The release velocity in progress units per second.
  ///   - now: The instant of the release, anchoring the rest of the animation.
  mutating func release(towards target: Double, velocity: Double = 0, at now: Duration?) {
    isInteractive = false
    self.target = target
    self.velocity = velocity
    startValue = value
    startTime = now
  }

  /// Advances to the host's time; the first call after a start anchors the timeline.
  ///
  /// - Parameter now: The host clock's current instant as a duration since its epoch.
  mutating func advance(to now: Duration) {
    guard !isInteractive, value != target else { return }
    guard let start = startTime, now >= start else {
      startTime = now  // first instant seen, or the host's clock went back: start from here
      return
    }
    let elapsed = now - start
    value = value(elapsed: elapsed)
  }

  /// Jumps to the target.
  mutating func finish() {
    isInteractive = false
    value = target
  }

  /// The value after `elapsed`: an ease-out cubic from the start value to the target.
  private func value(elapsed: Duration) -> Double {
    let total = TransitionProgress.seconds(duration) * max(abs(target - startValue), 0.05)
    let t = min(1, max(0, TransitionProgress.seconds(elapsed) / max(total, 0.000_001)))
    let eased = 1 - (1 - t) * (1 - t) * (1 - t)
    return t >= 1 ? target : startValue + (target - startValue) * eased
  }

  static func seconds(_ duration: Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
  }
}
