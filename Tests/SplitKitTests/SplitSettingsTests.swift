import SplitKit
import SplitKitTesting
import Testing

/// Public settings that had no test of their own, each checked by what it changes.
@MainActor @Suite struct SplitSettingsTests {
  @Test func dividerThicknessSeparatesTiledColumnsByThatMuch() {
    let f = MailFixture(width: 150)
    #expect(
      describe(f.split.layout)
        == "secondary (41.0, 0.0, 109.0x30.0); primary (0.0, 0.0, 40.0x30.0); focus secondary")
    f.split.dividerThickness = 3
    #expect(
      describe(f.split.layout)
        == "secondary (43.0, 0.0, 107.0x30.0); primary (0.0, 0.0, 40.0x30.0); focus secondary")
    #expect(f.split.layout.dividers.map(\.frame.width) == [3])
  }

  @Test func supplementaryColumnSizingSetsTheMiddleColumnsWidth() {
    let f = MailFixture(width: 250, style: .tripleColumn)
    f.split.setViewController(ViewController(title: "Messages"), for: .supplementary)
    f.split.preferredDisplayMode = .twoBesideSecondary
    #expect(f.split.layout[.supplementary]?.frame == Rect(x: 41, y: 0, width: 40, height: 30))
    f.split.supplementaryColumnSizing = ColumnSizing(width: 60, minimum: 20, maximum: 80)
    #expect(f.split.layout[.supplementary]?.frame == Rect(x: 41, y: 0, width: 60, height: 30))
    #expect(f.split.layout[.secondary]?.frame == Rect(x: 102, y: 0, width: 148, height: 30))
    #expect(f.split.layout[.primary]?.frame == Rect(x: 0, y: 0, width: 40, height: 30))
  }

  /// Stacked vertically, the height thresholds decide: below `compactHeight` one stack,
  /// from `wideHeight` both columns once the primary's minimum (20), the divider and the
  /// secondary's minimum (30) fit along the axis; configured thresholds move those points.
  @Test(arguments: [
    (19.0, "collapsed", "primary (0.0, 0.0, 150.0x19.0); focus primary"),
    (20.0, "secondaryOnly", "secondary (0.0, 0.0, 150.0x20.0); focus secondary"),
    (39.0, "secondaryOnly", "secondary (0.0, 0.0, 150.0x39.0); focus secondary"),
    (40.0, "secondaryOnly", "secondary (0.0, 0.0, 150.0x40.0); focus secondary"),
    (50.0, "secondaryOnly", "secondary (0.0, 0.0, 150.0x50.0); focus secondary"),
    (
      51.0, "oneBesideSecondary",
      "secondary (0.0, 21.0, 150.0x30.0); primary (0.0, 0.0, 150.0x20.0); focus secondary"
    ),
  ])
  func compactAndWideHeightPlaceAVerticalSplit(height: Double, mode: String, layout: String) {
    let f = MailFixture(width: 150, height: height)
    f.split.axis = .vertical
    f.settle()
    #expect((f.split.isCollapsed ? "collapsed" : "\(f.split.displayMode)") == mode)
    #expect(describe(f.split.layout) == layout)
  }

  @Test func configuredHeightThresholdsMoveTheVerticalBreakpoints() {
    let f = MailFixture(width: 150, height: 15)
    f.split.axis = .vertical
    f.split.primaryColumnSizing = ColumnSizing(fraction: 0.3, minimum: 4, maximum: 10)
    f.split.minimumSecondaryColumnWidth = 8
    f.settle()
    #expect(f.split.isCollapsed)
    f.split.thresholds = SplitThresholds(
      compactWidth: 80, wideWidth: 120, compactHeight: 10, wideHeight: 14)
    f.settle(from: .seconds(10))
    #expect(!f.split.isCollapsed)
    #expect(f.split.displayMode == .oneBesideSecondary)
    #expect(f.split.thresholds.verticalSizeClass(forHeight: 9) == .compact)
    #expect(f.split.thresholds.verticalSizeClass(forHeight: 10) == .regular)
  }

  @Test func detailFractionSizesTheIndexDetailContainersDetail() {
    let container = IndexDetailController.terminalSized(
      index: ViewController(title: "Index"), placeholder: ViewController(title: "Nothing"))
    container.setContainerSize(Size(width: 150, height: 30))
    #expect(container.layout[.secondary]?.frame == Rect(x: 51, y: 0, width: 99, height: 30))
    container.detailFraction = 0.5
    #expect(container.layout[.secondary]?.frame == Rect(x: 75, y: 0, width: 75, height: 30))
    #expect(container.layout[.primary]?.frame == Rect(x: 0, y: 0, width: 75, height: 30))
    container.axis = .vertical
    #expect(container.layout[.secondary]?.frame == Rect(x: 0, y: 15, width: 150, height: 15))
  }

  @Test func popToViewControllerLeavesThatControllerOnTopAndReturnsThePopped() {
    let root = ViewController(title: "Root")
    let navigation = NavigationController(rootViewController: root)
    let a = ViewController(title: "A")
    let b = ViewController(title: "B")
    let c = ViewController(title: "C")
    for controller in [a, b, c] { navigation.pushViewController(controller, animated: false) }
    #expect(navigation.popToViewController(a, animated: false).map(\.title) == ["B", "C"])
    #expect(navigation.viewControllers.map(\.title) == ["Root", "A"])
    #expect(navigation.popToViewController(b, animated: false).isEmpty, "not in the stack")
    #expect(navigation.popToViewController(a, animated: false).isEmpty, "already on top")
    #expect(navigation.viewControllers.map(\.title) == ["Root", "A"])
  }

  @Test func swipeConfigurationsEdgeStripDecidesWhereAnEdgeDragStarts() {
    func revealsFromEightPoints(edgeStrip: Double?) -> Bool {
      let f = MailFixture(width: 100)
      if let edgeStrip { f.split.swipeConfiguration.edgeStripWidth = edgeStrip }
      f.split.pointerDown(at: Point(x: 8, y: 5), time: .seconds(1))
      for step in 1...5 {
        f.split.pointerMoved(
          to: Point(x: 8 + 5 * Double(step), y: 5), time: .seconds(1) + .milliseconds(10 * step))
      }
      f.split.pointerUp(at: Point(x: 33, y: 5), time: .seconds(1) + .milliseconds(50))
      f.settle(from: .seconds(1))
      return f.split.displayMode == .oneOverSecondary
    }
    #expect(!revealsFromEightPoints(edgeStrip: nil), "the default strip is 2 points")
    #expect(revealsFromEightPoints(edgeStrip: 10))
  }
}
