import SplitKit
import SplitKitContent
import SplitKitHostCore
import SplitKitTesting
import Testing

/// The host with no screen: events through the session, a snapshot recorded after each,
/// time and the app's work only when the test says.
@MainActor @Suite struct HeadlessHostTests {
  func host(rows: Int = 40, width: Double = 1000) -> (HeadlessHost, NumberList) {
    let (split, list) = NumberList.splitWithDetail(rows: rows)
    return (HeadlessHost(split: split, size: Size(width: width, height: 600)), list)
  }

  @Test func keysAndTypingGoThroughTheSessionAndEachRecordsASnapshot() {
    let (host, _) = host()
    #expect(host.snapshots.count == 1 && host.snapshot.width == 1000)
    host.press("j", "j")
    #expect(host.snapshot["primary"]?.list?.selection == 1)
    host.press(.enter)
    #expect(host.snapshot["secondary"]?.bar.title == "Row 1")
    #expect(host.snapshots.count == 4)
    // A key that changes nothing records nothing new.
    host.type("%")
    #expect(host.snapshots.count == 4)
    #expect(host.changeCount > 0)
  }

  @Test func quitIsLeftToTheHostWhichNotesIt() {
    let (host, _) = host()
    #expect(!host.isQuitRequested)
    host.press("q")
    #expect(host.isQuitRequested && host.hostCommands == [.quit])
  }

  @Test func resizingCollapsesAtTheBrowsersThreshold() {
    let (host, _) = host()
    #expect(!host.snapshot.isCollapsed)
    host.resize(width: 400, height: 600)
    #expect(host.snapshot.isCollapsed && host.snapshot.width == 400)
  }

  @Test func timeAndTheAppsWorkMoveOnlyWhenAdvanced() {
    let (host, _) = host()
    var slices = 0
    host.frameWork = {
      slices += 1
      return slices < 5
    }
    #expect(slices == 0 && host.now == .zero)
    host.advance(by: .milliseconds(34))
    #expect(slices == 2 && host.now == .milliseconds(34))
    #expect(host.finishFrameWork())
    #expect(slices == 5 && host.frameWork == nil)
    // Descriptors are never watched: the app checks at its own moments.
    #expect(!host.watch(readable: 0) {})
  }

  @Test func aForegroundProgramIsRecordedAndNeverRun() {
    let (host, _) = host()
    var status: Int32? = 0
    host.runInForeground(["vi", "x"]) { status = $0 }
    #expect(status == nil && host.foregroundRuns == [["vi", "x"]])
  }
}
