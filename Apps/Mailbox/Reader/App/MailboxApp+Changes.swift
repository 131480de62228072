/// Another program changing the open mailbox while the reader shows it: mail delivered
/// into the Maildir, a file renamed for its flags, moved to another folder or deleted,
/// an mbox appended to.
///
/// The reader compares the mailbox's ``MailboxStamp`` with the one taken when it was
/// listed, at each frame of background work and each selection move, and when it
/// differs (and indexing is done) reads the open mailbox again, keeping the selection,
/// conversations, read marks and filter. The search index then matches the new list
/// with what it holds by each message's key, so it reads only messages it does not
/// hold: a renamed or moved Maildir file is found by its unique name.
extension MailboxApp {
  /// Whether the open mailbox changed on disk since the list was read.
  var isChangedOnDisk: Bool {
    diskStamp.map { $0 != MailboxStamp(of: mailbox) } ?? false
  }

  /// Reads the open mailbox again when another program changed it since it was listed,
  /// unless it is still being indexed (then the next check after indexing does).
  ///
  /// - Returns: Whether it is read again.
  @discardableResult
  func reloadIfChangedOnDisk() -> Bool {
    guard indexer == nil, isChangedOnDisk else { return false }
    let selected = list.selectedSummaryIndex.map { list.list.summary(at: $0).id }
    reloadMailbox(selecting: selected, changed: nil)
    return true
  }

  /// Runs `change`, which changes the open mailbox's files itself (an action), so the
  /// reader does not take its own change for another program's: the stamp follows
  /// unless the mailbox had changed already.
  func changingFiles<Result, Failure>(_ change: () throws(Failure) -> Result) throws(Failure)
    -> Result
  {
    let wasCurrent = !isChangedOnDisk
    defer { if wasCurrent { diskStamp = MailboxStamp(of: mailbox) } }
    return try change()
  }
}
