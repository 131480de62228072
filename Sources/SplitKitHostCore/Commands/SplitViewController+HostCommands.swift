public import SplitKit

/// What every host does with the split view for the commands nobody else handled: going
/// back, moving focus between columns, resizing the primary column, and where the
/// display-mode button goes. The terminal host and the GTK host both call these, so the
/// two behave the same.
extension SplitViewController {
  /// The navigation stack shown in a column: the compact column's own when collapsed,
  /// otherwise the stack wrapping that column's controller.
  ///
  /// - Parameter column: A visible column from the split view's layout.
  /// - Returns: The stack, or nil when the column shows a bare controller.
  public func navigationControllerShown(in column: Column) -> NavigationController? {
    column == .compact
      ? viewController(for: .compact) as? NavigationController
      : navigationController(for: column)
  }

  /// The controller on top of a column: the top of its stack, or the column's controller.
  ///
  /// - Parameter column: A visible column.
  /// - Returns: The controller whose content the column shows.
  public func topViewController(in column: Column) -> ViewController? {
    let navigation = navigationControllerShown(in: column)
    return navigation?.topViewController ?? viewController(for: column)
  }

  /// The column whose bar carries the display-mode button: the first visible column after
  /// the primary, when the engine says the button is visible.
  ///
  /// - Parameter layout: The layout being drawn.
  /// - Returns: The column, or nil when no bar shows the button.
  public func displayModeButtonColumn(in layout: SplitLayout) -> Column? {
    guard !isCollapsed, displayModeButton.isVisible else { return nil }
    return layout.visibleColumns.filter { $0 != .primary && $0 != .compact }.min()
  }

  /// Whether pressing the display-mode button shows more columns ("»") rather than fewer
  /// ("«").
  public var displayModeButtonRevealsColumns: Bool {
    (displayModeButton.targetDisplayMode?.extraColumnCount ?? 0) > displayMode.extraColumnCount
  }

  /// What the display-mode button does, in words, for a screen reader and a tooltip:
  /// "Show sidebar" when pressing it shows more columns, "Hide sidebar" when it shows
  /// fewer (its glyph is "»" or "«").
  ///
  /// ```swift
  /// split.displayModeButtonLabel   // "Hide sidebar" while master and detail are side by side
  /// ```
  public var displayModeButtonLabel: String {
    displayModeButtonRevealsColumns ? "Show sidebar" : "Hide sidebar"
  }

  /// The column whose bar carries the inspector button at its trailing end: the
  /// inspector's own while it is on screen, else the secondary (or, collapsed, the one
  /// column shown), when the engine says the button is visible.
  ///
  /// - Parameter layout: The layout being drawn.
  /// - Returns: The column, or nil when no bar shows the button.
  public func inspectorButtonColumn(in layout: SplitLayout) -> Column? {
    guard inspectorButton.isVisible else { return nil }
    let shown = layout.visibleColumns
    if shown.contains(.inspector) { return .inspector }
    if isCollapsed { return shown.first }
    return shown.contains(.secondary) ? .secondary : nil
  }

  /// What the inspector button does, in words, for a screen reader and a tooltip:
  /// "Show inspector" or "Hide inspector" (its glyph is "i").
  ///
  /// ```swift
  /// split.inspectorButtonLabel   // "Show inspector" while the inspector is hidden
  /// ```
  public var inspectorButtonLabel: String {
    inspectorButton.showsInspector ? "Show inspector" : "Hide inspector"
  }

  /// The inspector button's glyph in both hosts: "i" (plain ASCII, one cell wide).
  public static let inspectorButtonTitle = "i"

  /// What a back button does, in words: "Back to Inbox" for a back button titled with
  /// the previous screen's title "Inbox" (its glyph is "‹ Inbox").
  ///
  /// - Parameter title: The previous screen's title, as the button shows it.
  /// - Returns: The label a screen reader says.
  public static func backButtonLabel(to title: String) -> String {
    "Back to \(title)"
  }

  /// Goes back: pops the focused column's stack; else dismisses the overlay; else moves
  /// focus to the column before.
  public func goBack() {
    if let column = layout.focusedColumn, let navigation = navigationControllerShown(in: column),
      navigation.viewControllers.count >= 2
    {
      navigation.popViewController(animated: true)
    } else if !dismissOverlay() {
      moveFocus(by: -1, wrapping: false)
    }
  }

  /// Moves focus among the columns that can take it (visible and not covered), in column
  /// order.
  ///
  /// - Parameters:
  ///   - step: How many columns to move; negative moves back.
  ///   - wrapping: Whether moving past the last column comes back to the first.
  public func moveFocus(by step: Int, wrapping: Bool) {
    let columns = layout.columns.filter { !$0.isCovered }.map(\.column).sorted()
    guard !columns.isEmpty else { return }
    let current = layout.focusedColumn.flatMap { columns.firstIndex(of: $0) } ?? 0
    var next = current + step
    if wrapping {
      next = ((next % columns.count) + columns.count) % columns.count
    } else {
      guard columns.indices.contains(next) else { return }
    }
    focus(columns[next])
  }

  /// Makes the primary column wider or narrower by dragging the divider, when expanded.
  ///
  /// In the triple-column style's `oneBesideSecondary`, where the primary is hidden and the
  /// divider on screen is the supplementary's, the supplementary is resized instead: the
  /// keys move the divider the user sees.
  ///
  /// - Parameter delta: Points to add; negative narrows.
  public func resizePrimary(by delta: Double) {
    guard !isCollapsed else { return }
    let divider = layout.dividers.first { $0.isResizable }
    if divider?.column == .supplementary {
      resizeDivider(of: .supplementary, to: supplementaryColumnWidth + delta)
    } else {
      resizeDivider(to: primaryColumnWidth + delta)
    }
  }

  /// Performs the split-level part of a command: back, open (focus the next column),
  /// the display-mode and inspector buttons, focus and resizing.
  ///
  /// - Parameters:
  ///   - command: The command nobody else handled.
  ///   - resizeStep: Points `[` and `]` move the divider.
  /// - Returns: Whether the command is a split-level one; help, quit and suspend are the
  ///   host's own and return false.
  @discardableResult
  public func perform(hostCommand command: HostCommand, resizeStep: Double) -> Bool {
    switch command {
    case .back: goBack()
    case .open: moveFocus(by: 1, wrapping: false)
    case .toggleDisplayMode: pressDisplayModeButton()
    case .toggleInspector: pressInspectorButton()
    case .focusNext: moveFocus(by: 1, wrapping: true)
    case .focusPrevious: moveFocus(by: -1, wrapping: true)
    case .narrowPrimary: resizePrimary(by: -resizeStep)
    case .widenPrimary: resizePrimary(by: resizeStep)
    case .moveUp, .moveDown, .pageUp, .pageDown, .home, .end, .toggleHelp, .quit, .suspend:
      return false
    }
    return true
  }
}
