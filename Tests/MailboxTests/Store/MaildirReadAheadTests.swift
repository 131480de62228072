import Foundation
import Testing

@testable import MailboxCore
@testable import MailboxModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct MaildirReadAheadTests {
  /// A small read-ahead window, in blocks, so that a test Maildir is larger than it.
  static let window = 4
  /// More files than a first batch and ``window`` blocks: the reading threads wait for the
  /// indexer to take more.
  static let manyFiles = 1000

  /// Writes `count` message files: short and long header sections (a long one needs more
  /// than one read), LF and CRLF, in `cur/` and `new/`, with and without references.
  static func makeMaildir(at root: String, count: Int) throws {
    for sub in ["cur", "new", "tmp"] {
      try FileManager.default.createDirectory(
        atPath: root + "/" + sub, withIntermediateDirectories: true)
    }
    let filler = String(repeating: "x", count: 70)
    for index in 0..<count {
      var lines = [
        "From: Sender \(index % 13) <s\(index % 13)@example.org>",
        "Subject: message \(index)",
        "Date: Sat, \(1 + index % 28) Nov 2026 10:00:00 +0100",
        "Message-ID: <m\(index)@example.org>",
      ]
      if index > 0, index % 3 == 0 { lines.append("References: <m\(index / 2)@example.org>") }
      if index % 50 == 7 {
        lines += (0..<(index % 400 + 60)).map { "X-Filler-\($0): \(filler)" }
      }
      let newline = index % 5 == 0 ? "\r\n" : "\n"
      let text = lines.joined(separator: newline) + newline + newline + "body \(index)" + newline
      let name = "1700\(String(index + 100_000)).M\(index)P1.host"
      let path = index % 4 == 1 ? "new/\(name)" : "cur/\(name):2,\(index % 8 == 0 ? "S" : "")"
      try TestFiles.write(text, to: root + "/" + path)
    }
  }

  /// Makes files that were listed fail or change before they are read: some vanish, some
  /// become directories, one a FIFO, some are cut short.
  static func spoilListedFiles(in root: String) throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: root + "/cur").sorted()
    for (index, name) in names.enumerated() {
      let path = root + "/cur/" + name
      if index % 97 == 5 {
        try FileManager.default.removeItem(atPath: path)
      } else if index % 89 == 3 {
        try FileManager.default.removeItem(atPath: path)
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
      } else if index % 83 == 1 {
        #expect(truncate(path, 12) == 0)
      } else if index % 79 == 2 {
        #expect(truncate(path, 0) == 0)
      } else if index == 500 {
        try FileManager.default.removeItem(atPath: path)
        #expect(mkfifo(path, 0o600) == 0)
      }
    }
  }

  /// Every summary of `indexer`, how many files it skipped, and the progress of its
  /// batches (which rises to 1).
  static func index(_ indexer: MailboxIndexer) throws
    -> (summaries: [MessageSummary], skipped: Int, progress: [Double])
  {
    var indexer = indexer
    var summaries: [MessageSummary] = []
    var progress: [Double] = []
    while let batch = try indexer.next() {
      summaries += batch.summaries
      progress.append(batch.progress)
    }
    return (summaries, indexer.skippedCount, progress)
  }

  /// Polls `condition` until it holds or 10 seconds pass.
  static func eventually(_ condition: () -> Bool) -> Bool {
    let deadline = ContinuousClock.now + .seconds(10)
    while !condition() {
      if ContinuousClock.now > deadline { return false }
      usleep(1000)
    }
    return true
  }

  @Test(arguments: [1, 4096, MailboxIndexer.defaultChunkSize])
  func readingThreadsMakeTheSameIndexAsOneThread(chunkSize: Int) throws {
    try TestFiles.withTemporaryDirectory { root in
      try Self.makeMaildir(at: root, count: Self.manyFiles)
      let mailbox = try Mailbox.open(path: root)
      // Listed before the files are spoiled, as when mail is moved while indexing.
      let single = try mailbox.makeIndexer(chunkSize: chunkSize, readingThreads: 0)
      let threaded = try [Self.window, 1, MaildirReadAhead.window].map { window in
        try mailbox.makeIndexer(
          chunkSize: chunkSize, readingThreads: 2, readAheadWindow: window)
      }
      try Self.spoilListedFiles(in: root)
      let (summaries, skipped, progress) = try Self.index(single)
      #expect(progress == progress.sorted() && progress.last == 1)
      #expect(skipped > 10)
      #expect(summaries.count + skipped == Self.manyFiles)
      #expect(summaries.map(\.index) == Array(0..<summaries.count))
      #expect(summaries.contains { $0.subject.isEmpty })
      #expect(summaries.contains { $0.references == ["m3@example.org"] })
      for indexer in threaded {
        let threadedIndex = try Self.index(indexer)
        #expect(threadedIndex.summaries == summaries)
        #expect(threadedIndex.skipped == skipped)
        #expect(threadedIndex.progress == threadedIndex.progress.sorted())
        #expect(threadedIndex.progress.last == 1)
      }
    }
  }

  @Test func oneThreadReadsWhatTheIndexerReadBefore() throws {
    try TestFiles.withTemporaryDirectory { root in
      try Self.makeMaildir(at: root, count: 300)
      let mailbox = try Mailbox.open(path: root)
      var indexer = try mailbox.makeIndexer(readingThreads: 0)
      var summaries: [MessageSummary] = []
      while let batch = try indexer.next() { summaries += batch.summaries }
      #expect(summaries.count == 300)
      #expect(indexer.maildirReadAhead?.runningThreads == 0)
      let long = try #require(summaries.first { $0.subject == "message 57" })
      #expect(long.messageID == "m57@example.org")
      #expect(long.sender.address == "s5@example.org")
      let crlf = try #require(summaries.first { $0.subject == "message 10" })
      #expect(crlf.date != nil)
    }
  }

  @Test func releasingTheIndexerStopsItsReadingThreads() throws {
    try TestFiles.withTemporaryDirectory { root in
      try Self.makeMaildir(at: root, count: Self.manyFiles)
      var indexer: MailboxIndexer? = try Mailbox.open(path: root).makeIndexer(
        chunkSize: MailboxIndexer.defaultChunkSize, readingThreads: 2,
        readAheadWindow: Self.window)
      #expect(try indexer?.next()?.summaries.isEmpty == false)
      let shared = try #require(indexer?.maildirReadAhead)
      // More files than a batch and the window: the threads wait for the indexer.
      #expect(shared.runningThreads == 2)
      indexer = nil
      #expect(Self.eventually { shared.runningThreads == 0 })
    }
  }

  @Test func readingThreadsExitOnceEverythingIsRead() throws {
    try TestFiles.withTemporaryDirectory { root in
      try Self.makeMaildir(at: root, count: 1000)
      var indexer = try Mailbox.open(path: root).makeIndexer(readingThreads: 2)
      var count = 0
      while let batch = try indexer.next() { count += batch.summaries.count }
      #expect(count == 1000)
      let shared = try #require(indexer.maildirReadAhead)
      #expect(Self.eventually { shared.runningThreads == 0 })
    }
  }
}
