extension SplitViewController {
  /// Shows a column, like UIKit's `show(_:)`.
  ///
  /// Expanded: ignored for the secondary and for a column already showing; otherwise the
  /// split view animates to the nearest mode of its behaviour that shows the column.
  /// Collapsed: pops down to the column's entries, or pushes the column's stack (and the
  /// columns between) onto the merged stack. The delegate's `willShow` is not called.
  ///
  /// - Parameter column: The column to show.
  public func show(_ column: Column) {
    if column == .inspector { return showInspector() }
    precondition(
      column != .supplementary || style == .tripleColumn, "No supplementary column in \(style)")
    if isCollapsed {
      showCollapsed(column)
      return
    }
    guard column != .secondary, column != .compact, !isShowing(column) else { return }
    let allowed = splitBehavior.allowedDisplayModes(for: style)
    let target = (style == .tripleColumn && column == .primary) ? allowed[2] : allowed[1]
    userDisplayMode = target
    changeDisplayMode(to: target, animated: true, systemInitiated: false)
  }

  /// Hides a column, like UIKit's `hide(_:)`.
  ///
  /// Expanded: ignored for the secondary and for a hidden column; otherwise animates to the
  /// nearest mode that hides it (hiding the supplementary hides the primary too).
  /// Collapsed: pops the column's entries off the merged stack; ignored for the primary.
  ///
  /// - Parameter column: The column to hide.
  public func hide(_ column: Column) {
    if column == .inspector { return hideInspector() }
    precondition(
      column != .supplementary || style == .tripleColumn, "No supplementary column in \(style)")
    if isCollapsed {
      hideCollapsed(column)
      return
    }
    guard column != .secondary, column != .compact, isShowing(column) else { return }
    let allowed = splitBehavior.allowedDisplayModes(for: style)
    let target = (style == .tripleColumn && column == .primary) ? allowed[1] : .secondaryOnly
    userDisplayMode = target
    changeDisplayMode(to: target, animated: true, systemInitiated: false)
  }

  /// Whether a column is showing: expanded, whether it is on screen (the secondary also
  /// when covered); collapsed, whether its entries are on top of the merged stack (or the
  /// compact column shows).
  ///
  /// - Parameter column: The column to ask about.
  /// - Returns: `true` when the column is showing in the sense above.
  public func isShowing(_ column: Column) -> Bool {
    if isCollapsed { return collapsedTopColumn == column }
    if column == .inspector { return isInspectorShown && navigations[.inspector] != nil }
    return column != .compact && targetLayout.visibleColumns.contains(column)
  }

  private func showCollapsed(_ column: Column) {
    guard compactController == nil, column != .compact else { return }
    let stack = navigation(for: .primary)
    let parts = partitionCollapsedStack()
    if let last = parts[column]?.last {
      stack.popToViewController(last, animated: true)
      return
    }
    var pushed = stack.viewControllers
    let top = collapsedTopColumn
    for between in expandedColumns where between > top && between <= column {
      let own = navigation(for: between).viewControllers
      let entries = own.isEmpty ? stashedStacks[between] ?? [] : own
      for controller in entries where !pushed.contains(where: { $0 === controller }) {
        columnTags[controller] = between
        pushed.append(controller)
      }
      stashedStacks[between] = entries
    }
    stack.setViewControllers(pushed, animated: true)
  }

  private func hideCollapsed(_ column: Column) {
    guard compactController == nil, column != .primary, column != .compact else { return }
    let parts = partitionCollapsedStack()
    guard let entries = parts[column], !entries.isEmpty else { return }
    stashedStacks[column] = entries
    let keep = expandedColumns.filter { $0 < column }.flatMap { parts[$0] ?? [] }
    navigation(for: .primary).setViewControllers(keep, animated: true)
  }
}
