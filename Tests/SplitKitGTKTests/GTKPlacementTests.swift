import SplitKitGTK
import Testing

@testable import SplitKit

/// The pixel frames the GTK host allocates, from the engine's layout at the source
/// documents' sizes; no display needed.
@MainActor
@Suite
struct GTKPlacementTests {
  private func split(width: Double, height: Double) -> SplitViewController {
    let split = SplitViewController(style: .doubleColumn)
    split.setViewController(ViewController(title: "Master"), for: .primary)
    split.setViewController(ViewController(title: "Detail"), for: .secondary)
    let configuration = GTKHostConfiguration()
    // What the GTK host does: its thresholds fill in; column widths stay the engine's
    // point defaults (one point per logical pixel).
    split.adoptHostDefaults(HostSizingDefaults(thresholds: configuration.thresholds))
    split.windowTraitCollection = TraitCollection(
      horizontalSizeClass: configuration.thresholds.horizontalSizeClass(forWidth: width),
      verticalSizeClass: configuration.thresholds.verticalSizeClass(forHeight: height))
    split.setContainerSize(Size(width: width, height: height))
    split.setVisibleInWindow(true)
    split.animationsEnabled = false
    return split
  }

  private func placement(_ split: SplitViewController) -> GTKPlacement {
    GTKPlacement(layout: split.layout, restingWidths: [.primary: split.primaryColumnWidth])
  }

  @Test func landscapeIPadShowsThe320PointMasterBesideTheDetailWithADivider() {
    let placement = placement(split(width: 1024, height: 768))
    #expect(placement.columns.map(\.column) == [.secondary, .primary])
    #expect(placement.columns[0].frame == PixelRect(x: 321, y: 0, width: 703, height: 768))
    #expect(placement.columns[1].frame == PixelRect(x: 0, y: 0, width: 320, height: 768))
    #expect(placement.dividers == [PixelRect(x: 320, y: 0, width: 1, height: 768)])
    #expect(placement.dimmings.isEmpty)
    #expect(placement.shadow == nil)
  }

  @Test func portraitIPadShowsTheDetailAloneThenTheMasterOverTheDimmedDetail() {
    let split = split(width: 768, height: 1024)
    #expect(placement(split).columns.map(\.column) == [.secondary])
    split.pressDisplayModeButton()
    let open = placement(split)
    #expect(open.columns.map(\.column) == [.secondary, .primary])
    #expect(open.columns[1].frame == PixelRect(x: 0, y: 0, width: 320, height: 1024))
    #expect(open.dimmings.map(\.frame) == [PixelRect(x: 0, y: 0, width: 768, height: 1024)])
    #expect(open.dimmings.map(\.opacity) == [GTKPlacement.maximumDimming])
    #expect(open.shadow?.frame == PixelRect(x: 320, y: 0, width: 12, height: 1024))
    #expect(open.shadow?.edge == .right)
    #expect(open.dividers.isEmpty)
  }

  @Test func aMasterGrowingFromTheEdgeSlidesAtItsRestingWidthInstead() {
    let layout = SplitLayout(
      containerSize: Size(width: 768, height: 1024),
      columns: [
        .init(
          column: .secondary, frame: Rect(x: 0, y: 0, width: 768, height: 1024),
          visibleFrame: Rect(x: 0, y: 0, width: 768, height: 1024), dimming: 0.5,
          isCovered: true),
        .init(
          column: .primary, frame: Rect(x: 0, y: 0, width: 200.4, height: 1024),
          visibleFrame: Rect(x: 0, y: 0, width: 200.4, height: 1024), dimming: 0,
          isCovered: false),
      ], dividers: [], shadowEdge: .right, focusedColumn: .primary)
    let placement = GTKPlacement(layout: layout, restingWidths: [.primary: 320])
    #expect(placement.columns[1].frame == PixelRect(x: -120, y: 0, width: 320, height: 1024))
    #expect(placement.dimmings.map(\.opacity) == [0.5 * GTKPlacement.maximumDimming])
    #expect(placement.shadow?.frame == PixelRect(x: 200, y: 0, width: 12, height: 1024))
  }

  @Test func rightToLeftMirrorsTheMasterToTheRightEdge() {
    let split = split(width: 1024, height: 768)
    split.windowTraitCollection = TraitCollection(
      horizontalSizeClass: .regular, verticalSizeClass: .regular, layoutDirection: .rightToLeft)
    let placement = placement(split)
    let master = placement.columns.first { $0.column == .primary }
    #expect(master?.frame == PixelRect(x: 704, y: 0, width: 320, height: 768))
    #expect(placement.dividers == [PixelRect(x: 703, y: 0, width: 1, height: 768)])
  }
}
