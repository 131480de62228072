import Foundation
import Synchronization

extension SearchIndex {
  /// The index's answers to a query, computed on another thread: waiting until they come,
  /// then taken by the list (``MessageList/searchStep(limit:readLimit:reads:)``), part
  /// of them first when the index publishes some on the way.
  ///
  /// While they are awaited the search reads no message (it would read most for nothing)
  /// and the reader's frames go on: the question, which can take a hundred milliseconds
  /// on a million messages, is never asked inside a frame. A frame may wait for the
  /// answer within its own budget (``wait(upTo:)``), so an answer that comes in a few
  /// milliseconds is shown in the frame that asked.
  final class PendingAnswers: Sendable {
    /// Where the answer is: not yet, in part, or here (nil when the index could not
    /// answer, so every message is read), with the error that stopped it.
    enum State: Sendable {
      case waiting
      /// Part of the answer: the messages whose rows the index has gone through so far
      /// (``Answers/verdict(at:)`` says ``Answers/Verdict/pending`` for the others).
      case partial(Answers)
      case ready(Answers?, failure: String?)
    }

    private let state = Mutex(State.waiting)
    /// Signalled once the whole answer is given, and again after each wait that saw it.
    private let arrived = DispatchSemaphore(value: 0)

    /// Gives the answer (or nil, and why).
    func fulfil(_ answers: Answers?, failure: String?) {
      state.withLock { $0 = .ready(answers, failure: failure) }
      arrived.signal()
    }

    /// Waits until the whole answer is given, or `timeout` has passed.
    ///
    /// - Parameter timeout: The longest wait; none when zero or less.
    /// - Returns: Whether the whole answer is here.
    @discardableResult
    func wait(upTo timeout: Duration) -> Bool {
      if case .ready = current { return true }
      let nanoseconds =
        timeout.components.seconds * 1_000_000_000
        + timeout.components.attoseconds / 1_000_000_000
      guard nanoseconds > 0,
        arrived.wait(timeout: .now() + .nanoseconds(Int(nanoseconds))) == .success
      else { return false }
      arrived.signal()
      return true
    }

    /// Gives part of the answer, so the list can show the first matches while the rest
    /// is found; ignored once the whole answer is given.
    func publish(_ answers: Answers) {
      state.withLock {
        if case .ready = $0 { return }
        $0 = .partial(answers)
      }
    }

    /// The answer so far.
    var current: State { state.withLock { $0 } }
  }
}
