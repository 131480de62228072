/// Computes a ``SplitLayout`` for a display mode from the split view's sizing settings.
///
/// Works in one dimension along the axis (positions from the primary edge), then maps the
/// segments to rectangles, mirroring for right-to-left layouts and a trailing primary edge.
struct SplitLayoutSolver {
  typealias Column = SplitViewController.Column
  typealias DisplayMode = SplitViewController.DisplayMode

  var size: Size
  var style: SplitViewController.Style
  var axis: SplitViewController.Axis
  /// Whether the primary sits at the right (or bottom) edge.
  var mirrored: Bool
  var primary: ColumnSizing
  var supplementary: ColumnSizing
  var minimumSecondaryWidth: Double
  var dividerThickness: Double
  var userPrimaryWidth: Double?
  var userSupplementaryWidth: Double?
  var allowsResizing: Bool

  /// A column's extent along the axis.
  private struct Segment {
    var column: Column
    var start: Double
    var length: Double
    var dimming: Double = 0
    var covered = false
  }

  var length: Double { axis == .horizontal ? size.width : size.height }
  private var cross: Double { axis == .horizontal ? size.height : size.width }

  /// The primary width side by side with `others` points of other columns and dividers.
  func primaryWidth(besideOthers others: Double) -> Double {
    primary.resolve(
      container: length, preferred: userPrimaryWidth, cap: length - minimumSecondaryWidth - others)
  }

  /// The supplementary width side by side, leaving room for `others`.
  func supplementaryWidth(besideOthers others: Double) -> Double {
    supplementary.resolve(
      container: length, preferred: userSupplementaryWidth,
      cap: length - minimumSecondaryWidth - others)
  }

  /// The layout of `mode`, or of the collapsed single column.
  ///
  /// - Complexity: O(1).
  func layout(mode: DisplayMode, collapsed: Bool, compactColumn: Bool) -> SplitLayout {
    if collapsed {
      let column: Column = compactColumn ? .compact : .primary
      return assemble(
        shown: [Segment(column: column, start: 0, length: length)], hidden: [], dividers: [],
        shadow: nil)
    }
    let l = length
    let d = dividerThickness
    let triple = style == .tripleColumn
    switch mode {
    case .automatic, .secondaryOnly:
      let p = primaryWidth(besideOthers: d)
      let s = triple ? supplementaryWidth(besideOthers: d) : 0
      let hidden =
        triple
        ? [
          Segment(column: .primary, start: -p - d - s, length: p),
          Segment(column: .supplementary, start: -s, length: s),
        ]
        : [Segment(column: .primary, start: -p, length: p)]
      return assemble(
        shown: [Segment(column: .secondary, start: 0, length: l)], hidden: hidden, dividers: [],
        shadow: nil)
    case .oneBesideSecondary:
      if triple {
        let s = supplementaryWidth(besideOthers: d)
        let p = primaryWidth(besideOthers: 2 * d + s)
        return assemble(
          shown: [secondary(from: s + d), Segment(column: .supplementary, start: 0, length: s)],
          hidden: [Segment(column: .primary, start: -p - d, length: p)],
          dividers: [(.supplementary, s, allowsResizing)], shadow: nil)
      }
      let p = primaryWidth(besideOthers: d)
      return assemble(
        shown: [secondary(from: p + d), Segment(column: .primary, start: 0, length: p)], hidden: [],
        dividers: [(.primary, p, allowsResizing)], shadow: nil)
    case .twoBesideSecondary:
      let s = supplementaryWidth(besideOthers: 2 * d + primary.minimum)
      let p = primaryWidth(besideOthers: 2 * d + s)
      return assemble(
        shown: [
          secondary(from: p + d + s + d),
          Segment(column: .supplementary, start: min(l, p + d), length: s),
          Segment(column: .primary, start: 0, length: p),
        ], hidden: [],
        dividers: [(.primary, p, allowsResizing), (.supplementary, p + d + s, false)], shadow: nil)
    case .oneOverSecondary:
      let column: Column = triple ? .supplementary : .primary
      let w =
        triple
        ? supplementary.resolve(container: l, preferred: userSupplementaryWidth)
        : primary.resolve(container: l, preferred: userPrimaryWidth)
      let hidden =
        triple
        ? [
          Segment(
            column: .primary, start: -primaryWidth(besideOthers: d) - d,
            length: primaryWidth(besideOthers: d))
        ] : []
      return assemble(
        shown: [
          coveredSecondary(start: 0, length: l), Segment(column: column, start: 0, length: w),
        ], hidden: hidden,
        dividers: [], shadow: w)
    case .twoOverSecondary:
      let p = primary.resolve(container: l, preferred: userPrimaryWidth)
      let s = supplementary.resolve(container: l, preferred: userSupplementaryWidth, cap: l - p - d)
      return assemble(
        shown: [
          coveredSecondary(start: 0, length: l),
          Segment(column: .supplementary, start: min(l, p + d), length: s),
          Segment(column: .primary, start: 0, length: p),
        ], hidden: [], dividers: [(.primary, p, false)], shadow: p + d + s)
    case .twoDisplaceSecondary:
      let s = supplementaryWidth(besideOthers: 2 * d + primary.minimum)
      let p = primaryWidth(besideOthers: 2 * d + s)
      let besideWidth = max(0, l - supplementaryWidth(besideOthers: d) - d)
      return assemble(
        shown: [
          coveredSecondary(start: p + d + s + d, length: besideWidth),
          Segment(column: .supplementary, start: min(l, p + d), length: s),
          Segment(column: .primary, start: 0, length: p),
        ], hidden: [], dividers: [(.primary, p, false), (.supplementary, p + d + s, false)],
        shadow: nil)
    }
  }

  private func secondary(from start: Double) -> Segment {
    let begin = min(length, start)
    return Segment(column: .secondary, start: begin, length: length - begin)
  }

  private func coveredSecondary(start: Double, length: Double) -> Segment {
    Segment(column: .secondary, start: start, length: length, dimming: 1, covered: true)
  }

  /// Maps segments to rectangles.
  private func assemble(
    shown: [Segment], hidden: [Segment], dividers: [(Column, Double, Bool)], shadow: Double?
  ) -> SplitLayout {
    let bounds = Rect(origin: .zero, size: size)
    func frame(_ segment: Segment) -> SplitLayout.ColumnFrame {
      let rect = rect(start: segment.start, length: segment.length)
      return .init(
        column: segment.column, frame: rect, visibleFrame: SplitLayout.clip(rect, to: bounds),
        dimming: segment.dimming, isCovered: segment.covered)
    }
    let onScreen = shown.map(frame).filter { !$0.visibleFrame.isEmpty }
    let offScreen = hidden.map(frame) + shown.map(frame).filter { $0.visibleFrame.isEmpty }
    let dividerFrames = dividers.compactMap { column, start, resizable -> SplitLayout.Divider? in
      let clipped = SplitLayout.clip(rect(start: start, length: dividerThickness), to: bounds)
      return clipped.isEmpty ? nil : .init(column: column, frame: clipped, isResizable: resizable)
    }
    var layout = SplitLayout(
      containerSize: size, columns: onScreen, dividers: dividerFrames,
      shadowEdge: shadow.map { _ in shadowEdge }, focusedColumn: nil)
    layout.offscreen = offScreen
    return layout
  }

  private var shadowEdge: SplitLayout.Edge {
    switch (axis, mirrored) {
    case (.horizontal, false): .right
    case (.horizontal, true): .left
    case (.vertical, false): .bottom
    case (.vertical, true): .top
    }
  }

  private func rect(start: Double, length: Double) -> Rect {
    let position = mirrored ? self.length - start - length : start
    return axis == .horizontal
      ? Rect(x: position, y: 0, width: length, height: cross)
      : Rect(x: 0, y: position, width: cross, height: length)
  }
}
