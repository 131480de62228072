/// The app's say in a split view's decisions, and its notifications.
///
/// Every method has a default implementation (in an extension) that keeps the split view's
/// own choice, so implement only what you need. Mirrors `UISplitViewControllerDelegate`,
/// column-style and classic callbacks both; the column callbacks follow UIKit's rule (see
/// ``splitViewController(_:willShow:)``).
@MainActor
public protocol SplitViewControllerDelegate: AnyObject {
  /// The display mode is about to change (any cause).
  ///
  /// - Parameters:
  ///   - split: The split view whose display mode changes.
  ///   - displayMode: The display mode it changes to; ``SplitViewController/displayMode``
  ///     still holds the old one.
  func splitViewController(
    _ split: SplitViewController, willChangeTo displayMode: SplitViewController.DisplayMode)
  /// A column is about to show because of something the system does: a size change, a
  /// gesture (a swipe, a tap on the dimmed secondary, Escape), the display-mode, full-screen
  /// or inspector button.
  ///
  /// Not called for programmatic ``SplitViewController/show(_:)`` (the inspector included),
  /// as in UIKit. ``splitViewController(_:didShow:)`` follows when the transition ends.
  ///
  /// - Parameters:
  ///   - split: The split view that shows the column.
  ///   - column: The column that becomes visible.
  func splitViewController(
    _ split: SplitViewController, willShow column: SplitViewController.Column)
  /// A column is about to hide because of something the system does: a size change, a
  /// gesture (a swipe, a tap on the dimmed secondary, Escape), the display-mode, full-screen
  /// or inspector button, the overlay closing after a choice.
  ///
  /// Not called for programmatic ``SplitViewController/hide(_:)`` (the inspector included),
  /// as in UIKit. ``splitViewController(_:didHide:)`` follows when the transition ends.
  ///
  /// - Parameters:
  ///   - split: The split view that hides the column.
  ///   - column: The column that stops being visible.
  func splitViewController(
    _ split: SplitViewController, willHide column: SplitViewController.Column)
  /// A column announced by ``splitViewController(_:willShow:)`` is shown: its transition
  /// ended (at once without animation), after the appearance callbacks it brings.
  ///
  /// A swipe that settles back announces the reverse before it ends (`willShow`, then
  /// `willHide`), and the `did` callback says where the column ended.
  ///
  /// - Parameters:
  ///   - split: The split view that showed the column.
  ///   - column: The column now visible.
  func splitViewController(
    _ split: SplitViewController, didShow column: SplitViewController.Column)
  /// A column announced by ``splitViewController(_:willHide:)`` is hidden: its transition
  /// ended (at once without animation), after the appearance callbacks it brings.
  ///
  /// - Parameters:
  ///   - split: The split view that hid the column.
  ///   - column: The column no longer visible.
  func splitViewController(
    _ split: SplitViewController, didHide column: SplitViewController.Column)

  /// Which column ends on top of the merged stack when collapsing.
  ///
  /// - Parameters:
  ///   - split: The split view that collapses.
  ///   - proposed: `.secondary` (the whole stack) when the secondary shows real content;
  ///     with a ``ViewController/isPlaceholder`` (or empty) secondary, the last column
  ///     before it that does (`.primary`, or `.supplementary` in three columns).
  /// - Returns: `.primary` keeps only the primary's stack (the detail is kept aside for
  ///   expanding), `.supplementary` stops there, `.secondary` merges everything.
  func splitViewController(
    _ split: SplitViewController,
    topColumnForCollapsingToProposedTopColumn proposed: SplitViewController.Column
  ) -> SplitViewController.Column
  /// Whether to keep the secondary off the merged stack when collapsing (classic hook).
  ///
  /// Return `true` when the detail has nothing chosen, so the collapsed stack shows the list.
  /// - Parameters:
  ///   - split: The split view that collapses.
  ///   - secondary: The secondary column's controller (the detail).
  ///   - primary: The primary column's controller, which becomes the collapsed stack.
  /// - Returns: `true` when you handled it (the secondary is kept aside), `false` for the default merge.
  func splitViewController(
    _ split: SplitViewController, collapseSecondary secondary: ViewController,
    onto primary: ViewController
  ) -> Bool
  /// Supplies the secondary when expanding (classic hook).
  ///
  /// - Parameters:
  ///   - split: The split view that expands.
  ///   - primary: The primary column's controller, holding the collapsed stack.
  /// - Returns: A controller to become the secondary, or `nil` for the default separation.
  func splitViewController(
    _ split: SplitViewController, separateSecondaryFrom primary: ViewController
  ) -> ViewController?
  /// The display mode to use right after expanding.
  ///
  /// - Parameters:
  ///   - split: The split view that expands.
  ///   - proposed: The mode the split view would pick for the new width.
  /// - Returns: The display mode to expand into; `proposed` keeps the default.
  func splitViewController(
    _ split: SplitViewController,
    displayModeForExpandingToProposedDisplayMode proposed: SplitViewController.DisplayMode
  ) -> SplitViewController.DisplayMode
  /// The split view collapsed (``SplitViewController/isCollapsed`` is already `true`).
  ///
  /// - Parameter split: The split view that collapsed.
  func splitViewControllerDidCollapse(_ split: SplitViewController)
  /// The split view expanded (``SplitViewController/isCollapsed`` is already `false`).
  ///
  /// - Parameter split: The split view that expanded.
  func splitViewControllerDidExpand(_ split: SplitViewController)

  /// A presentation gesture (edge drag or overlay drag) is starting.
  ///
  /// - Parameter split: The split view being dragged.
  func splitViewControllerInteractivePresentationGestureWillBegin(_ split: SplitViewController)
  /// A presentation gesture ended (completed or cancelled).
  ///
  /// - Parameter split: The split view that was dragged.
  func splitViewControllerInteractivePresentationGestureDidEnd(_ split: SplitViewController)
  /// The mode a tap on the display-mode button moves to.
  ///
  /// - Parameters:
  ///   - split: The split view whose display-mode button was activated.
  ///   - proposed: The mode the split view would move to.
  /// - Returns: The display mode to move to; `proposed` keeps the default.
  func splitViewController(
    _ split: SplitViewController,
    targetDisplayModeForActionProposed proposed: SplitViewController.DisplayMode
  ) -> SplitViewController.DisplayMode

  /// Handles ``ViewController/show(_:sender:)`` instead of the split view; return `true` when handled.
  ///
  /// - Parameters:
  ///   - split: The split view the request reached.
  ///   - viewController: The controller to show.
  ///   - sender: The controller that asked to show it.
  /// - Returns: `true` when you showed it, `false` to let the split view route it.
  func splitViewController(
    _ split: SplitViewController, show viewController: ViewController, sender: ViewController
  ) -> Bool
  /// Handles ``ViewController/showDetail(_:sender:)`` instead of the split view; return `true` when handled.
  ///
  /// - Parameters:
  ///   - split: The split view the request reached.
  ///   - viewController: The controller to show as the detail.
  ///   - sender: The controller that asked to show it.
  /// - Returns: `true` when you showed it, `false` to let the split view route it.
  func splitViewController(
    _ split: SplitViewController, showDetail viewController: ViewController, sender: ViewController
  ) -> Bool

  /// Whether the automatic arrangement hides the primary in a width class (classic
  /// `shouldHideViewController:inOrientation:`; *medium* is the old portrait).
  ///
  /// - Parameters:
  ///   - split: The split view asking.
  ///   - widthClass: The width class the split view is arranging for.
  ///   - proposed: The default: `true` below ``SplitWidthClass/wide``, and in it while the
  ///     column beside the secondary and the secondary cannot both have their minimum
  ///     widths (``SplitViewController/minimumSecondaryColumnWidth``) along the axis.
  /// - Returns: Whether the primary is hidden (offered as an overlay) in `widthClass`.
  func splitViewController(
    _ split: SplitViewController, shouldHidePrimaryIn widthClass: SplitWidthClass, proposed: Bool
  ) -> Bool
  /// The primary is now offered through `barButtonItem` (classic hand-off): place it.
  ///
  /// - Parameters:
  ///   - split: The split view that hid its primary.
  ///   - primary: The primary column's controller, now hidden.
  ///   - barButtonItem: The button that brings the primary back; put it in a bar.
  func splitViewController(
    _ split: SplitViewController, willHide primary: ViewController,
    with barButtonItem: BarButtonItem)
  /// The primary shows permanently again: remove `barButtonItem` (classic hand-off).
  ///
  /// - Parameters:
  ///   - split: The split view that shows its primary again.
  ///   - primary: The primary column's controller, now visible.
  ///   - barButtonItem: The button handed out earlier; take it out of its bar.
  func splitViewController(
    _ split: SplitViewController, willShow primary: ViewController,
    invalidating barButtonItem: BarButtonItem)
  /// The primary is about to show over the secondary (classic popover callback).
  ///
  /// - Parameters:
  ///   - split: The split view that presents the overlay.
  ///   - primary: The primary column's controller, shown over the secondary.
  func splitViewController(
    _ split: SplitViewController, willPresentInOverlay primary: ViewController)
}

extension SplitViewControllerDelegate {
  /// Does nothing.
  ///
  /// - Parameters:
  ///   - split: The split view whose display mode changes.
  ///   - displayMode: The display mode it changes to.
  public func splitViewController(
    _ split: SplitViewController, willChangeTo displayMode: SplitViewController.DisplayMode
  ) {}
  /// Does nothing.
  ///
  /// - Parameters:
  ///   - split: The split view that shows the column.
  ///   - column: The column that becomes visible.
  public func splitViewController(
    _ split: SplitViewController, willShow column: SplitViewController.Column
  ) {}
  /// Does nothing.
  ///
  /// - Parameters:
  ///   - split: The split view that hides the column.
  ///   - column: The column that stops being visible.
  public func splitViewController(
    _ split: SplitViewController, willHide column: SplitViewController.Column
  ) {}
  /// Does nothing.
  ///
  /// - Parameters:
  ///   - split: The split view that showed the column.
  ///   - column: The column now visible.
  public func splitViewController(
    _ split: SplitViewController, didShow column: SplitViewController.Column
  ) {}
  /// Does nothing.
  ///
  /// - Parameters:
  ///   - split: The split view that hid the column.
  ///   - column: The column no longer visible.
  public func splitViewController(
    _ split: SplitViewController, didHide column: SplitViewController.Column
  ) {}
  /// Returns `proposed`.
  ///
  /// - Parameters:
  ///   - split: The split view that collapses.
  ///   - proposed: The column the split view would put on top.
  /// - Returns: `proposed`, unchanged.
  public func splitViewController(
    _ split: SplitViewController,
    topColumnForCollapsingToProposedTopColumn proposed: SplitViewController.Column
  ) -> SplitViewController.Column { proposed }
  /// Returns `false`: merge the secondary.
  ///
  /// - Parameters:
  ///   - split: The split view that collapses.
  ///   - secondary: The secondary column's controller.
  ///   - primary: The primary column's controller.
  /// - Returns: `false`, so the split view merges the secondary onto the stack.
  public func splitViewController(
    _ split: SplitViewController, collapseSecondary secondary: ViewController,
    onto primary: ViewController
  ) -> Bool { false }
  /// Returns `nil`: separate by the default rule.
  ///
  /// - Parameters:
  ///   - split: The split view that expands.
  ///   - primary: The primary column's controller.
  /// - Returns: `nil`, so the split view separates the secondary itself.
  public func splitViewController(
    _ split: SplitViewController, separateSecondaryFrom primary: ViewController
  )
    -> ViewController?
  { nil }
  /// Returns `proposed`.
  ///
  /// - Parameters:
  ///   - split: The split view that expands.
  ///   - proposed: The mode the split view would pick.
  /// - Returns: `proposed`, unchanged.
  public func splitViewController(
    _ split: SplitViewController,
    displayModeForExpandingToProposedDisplayMode proposed: SplitViewController.DisplayMode
  ) -> SplitViewController.DisplayMode { proposed }
  /// Does nothing.
  ///
  /// - Parameter split: The split view that collapsed.
  public func splitViewControllerDidCollapse(_ split: SplitViewController) {}
  /// Does nothing.
  ///
  /// - Parameter split: The split view that expanded.
  public func splitViewControllerDidExpand(_ split: SplitViewController) {}
  /// Does nothing.
  ///
  /// - Parameter split: The split view being dragged.
  public func splitViewControllerInteractivePresentationGestureWillBegin(
    _ split: SplitViewController
  ) {}
  /// Does nothing.
  ///
  /// - Parameter split: The split view that was dragged.
  public func splitViewControllerInteractivePresentationGestureDidEnd(_ split: SplitViewController)
  {}
  /// Returns `proposed`.
  ///
  /// - Parameters:
  ///   - split: The split view whose display-mode button was activated.
  ///   - proposed: The mode the split view would move to.
  /// - Returns: `proposed`, unchanged.
  public func splitViewController(
    _ split: SplitViewController,
    targetDisplayModeForActionProposed proposed: SplitViewController.DisplayMode
  ) -> SplitViewController.DisplayMode { proposed }
  /// Returns `false`: the split view handles it.
  ///
  /// - Parameters:
  ///   - split: The split view the request reached.
  ///   - viewController: The controller to show.
  ///   - sender: The controller that asked to show it.
  /// - Returns: `false`, so the split view routes it.
  public func splitViewController(
    _ split: SplitViewController, show viewController: ViewController, sender: ViewController
  )
    -> Bool
  { false }
  /// Returns `false`: the split view handles it.
  ///
  /// - Parameters:
  ///   - split: The split view the request reached.
  ///   - viewController: The controller to show as the detail.
  ///   - sender: The controller that asked to show it.
  /// - Returns: `false`, so the split view routes it.
  public func splitViewController(
    _ split: SplitViewController, showDetail viewController: ViewController, sender: ViewController
  ) -> Bool { false }
  /// Returns `proposed`.
  ///
  /// - Parameters:
  ///   - split: The split view asking.
  ///   - widthClass: The width class the split view is arranging for.
  ///   - proposed: The default: `true` below ``SplitWidthClass/wide``, and in it while the
  ///     column beside the secondary and the secondary cannot both have their minimum
  ///     widths (``SplitViewController/minimumSecondaryColumnWidth``) along the axis.
  /// - Returns: `proposed`, unchanged.
  public func splitViewController(
    _ split: SplitViewController, shouldHidePrimaryIn widthClass: SplitWidthClass, proposed: Bool
  ) -> Bool { proposed }
  /// Does nothing.
  ///
  /// - Parameters:
  ///   - split: The split view that hid its primary.
  ///   - primary: The primary column's controller.
  ///   - barButtonItem: The button that brings the primary back.
  public func splitViewController(
    _ split: SplitViewController, willHide primary: ViewController,
    with barButtonItem: BarButtonItem
  ) {}
  /// Does nothing.
  ///
  /// - Parameters:
  ///   - split: The split view that shows its primary again.
  ///   - primary: The primary column's controller.
  ///   - barButtonItem: The button handed out earlier.
  public func splitViewController(
    _ split: SplitViewController, willShow primary: ViewController,
    invalidating barButtonItem: BarButtonItem
  ) {}
  /// Does nothing.
  ///
  /// - Parameters:
  ///   - split: The split view that presents the overlay.
  ///   - primary: The primary column's controller.
  public func splitViewController(
    _ split: SplitViewController, willPresentInOverlay primary: ViewController
  ) {}
}
