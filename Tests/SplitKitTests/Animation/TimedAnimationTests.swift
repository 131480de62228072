import Testing

@testable import SplitKit

@Suite struct TimedAnimationTests {
  let slide = TimedAnimation(from: 10, to: 20, duration: .milliseconds(250), easing: .easeOutCubic)

  @Test func valueFollowsTheCurveAtKeyInstants() {
    #expect(slide.value(at: .milliseconds(-5)) == 10)
    #expect(slide.value(at: .zero) == 10)
    #expect(slide.value(at: .milliseconds(125)) == 18.75)
    #expect(slide.value(at: .milliseconds(250)) == 20)
    #expect(slide.value(at: .seconds(9)) == 20)
  }

  @Test func finishesExactlyAtItsDuration() {
    #expect(!slide.isFinished(at: .milliseconds(249)))
    #expect(slide.isFinished(at: .milliseconds(250)))
    #expect(slide.totalDuration == .milliseconds(250))
    #expect(slide.finalValue == 20)
  }

  @Test func valueIsMonotonicForAMonotonicCurve() {
    var previous = slide.value(at: .zero)
    for ms in 1...260 {
      let value = slide.value(at: .milliseconds(ms))
      #expect(value >= previous)
      previous = value
    }
  }

  @Test func decreasingAnimationsRunBackwards() {
    let close = TimedAnimation(from: 1, to: 0, duration: .milliseconds(200), easing: .linear)
    #expect(close.value(at: .milliseconds(50)) == 0.75)
    #expect(abs(close.velocity(at: .milliseconds(100)) + 5) < 1e-9)
  }

  @Test func linearVelocityIsDistanceOverDuration() {
    let linear = TimedAnimation(from: 0, to: 10, duration: .milliseconds(250), easing: .linear)
    #expect(abs(linear.velocity(at: .milliseconds(100)) - 40) < 1e-9)
    #expect(linear.velocity(at: .milliseconds(250)) == 0)
    #expect(linear.velocity(at: .milliseconds(-1)) == 0)
  }

  @Test func zeroDurationIsFinishedAtOnce() {
    let jump = TimedAnimation(from: 3, to: 4, duration: .zero)
    #expect(jump.isFinished(at: .zero))
    #expect(jump.value(at: .zero) == 3)
    #expect(jump.value(at: .nanoseconds(1)) == 4)
  }

  @Test func repeatingAlternatesDirectionWithoutJumps() {
    let pulse = TimedAnimation(
      from: 0, to: 10, duration: .milliseconds(100), easing: .linear, repeatCount: 3,
      alternates: true)
    #expect(pulse.totalDuration == .milliseconds(300))
    #expect(pulse.value(at: .milliseconds(50)) == 5)
    #expect(pulse.value(at: .milliseconds(100)) == 10)
    #expect(pulse.value(at: .milliseconds(125)) == 7.5)
    #expect(pulse.value(at: .milliseconds(200)) == 0)
    #expect(pulse.value(at: .milliseconds(250)) == 5)
    #expect(pulse.value(at: .milliseconds(300)) == 10)
    #expect(pulse.finalValue == 10)
    let twice = TimedAnimation(
      from: 0, to: 10, duration: .milliseconds(100), easing: .linear, repeatCount: 2,
      alternates: true)
    #expect(twice.finalValue == 0)
    #expect(twice.value(at: .seconds(1)) == 0)
  }

  @Test func repeatingWithoutAlternatingRestartsEachIteration() {
    let loop = TimedAnimation(
      from: 0, to: 10, duration: .milliseconds(100), easing: .linear, repeatCount: 2)
    #expect(loop.value(at: .milliseconds(150)) == 5)
    #expect(loop.value(at: .milliseconds(200)) == 10)
  }
}
