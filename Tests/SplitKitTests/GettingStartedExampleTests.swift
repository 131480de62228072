import SplitKit
import SplitKitTesting
import Testing

/// The usage example of the GettingStarted article (and README), run as written.
@MainActor @Suite struct GettingStartedExampleTests {
  @Test func theReadmeExampleRunsAndDoesWhatItSays() {
    var now = Duration.zero
    var drawn: [String] = []
    func draw(_ column: SplitViewController.Column, in frame: Rect, dimmed: Double) {
      drawn.append("\(column) \(frame) \(dimmed)")
    }

    let split = SplitViewController(style: .doubleColumn)
    let mailboxes = ViewController(title: "Mailboxes", restorationIdentifier: "mailboxes")
    let message = ViewController(title: "Message", restorationIdentifier: "message")
    split.setViewController(mailboxes, for: .primary)
    split.setViewController(message, for: .secondary)
    split.thresholds = SplitThresholds(compactWidth: 80, wideWidth: 120)
    split.setContainerSize(Size(width: 100, height: 30))
    split.setVisibleInWindow(true)
    #expect(split.displayMode == .secondaryOnly)

    split.pressDisplayModeButton()
    while split.isAnimating {
      now += .milliseconds(16)
      split.advance(to: now)
    }
    for column in split.layout.columns {
      draw(column.column, in: column.visibleFrame, dimmed: column.dimming)
    }
    #expect(drawn == ["secondary (0.0, 0.0, 100.0x30.0) 1.0", "primary (0.0, 0.0, 30.0x30.0) 0.0"])

    split.pointerDown(at: Point(x: 70, y: 5), time: now)
    split.pointerUp(at: Point(x: 70, y: 5), time: now)
    #expect(split.displayMode == .secondaryOnly)

    mailboxes.showDetail(ViewController(title: "Re: Lunch"))
    #expect(split.navigationController(for: .secondary)?.topViewController?.title == "Re: Lunch")
    let snapshot = split.restorationState
    #expect(snapshot.displayMode == .secondaryOnly)
  }
}
