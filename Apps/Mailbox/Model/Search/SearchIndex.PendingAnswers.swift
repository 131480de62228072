import Synchronization

extension SearchIndex {
  /// The index's answers to a query, computed on another thread: waiting until they come,
  /// then taken by the list (``MessageList/searchStep(limit:readLimit:reads:)``), part
  /// of them first when the index publishes some on the way.
  ///
  /// While they are awaited the search reads no message (it would read most for nothing)
  /// and the reader's frames go on: the question, which can take a hundred milliseconds
  /// on a million messages, is never asked inside a frame.
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

    /// Gives the answer (or nil, and why).
    func fulfil(_ answers: Answers?, failure: String?) {
      state.withLock { $0 = .ready(answers, failure: failure) }
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
