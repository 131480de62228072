import Foundation

/// A read-only mbox file or Maildir directory: open it, index it, read its messages.
///
/// Opening checks the path and its format but reads almost nothing;
/// ``makeIndexer(chunkSize:readingThreads:)`` produces the message list incrementally;
/// ``message(at:limit:)`` parses one message when it is shown, reading at most
/// ``messageReadLimit`` bytes of it, so a message of any size opens at once in bounded
/// memory. Files are opened `O_RDONLY` and never written, renamed or touched.
///
/// ```swift
/// let mailbox = try Mailbox.open(path: "~/mail/archive.mbox")
/// let summaries = try mailbox.allSummaries()
/// let message = try mailbox.message(at: summaries[0].location)  // at most 1 MiB read
/// print(message.subject, message.body)
/// ```
public struct Mailbox: Sendable {
  /// The absolute path that was opened.
  public let path: String
  /// Whether it is an mbox file or a Maildir.
  public let format: MailboxFormat
  private let file: ReadOnlyFile?

  /// The most bytes of one message that ``message(at:limit:)`` reads: 1 MiB.
  ///
  /// A larger message (a 1 GB line, a huge attachment) is shown from its first 1 MiB, the
  /// headers and the start of the body, with a note saying so (``Message/cut``): reading
  /// and parsing that much takes about 2 ms of CPU (4 MiB took 9–12 ms, too much of a
  /// 16.7 ms frame beside the drawing), and memory stays bounded whatever the message's
  /// size.
  public static let messageReadLimit = 1 << 20

  /// The last path component, for titles (`archive.mbox`, `INBOX`).
  public var name: String {
    let trimmed = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
    return trimmed.split(separator: "/").last.map(String.init) ?? trimmed
  }

  /// Opens the mailbox at `path` (absolute, relative to the working directory, or `~/...`).
  ///
  /// - Parameter path: The mbox file or Maildir folder.
  /// - Returns: The opened mailbox, not yet indexed.
  /// - Throws: ``MailboxError``: `.notFound`, `.permissionDenied` or `.unreadable` (exit
  ///   status 66) when the path, or a Maildir's `cur/` or `new/`, cannot be read (an empty
  ///   path, a symbolic-link loop, a name too long), `.notMaildir` for a directory without
  ///   `cur/` and `new/`, `.notMbox` for a file that does not start with a `From ` line
  ///   (exit status 65).
  public static func open(path: String) throws(MailboxError) -> Mailbox {
    guard !path.isEmpty else {
      throw MailboxError(
        code: .notFound, path: "\"\"",
        problem: "the path is empty; give an mbox file or a Maildir, or no path for the sample")
    }
    let absolute = absolutePath(path)
    let kind: ReadOnlyFile.FileKind
    do { kind = try ReadOnlyFile.kind(of: absolute) } catch { throw error.reporting(path) }
    switch kind {
    case .directory:
      // A directory that cannot be searched is unreadable, whether or not it is a Maildir.
      guard ReadOnlyFile.isReadableDirectory(absolute) else {
        throw MailboxError(code: .permissionDenied, path: path, problem: "permission denied")
      }
      var isMaildir = true
      for sub in ["/cur", "/new"] {
        do {
          isMaildir = try ReadOnlyFile.kind(of: absolute + sub) == .directory && isMaildir
        } catch  where error.code == .notFound {
          isMaildir = false
        } catch {
          throw error.reporting(path + sub)
        }
      }
      guard isMaildir else {
        throw MailboxError(
          code: .notMaildir, path: path,
          problem: "is a directory but not a Maildir (no cur/ and new/)")
      }
      try checkReadable(maildir: absolute, named: path)
      return Mailbox(path: absolute, format: .maildir, file: nil)
    case .regular:
      let file: ReadOnlyFile
      do { file = try ReadOnlyFile(path: absolute) } catch { throw error.reporting(path) }
      let head: [UInt8]
      do { head = try file.read(at: 0, count: 4096) } catch { throw error.reporting(path) }
      guard Self.looksLikeMbox(head) else {
        throw MailboxError(
          code: .notMbox, path: path,
          problem: "is not an mbox file (it does not start with a \"From \" line)")
      }
      return Mailbox(path: absolute, format: .mbox, file: file)
    case .other:
      throw MailboxError(
        code: .notMbox, path: path, problem: "is not a regular file or a directory")
    }
  }

  /// Throws `.permissionDenied` naming the directory of the Maildir at `absolute` (shown
  /// as `path`) that cannot be read: itself, `cur/` or `new/`.
  private static func checkReadable(maildir absolute: String, named path: String)
    throws(MailboxError)
  {
    for sub in ["", "/cur", "/new"] where !ReadOnlyFile.isReadableDirectory(absolute + sub) {
      throw MailboxError(code: .permissionDenied, path: path + sub, problem: "permission denied")
    }
  }

  /// The Maildir at `path` (absolute) without checking it can be read: a folder of a tree
  /// shown even though it cannot be opened (an unreadable Inbox), whose listing then fails
  /// with the reason.
  ///
  /// - Parameter path: The Maildir's absolute path.
  /// - Returns: The mailbox.
  package static func unchecked(maildir path: String) -> Mailbox {
    Mailbox(path: path, format: .maildir, file: nil)
  }

  /// Whether `head` (the first bytes of a file) is empty or starts, after blank lines,
  /// with `From `.
  static func looksLikeMbox(_ head: [UInt8]) -> Bool {
    let content = head.drop { $0 == Bytes.lf || $0 == Bytes.cr }
    return content.isEmpty || content.starts(with: Bytes.fromSpace)
  }

  /// Makes an indexer that reads the mailbox in chunks of `chunkSize` bytes.
  ///
  /// - Parameters:
  ///   - chunkSize: How many bytes each step reads.
  ///   - readingThreads: How many worker threads read a Maildir's files ahead of the
  ///     indexer (0: it reads them itself); an mbox is read by the indexer.
  /// - Returns: An indexer at the start of the mailbox.
  /// - Throws: ``MailboxError`` if the mailbox cannot be read any more.
  public func makeIndexer(
    chunkSize: Int = MailboxIndexer.defaultChunkSize,
    readingThreads: Int = MailboxIndexer.defaultReadingThreads
  ) throws(MailboxError) -> MailboxIndexer {
    try makeIndexer(
      chunkSize: chunkSize, readingThreads: readingThreads,
      readAheadWindow: MaildirReadAhead.window)
  }

  /// ``makeIndexer(chunkSize:readingThreads:)`` with the reading threads at most
  /// `readAheadWindow` blocks of files ahead.
  package func makeIndexer(chunkSize: Int, readingThreads: Int, readAheadWindow: Int)
    throws(MailboxError) -> MailboxIndexer
  {
    if let file { return try MailboxIndexer(mbox: file, chunkSize: chunkSize) }
    try Self.checkReadable(maildir: path, named: path)
    let directory = try MaildirDirectory(path: path)
    let (entries, unusable) = try directory.messageEntries()
    return MailboxIndexer(
      maildir: MaildirReadAhead(
        directory: directory, entries: entries, threads: readingThreads, window: readAheadWindow),
      unusable: unusable, chunkSize: chunkSize)
  }

  /// Makes an indexer that reads an mbox from `offset` on, where a message starts, its
  /// first message numbered `index` (the messages before it listed from the summary
  /// cache).
  package func makeIndexer(resumingAt offset: Int, index: Int, chunkSize: Int)
    throws(MailboxError)
    -> MailboxIndexer
  {
    guard let file else {
      throw MailboxError(code: .readFailed, path: path, problem: "is not an mbox file")
    }
    return try MailboxIndexer(mbox: file, chunkSize: chunkSize, resumingAt: offset, index: index)
  }

  /// How many bytes at each end of an mbox's part are hashed to tell an append from a
  /// rewrite (``mboxHash(end:)``).
  static let hashedEnds = 1 << 16

  /// A hash of the mbox's first and last ``hashedEnds`` bytes before `end`, and of `end`:
  /// the same after an append, another after almost any rewrite; nil when the file is
  /// shorter than `end` (or not an mbox).
  func mboxHash(end: Int) throws(MailboxError) -> Int64? {
    let head = 0..<min(end, Self.hashedEnds)
    let tail = max(0, end - Self.hashedEnds)..<end
    guard let (size, parts) = try mboxBytes(in: [head, tail]), size >= end else { return nil }
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(end)
    for part in parts {
      for byte in part { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    }
    return Int64(bitPattern: hash)
  }

  /// Indexes the whole mailbox at once (for scripts and `--list`).
  ///
  /// - Parameter chunkSize: How many bytes each step reads.
  /// - Returns: Every message's summary, in mailbox order.
  /// - Throws: ``MailboxError`` if the mailbox cannot be read any more.
  public func allSummaries(chunkSize: Int = MailboxIndexer.defaultChunkSize) throws(MailboxError)
    -> [MessageSummary]
  {
    var indexer = try makeIndexer(chunkSize: chunkSize)
    var result: [MessageSummary] = []
    while let batch = try indexer.next() { result += batch.summaries }
    return result
  }

  /// The raw bytes of the message at `location`, mbox quoting undone.
  ///
  /// Reads the whole message, however large: for scripts. The reader and its search use
  /// ``message(at:limit:)``, which reads at most ``messageReadLimit`` bytes.
  ///
  /// - Parameter location: Where the message is, from its summary.
  /// - Returns: The message's bytes.
  /// - Throws: ``MailboxError`` if its bytes cannot be read.
  public func rawMessage(at location: MessageLocation) throws(MailboxError) -> [UInt8] {
    try messageBytes(at: location, limit: .max).bytes
  }

  /// The first `limit` bytes of the message at `location`, mbox quoting undone, and the
  /// message's whole size.
  ///
  /// - Parameters:
  ///   - location: Where the message is, from its summary.
  ///   - limit: The most bytes to read.
  /// - Returns: The bytes read and the size of the message on disk; when `size` is larger
  ///   than `limit`, `bytes` is its first `limit` bytes (an mbox line cut off inside a
  ///   `>From ` quote is left out, so the quote is never half undone).
  /// - Throws: ``MailboxError`` if its bytes cannot be read.
  func messageBytes(at location: MessageLocation, limit: Int) throws(MailboxError) -> (
    bytes: [UInt8], size: Int
  ) {
    let (source, offset, length, isMbox) = try messageFile(at: location)
    guard isMbox else { return (try source.read(at: 0, count: min(length, limit)), length) }
    let count = min(length, limit)
    var bytes = try source.read(at: offset, count: count)
    guard bytes.count == count else {
      throw MailboxError(
        code: .readFailed, path: path, problem: "changed on disk; the message is gone")
    }
    // Cut and unquoted in place: a message's bytes are copied once, by the read.
    let kept =
      count == length
      ? MboxQuoting.droppingSeparator(bytes).count
      : MboxQuoting.droppingCutQuote(bytes[...]).count
    bytes.removeLast(count - kept)
    MboxQuoting.unquote(&bytes)
    return (bytes, length)
  }

  /// The file holding the message at `location` and where in it the message is: the
  /// mbox file (whose message is still `>From `-quoted), or the Maildir message's file
  /// wherever another client has moved it since indexing.
  private func messageFile(at location: MessageLocation) throws(MailboxError) -> (
    file: ReadOnlyFile, offset: Int, length: Int, isMbox: Bool
  ) {
    switch location {
    case .mbox(let offset, let length):
      guard let file else {
        throw MailboxError(code: .readFailed, path: path, problem: "is not an mbox file")
      }
      return (file, offset, length, true)
    case .file(let relativePath):
      guard !relativePath.split(separator: "/").contains("..") else {
        throw MailboxError(code: .readFailed, path: relativePath, problem: "is outside the Maildir")
      }
      let messageFile: ReadOnlyFile
      do {
        messageFile = try ReadOnlyFile(path: path + "/" + relativePath)
      } catch  where error.code == .notFound {
        // Another mail client may have moved it to cur/ or changed its flags since indexing.
        guard
          let moved = try maildirEntries().entries.first(where: {
            $0.isSameMessage(as: relativePath)
          })
        else {
          throw error
        }
        messageFile = try ReadOnlyFile(path: path + "/" + moved.relativePath)
      }
      return (messageFile, 0, try messageFile.size(), false)
    }
  }

  /// A stream of the decoded bytes of attachment `index` of the message at `location`,
  /// one of those ``message(at:limit:)`` lists: found in the message's first bytes,
  /// read to its end (however far past them) in slices of bounded size.
  ///
  /// - Parameters:
  ///   - location: Where the message is, from its summary.
  ///   - index: The attachment's index in ``Message/attachments``.
  /// - Returns: The stream, at the attachment's first byte.
  /// - Throws: ``MailboxError`` if the message cannot be read or has no such attachment.
  public func attachmentStream(at location: MessageLocation, index: Int) throws(MailboxError)
    -> AttachmentStream
  {
    let limit = Mailbox.messageReadLimit
    let (head, size) = try messageBytes(at: location, limit: limit)
    let cut = size > limit ? Message.Cut(readByteCount: limit, byteCount: size) : nil
    let locations = MessageParser.attachmentLocations(head[...], cut: cut)
    guard index >= 0, index < locations.count else {
      throw MailboxError(code: .readFailed, path: path, problem: "has no such attachment")
    }
    let (source, offset, length, isMbox) = try messageFile(at: location)
    return try AttachmentStream(
      file: source, range: offset..<offset + length, isMbox: isMbox, location: locations[index])
  }

  /// The mbox file's size and its bytes in `ranges` (what the search index checks to
  /// tell an mbox appended to from one rewritten); nil for a Maildir.
  func mboxBytes(in ranges: [Range<Int>]) throws(MailboxError) -> (size: Int, bytes: [[UInt8]])? {
    guard let file else { return nil }
    var bytes: [[UInt8]] = []
    for range in ranges { bytes.append(try file.read(at: range.lowerBound, count: range.count)) }
    return (try file.size(), bytes)
  }

  /// Reads and parses the message at `location`, or its first `limit` bytes when it is
  /// larger.
  ///
  /// A message larger than `limit` is parsed from its first `limit` bytes: the result's
  /// ``Message/cut`` says how much was read, its body ends at the last complete character
  /// read (a quoted-printable escape, base64 group or multi-byte character cut in two is
  /// left out, not shown as damage), and only the attachments that start in the bytes
  /// read are listed.
  ///
  /// - Parameters:
  ///   - location: Where the message is, from its summary.
  ///   - limit: The most bytes to read; ``messageReadLimit`` unless given.
  /// - Returns: The parsed message.
  /// - Throws: ``MailboxError`` `.readFailed` (or `.notFound`) if its bytes are gone.
  public func message(at location: MessageLocation, limit: Int = Mailbox.messageReadLimit)
    throws(MailboxError) -> Message
  {
    let (bytes, size) = try messageBytes(at: location, limit: limit)
    guard size > limit else { return MessageParser.parse(bytes[...]) }
    return MessageParser.parse(bytes[...], cut: Message.Cut(readByteCount: limit, byteCount: size))
  }

  /// What a search reads of the message at `location`: its To, Cc and body as
  /// ``message(at:limit:)`` gives them, and its top header block; the other headers are
  /// not decoded.
  func searchedText(at location: MessageLocation, limit: Int = Mailbox.messageReadLimit)
    throws(MailboxError) -> (headers: HeaderBlock, to: String, cc: String, body: String)
  {
    let (bytes, size) = try messageBytes(at: location, limit: limit)
    let headers = HeaderBlock.parse(bytes[...])
    let cut = size > limit ? Message.Cut(readByteCount: limit, byteCount: size) : nil
    let (to, cc, body) = MessageParser.recipientsAndBody(bytes[...], headers: headers, cut: cut)
    return (headers, to, cc, body)
  }

  /// The decoded bytes of each attachment of the message at `location`, in the order of
  /// ``Message/attachments``; the whole message is read, however large.
  ///
  /// - Parameter location: Where the message is, from its summary.
  /// - Returns: One array of bytes per attachment.
  /// - Throws: ``MailboxError`` if its bytes cannot be read.
  public func attachmentContents(at location: MessageLocation) throws(MailboxError) -> [[UInt8]] {
    MessageParser.attachmentContents(try rawMessage(at: location)[...])
  }

  /// The message files in `cur/` and `new/`, in delivery order, and how many other
  /// entries (not regular files: symbolic-link loops, dangling links, FIFOs, folders) there
  /// are besides.
  private func maildirEntries() throws(MailboxError) -> (entries: [MaildirEntry], unusable: Int) {
    try MaildirDirectory(path: path).messageEntries()
  }

  /// `path` made absolute (`~` expanded, relative to the working directory) and tidied.
  static func absolutePath(_ path: String) -> String {
    var expanded = path
    if expanded == "~" || expanded.hasPrefix("~/") {
      expanded = NSHomeDirectory() + expanded.dropFirst()
    }
    if !expanded.hasPrefix("/") {
      expanded = FileManager.default.currentDirectoryPath + "/" + expanded
    }
    return URL(fileURLWithPath: expanded).standardizedFileURL.path
  }
}

extension MailboxError {
  /// This error naming `path` as the user wrote it.
  func reporting(_ original: String) -> MailboxError {
    MailboxError(code: code, path: original, problem: problem)
  }
}
