import Foundation
import Testing

@testable import MailboxModel

#if canImport(Glibc)
  import Glibc
#endif

/// How a send ends when the process that ran it cannot be asked.
@Suite struct MailSenderTests {
  /// A command whose exit status something else in the process collected has an outcome
  /// at once, "not known", rather than "still running" until the deadline (which would
  /// then report a time-out for a message that may well have gone).
  @Test func aSendWhoseStatusWasCollectedElsewhereIsUnknownAtOnce() throws {
    let job = try MailSender.start(
      Array("Subject: x\n\nbody\n".utf8), command: "cat >/dev/null", timeout: .seconds(60),
      now: .now)
    var status: Int32 = 0
    var reaped = waitpid(job.processID, &status, 0)
    while reaped < 0, errno == EINTR { reaped = waitpid(job.processID, &status, 0) }
    #expect(reaped == job.processID)
    let outcome = job.poll(now: .now)
    guard case .failure(let error)? = outcome else {
      Issue.record("expected an outcome now, got \(String(describing: outcome))")
      return
    }
    #expect(error.code == .sendOutcomeUnknown)
    #expect(error.message.contains("`cat >/dev/null` ended"), "\(error.message)")
  }

  /// The ordinary way: the command's own exit status decides.
  @Test func aSendEndsWithItsCommandsStatus() async throws {
    let sent = try MailSender.start(
      Array("Subject: x\n\nbody\n".utf8), command: "cat >/dev/null", timeout: .seconds(60),
      now: .now)
    #expect(try await sent.wait().get() == ())
    let failed = try MailSender.start(
      Array("Subject: x\n\nbody\n".utf8), command: "echo refused >&2; exit 3",
      timeout: .seconds(60), now: .now)
    guard case .failure(let error) = await failed.wait() else {
      Issue.record("exit 3 was a success")
      return
    }
    #expect(error.code == .sendFailed)
    #expect(error.message.contains("exit status 3") && error.message.contains("refused"))
  }
}
