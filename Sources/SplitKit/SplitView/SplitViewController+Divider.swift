extension SplitViewController {
  /// Sets the primary column's width as if the user dragged its divider there.
  ///
  /// Every user resize goes through here or ``resizeDivider(of:to:)`` (pointer drags of a
  /// divider, the hosts' `[` and `]` keys), so it does nothing while ``allowsUserResizing``
  /// is `false`.
  ///
  /// The limits, in the order they apply:
  /// 1. The wanted width is clamped to ``primaryColumnSizing``'s `minimum…maximum` and kept
  ///    as ``userPrimaryColumnWidth``; it replaces the preferred width in every mode from
  ///    now on and is part of ``restorationState``.
  /// 2. When the primary tiles beside the secondary, the layout caps it so the secondary
  ///    keeps ``minimumSecondaryColumnWidth`` (and the dividers their thickness), but never
  ///    below the primary's `minimum`: the column's minimum wins over the secondary's.
  /// 3. Nothing is wider than the container.
  ///
  /// ```swift
  /// split.setContainerSize(Size(width: 150, height: 30))
  /// split.minimumSecondaryColumnWidth = 30
  /// split.primaryColumnSizing = ColumnSizing(fraction: 0.3, minimum: 20, maximum: 200)
  /// split.resizeDivider(to: 1000)   // 119: 150 - 30 (secondary minimum) - 1 (divider)
  /// ```
  ///
  /// - Parameter width: The wanted width in points; a non-finite width changes nothing.
  /// - Returns: The width the primary column now has when shown beside the secondary
  ///   (unchanged when resizing is not allowed).
  @discardableResult
  public func resizeDivider(to width: Double) -> Double {
    resizeDivider(of: .primary, to: width)
  }

  /// Sets the width of the column before a divider as if the user dragged it there.
  ///
  /// The primary's divider is ``resizeDivider(to:)``. In the triple-column style's
  /// `oneBesideSecondary` the primary is hidden and the divider on screen is the
  /// supplementary's: dragging it (or the hosts' `[` and `]`) resizes the supplementary,
  /// kept as ``userSupplementaryColumnWidth`` with the same limits, its own
  /// ``supplementaryColumnSizing`` `minimum…maximum` first.
  ///
  /// ```swift
  /// split.preferredDisplayMode = .oneBesideSecondary   // triple column
  /// split.resizeDivider(of: .supplementary, to: 35)
  /// split.supplementaryColumnWidth                      // 35
  /// ```
  ///
  /// - Parameters:
  ///   - column: ``Column/primary``, or ``Column/supplementary`` in the triple-column style.
  ///   - width: The wanted width in points; a non-finite width changes nothing.
  /// - Returns: The column's width now when shown beside the secondary (unchanged when
  ///   resizing is not allowed).
  /// - Precondition: `column` is the primary, or the supplementary of a triple-column split.
  @discardableResult
  public func resizeDivider(of column: Column, to width: Double) -> Double {
    let isSupplementary = column == .supplementary
    precondition(
      column == .primary || (isSupplementary && style == .tripleColumn),
      "Only the primary and a triple column's supplementary have a resizable divider")
    let current = isSupplementary ? supplementaryColumnWidth : primaryColumnWidth
    guard allowsUserResizing, width.isFinite else { return current }
    let sizing = isSupplementary ? supplementaryColumnSizing : primaryColumnSizing
    let clamped = min(max(width, sizing.minimum), sizing.maximum)
    if isSupplementary {
      userSupplementaryColumnWidth = clamped
      return supplementaryColumnWidth
    }
    userPrimaryColumnWidth = clamped
    return primaryColumnWidth
  }

  /// Forgets the widths chosen with the dividers; the preferred sizing applies again.
  public func resetDivider() {
    userPrimaryColumnWidth = nil
    userSupplementaryColumnWidth = nil
  }

  /// Whether `point` is on a resizable divider (the divider's cell or the one after it).
  func resizableDivider(at point: Point) -> SplitLayout.Divider? {
    guard allowsUserResizing, modeTransition == nil, !isCollapsed else { return nil }
    return targetLayout.dividers.first { divider in
      guard divider.isResizable else { return false }
      let frame = divider.frame
      let grown =
        axis == .horizontal
        ? Rect(x: frame.minX - 1, y: frame.minY, width: frame.width + 2, height: frame.height)
        : Rect(x: frame.minX, y: frame.minY - 1, width: frame.width, height: frame.height + 2)
      return grown.contains(point)
    }
  }
}
