import SplitKit
import SplitKitTesting
import Testing

/// Restoring an inspector that was showing while collapsed: it is back on top of the
/// merged stack, and beside the secondary once there is room.
extension SplitInspectorTests {
  @Test func aSnapshotTakenCollapsedWithTheInspectorOnTopRestoresItOnTheStack() throws {
    let (split, _, _) = make(width: 300)
    split.show(.inspector)
    split.advance(to: .seconds(1))
    let state = split.restorationState
    #expect(state.isCollapsed && state.isInspectorShown == true)

    let (other, _, _) = make(width: 300)
    try other.restore(from: state)
    #expect(titles(other.navigationController(for: .primary)).last == "Info")
    #expect(other.isShowing(.inspector))
    #expect(other.layout.visibleColumns == [.primary])
    // Back pops it like any pushed page; expanding then leaves it hidden.
    other.navigationController(for: .primary)?.popViewController(animated: false)
    #expect(!other.isShowing(.inspector))

    let (wide, _, _) = make(width: 300)
    try wide.restore(from: state)
    wide.setContainerSize(Size(width: 1024, height: 800))
    #expect(wide.isShowing(.inspector))
    #expect(wide.layout[.inspector]?.frame == Rect(x: 754, y: 0, width: 270, height: 800))
    #expect(titles(wide.navigationController(for: .inspector)) == ["Info"])
  }

  @Test func restoringTheSplitItselfNeverLosesTheInspectorsController() throws {
    let (split, _, _) = make(width: 300)
    let hidden = split.restorationState
    split.show(.inspector)
    split.advance(to: .seconds(1))
    #expect(titles(split.navigationController(for: .primary)).last == "Info")
    // The snapshot from before it showed: off the stack, still the inspector's.
    try split.restore(from: hidden)
    #expect(titles(split.navigationController(for: .primary)).last != "Info")
    #expect(!split.isShowing(.inspector))
    split.show(.inspector)
    split.advance(to: .seconds(2))
    #expect(titles(split.navigationController(for: .primary)).last == "Info")
    split.setContainerSize(Size(width: 1024, height: 800))
    #expect(titles(split.navigationController(for: .inspector)) == ["Info"])
  }

  @Test func aSnapshotTakenExpandedWithTheInspectorShownRestoresCollapsedOnTheStack() throws {
    let (split, _, _) = make(width: 1024)
    split.show(.inspector)
    split.advance(to: .seconds(1))
    let state = split.restorationState
    let (narrow, _, _) = make(width: 300)
    try narrow.restore(from: state)
    #expect(narrow.isCollapsed)
    #expect(titles(narrow.navigationController(for: .primary)).last == "Info")
  }
}
