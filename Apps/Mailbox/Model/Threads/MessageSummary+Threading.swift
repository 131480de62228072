/// What a summary gives the thread index.
extension MessageSummary {
  /// The Message-ID, the reference chain (References, then In-Reply-To when it is not
  /// already last), the subject and the date, as ``MessageThreads/add(_:)`` takes them.
  ///
  /// The IDs are hashed straight from the stored bytes, without making a string per ID.
  var threadingInput: MessageThreads.Input {
    var chain: [UInt64] = []
    var token: [UInt8] = []
    for byte in referenceList.utf8 {
      if byte == 0x20 {
        if !token.isEmpty { chain.append(ThreadKey.hash(bytes: token)) }
        token.removeAll(keepingCapacity: true)
      } else {
        token.append(byte)
      }
    }
    if !token.isEmpty { chain.append(ThreadKey.hash(bytes: token)) }
    if let inReplyTo {
      let parent = ThreadKey.hash(inReplyTo)
      if chain.last != parent { chain.append(parent) }
    }
    return MessageThreads.Input(
      messageIDHash: messageID.map { ThreadKey.hash($0) }, referenceHashes: chain,
      subject: subject, date: date?.secondsSince1970)
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
