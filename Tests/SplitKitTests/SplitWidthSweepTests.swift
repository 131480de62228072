import SplitKit
import SplitKitTesting
import Testing

/// Every container width from 1 to 300 points, growing and shrinking, across both thresholds.
@MainActor @Suite struct SplitWidthSweepTests {
  static let widths = Array(1...300)

  /// What each band must look like at rest.
  func expectBand(_ f: MailFixture, width: Int) {
    let split = f.split
    let context = "width \(width)"
    switch width {
    case ..<80:
      #expect(split.isCollapsed, "\(context)")
      #expect(split.layout.visibleColumns == [.primary], "\(context)")
      #expect(
        split.layout[.primary]?.frame == Rect(x: 0, y: 0, width: Double(width), height: 30),
        "\(context)")
    case 80..<120:
      #expect(
        !split.isCollapsed && split.displayMode == .secondaryOnly
          && split.splitBehavior == .overlay, "\(context)")
      #expect(split.layout.visibleColumns == [.secondary], "\(context)")
      #expect(split.displayModeButton.targetDisplayMode == .oneOverSecondary, "\(context)")
    default:
      #expect(
        !split.isCollapsed && split.displayMode == .oneBesideSecondary
          && split.splitBehavior == .tile, "\(context)")
      let primary = split.layout[.primary]?.frame.width ?? -1
      let secondary = split.layout[.secondary]?.frame.width ?? -1
      #expect(primary == min(40, max(20, (Double(width) * 0.3 + 0.5).rounded(.down))), "\(context)")
      #expect(primary + 1 + secondary == Double(width), "\(context)")
      #expect(secondary >= 30, "\(context)")
    }
  }

  @Test func growingThroughEveryWidthPassesEachBandAndKeepsTheInvariants() {
    let f = MailFixture(width: 1, keepsInitialEvents: true)
    var controllers = [f.split, f.list, f.detail]
    controllers += [.primary, .secondary].compactMap { f.split.navigationController(for: $0) }
    for width in Self.widths {
      f.split.setContainerSize(Size(width: Double(width), height: 30))
      SplitInvariants.checkAlways(f.split, context: "grow \(width)")
      SplitInvariants.checkAtRest(
        f.split, recorder: f.appearance, controllers: controllers, context: "grow \(width)")
      expectBand(f, width: width)
    }
    #expect(f.primaryStack == ["List"])
    #expect(f.secondaryStack == ["Detail"])
  }

  @Test func shrinkingThroughEveryWidthCollapsesExactlyOnceAndExpandsBackTheSame() {
    let f = MailFixture(width: 300)
    for width in Self.widths.reversed() {
      f.split.setContainerSize(Size(width: Double(width), height: 30))
      SplitInvariants.checkAlways(f.split, context: "shrink \(width)")
      expectBand(f, width: width)
    }
    let calls = f.delegate.take()
    #expect(calls.filter { $0 == "didCollapse" }.count == 1)
    #expect(calls.filter { $0.hasPrefix("willHide(List, with:") }.count == 1)
    #expect(calls.filter { $0.hasPrefix("willShow(List, invalidating:") }.count == 1)
    for width in Self.widths { f.split.setContainerSize(Size(width: Double(width), height: 30)) }
    #expect(f.delegate.take().filter { $0 == "didExpand" }.count == 1)
    #expect(f.primaryStack == ["List"])
    #expect(f.secondaryStack == ["Detail"])
  }

  @Test(arguments: [SplitViewController.Style.doubleColumn, .tripleColumn])
  func everyWidthWithAnOpenOverlayKeepsFramesInsideAndFocusUncovered(
    style: SplitViewController.Style
  ) {
    let f = MailFixture(width: 100, style: style)
    for width in Self.widths {
      f.split.setContainerSize(Size(width: Double(width), height: 30))
      if f.split.displayMode == .secondaryOnly { f.split.pressDisplayModeButton() }
      f.settle(from: .seconds(Int64(width)))
      SplitInvariants.checkAlways(f.split, context: "overlay \(width)")
      if let focused = f.split.focusedColumn {
        #expect(f.split.layout[focused]?.isCovered == false, "width \(width)")
      }
    }
  }

  @Test func everyWidthRightToLeftMirrorsTheLeftToRightLayout() {
    let ltr = MailFixture(width: 1)
    let rtl = MailFixture(width: 1)
    rtl.split.windowTraitCollection = TraitCollection(layoutDirection: .rightToLeft)
    for width in Self.widths {
      let size = Size(width: Double(width), height: 30)
      ltr.split.setContainerSize(size)
      rtl.split.setContainerSize(size)
      let mirrored = ltr.split.layout.columns.map { column in
        Rect(
          x: Double(width) - column.visibleFrame.maxX, y: 0, width: column.visibleFrame.width,
          height: 30)
      }
      #expect(rtl.split.layout.columns.map(\.visibleFrame) == mirrored, "width \(width)")
    }
  }
}
