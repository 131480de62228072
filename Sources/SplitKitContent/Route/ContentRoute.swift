public import SplitKit

/// Where a split view of content is, as a path of names and a depth: what a browser's
/// address bar shows (`#/Inbox/<message-id>`) and how many steps its Back button can take.
///
/// The path is the ``Routable/routeComponent`` of every controller on screen, column by
/// column (primary, supplementary, secondary) and down each column's stack; collapsed,
/// down the one stack. The depth counts what Back undoes: the controllers pushed on a
/// stack, and an overlay covering the secondary column.
///
/// ```swift
/// let route = ContentRoute(split: split)   // path ["Inbox", "m029@example.org"], depth 0
/// split.follow(route: ContentRoute(path: ["Inbox"], depth: 0))
/// ```
public struct ContentRoute: Hashable, Sendable, Codable {
  /// The names, outermost first.
  public var path: [String]
  /// How many steps back (pops of a stack, an overlay closing) lead to the root state;
  /// nil in a route from an address typed or linked, which names no depth.
  public var depth: Int?

  /// Creates a route.
  ///
  /// - Parameters:
  ///   - path: The names, outermost first.
  ///   - depth: The steps back to the root, if known.
  public init(path: [String], depth: Int? = nil) {
    self.path = path
    self.depth = depth
  }

  /// A route from outside (an address bar, a message from a page), cut to sizes no app
  /// needs more than: 32 names of 512 characters, a depth of 0...64.
  ///
  /// - Parameters:
  ///   - untrustedPath: The names as they came.
  ///   - depth: The depth as it came.
  public init(untrustedPath: [String], depth: Int?) {
    self.init(
      path: untrustedPath.prefix(32).map { String($0.prefix(512)) },
      depth: depth.map { min(max($0, 0), 64) })
  }

  /// The route a split view shows now.
  ///
  /// - Parameter split: The split view.
  /// - Complexity: O(controllers on the split view's stacks).
  @MainActor public init(split: SplitViewController) {
    let stacks = split.routeStacks
    path = stacks.flatMap { $0.compactMap { ($0 as? any Routable)?.routeComponent } }
    let pushed = stacks.map { max(0, $0.count - 1) }.reduce(0, +)
    let overlay = !split.isCollapsed && split.displayMode.coversSecondary ? 1 : 0
    depth = pushed + overlay
  }
}

extension SplitViewController {
  /// The stacks whose controllers make a route: collapsed, the one stack shown; expanded,
  /// the primary, supplementary and secondary columns' stacks.
  var routeStacks: [[ViewController]] {
    if isCollapsed {
      if let compact = viewController(for: .compact) {
        return [(compact as? NavigationController)?.viewControllers ?? [compact]]
      }
      return [navigationController(for: .primary)?.viewControllers ?? []]
    }
    return [Column.primary, .supplementary, .secondary].compactMap { column in
      if let navigation = navigationController(for: column) { return navigation.viewControllers }
      return viewController(for: column).map { [$0] }
    }
  }

  /// Goes to a route, as the browser's Back and Forward and a reloaded page ask: first
  /// back (popping stacks, closing an overlay) until the depth is the route's, then, when
  /// the path still differs, asks the deepest controller whose names match the route's
  /// start to show the rest (``Routable/show(route:)``).
  ///
  /// Names come from outside and are never trusted: one no controller knows changes
  /// nothing.
  ///
  /// - Parameter route: Where to go.
  /// - Returns: Whether anything was asked of the split view or a controller.
  @discardableResult
  public func follow(route: ContentRoute) -> Bool {
    var acted = false
    if let depth = route.depth {
      while let current = ContentRoute(split: self).depth, current > max(0, depth) {
        guard goBackForRoute() else { break }
        acted = true
      }
    }
    let named = routeStacks.flatMap { $0 }.compactMap { controller in
      (controller as? any Routable).flatMap { routable in
        routable.routeComponent.map { (name: $0, controller: routable) }
      }
    }
    guard named.map(\.name) != route.path else { return acted }
    var matched = 0
    while matched < min(named.count, route.path.count), named[matched].name == route.path[matched] {
      matched += 1
    }
    guard matched > 0, matched < route.path.count else { return acted }
    return named[matched - 1].controller.show(route: Array(route.path[matched...])) || acted
  }

  /// One step back: the top of the collapsed stack pops, else an overlay closes, else the
  /// deepest expanded stack pops.
  private func goBackForRoute() -> Bool {
    if isCollapsed {
      let stack =
        viewController(for: .compact) as? NavigationController
        ?? navigationController(for: .primary)
      return stack?.popViewController(animated: true) != nil
    }
    if displayMode.coversSecondary { return dismissOverlay() }
    for column in [Column.secondary, .supplementary, .primary] {
      if let navigation = navigationController(for: column), navigation.viewControllers.count > 1 {
        return navigation.popViewController(animated: true) != nil
      }
    }
    return false
  }
}
