import Foundation
import Testing

@testable import MailboxModel

/// The summary cache: an unchanged mbox is listed from it as reading it lists it, an
/// appended one from it and the new part read, and a stale, damaged or foreign cache is
/// never trusted.
@Suite struct SummaryCacheTests {
  typealias SeededRandom = MboxScannerTests.SeededRandom

  /// The mbox at `path` listed whole, as the reader's list holds it.
  static func listed(_ mailbox: Mailbox) throws -> MessageList {
    var list = MessageList()
    list.append(try mailbox.allSummaries())
    return list
  }

  /// What `cached` and then reading the mbox from its end list.
  static func resumed(_ cached: SummaryCache.Cached, _ mailbox: Mailbox) throws -> [MessageSummary]
  {
    var indexer = try mailbox.makeIndexer(
      resumingAt: cached.end, index: cached.count, chunkSize: 977)
    var summaries = Array(cached.store)
    while let batch = try indexer.next() { summaries += batch.summaries }
    return summaries
  }

  /// The summaries of `mailbox` as a list stores them (texts cut as the store cuts them).
  static func stored(_ mailbox: Mailbox) throws -> [MessageSummary] {
    Array(try listed(mailbox).summaries)
  }

  /// Saves the cache of the mbox at `path` and returns it.
  static func saved(_ mailbox: Mailbox, in directory: String) throws -> SummaryCache {
    let cache = SummaryCache(directory: directory + "/cache", mailboxPath: mailbox.path)
    let stamp = MailboxStamp(of: mailbox)
    #expect(cache.save(try listed(mailbox), of: mailbox, stamp: stamp))
    return cache
  }

  @Test(arguments: 0..<30)
  func anUnchangedMboxIsListedFromTheCacheAsReadingItListsIt(seed: UInt64) throws {
    var random = SeededRandom(state: seed)
    try TestFiles.withTemporaryDirectory { directory in
      let path = directory + "/mail.mbox"
      try TestFiles.write(
        MboxScannerTests.randomMbox(
          messages: Int.random(in: 1...30, using: &random), random: &random), to: path)
      let mailbox = try Mailbox.open(path: path)
      let cache = try Self.saved(mailbox, in: directory)
      let cached = try #require(cache.load(mailbox))
      #expect(Array(cached.store) == (try Self.stored(mailbox)))
      #expect(cached.end == (try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int))
    }
  }

  @Test(arguments: 0..<30)
  func anAppendedMboxIsListedFromTheCacheAndItsNewPartRead(seed: UInt64) throws {
    var random = SeededRandom(state: seed)
    try TestFiles.withTemporaryDirectory { directory in
      let path = directory + "/mail.mbox"
      var first = MboxScannerTests.randomMbox(
        messages: Int.random(in: 1...20, using: &random), random: &random)
      // Half of them end as mbox writers end a message, with a blank line.
      let endsWithBlankLine = seed % 2 == 0
      if endsWithBlankLine, !SummaryCache.endsWithBlankLine(first) { first += [Bytes.lf] }
      if !SummaryCache.endsWithBlankLine(first) { first += [Bytes.lf] }
      try TestFiles.write(first, to: path)
      let mailbox = try Mailbox.open(path: path)
      let cache = try Self.saved(mailbox, in: directory)
      let before = try Self.stored(mailbox).count
      let handle = try #require(FileHandle(forWritingAtPath: path))
      handle.seekToEndOfFile()
      handle.write(
        Data(
          MboxScannerTests.randomMbox(
            messages: Int.random(in: 1...10, using: &random), random: &random)))
      try handle.close()
      let cached = try #require(cache.load(mailbox))
      #expect(cached.count == before)
      #expect(cached.end == first.count)
      #expect(try Self.resumed(cached, mailbox) == (try Self.stored(mailbox)))
    }
  }

  /// `count` short notes from three senders.
  static func notes(_ count: Int) -> [String] {
    (0..<count).map {
      "From: A <a\($0 % 3)@x.org>\nSubject: Note \($0)\nMessage-ID: <n\($0)@x.org>\n\nText.\n"
    }
  }

  /// An mbox of `messages` at `directory/name`, opened, and its cache saved.
  static func cachedMbox(_ messages: [String], in directory: String, name: String = "mail.mbox")
    throws -> (path: String, mailbox: Mailbox, cache: SummaryCache)
  {
    let path = directory + "/" + name
    try TestFiles.write(TestFiles.mbox(messages), to: path)
    let mailbox = try Mailbox.open(path: path)
    return (path, mailbox, try saved(mailbox, in: directory))
  }

  @Test func aCacheIsNotTrustedOnceTheMboxIsRewritten() throws {
    try TestFiles.withTemporaryDirectory { directory in
      let messages = Self.notes(20)
      let (path, mailbox, cache) = try Self.cachedMbox(messages, in: directory)
      #expect(cache.load(mailbox) != nil)
      // The same size, another subject in the middle (a client rewriting a header).
      try TestFiles.write(
        TestFiles.mbox(messages.map { $0.replacingOccurrences(of: "Note 7\n", with: "Nope 7\n") }),
        to: path)
      // The modification time differs by a second at least (coarse file systems).
      let later = Date(timeIntervalSinceNow: 5)
      try FileManager.default.setAttributes([.modificationDate: later], ofItemAtPath: path)
      #expect(cache.load(mailbox) == nil)
      // Shorter, and longer with a changed head: neither an append.
      try TestFiles.write(TestFiles.mbox(Array(messages.dropLast())), to: path)
      #expect(cache.load(mailbox) == nil)
      try TestFiles.write(
        TestFiles.mbox(["From: B <b@x.org>\nSubject: New first\n\nHi.\n"] + messages), to: path)
      #expect(cache.load(mailbox) == nil)
      // The stale cache is left for the next listing to replace, not removed.
      #expect(FileManager.default.fileExists(atPath: cache.path))
    }
  }

  @Test func aDamagedOrForeignCacheIsIgnoredAndRemoved() throws {
    try TestFiles.withTemporaryDirectory { directory in
      let messages = Self.notes(50)
      let (_, mailbox, cache) = try Self.cachedMbox(messages, in: directory)
      let good = try Data(contentsOf: URL(fileURLWithPath: cache.path))
      // Every byte flipped in turn, and every cut: never trusted, never a crash.
      for position in stride(from: 0, to: good.count, by: 7) {
        var damaged = good
        damaged[position] ^= 0x5A
        try damaged.write(to: URL(fileURLWithPath: cache.path))
        #expect(cache.load(mailbox) == nil, "byte \(position)")
        #expect(!FileManager.default.fileExists(atPath: cache.path), "byte \(position)")
      }
      for length in stride(from: 0, to: good.count, by: 11) {
        try good.prefix(length).write(to: URL(fileURLWithPath: cache.path))
        #expect(cache.load(mailbox) == nil, "cut at \(length)")
      }
      // Another mbox's cache, under this one's name: never trusted.
      let otherCache = try Self.cachedMbox(messages, in: directory, name: "other.mbox").cache
      try FileManager.default.copyItem(atPath: otherCache.path, toPath: cache.path)
      #expect(cache.load(mailbox) == nil)
      #expect(!FileManager.default.fileExists(atPath: cache.path))
      // Written again, it is trusted again.
      _ = try Self.saved(mailbox, in: directory)
      #expect(cache.load(mailbox) != nil)
    }
  }

  @Test func theCacheTakesUnder100BytesAMessageOfTheBenchmarksShape() throws {
    // The benchmark's shape (sender, subject, date, Message-ID), 20,000 of them.
    try TestFiles.withTemporaryDirectory { directory in
      let path = directory + "/mail.mbox"
      let messages = (0..<20_000).map {
        "From: Sender \($0 % 50) <sender\($0 % 50)@example.org>\nTo: team@example.org\n"
          + "Subject: Quarterly planning #\($0)\nDate: Sat, 1 Nov 2026 00:00:00 +0100\n"
          + "Message-ID: <m\($0)@example.org>\n\nText.\n"
      }
      try TestFiles.write(TestFiles.mbox(messages), to: path)
      let mailbox = try Mailbox.open(path: path)
      let cache = try Self.saved(mailbox, in: directory)
      let size = try #require(
        try FileManager.default.attributesOfItem(atPath: cache.path)[.size] as? Int)
      #expect(size < 100 * 20_000)
    }
  }
}
