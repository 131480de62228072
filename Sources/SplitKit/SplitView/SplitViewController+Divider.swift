extension SplitViewController {
  /// Sets the primary column's width as if the user dragged its divider there.
  ///
  /// The width is clamped to ``primaryColumnSizing``'s minimum and maximum and, when tiled,
  /// so the secondary keeps ``minimumSecondaryColumnWidth``. The chosen width replaces the
  /// preferred width in every mode from now on and is part of ``restorationState``.
  ///
  /// - Parameter width: The wanted width in points.
  /// - Returns: The width the primary column now has when shown beside the secondary.
  @discardableResult
  public func resizeDivider(to width: Double) -> Double {
    guard width.isFinite else { return primaryColumnWidth }
    let sizing = primaryColumnSizing
    userPrimaryColumnWidth = min(max(width, sizing.minimum), sizing.maximum)
    return primaryColumnWidth
  }

  /// Forgets the width chosen with the divider; the preferred sizing applies again.
  public func resetDivider() {
    userPrimaryColumnWidth = nil
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
