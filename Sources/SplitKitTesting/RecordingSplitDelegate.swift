public import SplitKit

/// A split view delegate that records every call as a line, with scriptable answers.
///
/// ```swift
/// let delegate = RecordingSplitDelegate()
/// delegate.collapsesSecondary = true     // "show the list until a detail is chosen"
/// split.delegate = delegate
/// ...
/// #expect(delegate.take() == ["collapseSecondary(Detail, onto: List)", "didCollapse"])
/// ```
@MainActor
public final class RecordingSplitDelegate: SplitViewControllerDelegate {
  /// The calls since creation or the last ``take()``, oldest first.
  public private(set) var calls: [String] = []
  /// The bar button items handed over and not yet taken back.
  public private(set) var placedBarButtonItems: [BarButtonItem] = []

  /// The answer to `topColumnForCollapsing`; `nil` keeps the proposal.
  public var topColumnForCollapsing: SplitViewController.Column?
  /// The answer to `collapseSecondary(_:onto:)`.
  public var collapsesSecondary: (ViewController) -> Bool = { _ in false }
  /// The answer to `separateSecondary(from:)`.
  public var separatedSecondary: ViewController?
  /// The answer to `displayModeForExpanding`; `nil` keeps the proposal.
  public var displayModeForExpanding: SplitViewController.DisplayMode?
  /// The answer to `targetDisplayModeForAction`; `nil` keeps the proposal.
  public var targetDisplayModeForAction: SplitViewController.DisplayMode?
  /// The answer to `shouldHidePrimary`; `nil` keeps the proposal.
  public var hidesPrimary: Bool?
  /// Whether `show` / `showDetail` are taken over by the delegate.
  public var handlesShow = false

  /// Creates a recording delegate with default answers.
  public init() {}

  /// The recorded calls, clearing the record.
  ///
  /// - Returns: The calls since creation or the previous `take()`, oldest first, one line each.
  public func take() -> [String] {
    defer { calls = [] }
    return calls
  }

  /// Records `willChangeTo(<mode>)`.
  ///
  /// - Parameters:
  ///   - split: The split view whose display mode changes.
  ///   - displayMode: The display mode it changes to, written into the record.
  public func splitViewController(
    _ split: SplitViewController, willChangeTo displayMode: SplitViewController.DisplayMode
  ) {
    calls.append("willChangeTo(\(displayMode))")
  }
  /// Records `willShow(<column>)`.
  ///
  /// - Parameters:
  ///   - split: The split view that shows the column.
  ///   - column: The column that becomes visible, written into the record.
  public func splitViewController(
    _ split: SplitViewController, willShow column: SplitViewController.Column
  ) {
    calls.append("willShow(\(column))")
  }
  /// Records `willHide(<column>)`.
  ///
  /// - Parameters:
  ///   - split: The split view that hides the column.
  ///   - column: The column that stops being visible, written into the record.
  public func splitViewController(
    _ split: SplitViewController, willHide column: SplitViewController.Column
  ) {
    calls.append("willHide(\(column))")
  }
  /// Records `didShow(<column>)`.
  ///
  /// - Parameters:
  ///   - split: The split view that showed the column.
  ///   - column: The column now visible, written into the record.
  public func splitViewController(
    _ split: SplitViewController, didShow column: SplitViewController.Column
  ) {
    calls.append("didShow(\(column))")
  }
  /// Records `didHide(<column>)`.
  ///
  /// - Parameters:
  ///   - split: The split view that hid the column.
  ///   - column: The column no longer visible, written into the record.
  public func splitViewController(
    _ split: SplitViewController, didHide column: SplitViewController.Column
  ) {
    calls.append("didHide(\(column))")
  }
  /// Records `topColumnForCollapsing(<proposed>)` and returns the configured answer.
  ///
  /// - Parameters:
  ///   - split: The split view that collapses.
  ///   - proposed: The column the split view would put on top.
  /// - Returns: ``topColumnForCollapsing``, or `proposed` when that is `nil`.
  public func splitViewController(
    _ split: SplitViewController,
    topColumnForCollapsingToProposedTopColumn proposed: SplitViewController.Column
  ) -> SplitViewController.Column {
    calls.append("topColumnForCollapsing(\(proposed))")
    return topColumnForCollapsing ?? proposed
  }
  /// Records `collapseSecondary(<secondary>, onto: <primary>)` and returns the configured answer.
  ///
  /// - Parameters:
  ///   - split: The split view that collapses.
  ///   - secondary: The secondary column's controller, passed to ``collapsesSecondary``.
  ///   - primary: The primary column's controller.
  /// - Returns: What ``collapsesSecondary`` answers for `secondary` (`false` by default).
  public func splitViewController(
    _ split: SplitViewController, collapseSecondary secondary: ViewController,
    onto primary: ViewController
  ) -> Bool {
    calls.append("collapseSecondary(\(secondary.debugName), onto: \(primary.debugName))")
    return collapsesSecondary(secondary)
  }
  /// Records `separateSecondary(from: <primary>)` and returns the configured answer.
  ///
  /// - Parameters:
  ///   - split: The split view that expands.
  ///   - primary: The primary column's controller.
  /// - Returns: ``separatedSecondary`` (`nil`, the default separation, unless set).
  public func splitViewController(
    _ split: SplitViewController, separateSecondaryFrom primary: ViewController
  )
    -> ViewController?
  {
    calls.append("separateSecondary(from: \(primary.debugName))")
    return separatedSecondary
  }
  /// Records `displayModeForExpanding(<proposed>)` and returns the configured answer.
  ///
  /// - Parameters:
  ///   - split: The split view that expands.
  ///   - proposed: The mode the split view would pick.
  /// - Returns: ``displayModeForExpanding``, or `proposed` when that is `nil`.
  public func splitViewController(
    _ split: SplitViewController,
    displayModeForExpandingToProposedDisplayMode proposed: SplitViewController.DisplayMode
  ) -> SplitViewController.DisplayMode {
    calls.append("displayModeForExpanding(\(proposed))")
    return displayModeForExpanding ?? proposed
  }
  /// Records `didCollapse`.
  ///
  /// - Parameter split: The split view that collapsed.
  public func splitViewControllerDidCollapse(_ split: SplitViewController) {
    calls.append("didCollapse")
  }
  /// Records `didExpand`.
  ///
  /// - Parameter split: The split view that expanded.
  public func splitViewControllerDidExpand(_ split: SplitViewController) {
    calls.append("didExpand")
  }
  /// Records `gestureWillBegin`.
  ///
  /// - Parameter split: The split view being dragged.
  public func splitViewControllerInteractivePresentationGestureWillBegin(
    _ split: SplitViewController
  ) {
    calls.append("gestureWillBegin")
  }
  /// Records `gestureDidEnd`.
  ///
  /// - Parameter split: The split view that was dragged.
  public func splitViewControllerInteractivePresentationGestureDidEnd(_ split: SplitViewController)
  {
    calls.append("gestureDidEnd")
  }
  /// Returns the configured answer; this hook is not recorded.
  ///
  /// - Parameters:
  ///   - split: The split view whose display-mode button was activated.
  ///   - proposed: The mode the split view would move to.
  /// - Returns: ``targetDisplayModeForAction``, or `proposed` when that is `nil`.
  public func splitViewController(
    _ split: SplitViewController,
    targetDisplayModeForActionProposed proposed: SplitViewController.DisplayMode
  ) -> SplitViewController.DisplayMode {
    targetDisplayModeForAction ?? proposed
  }
  /// Records `show(<controller>)` and returns the configured answer.
  ///
  /// - Parameters:
  ///   - split: The split view the request reached.
  ///   - viewController: The controller to show, written into the record.
  ///   - sender: The controller that asked to show it.
  /// - Returns: ``handlesShow``: `true` claims the request, `false` lets the split view route it.
  public func splitViewController(
    _ split: SplitViewController, show viewController: ViewController, sender: ViewController
  )
    -> Bool
  {
    calls.append("show(\(viewController.debugName))")
    return handlesShow
  }
  /// Records `showDetail(<controller>)` and returns the configured answer.
  ///
  /// - Parameters:
  ///   - split: The split view the request reached.
  ///   - viewController: The controller to show as the detail, written into the record.
  ///   - sender: The controller that asked to show it.
  /// - Returns: ``handlesShow``: `true` claims the request, `false` lets the split view route it.
  public func splitViewController(
    _ split: SplitViewController, showDetail viewController: ViewController, sender: ViewController
  ) -> Bool {
    calls.append("showDetail(\(viewController.debugName))")
    return handlesShow
  }
  /// Returns the configured answer; this hook is not recorded.
  ///
  /// - Parameters:
  ///   - split: The split view asking.
  ///   - widthClass: The width class the split view is arranging for.
  ///   - proposed: The split view's default for `widthClass`.
  /// - Returns: ``hidesPrimary``, or `proposed` when that is `nil`.
  public func splitViewController(
    _ split: SplitViewController, shouldHidePrimaryIn widthClass: SplitWidthClass, proposed: Bool
  ) -> Bool {
    hidesPrimary ?? proposed
  }
  /// Records `willHide(<primary>, with: <title>)` and keeps the item in ``placedBarButtonItems``.
  ///
  /// - Parameters:
  ///   - split: The split view that hid its primary.
  ///   - primary: The primary column's controller, written into the record.
  ///   - barButtonItem: The button handed over; appended to ``placedBarButtonItems``.
  public func splitViewController(
    _ split: SplitViewController, willHide primary: ViewController,
    with barButtonItem: BarButtonItem
  ) {
    calls.append("willHide(\(primary.debugName), with: \(barButtonItem.title))")
    placedBarButtonItems.append(barButtonItem)
  }
  /// Records `willShow(<primary>, invalidating: <title>)` and drops the item from ``placedBarButtonItems``.
  ///
  /// - Parameters:
  ///   - split: The split view that shows its primary again.
  ///   - primary: The primary column's controller, written into the record.
  ///   - barButtonItem: The button taken back; removed (by identity) from ``placedBarButtonItems``.
  public func splitViewController(
    _ split: SplitViewController, willShow primary: ViewController,
    invalidating barButtonItem: BarButtonItem
  ) {
    calls.append("willShow(\(primary.debugName), invalidating: \(barButtonItem.title))")
    placedBarButtonItems.removeAll { $0 === barButtonItem }
  }
  /// Records `willPresentInOverlay(<primary>)`.
  ///
  /// - Parameters:
  ///   - split: The split view that presents the overlay.
  ///   - primary: The primary column's controller, written into the record.
  public func splitViewController(
    _ split: SplitViewController, willPresentInOverlay primary: ViewController
  ) {
    calls.append("willPresentInOverlay(\(primary.debugName))")
  }
}
