import SplitKitContent

/// The work done between frames: indexing, then searching the rest of the mailbox for
/// the query (`to:` and `body:` read messages, or ask the search index), then building
/// the search index, all within the frame's ``Settings/indexingBudget``.
extension MailboxApp {
  /// The list's model: its messages, the filter's matches, the search and search index
  /// progress.
  public var messageList: MessageList { list.list }

  /// Installs the frame work on the host unless it is already running.
  func scheduleFrameWork() {
    guard let host, host.frameWork == nil else { return }
    host.frameWork = { [weak self, unowned host] in self?.frame(now: { host.now }) ?? false }
  }

  /// One frame's work, within the frame's budget.
  ///
  /// It reads the mailbox again if another program changed it
  /// (``reloadIfChangedOnDisk()``), indexes or counts folders (``indexFrame(now:holding:)``), then
  /// searches with what is left of the budget — at least one slice, so results keep coming
  /// while a large file is indexed, and at most ``Settings/maximumStepsPerFrame`` slices
  /// whatever the clock says. The budget counts from the key the list handled in this
  /// frame, if it did (``workStart(now:)``).
  ///
  /// - Parameter now: The host clock's current instant.
  /// - Returns: Whether more remains.
  func frame(now: () -> Duration) -> Bool {
    let start = workStart(now: now())
    reloadIfChangedOnDisk()
    let holding = holdsBackgroundWork(at: now())
    searchIndexing?.holdBuilding(holding)
    let indexing = hasWork && indexFrame(now: now, holding: holding)
    searchIndexing?.prepare(&list.list, mailbox: mailbox)
    list.continueSearch(
      in: mailbox, until: start + settings.indexingBudget,
      maximumSlices: settings.maximumStepsPerFrame, now: now)
    // The search index is built with what is left of the budget.
    let indexStatus = list.searchIndexStatus
    let building =
      searchIndexing?.build(&list.list, until: start + settings.indexingBudget, now: now) ?? false
    // A window's status line is drawn again only when asked (a terminal's every frame):
    // the index's `search index 40%` moved, or is over.
    if list.searchIndexStatus != indexStatus { list.setNeedsDisplay() }
    let sending = pollCompose()
    let saving = continueSaving(until: start + settings.indexingBudget, now: now)
    return indexing || list.list.isSearching || building || sending || saving
  }

  /// Whether the person pressed, clicked, touched or scrolled within
  /// ``Settings/inputHold`` of `time` (``/SplitKitContent/ContentHost/lastInputTime``).
  ///
  /// - Parameter time: The host clock's time.
  /// - Returns: Whether the reader is in use.
  func isInUse(at time: Duration) -> Bool {
    guard let last = host?.lastInputTime, last <= time else { return false }
    return time - last < settings.inputHold
  }

  /// Whether this frame holds background work back (the list's reading, the search
  /// index's builder): while the reader is in use (``isInUse(at:)``), except one frame
  /// in each ``Settings/inputHold``, so input without end (a key held down) slows the
  /// work but never stops it.
  ///
  /// - Parameter time: The host clock's time.
  /// - Returns: Whether to hold it.
  func holdsBackgroundWork(at time: Duration) -> Bool {
    guard isInUse(at: time) else {
      heldSince = nil
      return false
    }
    guard let since = heldSince, time - since < settings.inputHold else {
      // The first frame in use holds; one a hold later runs, and the next holds again.
      let runs = heldSince != nil
      heldSince = time
      return !runs
    }
    return true
  }

  /// Where a frame's budget starts when its work starts at `now`.
  ///
  /// At the key the list handled in this frame, which spent part of it already (a key
  /// that starts a search checks thousands of messages at once), or at `now` when the
  /// last key is older than a budget. The key is forgotten.
  func workStart(now: Duration) -> Duration {
    defer { keyHandledAt = nil }
    guard let key = keyHandledAt, key <= now, now - key < settings.indexingBudget else {
      return now
    }
    return key
  }
}
