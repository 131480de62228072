import Foundation
import PropertyBased
import Testing

@testable import SplitKit

@Suite struct SpringAnimationTests {
  /// β = ω₀ = √(500 / 0.5) = √1000 per second for the sidebar spring.
  static let beta = 1000.0.squareRoot()

  @Test func sidebarSpringIsCriticallyDampedWithLibadwaitasConstants() {
    let spring = SpringParameters.sidebar
    #expect(spring == SpringParameters())
    #expect(spring.dampingRatio == 1)
    #expect(spring.mass == 0.5)
    #expect(spring.stiffness == 500)
    #expect(abs(spring.damping - 2 * 250.0.squareRoot()) < 1e-12)
    #expect(abs(spring.decayRate - Self.beta) < 1e-12)
    #expect(
      SpringParameters.navigation == SpringParameters(dampingRatio: 1, mass: 1, stiffness: 1000))
  }

  @Test func criticallyDampedValueMatchesTheClosedFormAtKeyInstants() {
    let open = SpringAnimation(from: 0, to: 1)
    for ms in [1, 16, 50, 100, 200] {
      let t = Double(ms) / 1000
      let expected = 1 - (1 + Self.beta * t) * Foundation.exp(-Self.beta * t)
      #expect(abs(open.value(at: .milliseconds(ms)) - expected) < 1e-14, "at \(ms) ms")
      let expectedVelocity = Self.beta * Self.beta * t * Foundation.exp(-Self.beta * t)
      #expect(abs(open.velocity(at: .milliseconds(ms)) - expectedVelocity) < 1e-12, "at \(ms) ms")
    }
  }

  @Test func criticallyDampedSpringSettlesWhenTheRemainingDistanceReachesEpsilon() throws {
    let open = SpringAnimation(from: 0, to: 1)
    // Solve (1 + u)·e^(−u) = 0.001 for u = βt by Newton's method.
    var u = 9.0
    for _ in 0..<50 { u -= ((1 + u) * Foundation.exp(-u) - 0.001) / (-u * Foundation.exp(-u)) }
    let expected = u / Self.beta
    #expect(abs(open.estimatedDuration.inSeconds - expected) < 1e-6)
    #expect(open.estimatedDuration > .milliseconds(291))
    #expect(open.estimatedDuration < .milliseconds(293))
    let justBefore = open.estimatedDuration - .microseconds(10)
    #expect(1 - open.value(at: justBefore) > 0.001)
    #expect(1 - open.value(at: justBefore) < 0.00101)
    #expect(open.value(at: open.estimatedDuration) == 1)
    #expect(open.velocity(at: open.estimatedDuration) == 0)
    #expect(!open.isFinished(at: justBefore))
    #expect(open.isFinished(at: open.estimatedDuration))
  }

  @Test func criticallyDampedMotionNeverOvershootsFromRest() {
    let close = SpringAnimation(from: 1, to: 0)
    var previous = close.value(at: .zero)
    #expect(previous == 1)
    for ms in 1...300 {
      let value = close.value(at: .milliseconds(ms))
      #expect(value <= previous)
      #expect(value >= 0)
      previous = value
    }
    #expect(previous == 0)
  }

  @Test func underdampedSpringOvershootsAndStillEndsAtItsTarget() {
    let bouncy = SpringAnimation(from: 0, to: 1, parameters: SpringParameters(dampingRatio: 0.3))
    let peak = (0...1000).map { bouncy.value(at: .milliseconds($0)) }.max() ?? 0
    #expect(peak > 1.3)
    #expect(bouncy.value(at: bouncy.estimatedDuration) == 1)
    #expect(bouncy.estimatedDuration > SpringAnimation(from: 0, to: 1).estimatedDuration)
  }

  @Test func overdampedSpringIsSlowerAndMonotonic() {
    let sluggish = SpringAnimation(from: 0, to: 1, parameters: SpringParameters(dampingRatio: 2))
    var previous = 0.0
    for ms in stride(from: 0, through: 2000, by: 5) {
      let value = sluggish.value(at: .milliseconds(ms))
      #expect(value >= previous)
      previous = value
    }
    #expect(sluggish.estimatedDuration > SpringAnimation(from: 0, to: 1).estimatedDuration)
    #expect(1 - sluggish.value(at: sluggish.estimatedDuration - .microseconds(10)) < 0.00101)
  }

  @Test func aSpringAtRestWithoutVelocityIsFinishedImmediately() {
    let still = SpringAnimation(from: 4, to: 4)
    #expect(still.estimatedDuration == .zero)
    #expect(still.isFinished(at: .zero))
    #expect(still.value(at: .milliseconds(10)) == 4)
  }

  @Test func aSpringAtItsTargetWithVelocityBouncesBackToIt() {
    let kicked = SpringAnimation(from: 0, to: 0, initialVelocity: 5)
    #expect(kicked.value(at: .milliseconds(20)) > 0)
    #expect(kicked.velocity(at: .zero) == 5)
    #expect(kicked.estimatedDuration > .zero)
    #expect(kicked.value(at: kicked.estimatedDuration) == 0)
  }

  @Test(arguments: [0.3, 1.0, 2.5])
  func velocityIsTheDerivativeOfValue(dampingRatio: Double) {
    let spring = SpringAnimation(
      from: 2, to: -1, initialVelocity: 7, parameters: SpringParameters(dampingRatio: dampingRatio))
    for ms in stride(from: 5, to: 200, by: 15) {
      let h = Duration.microseconds(1)
      let at = Duration.milliseconds(ms)
      let slope = (spring.value(at: at + h) - spring.value(at: at - h)) / (2 * h.inSeconds)
      #expect(
        abs(slope - spring.velocity(at: at)) < 1e-4 * max(1, abs(slope)),
        "ζ \(dampingRatio) at \(ms) ms")
    }
  }

  @Test func retargetingKeepsValueAndVelocityContinuous() {
    let open = SpringAnimation(from: 0, to: 1)
    let handOver = Duration.milliseconds(80)
    let close = open.retargeted(to: 0, at: handOver)
    #expect(close.from == open.value(at: handOver))
    #expect(close.initialVelocity == open.velocity(at: handOver))
    #expect(close.value(at: .zero) == open.value(at: handOver))
    #expect(close.velocity(at: .zero) == open.velocity(at: handOver))
    #expect(close.to == 0)
    #expect(close.parameters == open.parameters)
    // Still moving towards 1 just after the hand-over, then turning back.
    #expect(close.value(at: .milliseconds(1)) > close.from)
    #expect(close.value(at: close.estimatedDuration) == 0)
  }

  @Test func retargetingAfterRestStartsFromTheTargetAtRest() {
    let open = SpringAnimation(from: 0, to: 1)
    let close = open.retargeted(to: 0, at: .seconds(2), parameters: .navigation)
    #expect(close.from == 1)
    #expect(close.initialVelocity == 0)
    #expect(close.parameters == .navigation)
  }

  @Test func everySpringStartsAtFromAndEndsExactlyAtTo() async {
    await propertyCheck(
      count: 300,
      input: Gen.double(in: -50...50), Gen.double(in: -50...50), Gen.double(in: -200...200),
      Gen.double(in: 0.2...3)
    ) { from, to, velocity, ratio in
      let spring = SpringAnimation(
        from: from, to: to, initialVelocity: velocity,
        parameters: SpringParameters(dampingRatio: ratio))
      #expect(spring.value(at: .zero) == from)
      #expect(spring.velocity(at: .zero) == velocity)
      #expect(spring.value(at: spring.estimatedDuration) == to)
      #expect(spring.estimatedDuration < .seconds(10))
      if ratio >= 1, spring.estimatedDuration > .zero {
        // The final jump onto the target is at most epsilon.
        let last = spring.value(at: spring.estimatedDuration - .nanoseconds(1))
        #expect(abs(last - to) <= 0.001 * 1.000_001)
      }
    }
  }

  @Test func retargetingIsContinuousAtAnyInstant() async {
    await propertyCheck(
      count: 300,
      input: Gen.double(in: -1...2), Gen.double(in: -1...2), Gen.int(in: 0...400),
      Gen.double(in: 0.3...2)
    ) { target, newTarget, ms, ratio in
      let spring = SpringAnimation(
        from: 0, to: target, parameters: SpringParameters(dampingRatio: ratio))
      let next = spring.retargeted(to: newTarget, at: .milliseconds(ms))
      #expect(next.value(at: .zero) == spring.value(at: .milliseconds(ms)))
      #expect(next.velocity(at: .zero) == spring.velocity(at: .milliseconds(ms)))
      #expect(next.value(at: next.estimatedDuration) == newTarget)
    }
  }

  @Test func aSpringWithinEpsilonOfItsTargetStillStartsAtItsStartAndEndsOnTarget() {
    // Found by the retargeting property: a settling time of zero made elapsed time zero
    // both "the start" and "at rest".
    let tiny = SpringAnimation(from: Double.leastNonzeroMagnitude, to: 0)
    #expect(tiny.estimatedDuration == .nanoseconds(1))
    #expect(tiny.value(at: .zero) == Double.leastNonzeroMagnitude)
    #expect(tiny.value(at: tiny.estimatedDuration) == 0)
    #expect(!tiny.isFinished(at: .zero))
    let resting = SpringAnimation(from: 0.5, to: 0.5)
    #expect(resting.estimatedDuration == .zero)
    #expect(resting.isFinished(at: .zero))
  }

  @Test func anUndampedOrMasslessSpringIsAProgrammingError() async {
    await #expect(processExitsWith: .failure) { _ = SpringParameters(dampingRatio: 0) }
    await #expect(processExitsWith: .failure) { _ = SpringParameters(mass: 0) }
    await #expect(processExitsWith: .failure) { _ = SpringAnimation(from: 0, to: 1, epsilon: 0) }
  }

  @Test func anExtremelyOverdampedSpringStillGetsAFiniteDuration() {
    let glacial = SpringAnimation(
      from: 0, to: 1, parameters: SpringParameters(dampingRatio: 1e8, mass: 1, stiffness: 1))
    #expect(glacial.estimatedDuration > .seconds(1_000_000))
    #expect(glacial.value(at: glacial.estimatedDuration) == 1)
  }
}
