/// The app's say in a split view's decisions, and its notifications.
///
/// Every method has a default implementation (in an extension) that keeps the split view's
/// own choice, so implement only what you need. Mirrors `UISplitViewControllerDelegate`,
/// column-style and classic callbacks both.
@MainActor
public protocol SplitViewControllerDelegate: AnyObject {
  /// The display mode is about to change (any cause).
  func splitViewController(
    _ split: SplitViewController, willChangeTo displayMode: SplitViewController.DisplayMode)
  /// A column is about to show because of a size change (not for programmatic ``SplitViewController/show(_:)``).
  func splitViewController(
    _ split: SplitViewController, willShow column: SplitViewController.Column)
  /// A column is about to hide because of a size change (not for programmatic ``SplitViewController/hide(_:)``).
  func splitViewController(
    _ split: SplitViewController, willHide column: SplitViewController.Column)

  /// Which column ends on top of the merged stack when collapsing.
  ///
  /// - Parameters:
  ///   - split: The split view that collapses.
  ///   - proposed: `.secondary` (the whole stack), or what the split view would pick.
  /// - Returns: `.primary` keeps only the primary's stack (the detail is kept aside for
  ///   expanding), `.supplementary` stops there, `.secondary` merges everything.
  func splitViewController(
    _ split: SplitViewController,
    topColumnForCollapsingToProposedTopColumn proposed: SplitViewController.Column
  ) -> SplitViewController.Column
  /// Whether to keep the secondary off the merged stack when collapsing (classic hook).
  ///
  /// Return `true` when the detail has nothing chosen, so the collapsed stack shows the list.
  /// - Returns: `true` when you handled it (the secondary is kept aside), `false` for the default merge.
  func splitViewController(
    _ split: SplitViewController, collapseSecondary secondary: ViewController,
    onto primary: ViewController
  ) -> Bool
  /// Supplies the secondary when expanding (classic hook).
  ///
  /// - Returns: A controller to become the secondary, or `nil` for the default separation.
  func splitViewController(
    _ split: SplitViewController, separateSecondaryFrom primary: ViewController
  ) -> ViewController?
  /// The display mode to use right after expanding.
  func splitViewController(
    _ split: SplitViewController,
    displayModeForExpandingToProposedDisplayMode proposed: SplitViewController.DisplayMode
  ) -> SplitViewController.DisplayMode
  /// The split view collapsed (``SplitViewController/isCollapsed`` is already `true`).
  func splitViewControllerDidCollapse(_ split: SplitViewController)
  /// The split view expanded (``SplitViewController/isCollapsed`` is already `false`).
  func splitViewControllerDidExpand(_ split: SplitViewController)

  /// A presentation gesture (edge drag or overlay drag) is starting.
  func splitViewControllerInteractivePresentationGestureWillBegin(_ split: SplitViewController)
  /// A presentation gesture ended (completed or cancelled).
  func splitViewControllerInteractivePresentationGestureDidEnd(_ split: SplitViewController)
  /// The mode a tap on the display-mode button moves to.
  func splitViewController(
    _ split: SplitViewController,
    targetDisplayModeForActionProposed proposed: SplitViewController.DisplayMode
  ) -> SplitViewController.DisplayMode

  /// Handles ``ViewController/show(_:sender:)`` instead of the split view; return `true` when handled.
  func splitViewController(
    _ split: SplitViewController, show viewController: ViewController, sender: ViewController
  ) -> Bool
  /// Handles ``ViewController/showDetail(_:sender:)`` instead of the split view; return `true` when handled.
  func splitViewController(
    _ split: SplitViewController, showDetail viewController: ViewController, sender: ViewController
  ) -> Bool

  /// Whether the automatic arrangement hides the primary in a width class (classic
  /// `shouldHideViewController:inOrientation:`; *medium* is the old portrait).
  ///
  /// - Parameters:
  ///   - split: The split view asking.
  ///   - widthClass: The width class the split view is arranging for.
  ///   - proposed: The default: `true` below ``SplitWidthClass/wide``.
  /// - Returns: Whether the primary is hidden (offered as an overlay) in `widthClass`.
  func splitViewController(
    _ split: SplitViewController, shouldHidePrimaryIn widthClass: SplitWidthClass, proposed: Bool
  ) -> Bool
  /// The primary is now offered through `barButtonItem` (classic hand-off): place it.
  func splitViewController(
    _ split: SplitViewController, willHide primary: ViewController,
    with barButtonItem: BarButtonItem)
  /// The primary shows permanently again: remove `barButtonItem` (classic hand-off).
  func splitViewController(
    _ split: SplitViewController, willShow primary: ViewController,
    invalidating barButtonItem: BarButtonItem)
  /// The primary is about to show over the secondary (classic popover callback).
  func splitViewController(
    _ split: SplitViewController, willPresentInOverlay primary: ViewController)
}

extension SplitViewControllerDelegate {
  /// Does nothing.
  public func splitViewController(
    _ split: SplitViewController, willChangeTo displayMode: SplitViewController.DisplayMode
  ) {}
  /// Does nothing.
  public func splitViewController(
    _ split: SplitViewController, willShow column: SplitViewController.Column
  ) {}
  /// Does nothing.
  public func splitViewController(
    _ split: SplitViewController, willHide column: SplitViewController.Column
  ) {}
  /// Returns `proposed`.
  public func splitViewController(
    _ split: SplitViewController,
    topColumnForCollapsingToProposedTopColumn proposed: SplitViewController.Column
  ) -> SplitViewController.Column { proposed }
  /// Returns `false`: merge the secondary.
  public func splitViewController(
    _ split: SplitViewController, collapseSecondary secondary: ViewController,
    onto primary: ViewController
  ) -> Bool { false }
  /// Returns `nil`: separate by the default rule.
  public func splitViewController(
    _ split: SplitViewController, separateSecondaryFrom primary: ViewController
  )
    -> ViewController?
  { nil }
  /// Returns `proposed`.
  public func splitViewController(
    _ split: SplitViewController,
    displayModeForExpandingToProposedDisplayMode proposed: SplitViewController.DisplayMode
  ) -> SplitViewController.DisplayMode { proposed }
  /// Does nothing.
  public func splitViewControllerDidCollapse(_ split: SplitViewController) {}
  /// Does nothing.
  public func splitViewControllerDidExpand(_ split: SplitViewController) {}
  /// Does nothing.
  public func splitViewControllerInteractivePresentationGestureWillBegin(
    _ split: SplitViewController
  ) {}
  /// Does nothing.
  public func splitViewControllerInteractivePresentationGestureDidEnd(_ split: SplitViewController)
  {}
  /// Returns `proposed`.
  public func splitViewController(
    _ split: SplitViewController,
    targetDisplayModeForActionProposed proposed: SplitViewController.DisplayMode
  ) -> SplitViewController.DisplayMode { proposed }
  /// Returns `false`: the split view handles it.
  public func splitViewController(
    _ split: SplitViewController, show viewController: ViewController, sender: ViewController
  )
    -> Bool
  { false }
  /// Returns `false`: the split view handles it.
  public func splitViewController(
    _ split: SplitViewController, showDetail viewController: ViewController, sender: ViewController
  ) -> Bool { false }
  /// Returns `proposed`.
  public func splitViewController(
    _ split: SplitViewController, shouldHidePrimaryIn widthClass: SplitWidthClass, proposed: Bool
  ) -> Bool { proposed }
  /// Does nothing.
  public func splitViewController(
    _ split: SplitViewController, willHide primary: ViewController,
    with barButtonItem: BarButtonItem
  ) {}
  /// Does nothing.
  public func splitViewController(
    _ split: SplitViewController, willShow primary: ViewController,
    invalidating barButtonItem: BarButtonItem
  ) {}
  /// Does nothing.
  public func splitViewController(
    _ split: SplitViewController, willPresentInOverlay primary: ViewController
  ) {}
}
