import SplitKit

extension TerminalHost {
  /// The columns to draw, back to front, and the overlay treatment, for the split view's
  /// layout at this instant.
  ///
  /// - Complexity: O(number of columns).
  func placements() -> (columns: [ColumnPlacement], overlay: OverlayPlacement?) {
    let layout = split.layout
    let overlay = overlayPlacement(in: layout)
    let buttonColumn = split.displayModeButtonColumn(in: layout)
    let inspectorColumn = split.inspectorButtonColumn(in: layout)
    let columns = layout.columns.map { frame -> ColumnPlacement in
      var cells = CellRect(points: frame.frame)
      var clip = CellRect(points: frame.visibleFrame).intersection(CellRect(size: size))
      if let overlay, !frame.isCovered, overlay.hasBorder(along: clip) {
        cells = overlay.treatment.contentRect(for: cells)
        clip = overlay.treatment.contentRect(for: clip)
      }
      let navigation = split.navigationControllerShown(in: frame.column)
      let controller = navigation?.topViewController ?? split.viewController(for: frame.column)
      let focused = layout.focusedColumn == frame.column
      let bar = NavigationBar(
        title: controller?.title ?? navigation?.title ?? "",
        backTitle: navigation?.backTitle,
        leadingItems: frame.column == buttonColumn ? [displayModeItem] : [],
        trailingItems: (controller?.terminalView?.trailingBarItems ?? [])
          + (frame.column == inspectorColumn ? [inspectorItem] : []),
        style: focused ? configuration.theme.focusedBar : configuration.theme.bar)
      return ColumnPlacement(
        column: frame.column, frame: cells, clip: clip, navigation: navigation,
        controller: controller, bar: bar,
        isFocused: focused, isCovered: frame.isCovered)
    }
    return (columns, overlay)
  }

  /// The display-mode button as a bar item: "»" when it shows more columns, "«" when it
  /// hides them (plain Latin-1, one cell wide in every terminal).
  var displayModeItem: BarItem {
    .displayMode(title: split.displayModeButtonRevealsColumns ? "»" : "«")
  }

  /// The inspector button as a bar item, "i" at the trailing end of its bar.
  var inspectorItem: BarItem {
    BarItem(id: .inspector, title: SplitViewController.inspectorButtonTitle)
  }

  /// The overlay: every column on screen that is not covered, as one rectangle (two
  /// over the secondary are the primary, its divider and the supplementary).
  private func overlayPlacement(in layout: SplitLayout) -> OverlayPlacement? {
    let covered = layout.columns.filter(\.isCovered)
    let screen = CellRect(size: size)
    let shown = layout.columns.filter { !$0.isCovered }.map {
      CellRect(points: $0.visibleFrame).intersection(screen)
    }.filter { !$0.isEmpty }
    guard !covered.isEmpty, let minX = shown.map(\.x).min(), let maxX = shown.map(\.maxX).max(),
      let minY = shown.map(\.y).min(), let maxY = shown.map(\.maxY).max()
    else { return nil }
    let dimming = covered.map(\.dimming).max() ?? 0
    let edge: OverlayTreatment.Edge = layout.shadowEdge == .left ? .leading : .trailing
    let overlay = CellRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    return OverlayPlacement(
      overlay: overlay,
      covered: covered.map { CellRect(points: $0.visibleFrame).intersection(CellRect(size: size)) },
      treatment: OverlayTreatment(
        edge: edge, dimAmount: dimming, showsBorder: layout.shadowEdge != nil))
  }
}
