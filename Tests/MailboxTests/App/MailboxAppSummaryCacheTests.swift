import Foundation
import SplitKitTerminalTesting
import Testing

@testable import MailboxCore
@testable import MailboxModel

/// A second launch lists an unchanged mbox from the summary cache, an appended one from
/// it and the new messages read, and a damaged cache is ignored and written again.
@Suite @MainActor struct MailboxAppSummaryCacheTests {
  /// The sample mbox copied into `directory`, with its cache directory there.
  static func sample(in directory: String) throws -> (path: String, cache: String) {
    let path = directory + "/inbox.mbox"
    try FileManager.default.copyItem(atPath: try #require(SampleMailbox.path), toPath: path)
    return (path, directory + "/cache")
  }

  /// Launches the reader on `path` with its summary cache in `cache`, listing to the end.
  static func launch(_ path: String, _ cache: String, finishIndexing: Bool = true) throws -> (
    app: MailboxApp, driver: Driver
  ) {
    try AppHarness.launch(
      path: path, size: AppHarness.wide, finishIndexing: finishIndexing,
      summaryCacheDirectory: cache)
  }

  /// Waits (at most 10 s) until the cache of `path` lists `count` messages: it is
  /// written on another thread once the mbox is listed.
  static func waitForCache(_ path: String, _ cache: String, count: Int) throws {
    let mailbox = try Mailbox.open(path: path)
    let summaries = SummaryCache(directory: cache, mailboxPath: mailbox.path)
    let deadline = Date(timeIntervalSinceNow: 10)
    while summaries.load(mailbox)?.count != count, Date() < deadline { usleep(5_000) }
    #expect(summaries.load(mailbox)?.count == count)
  }

  /// Two messages appended to the mbox at `path`, as a delivery agent appends them.
  static func append(to path: String) throws {
    let handle = try #require(FileHandle(forWritingAtPath: path))
    handle.seekToEndOfFile()
    handle.write(
      Data(
        TestFiles.mbox([
          "From: Zed <zed@example.org>\nSubject: Appended one\nMessage-ID: <a1@x>\n\nNew.\n",
          "From: Zed <zed@example.org>\nSubject: Appended two\nMessage-ID: <a2@x>\n\nNew.\n",
        ]).utf8))
    try handle.close()
  }

  @Test func aSecondLaunchOfAnUnchangedMboxListsItFromTheCacheWithoutReadingIt() throws {
    try TestFiles.withTemporaryDirectory { directory in
      let (path, cache) = try Self.sample(in: directory)
      let first = try Self.launch(path, cache)
      #expect(first.app.listedFromCache == 0)
      let screen = first.driver.screen
      try Self.waitForCache(path, cache, count: 150)

      let (app, driver) = try Self.launch(path, cache, finishIndexing: false)
      #expect(app.listedFromCache == 150)
      // Listed at once: nothing left to read.
      #expect(app.isIndexed)
      #expect(app.list.list.unreadCount == first.app.list.list.unreadCount)
      driver.advance(by: .milliseconds(17))
      #expect(driver.screen == screen)
      #expect(driver.screen[49].contains("150 messages, 31 unread"))
    }
  }

  @Test func anAppendedMboxIsListedFromTheCacheAndOnlyItsNewMessagesRead() throws {
    try TestFiles.withTemporaryDirectory { directory in
      let (path, cache) = try Self.sample(in: directory)
      _ = try Self.launch(path, cache)
      try Self.waitForCache(path, cache, count: 150)
      try Self.append(to: path)

      let (app, driver) = try Self.launch(path, cache)
      #expect(app.listedFromCache == 150)
      #expect(app.list.list.messageCount == 152)
      #expect(app.list.list.summary(at: 151).subject == "Appended two")
      #expect(driver.screen[49].contains("152 messages"))
      // Written again with the new messages: the next launch lists all from it.
      try Self.waitForCache(path, cache, count: 152)
      let again = try Self.launch(path, cache, finishIndexing: false)
      #expect(again.app.listedFromCache == 152)
      #expect(again.app.isIndexed)
    }
  }

  @Test func aDamagedCacheIsIgnoredTheMboxReadAndTheCacheWrittenAgain() throws {
    try TestFiles.withTemporaryDirectory { directory in
      let (path, cache) = try Self.sample(in: directory)
      _ = try Self.launch(path, cache)
      try Self.waitForCache(path, cache, count: 150)
      let file = SummaryCache(directory: cache, mailboxPath: try Mailbox.open(path: path).path).path
      var bytes = try Data(contentsOf: URL(fileURLWithPath: file))
      bytes[bytes.count / 2] ^= 0xFF
      try bytes.write(to: URL(fileURLWithPath: file))

      let (app, driver) = try Self.launch(path, cache)
      #expect(app.listedFromCache == 0)
      #expect(driver.screen[49].contains("150 messages, 31 unread"))
      try Self.waitForCache(path, cache, count: 150)
      #expect(try Self.launch(path, cache, finishIndexing: false).app.listedFromCache == 150)
    }
  }
}
