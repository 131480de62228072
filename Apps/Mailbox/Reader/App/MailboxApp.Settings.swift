extension MailboxApp {
  /// How the app is set up, beyond the mailbox.
  public struct Settings: Sendable {
    /// The list's title; the mailbox name without `.mbox` by default.
    public var title: String?
    /// The bytes one indexing step reads: 1 MiB.
    public var chunkSize: Int
    /// How long indexing may take per frame, on the host's clock, before the frame is
    /// drawn and input is read again: 10 ms (of a 16.7 ms frame).
    public var indexingBudget: Duration
    /// The most indexing steps, and search slices of 16 messages, per frame, whatever the
    /// clock says: 64.
    public var maximumStepsPerFrame: Int
    /// How long after the person's last key, click, touch or scroll the search index's
    /// builder thread waits, and the list (once it shows a message) is not read: 250 ms.
    ///
    /// The cores go to answering them (on a machine of two, the builder otherwise doubled the time
    /// from a key to the next message on the screen).
    public var inputHold: Duration = .milliseconds(250)
    /// Where UI state is kept; nil neither restores nor saves.
    public var stateStore: StateStore<MailboxUIState>?
    /// Forget the saved state of this mailbox (remove its entry) instead of restoring it.
    public var resetState: Bool
    /// The year whose dates show as "Mon D" in the list.
    public var currentYear: Int
    /// The settings file's contents: the folders to archive and delete into, the opener.
    public var configuration = MailboxConfiguration()
    /// `--read-only`: nothing on disk changes; read marks go to the state file and the
    /// actions that would change files say why they are off.
    public var isReadOnly = false
    /// Where the summary caches are (`$XDG_CACHE_HOME/splitkit-mailbox/summaries`): a
    /// second launch of an unchanged mbox lists it from there without reading it, an
    /// appended one reads only what is new; nil (the default) always reads the mbox.
    public var summaryCacheDirectory: String?
    /// How many blocks of files a Maildir's reading threads may be ahead of the list
    /// (small in tests, so a few hundred files keep the threads waiting).
    var readAheadWindow = MaildirReadAhead.window

    /// The bytes one indexing step reads unless told otherwise: 1 MiB, a few milliseconds'
    /// work in a release build.
    public static let defaultChunkSize = MailboxIndexer.interactiveChunkSize

    /// The frame's budget for background work: ``indexingBudget`` and
    /// ``maximumStepsPerFrame``.
    public var frameBudget: FrameBudget {
      FrameBudget(duration: indexingBudget, maximumSteps: maximumStepsPerFrame)
    }

    /// Creates settings.
    ///
    /// - Parameters:
    ///   - title: The list's title; nil derives it from the mailbox.
    ///   - chunkSize: The bytes one indexing step reads.
    ///   - indexingBudget: How long indexing may take per frame.
    ///   - maximumStepsPerFrame: The most indexing steps per frame.
    ///   - stateStore: Where UI state is kept; nil for none.
    ///   - resetState: Whether to forget the saved state.
    ///   - currentYear: The year whose dates omit the year.
    public init(
      title: String? = nil, chunkSize: Int = defaultChunkSize,
      indexingBudget: Duration = FrameBudget.standard.duration,
      maximumStepsPerFrame: Int = FrameBudget.standard.maximumSteps,
      stateStore: StateStore<MailboxUIState>? = nil, resetState: Bool = false, currentYear: Int
    ) {
      self.title = title
      self.chunkSize = max(1, chunkSize)
      self.indexingBudget = indexingBudget
      self.maximumStepsPerFrame = max(1, maximumStepsPerFrame)
      self.stateStore = stateStore
      self.resetState = resetState
      self.currentYear = currentYear
    }
  }
}
