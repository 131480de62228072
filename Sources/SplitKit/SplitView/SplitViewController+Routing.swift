extension SplitViewController {
  func routeShow(_ viewController: ViewController, sender: ViewController, detail: Bool) -> Bool {
    if let delegate {
      let handled =
        detail
        ? delegate.splitViewController(self, showDetail: viewController, sender: sender)
        : delegate.splitViewController(self, show: viewController, sender: sender)
      if handled { return true }
    }
    if isCollapsed {
      if let compact = compactController as? NavigationController {
        compact.pushViewController(viewController)
      } else if compactController == nil {
        replaceCollapsedDetail(with: viewController, keepingDetail: !detail)
      } else {
        return false
      }
    } else {
      replaceSecondary(with: viewController)
      primaryDidSelectItem()
    }
    return true
  }

  /// Pushes a controller onto the detail.
  ///
  /// Expanded, it goes onto the secondary's stack; collapsed, onto the merged stack as part
  /// of the secondary. This is the index/detail document's `pushDetail`.
  ///
  /// - Parameter viewController: The controller to push as part of the secondary column.
  public func pushDetail(_ viewController: ViewController) {
    if isCollapsed, compactController == nil {
      replaceCollapsedDetail(with: viewController, keepingDetail: true)
    } else if isCollapsed, let compact = compactController as? NavigationController {
      compact.pushViewController(viewController)
    } else {
      navigation(for: .secondary).pushViewController(viewController)
    }
  }

  /// Tells the split view the user picked an item in an overlaid primary.
  ///
  /// The overlay hides (animated), like the Mail-style document's master. Does nothing when
  /// no overlay covers the secondary.
  public func primaryDidSelectItem() {
    guard !isCollapsed, displayMode.coversSecondary else { return }
    dismissOverlay()
  }

  /// Hides overlaid or displacing columns (animated).
  ///
  /// This is what Escape or a click on the dimmed secondary does: over modes go to
  /// `secondaryOnly`, `twoDisplaceSecondary` to `oneBesideSecondary`. Focus returns where
  /// it was before the overlay opened.
  ///
  /// - Returns: Whether an overlay was dismissed (`false` when nothing covers the secondary).
  @discardableResult
  public func dismissOverlay() -> Bool {
    closeOverlay(announced: true)
  }

  /// Closes the overlaid inspector, or else the overlaid or displacing columns (animated).
  ///
  /// - Parameter announced: The system closes it (Escape, a tap, a choice), so the delegate
  ///   hears the columns' `willHide`/`didHide`.
  /// - Returns: Whether something was closed.
  @discardableResult
  func closeOverlay(announced: Bool) -> Bool {
    if inspectorIsOverlaid {
      hideInspector(announced: announced)
      return true
    }
    guard !isCollapsed, displayMode.coversSecondary else { return false }
    let target = dismissTarget
    userDisplayMode = target
    changeDisplayMode(to: target, animated: true, systemInitiated: announced)
    return true
  }

  /// Where dismissing the overlay goes.
  var dismissTarget: DisplayMode {
    displayMode == .twoDisplaceSecondary ? .oneBesideSecondary : .secondaryOnly
  }

  /// Replaces the secondary column's content (expanded `showDetail`).
  func replaceSecondary(with viewController: ViewController) {
    appControllers[.secondary] = viewController
    if let navigation = viewController as? NavigationController {
      finishTransitionsInHierarchy()
      let before = root.onScreenControllers()
      navigations[.secondary]?.removeFromParent()
      navigations[.secondary] = navigation
      addChild(navigation)
      AppearanceTransaction.begin(root: root, previouslyOnScreen: before, animated: false).end()
    } else {
      navigation(for: .secondary).setViewControllers([viewController], animated: false)
    }
  }

  /// Pushes onto the merged stack as part of the secondary.
  ///
  /// A `showDetail` first removes the previous detail entries, so Back never walks through
  /// details chosen earlier.
  private func replaceCollapsedDetail(with viewController: ViewController, keepingDetail: Bool) {
    let stack = navigation(for: .primary)
    let parts = partitionCollapsedStack()
    let entries = (viewController as? NavigationController)?.viewControllers ?? [viewController]
    let kept =
      keepingDetail
      ? stack.viewControllers
      : expandedColumns.filter { $0 < .secondary }.flatMap { parts[$0] ?? [] }
    for entry in entries { columnTags[entry] = .secondary }
    if !keepingDetail { appControllers[.secondary] = viewController }
    stack.setViewControllers(
      kept.filter { kept in !entries.contains { $0 === kept } } + entries, animated: true)
  }
}
