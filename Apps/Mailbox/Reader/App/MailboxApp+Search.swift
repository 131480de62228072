import SplitKitContent

/// The work done between frames, as ``MailboxApp/BackgroundWork`` plans it: reading the
/// folder again, indexing, then searching the rest of the mailbox for the query (`to:` and
/// `body:` read messages, or ask the search index), then building the search index,
/// sending and saving, all within the frame's ``Settings/indexingBudget``.
extension MailboxApp {
  /// The list's model: its messages, the filter's matches, the search and search index
  /// progress.
  public var messageList: MessageList { list.list }

  /// Installs the frame work on the host unless it is already running.
  func scheduleFrameWork() {
    guard let host, host.frameWork == nil else { return }
    host.frameWork = { [weak self, unowned host] in self?.frame(now: { host.now }) ?? false }
  }

  /// One frame's background work: each of ``BackgroundWork/Job`` in order, within the
  /// plan ``work`` gives the frame (``BackgroundWork/beginFrame(at:lastInput:)``).
  ///
  /// The search gets what the listing left of the budget, at least one slice, so results
  /// keep coming while a large file is indexed, and at most
  /// ``Settings/maximumStepsPerFrame`` slices whatever the clock says; the search index
  /// is built with what is left after that.
  ///
  /// - Parameter now: The host clock's current instant.
  /// - Returns: Whether more remains.
  func frame(now: () -> Duration) -> Bool {
    let frame = work.beginFrame(at: now(), lastInput: host?.lastInputTime)
    // The builder's thread follows the frame's hold from the frame's first moment.
    searchIndexing?.holdBuilding(frame.holding)
    var more = false
    for job in BackgroundWork.Job.allCases where run(job, in: frame, now: now) {
      more = true
    }
    return more
  }

  /// Runs one job of a frame.
  ///
  /// - Parameters:
  ///   - job: The job.
  ///   - frame: The frame's plan.
  ///   - now: The host clock's current instant.
  /// - Returns: Whether the job has more to do.
  private func run(_ job: BackgroundWork.Job, in frame: BackgroundWork.Frame, now: () -> Duration)
    -> Bool
  {
    switch job {
    case .reload:
      // Read at once when another program changed the folder; nothing is left after.
      reloadIfChangedOnDisk()
      return false
    case .listing:
      return hasWork && indexFrame(now: now, holding: frame.holding)
    case .search:
      searchIndexing?.prepare(&list.list, mailbox: mailbox)
      // An answer asked in this frame often comes within its budget: shown now, not a
      // frame later.
      searchIndexing?.waitForAnswers(of: list.list, upTo: frame.deadline - now())
      list.continueSearch(
        in: mailbox, until: frame.deadline, maximumSlices: settings.maximumStepsPerFrame,
        now: now)
      return list.list.isSearching
    case .searchIndex:
      let status = list.searchIndexStatus
      let building = searchIndexing?.build(&list.list, until: frame.deadline, now: now) ?? false
      // A window's status line is drawn again only when asked (a terminal's every frame):
      // the index's `search index 40%` moved, or is over.
      if list.searchIndexStatus != status { list.setNeedsDisplay() }
      return building
    case .sending:
      return pollCompose()
    case .saving:
      return continueSaving(until: frame.deadline, now: now)
    }
  }
}
