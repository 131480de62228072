import Foundation
import Testing

@testable import MailboxModel

/// A frame waits for the index's answer within its budget (`PendingAnswers.wait(upTo:)`):
/// it wakes when the answer comes from the answering thread, and gives up at the timeout.
@Suite struct SearchIndexPendingAnswersTests {
  @Test func aWaitWithoutAnAnswerGivesUpAtItsTimeout() {
    let pending = SearchIndex.PendingAnswers()
    #expect(!pending.wait(upTo: .milliseconds(2)))
    #expect(!pending.wait(upTo: .zero))
  }

  @Test func aWaitWakesWhenTheAnswerComesFromAnotherThread() {
    let pending = SearchIndex.PendingAnswers()
    let thread = Thread { pending.fulfil(nil, failure: nil) }
    thread.start()
    // Far longer than the answer takes: a wait that did not wake would show here.
    #expect(pending.wait(upTo: .seconds(30)))
    // Once given, every later wait sees it at once.
    #expect(pending.wait(upTo: .zero))
    #expect(pending.wait(upTo: .milliseconds(1)))
  }
}
