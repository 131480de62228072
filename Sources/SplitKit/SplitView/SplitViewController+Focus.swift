extension SplitViewController {
  /// The column holding keyboard focus in the current state.
  public var focusedColumn: Column? { targetLayout.focusedColumn }

  /// Moves keyboard focus to `column`.
  ///
  /// - Returns: Whether focus moved; covered or hidden columns cannot take focus.
  ///
  /// - Parameter column: The column that should hold keyboard focus.
  @discardableResult
  public func focus(_ column: Column) -> Bool {
    let layout = targetLayout
    guard focusableColumns(in: layout).contains(column) else { return false }
    focus.column = column
    return true
  }

  func focusableColumns(in layout: SplitLayout) -> [Column] {
    layout.columns.filter { !$0.isCovered }.map(\.column)
  }

  func resolvedFocus(in layout: SplitLayout) -> Column? {
    let candidates = focusableColumns(in: layout)
    if let column = focus.column, candidates.contains(column) { return column }
    if isCollapsed { return candidates.first }
    if displayMode.coversSecondary { return candidates.last }
    return candidates.contains(.secondary) ? .secondary : candidates.first
  }

  /// Focus goes into an overlay when it opens and returns where it was when it closes.
  func moveFocus(from old: DisplayMode, to new: DisplayMode) {
    let current = resolvedFocus(in: targetLayout)
    if new.coversSecondary && !old.coversSecondary {
      focus.beforeOverlay = current
      focus.column =
        new == .twoOverSecondary || new == .twoDisplaceSecondary
        ? .primary
        : (style == .tripleColumn ? .supplementary : .primary)
    } else if !new.coversSecondary && old.coversSecondary {
      focus.column = focus.beforeOverlay
      focus.beforeOverlay = nil
    }
  }
}
