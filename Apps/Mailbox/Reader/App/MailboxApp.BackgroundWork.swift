extension MailboxApp {
  /// The reader's one scheduler of background work: which jobs run between frames, in
  /// which order, how long a frame may spend on them, and when they hold back for the
  /// person's input.
  ///
  /// A value type with no host in it: a frame asks it for its plan
  /// (``beginFrame(at:lastInput:)``), runs each ``Job`` in order within the plan's
  /// deadline, and the host calls the frame again while any job says more remains.
  ///
  /// ```swift
  /// var work = MailboxApp.BackgroundWork(settings: settings)
  /// work.keyHandled(at: .milliseconds(100))
  /// let frame = work.beginFrame(at: .milliseconds(103), lastInput: .milliseconds(100))
  /// // frame.start == .milliseconds(100): the key spent part of this frame already
  /// // frame.holding == true: the person is using the reader
  /// ```
  struct BackgroundWork {
    /// One kind of background work, in the order a frame runs them.
    enum Job: CaseIterable {
      /// The open folder read again when another program changed it.
      case reload
      /// Reading the mailbox into the list, threading it, counting other folders.
      case listing
      /// The query's slices over the messages the search index does not decide.
      case search
      /// Building the search index (on its own thread, or in slices without one).
      case searchIndex
      /// A message being handed to sendmail.
      case sending
      /// An attachment being written to disk.
      case saving
    }

    /// What one frame may do.
    struct Frame: Equatable {
      /// Where the frame's budget counts from: the key handled in this frame, or now.
      var start: Duration
      /// When the frame's work stops: ``start`` plus the settings' indexing budget.
      var deadline: Duration
      /// Whether this frame holds the list's reading and the index's builder back, for
      /// the person's input.
      var holding: Bool
    }

    /// How long a frame may spend on background work.
    let budget: Duration
    /// How long after the person's last input the work holds back.
    let inputHold: Duration
    /// When the list last began handling a key, on the host's clock; forgotten by the
    /// next frame.
    private(set) var keyHandledAt: Duration?
    /// When the current hold began; nil while the reader is not in use.
    private(set) var heldSince: Duration?

    /// Creates a scheduler with the reader's budgets.
    ///
    /// - Parameter settings: The reader's settings: ``Settings/indexingBudget`` and
    ///   ``Settings/inputHold``.
    init(settings: Settings) {
      budget = settings.indexingBudget
      inputHold = settings.inputHold
    }

    /// Notes that the list began handling a key at `time`: the next frame's budget counts
    /// from it, since the key may have spent part of it (a key that starts a search
    /// checks thousands of messages at once).
    ///
    /// - Parameter time: The host clock's time.
    mutating func keyHandled(at time: Duration) {
      keyHandledAt = time
    }

    /// Plans the frame that starts at `now`, and forgets the key it counts from.
    ///
    /// - Parameters:
    ///   - now: The host clock's time.
    ///   - lastInput: When the person last pressed, clicked, touched or scrolled
    ///     (``/SplitKitContent/ContentHost/lastInputTime``), nil if never.
    /// - Returns: The frame's start, deadline and whether it holds work back.
    mutating func beginFrame(at now: Duration, lastInput: Duration?) -> Frame {
      let start = workStart(now: now)
      return Frame(
        start: start, deadline: start + budget,
        holding: holdsWork(at: now, lastInput: lastInput))
    }

    /// Whether the person's last input was within ``inputHold`` of `time`.
    ///
    /// - Parameters:
    ///   - time: The host clock's time.
    ///   - lastInput: When the person last gave input, nil if never.
    /// - Returns: Whether the reader is in use.
    func isInUse(at time: Duration, lastInput: Duration?) -> Bool {
      guard let lastInput, lastInput <= time else { return false }
      return time - lastInput < inputHold
    }

    /// Whether a frame at `time` holds work back: while the reader is in use, except one
    /// frame in each ``inputHold``, so input without end (a key held down) slows the work
    /// but never stops it.
    ///
    /// - Parameters:
    ///   - time: The host clock's time.
    ///   - lastInput: When the person last gave input, nil if never.
    /// - Returns: Whether to hold it.
    private mutating func holdsWork(at time: Duration, lastInput: Duration?) -> Bool {
      guard isInUse(at: time, lastInput: lastInput) else {
        heldSince = nil
        return false
      }
      guard let since = heldSince, time - since < inputHold else {
        // The first frame in use holds; one a hold later runs, and the next holds again.
        let runs = heldSince != nil
        heldSince = time
        return !runs
      }
      return true
    }

    /// Where a frame's budget starts when its work starts at `now`.
    ///
    /// At the key handled in this frame, or at `now` when that key is older than a
    /// budget. The key is forgotten.
    ///
    /// - Parameter now: The host clock's time.
    /// - Returns: The start of the frame's budget.
    private mutating func workStart(now: Duration) -> Duration {
      defer { keyHandledAt = nil }
      guard let key = keyHandledAt, key <= now, now - key < budget else { return now }
      return key
    }
  }
}
