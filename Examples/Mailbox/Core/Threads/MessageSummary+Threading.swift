/// What a summary gives the thread index.
extension MessageSummary {
  /// The Message-ID, the reference chain (References, then In-Reply-To when it is not
  /// already last), the subject and the date, as ``MessageThreads/add(_:)`` takes them.
  var threadingInput: MessageThreads.Input {
    var chain = references
    if let inReplyTo, chain.last != inReplyTo { chain.append(inReplyTo) }
    return MessageThreads.Input(
      messageID: messageID, references: chain, subject: subject, date: date?.secondsSince1970)
  }
}

extension MessageThreads {
  /// Adds summaries in mailbox order, numbered from ``messageCount`` on (as their
  /// ``MessageSummary/index`` is when the mailbox's batches are added in turn).
  ///
  /// - Parameter summaries: The next summaries of the mailbox.
  public mutating func add(_ summaries: some Sequence<MessageSummary>) {
    for summary in summaries { add(summary.threadingInput) }
  }
}
