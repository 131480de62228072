import Foundation
import SplitKit
import SplitKitHostCore
import SplitKitTesting
import Testing

/// In the triple-column style's `oneBesideSecondary` the primary is hidden and the divider
/// on screen is the supplementary's: it resizes the supplementary, never the hidden primary.
extension SplitDividerTests {
  /// A terminal-sized triple split, 150 wide, supplementary beside the secondary.
  private func oneBeside() -> MailFixture {
    let f = MailFixture(width: 150, style: .tripleColumn)
    f.split.setViewController(ViewController(title: "Messages"), for: .supplementary)
    f.split.preferredDisplayMode = .oneBesideSecondary
    f.settle()
    return f
  }

  @Test func inTripleOneBesideTheVisibleDividerResizesTheSupplementary() throws {
    let f = oneBeside()
    #expect(f.split.layout.visibleColumns == [.secondary, .supplementary])
    let divider = try #require(f.split.layout.dividers.first)
    #expect(divider.column == .supplementary && divider.isResizable)
    #expect(divider.frame.minX == 40)
    #expect(f.split.pointerDown(at: Point(x: 40, y: 5), time: .zero))
    f.split.pointerMoved(to: Point(x: 30, y: 5), time: .milliseconds(10))
    f.split.pointerUp(at: Point(x: 30, y: 5), time: .milliseconds(20))
    #expect(f.split.supplementaryColumnWidth == 30)
    #expect(f.split.userSupplementaryColumnWidth == 30)
    #expect(f.split.userPrimaryColumnWidth == nil)
    #expect(f.split.primaryColumnWidth == 40)
    #expect(
      f.split.layout.description
        == "secondary (31.0, 0.0, 119.0x30.0); supplementary (0.0, 0.0, 30.0x30.0); "
        + "focus secondary")
    // The width sticks when the primary comes back beside it.
    f.split.preferredDisplayMode = .twoBesideSecondary
    f.settle(from: .seconds(10))
    #expect(f.split.layout[.supplementary]?.frame.width == 30)
    #expect(f.split.layout[.primary]?.frame.width == 40)
  }

  @Test func theKeysMoveTheSupplementaryDividerTheUserSees() {
    let f = oneBeside()
    f.split.perform(hostCommand: .narrowPrimary, resizeStep: 4)
    #expect(f.split.supplementaryColumnWidth == 36)
    #expect(f.split.userPrimaryColumnWidth == nil)
    f.split.perform(hostCommand: .widenPrimary, resizeStep: 2)
    #expect(f.split.supplementaryColumnWidth == 38)
    f.split.allowsUserResizing = false
    f.split.perform(hostCommand: .narrowPrimary, resizeStep: 4)
    #expect(f.split.supplementaryColumnWidth == 38)
    f.split.resetDivider()
    #expect(f.split.userSupplementaryColumnWidth == nil)
    #expect(f.split.supplementaryColumnWidth == 40)
  }

  @Test func theSupplementaryWidthIsRestoredAndOldSnapshotsStillDecode() throws {
    let f = oneBeside()
    f.split.resizeDivider(of: .supplementary, to: 25)
    let data = try JSONEncoder().encode(f.split.restorationState)
    let state = try JSONDecoder().decode(SplitRestorationState.self, from: data)
    #expect(state.supplementaryColumnWidth == 25)
    let fresh = oneBeside()
    try fresh.split.restore(from: state)
    #expect(fresh.split.userSupplementaryColumnWidth == 25)
    #expect(fresh.split.layout == f.split.layout)

    var object = try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
    object["supplementaryColumnWidth"] = nil
    let old = try JSONDecoder().decode(
      SplitRestorationState.self, from: JSONSerialization.data(withJSONObject: object))
    #expect(old.supplementaryColumnWidth == nil)
    object["supplementaryColumnWidth"] = -3
    let bad = try JSONDecoder().decode(
      SplitRestorationState.self, from: JSONSerialization.data(withJSONObject: object))
    #expect(throws: RestorationError.self) { try fresh.split.restore(from: bad) }
    #expect(fresh.split.userSupplementaryColumnWidth == 25)
  }
}
