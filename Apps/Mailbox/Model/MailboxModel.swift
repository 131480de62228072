/// MailboxModel: the mail model — stores, parsers, threads, search and saved state.
///
/// It imports Foundation and nothing of SplitKit's hosts, so both readers (and tools
/// without a screen) build on it; `MailboxImportsTests` keeps it so.
/// Start with ``Mailbox/open(path:)``, index with ``MailboxIndexer``, read with
/// ``Mailbox/message(at:limit:)``.
public enum MailboxModel {}
