import Synchronization

extension SearchIndex {
  /// The index's answers to a query, computed on another thread: waiting until they come,
  /// then taken once by the list (``MessageList/searchStep(limit:readLimit:reads:)``).
  ///
  /// While they are awaited the search reads no message (it would read most for nothing)
  /// and the reader's frames go on: the question, which can take a few hundred
  /// milliseconds on a million messages, is never asked inside a frame.
  final class PendingAnswers: Sendable {
    /// Where the answer is: not yet, or here (nil when the index could not answer, so
    /// every message is read), with the error that stopped it.
    enum State: Sendable {
      case waiting
      case ready(Answers?, failure: String?)
    }

    private let state = Mutex(State.waiting)

    /// Gives the answer (or nil, and why).
    func fulfil(_ answers: Answers?, failure: String?) {
      state.withLock { $0 = .ready(answers, failure: failure) }
    }

    /// The answer so far.
    var current: State { state.withLock { $0 } }
  }
}
