import Testing

@testable import SplitKit

@Suite struct AnimatorTests {
  let start = Duration.seconds(100)

  @Test func aSidebarSpringRunsFromItsStartTimeToItsEndTime() {
    let reveal = Animator(from: 0, to: 1, startTime: start)
    let spring = SpringAnimation(from: 0, to: 1, parameters: .sidebar)
    #expect(reveal.curve == .sidebar)
    #expect(reveal.policy == .animated)
    #expect(reveal.progress(at: start - .milliseconds(5)) == 0)
    #expect(reveal.progress(at: start) == 0)
    #expect(reveal.progress(at: start + .milliseconds(50)) == spring.value(at: .milliseconds(50)))
    #expect(
      reveal.velocity(at: start + .milliseconds(50)) == spring.velocity(at: .milliseconds(50)))
    #expect(reveal.endTime == start + spring.estimatedDuration)
    #expect(!reveal.isFinished(at: reveal.endTime - .nanoseconds(1)))
    #expect(reveal.isFinished(at: reveal.endTime))
    #expect(reveal.progress(at: reveal.endTime) == 1)
  }

  @Test func aTimedCurveFollowsItsEasing() {
    let slide = Animator(from: 1, to: 0, startTime: start, curve: .classic)
    #expect(slide.progress(at: start + .milliseconds(125)) == 0.125)
    #expect(slide.endTime == start + .milliseconds(250))
    #expect(slide.progress(at: start + .milliseconds(250)) == 0)
  }

  @Test(arguments: [AnimationCurve.sidebar, .navigation, .classic])
  func instantPolicyJumpsToTheEnd(curve: AnimationCurve) {
    let reveal = Animator(from: 0, to: 1, startTime: start, curve: curve, policy: .instant)
    #expect(reveal.progress(at: start) == 1)
    #expect(reveal.velocity(at: start) == 0)
    #expect(reveal.isFinished(at: start))
    #expect(reveal.endTime == start)
  }

  @Test func finishingEarlyJumpsToTheEnd() {
    var reveal = Animator(from: 0, to: 1, startTime: start)
    #expect(!reveal.isFinished(at: start + .milliseconds(20)))
    reveal.finish()
    #expect(reveal.progress(at: start + .milliseconds(20)) == 1)
    #expect(reveal.isFinished(at: start + .milliseconds(20)))
    #expect(reveal.endTime == start)
  }

  @Test func retargetingASpringKeepsValueAndVelocity() {
    let reveal = Animator(from: 0, to: 1, startTime: start, curve: .navigation)
    let now = start + .milliseconds(60)
    let hide = reveal.retargeted(to: 0, at: now)
    #expect(hide.startTime == now)
    #expect(hide.from == reveal.progress(at: now))
    #expect(hide.to == 0)
    #expect(hide.progress(at: now) == reveal.progress(at: now))
    #expect(hide.velocity(at: now) == reveal.velocity(at: now))
    #expect(hide.curve == .navigation)
  }

  @Test func retargetingATimedCurveRestartsItFromTheCurrentValue() {
    let slide = Animator(from: 0, to: 1, startTime: start, curve: .classic)
    let now = start + .milliseconds(125)
    let back = slide.retargeted(to: 0, at: now)
    #expect(back.progress(at: now) == 0.875)
    #expect(back.endTime == now + .milliseconds(250))
  }

  @Test func aSwipeEndingSpringIsPlayedAsIs() {
    let spring = SpringAnimation(from: 0.4, to: 1, initialVelocity: 3)
    let finish = Animator(spring: spring, startTime: start)
    #expect(finish.from == 0.4)
    #expect(finish.to == 1)
    #expect(finish.progress(at: start + .milliseconds(30)) == spring.value(at: .milliseconds(30)))
    #expect(finish.endTime == start + spring.estimatedDuration)
    let instant = Animator(spring: spring, startTime: start, policy: .instant)
    #expect(instant.progress(at: start) == 1)
    #expect(instant.isFinished(at: start))
  }

  @Test func stoppingHoldsTheCurrentValue() {
    let reveal = Animator(from: 0, to: 1, startTime: start)
    let now = start + .milliseconds(40)
    let held = reveal.stopped(at: now)
    #expect(held.from == reveal.progress(at: now))
    #expect(held.to == reveal.progress(at: now))
    #expect(held.progress(at: now + .seconds(1)) == reveal.progress(at: now))
    #expect(held.velocity(at: now) == 0)
    #expect(held.isFinished(at: now))
    #expect(held.startTime == now)
  }
}
