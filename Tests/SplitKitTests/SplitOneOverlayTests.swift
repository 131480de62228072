import SplitKit
import SplitKitTesting
import Testing

/// Only one overlay shows at a time, whatever the order and the path: a layout change that
/// would leave the primary's overlay and an overlaid inspector both over the secondary
/// closes the primary's first, with balanced appearance callbacks.
@MainActor @Suite struct SplitOneOverlayTests {
  /// A point-sized double-column split with an inspector, on screen at `width` x `height`.
  func make(width: Double, height: Double = 800) -> (SplitViewController, AppearanceRecorder) {
    let split = SplitViewController(style: .doubleColumn)
    split.setViewController(ViewController(title: "Master"), for: .primary)
    split.setViewController(ViewController(title: "Detail"), for: .secondary)
    split.setViewController(ViewController(title: "Info"), for: .inspector)
    let recorder = AppearanceRecorder(observing: split)
    split.setContainerSize(Size(width: width, height: height))
    split.setVisibleInWindow(true)
    split.advance(to: .zero)
    return (split, recorder)
  }

  /// Whether both the primary's overlay and an overlaid inspector are over the secondary.
  func twoOverlays(_ split: SplitViewController) -> Bool {
    !split.isCollapsed && split.displayMode.coversSecondary && split.isShowing(.inspector)
      && split.inspectorOverlaysSecondary
  }

  /// Each column's controller has appeared once net exactly when its column is on screen.
  func expectBalanced(
    _ split: SplitViewController, _ recorder: AppearanceRecorder, context: String
  ) {
    let shown = split.layout.visibleColumns
    for (name, column) in [("Master", SplitViewController.Column.primary), ("Info", .inspector)] {
      #expect(
        recorder.balance[name, default: 0] == (shown.contains(column) ? 1 : 0),
        "\(name): \(recorder.balance[name, default: 0]) net, \(shown) — \(context)")
    }
  }

  @Test func theReportedResizeClosesThePrimaryOverlayAndKeepsTheInspector() {
    let (split, recorder) = make(width: 768, height: 1024)
    split.show(.inspector)
    split.advance(to: .seconds(1))
    #expect(!split.inspectorOverlaysSecondary, "tiled at 768")
    split.pressDisplayModeButton()
    split.advance(to: .seconds(2))
    #expect(split.displayMode == .oneOverSecondary)
    split.setContainerSize(Size(width: 500, height: 800))
    #expect(!twoOverlays(split))
    #expect(split.displayMode == .secondaryOnly)
    #expect(split.isShowing(.inspector) && split.inspectorOverlaysSecondary)
    #expect(split.layout.visibleColumns == [.secondary, .inspector])
    #expect(split.layout[.primary] == nil)
    #expect(!split.isAnimating)
    #expect(recorder.balance["Master", default: 0] == 0, "the primary disappeared")
    #expect(recorder.balance["Info"] == 1)
    // One tap on the dimmed secondary closes the one overlay left.
    split.pointerDown(at: Point(x: 50, y: 400), time: .seconds(3))
    split.pointerUp(at: Point(x: 50, y: 400), time: .seconds(3))
    split.advance(to: .seconds(4))
    #expect(split.layout.visibleColumns == [.secondary])
    #expect(split.layout.columns.allSatisfy { !$0.isCovered })
    expectBalanced(split, recorder, context: "after the tap")
  }

  /// Both overlays requested in either order at `from` points, then resized to each width.
  @Test(arguments: [500.0, 640, 768, 900, 1024])
  func noWidthOrderOrPathShowsTwoOverlays(from: Double) {
    for inspectorFirst in [true, false] {
      for width in stride(from: 380.0, through: 1400, by: 60) {
        let (split, recorder) = make(width: from)
        let context = "from \(from) to \(width), inspector first: \(inspectorFirst)"
        if inspectorFirst {
          split.show(.inspector)
          split.advance(to: .seconds(1))
          split.pressDisplayModeButton()
        } else {
          split.pressDisplayModeButton()
          split.advance(to: .seconds(1))
          split.pressInspectorButton()
        }
        split.advance(to: .seconds(2))
        #expect(!twoOverlays(split), "\(context), before resizing")
        split.setContainerSize(Size(width: width, height: 800))
        #expect(!twoOverlays(split), "\(context)")
        split.advance(to: .seconds(3))
        #expect(!twoOverlays(split), "\(context), settled")
        split.setContainerSize(Size(width: from, height: 800))
        split.advance(to: .seconds(4))
        #expect(!twoOverlays(split), "\(context), and back")
        expectBalanced(split, recorder, context: context)
      }
    }
  }
}
