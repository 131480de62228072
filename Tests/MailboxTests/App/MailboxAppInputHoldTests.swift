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
}
