import Foundation
import MailboxCore
import Testing

/// The descriptor the reader waits on for other programs' changes: quiet while nothing
/// changes, readable with the changed path after a delivery, a rename or an append.
@Suite struct MailboxWatcherTests {
  /// Whether `descriptor` has something to read within `milliseconds`.
  static func isReadable(_ descriptor: Int32, within milliseconds: Int32) -> Bool {
    var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    return poll(&entry, 1, milliseconds) == 1
  }

  @Test func aDeliveryARenameAndAnAppendWakeItAndNothingElseDoes() throws {
    try TestFiles.withTemporaryDirectory { root in
      try FolderTrees.maildir(root + "/Inbox", read: [("Ada", "Hi", "a@x")])
      try TestFiles.write(TestFiles.mbox(["Subject: x\n\nx\n"]), to: root + "/list.mbox")
      let watcher = MailboxWatcher()
      #expect(watcher.mode == .inotify)
      let paths = [root + "/Inbox/new", root + "/Inbox/cur", root + "/list.mbox"]
      watcher.watch(paths)
      #expect(paths.allSatisfy(watcher.isWatching))
      #expect(!Self.isReadable(watcher.fileDescriptor, within: 0))
      // Reading a message is no change.
      _ = try MaildirFilesTests.files(root + "/Inbox").map {
        try String(contentsOfFile: root + "/Inbox/" + $0, encoding: .utf8)
      }
      #expect(!Self.isReadable(watcher.fileDescriptor, within: 0))

      try TestFiles.write("Subject: new\n\nnew\n", to: root + "/Inbox/tmp/9.M9.host")
      #expect(rename(root + "/Inbox/tmp/9.M9.host", root + "/Inbox/new/9.M9.host") == 0)
      #expect(Self.isReadable(watcher.fileDescriptor, within: 1000))
      #expect(watcher.drain() == [root + "/Inbox/new"])
      #expect(!Self.isReadable(watcher.fileDescriptor, within: 0), "drained")

      let file = try #require(
        MaildirFilesTests.files(root + "/Inbox").first { $0.hasPrefix("cur/") })
      #expect(rename(root + "/Inbox/" + file, root + "/Inbox/" + file + "F") == 0)
      #expect(Self.isReadable(watcher.fileDescriptor, within: 1000))
      #expect(watcher.drain() == [root + "/Inbox/cur"])

      let handle = try #require(FileHandle(forWritingAtPath: root + "/list.mbox"))
      handle.seekToEndOfFile()
      handle.write(Data("From b@x Mon Jan  5 10:00:00 2026\nSubject: y\n\ny\n".utf8))
      try handle.close()
      #expect(Self.isReadable(watcher.fileDescriptor, within: 1000))
      #expect(watcher.drain() == [root + "/list.mbox"])

      // A folder dropped from the list is not watched any more.
      watcher.watch([root + "/list.mbox"])
      #expect(watcher.drain() == [], "only inotify's notes of the removed watches")
      try TestFiles.write("Subject: more\n\nmore\n", to: root + "/Inbox/new/10.M10.host")
      #expect(!Self.isReadable(watcher.fileDescriptor, within: 100))
    }
  }

  @Test func withoutInotifyATimerTicksAndSaysAnythingMayHaveChanged() {
    let watcher = MailboxWatcher(fallbackInterval: .milliseconds(50), usesInotify: false)
    #expect(watcher.mode == .timer(.milliseconds(50)))
    #expect(watcher.fileDescriptor >= 0)
    #expect(Self.isReadable(watcher.fileDescriptor, within: 2000))
    #expect(watcher.drain() == nil)
  }
}
