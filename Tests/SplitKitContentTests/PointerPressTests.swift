import SplitKitHostCore
import Testing

/// A press's path through the split view is one value both hosts keep: claimed presses
/// and swipes are the split view's; anything else is a click for the content.
@Suite struct PointerPressTests {
  @Test func aPressTheSplitViewLeavesIsAClickForTheContent() {
    var pointer = PointerPress.idle
    pointer.pressed(claimed: false)
    #expect(pointer == .pressed(claimed: false, swiping: false))
    let owned = pointer.moved(tracked: false)
    #expect(!owned)
    let release = pointer.release()
    #expect(release?.claimed == false && release?.swiping == false)
    #expect(release?.isSplitViews(used: false) == false, "a click")
    #expect(release?.isSplitViews(used: true) == true, "a tap the split view used")
    #expect(pointer == .idle)
    #expect(pointer.release() == nil, "nothing was down")
  }

  @Test func aClaimedPressOwnsThePointerAndIsNeverAClick() {
    var pointer = PointerPress.idle
    pointer.pressed(claimed: true)
    let owned = pointer.moved(tracked: true)
    #expect(owned)
    #expect(pointer == .pressed(claimed: true, swiping: false), "a claimed press is no swipe")
    #expect(pointer.release()?.isSplitViews(used: false) == true)
  }

  @Test func aTrackedMoveBecomesASwipeThatStays() {
    var pointer = PointerPress.idle
    pointer.pressed(claimed: false)
    let first = pointer.moved(tracked: true)
    let second = pointer.moved(tracked: false)
    #expect(first && second)
    #expect(pointer == .pressed(claimed: false, swiping: true))
    #expect(pointer.release()?.isSplitViews(used: false) == true)
  }

  @Test func cancellingSaysWhetherAPressWasHeld() {
    var pointer = PointerPress.idle
    let idleCancel = pointer.cancel()
    pointer.pressed(claimed: false)
    let heldCancel = pointer.cancel()
    #expect(!idleCancel && heldCancel)
    #expect(pointer == .idle)
    let owned = pointer.moved(tracked: true)
    #expect(!owned, "nothing is down")
  }
}
