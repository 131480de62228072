import Testing

@testable import MailboxCore

/// The reader's scheduler of background work, without a host: the frame's budget counts
/// from the key handled in it, and the work holds back while the person uses the reader
/// except one frame in each hold.
@Suite struct BackgroundWorkTests {
  static let settings = MailboxApp.Settings(
    title: "Inbox", indexingBudget: .milliseconds(8), currentYear: 2026)

  @Test func aFrameWithoutInputRunsItsWholeBudgetFromNow() {
    var work = MailboxApp.BackgroundWork(settings: Self.settings)
    let frame = work.beginFrame(at: .seconds(5), lastInput: nil)
    #expect(
      frame
        == MailboxApp.BackgroundWork.Frame(
          start: .seconds(5), deadline: .seconds(5) + .milliseconds(8), holding: false))
  }

  @Test func aKeyOlderThanABudgetIsNotCounted() {
    var work = MailboxApp.BackgroundWork(settings: Self.settings)
    work.keyHandled(at: .seconds(1))
    #expect(work.beginFrame(at: .seconds(2), lastInput: nil).start == .seconds(2))
    #expect(work.keyHandledAt == nil)
  }

  @Test func inputHoldsTheWorkButOneFrameAHoldRuns() {
    var work = MailboxApp.BackgroundWork(settings: Self.settings)
    let hold = Self.settings.inputHold
    // A key held down: input at every frame, 10 ms apart, for two holds.
    var ran: [Duration] = []
    var time = Duration.seconds(1)
    while time < .seconds(1) + hold * 2 {
      if !work.beginFrame(at: time, lastInput: time).holding { ran.append(time) }
      time += .milliseconds(10)
    }
    // The first frame holds; the one a hold later runs; the rest of that hold holds.
    #expect(ran == [.seconds(1) + hold])
    #expect(work.heldSince != nil)
    // A hold after the last input, the work runs again every frame.
    let idle = time + hold
    #expect(!work.beginFrame(at: idle, lastInput: time - .milliseconds(10)).holding)
    #expect(work.heldSince == nil)
    #expect(
      !work.beginFrame(at: idle + .milliseconds(10), lastInput: time - .milliseconds(10)).holding)
  }

  @Test func inputFromTheFutureOfTheClockDoesNotHold() {
    let work = MailboxApp.BackgroundWork(settings: Self.settings)
    #expect(!work.isInUse(at: .seconds(1), lastInput: .seconds(2)))
    #expect(work.isInUse(at: .seconds(1), lastInput: .seconds(1)))
    #expect(!work.isInUse(at: .seconds(1) + Self.settings.inputHold, lastInput: .seconds(1)))
  }

  @Test func theJobsRunInTheOrderTheReaderNeedsThem() {
    #expect(
      MailboxApp.BackgroundWork.Job.allCases == [
        .reload, .listing, .search, .searchIndex, .sending, .saving,
      ])
  }
}
