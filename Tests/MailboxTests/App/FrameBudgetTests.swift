import Testing

@testable import MailboxCore
@testable import MailboxModel

/// A frame's background work keeps to its budget: no step starts that would overrun it at
/// the pace of the longest so far, never more than the most steps, always at least one.
struct FrameBudgetTests {
  @Test func stepsStopBeforeTheNextWouldOverrunTheBudget() {
    let budget = FrameBudget(duration: .milliseconds(10), maximumSteps: 64)
    var clock = Duration.zero
    var steps = 0
    // 3 ms a step: after three (9 ms), a fourth would end at 12 ms.
    let more = budget.run(now: { clock }) {
      clock += .milliseconds(3)
      steps += 1
      return true
    }
    #expect(more)
    #expect(steps == 3)
  }

  @Test func aFastClockStillStopsAtTheMostStepsAndASlowStepRunsOnce() {
    let budget = FrameBudget(duration: .milliseconds(10), maximumSteps: 5)
    var steps = 0
    #expect(
      budget.run(now: { .zero }) {
        steps += 1
        return true
      })
    #expect(steps == 5)
    var clock = Duration.zero
    steps = 0
    #expect(
      budget.run(now: { clock }) {
        clock += .milliseconds(50)
        steps += 1
        return true
      })
    #expect(steps == 1)
    #expect(!budget.run(now: { .zero }) { false })
  }
}
