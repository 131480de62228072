public import SplitKit

extension SplitViewController {
  /// The whole observable state as a few readable lines, for asserting after every event.
  ///
  /// ```
  /// expanded oneBesideSecondary tile
  /// secondary (41.0, 0.0, 109.0x30.0); primary (0.0, 0.0, 40.0x30.0); focus secondary
  /// primary [List] secondary [Detail]
  /// button sidebarToggle → secondaryOnly
  /// ```
  public var observation: [String] {
    let state = isCollapsed ? "collapsed" : "expanded \(displayMode) \(splitBehavior)"
    let stacks = expandedColumns.map { column in
      "\(column) [\((navigationController(for: column)?.viewControllers ?? []).map(\.debugName).joined(separator: ", "))]"
    }
    var lines = [
      state, layout.description, stacks.joined(separator: " "), "button \(displayModeButton)",
    ]
    if isAnimating { lines.append("animating") }
    return lines
  }
}
