import Foundation
import SplitKit
import SplitKitContent
import SplitKitHostCore
import SplitKitTesting
import SystemTestSupport
import Testing

@testable import MailboxCore
@testable import MailboxModel

/// The reader holds its search index's builder thread while the person uses it
/// (`Settings.inputHold` after the host's `lastInputTime`), and lets it go on after.
@MainActor @Suite struct MailboxAppInputHoldTests {
  @Test func aKeyHoldsTheBuilderForTheInputHoldAndNoLonger() throws {
    let root = try TemporaryDirectory(prefix: "input-hold")
    let path = try SearchIndexingBackgroundTests.maildir(root.url.path, count: 300)
    let app = MailboxApp(
      mailbox: try Mailbox.open(path: path),
      settings: MailboxApp.Settings(title: "Inbox", currentYear: AppHarness.currentYear))
    let indexing = SearchIndexing(
      root: path, cacheDirectory: root.url.path + "/cache", inBackground: true)
    app.searchIndexing = indexing
    let host = HeadlessHost(split: app.split, size: Size(width: 1280, height: 800))
    // A key before the first frame: the builder is held from its first message.
    host.send(.key(KeyEvent(.down)))
    #expect(host.lastInputTime == host.now)
    app.attach(to: host)

    // Frames within the hold (the host's clock stands still): the list is read, the
    // builder waits before its first message.
    let deadline = ContinuousClock.now + .seconds(30)
    while !indexing.isBuildingHeld, ContinuousClock.now < deadline {
      host.advance(by: .zero)
    }
    #expect(indexing.isBuildingHeld)
    #expect(indexing.addedMessageCount == 0)

    // Past the hold, it builds the whole list.
    host.advance(by: app.settings.inputHold)
    while app.list.list.searchIndexProgress != nil, ContinuousClock.now < deadline {
      host.advance(by: .milliseconds(17))
    }
    #expect(!indexing.isBuildingHeld)
    #expect(indexing.addedMessageCount == 300)
  }

  @Test func aListThatShowsAMessageIsNotReadFurtherWhileTheReaderIsInUse() throws {
    let root = try TemporaryDirectory(prefix: "input-hold-list")
    let path = root.url.path + "/mail.mbox"
    try TestFiles.write(
      TestFiles.mbox(
        (0..<300).map { SearchIndexingReloadTests.message($0, "Report \($0)", "balloon") }),
      to: path)
    // Steps of 4 KiB: a few messages a step, one step a frame.
    let app = MailboxApp(
      mailbox: try Mailbox.open(path: path),
      settings: MailboxApp.Settings(
        title: "Inbox", chunkSize: 4 << 10, maximumStepsPerFrame: 1,
        currentYear: AppHarness.currentYear))
    let host = HeadlessHost(split: app.split, size: Size(width: 1280, height: 800))
    app.attach(to: host)
    while app.list.list.messageCount == 0, host.frameWork != nil {
      host.advance(by: .milliseconds(17))
    }
    let shown = app.list.list.messageCount
    #expect(shown > 0 && shown < 300)

    // Keys 100 ms apart: within the hold, frames read nothing more.
    for _ in 0..<2 {
      host.send(.key(KeyEvent(.down)))
      host.advance(by: .milliseconds(100))
    }
    #expect(app.list.list.messageCount == shown)

    // A key every frame for a second: one frame in each hold still reads.
    for _ in 0..<60 {
      host.send(.key(KeyEvent(.down)))
      host.advance(by: .milliseconds(17))
    }
    let read = app.list.list.messageCount
    #expect(read > shown && read < 300)

    // The hold over, the rest is read.
    host.advance(by: .seconds(5))
    #expect(app.list.list.messageCount == 300)
  }
}
