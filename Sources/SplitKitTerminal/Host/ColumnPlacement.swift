import SplitKit

/// Where the host draws one visible column, and what: the cells, the navigation stack, the bar.
///
/// Built from the engine's `SplitLayout` for each frame and again for each mouse press,
/// so hit testing always matches what is on screen.
@MainActor
struct ColumnPlacement {
  /// Which column.
  var column: SplitViewController.Column
  /// The column's cells, possibly extending past the screen while it slides (the overlay
  /// border excluded).
  var frame: CellRect
  /// The part of ``frame`` on screen.
  var clip: CellRect
  /// The stack shown in the column, if the column holds one.
  var navigation: NavigationController?
  /// The controller on top of the column.
  var controller: ViewController?
  /// The column's navigation bar.
  var bar: NavigationBar
  /// Whether the column has keyboard focus.
  var isFocused: Bool
  /// Whether another column covers it (it is dimmed and takes no focus).
  var isCovered: Bool

  /// The bar's row.
  var barRect: CellRect {
    CellRect(x: frame.x, y: frame.y, width: frame.width, height: min(1, frame.height))
  }
  /// The content area below the bar.
  var contentRect: CellRect { frame.inset(top: 1) }
  /// The part of the content area on screen.
  var visibleContentRect: CellRect { contentRect.intersection(clip) }
  /// The top controller if it draws into the terminal.
  var terminalController: TerminalViewController? { controller?.terminalView }
}

/// The overlay's border and shadow, and the columns it dims, for one frame.
struct OverlayPlacement {
  /// The overlay's cells on screen, border included.
  var overlay: CellRect
  /// The covered columns' cells on screen.
  var covered: [CellRect]
  /// How the overlay is drawn.
  var treatment: OverlayTreatment

  /// Whether a column of the overlay drawn in `cells` holds the border, on the overlay's
  /// open edge, and so gives up that column of cells.
  func hasBorder(along cells: CellRect) -> Bool {
    guard !cells.isEmpty else { return false }
    return treatment.edge == .trailing ? cells.maxX == overlay.maxX : cells.x == overlay.x
  }
}
