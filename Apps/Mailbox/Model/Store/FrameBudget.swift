/// How much background work (indexing, threading) one frame may do: steps until the next
/// would overrun ``duration``, and at most ``maximumSteps`` whatever the clock says.
///
/// A step is expected to take as long as the longest one this frame, and is not started
/// when that would overrun the budget: a step that ran over (threading a slice of a
/// million-message mailbox takes several milliseconds) would otherwise make the frame
/// budget plus one step long. The first step always runs, so the work progresses.
///
/// ```swift
/// let budget = FrameBudget(duration: .milliseconds(10), maximumSteps: 64)
/// let more = budget.run(now: { host.now }) { indexNextChunk() }
/// ```
public struct FrameBudget: Sendable, Equatable {
  /// How long a frame's work may take.
  public var duration: Duration
  /// The most steps per frame, however fast the clock.
  public var maximumSteps: Int

  /// The readers' budget: 10 ms of a 16.7 ms frame, at most 64 steps.
  public static let standard = FrameBudget(duration: .milliseconds(10), maximumSteps: 64)

  /// Creates a budget.
  ///
  /// - Parameters:
  ///   - duration: How long a frame's work may take.
  ///   - maximumSteps: The most steps per frame (at least 1).
  public init(duration: Duration, maximumSteps: Int) {
    self.duration = duration
    self.maximumSteps = max(1, maximumSteps)
  }

  /// Runs `step` until it says nothing remains or the budget is spent.
  ///
  /// - Parameters:
  ///   - now: The host clock.
  ///   - step: One bounded piece of work; returns whether more remains.
  /// - Returns: Whether more remains.
  public func run(now: () -> Duration, step: () -> Bool) -> Bool {
    let start = now()
    var (steps, stepEnd, longest) = (0, start, Duration.zero)
    while step() {
      steps += 1
      let end = now()
      longest = max(longest, end - stepEnd)
      stepEnd = end
      if steps >= maximumSteps || end - start + longest > duration { return true }
    }
    return false
  }
}
