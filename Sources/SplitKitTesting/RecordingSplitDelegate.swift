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
  public func take() -> [String] {
    defer { calls = [] }
    return calls
  }

  /// Records the call; answers with the scripted value where the hook returns one.
  public func splitViewController(
    _ split: SplitViewController, willChangeTo displayMode: SplitViewController.DisplayMode
  ) {
    calls.append("willChangeTo(\(displayMode))")
  }
  /// Records the call; answers with the scripted value where the hook returns one.
  public func splitViewController(
    _ split: SplitViewController, willShow column: SplitViewController.Column
  ) {
    calls.append("willShow(\(column))")
  }
  /// Records the call; answers with the scripted value where the hook returns one.
  public func splitViewController(
    _ split: SplitViewController, willHide column: SplitViewController.Column
  ) {
    calls.append("willHide(\(column))")
  }
  /// Records the call; answers with the scripted value where the hook returns one.
  public func splitViewController(
    _ split: SplitViewController,
    topColumnForCollapsingToProposedTopColumn proposed: SplitViewController.Column
  ) -> SplitViewController.Column {
    calls.append("topColumnForCollapsing(\(proposed))")
    return topColumnForCollapsing ?? proposed
  }
  /// Records the call; answers with the scripted value where the hook returns one.
  public func splitViewController(
    _ split: SplitViewController, collapseSecondary secondary: ViewController,
    onto primary: ViewController
  ) -> Bool {
    calls.append("collapseSecondary(\(secondary.debugName), onto: \(primary.debugName))")
    return collapsesSecondary(secondary)
  }
  /// Records the call; answers with the scripted value where the hook returns one.
  public func splitViewController(
    _ split: SplitViewController, separateSecondaryFrom primary: ViewController
  )
    -> ViewController?
  {
    calls.append("separateSecondary(from: \(primary.debugName))")
    return separatedSecondary
  }
  /// Records the call; answers with the scripted value where the hook returns one.
  public func splitViewController(
    _ split: SplitViewController,
    displayModeForExpandingToProposedDisplayMode proposed: SplitViewController.DisplayMode
  ) -> SplitViewController.DisplayMode {
    calls.append("displayModeForExpanding(\(proposed))")
    return displayModeForExpanding ?? proposed
  }
  /// Records the call; answers with the scripted value where the hook returns one.
  public func splitViewControllerDidCollapse(_ split: SplitViewController) {
    calls.append("didCollapse")
  }
  /// Records the call; answers with the scripted value where the hook returns one.
  public func splitViewControllerDidExpand(_ split: SplitViewController) {
    calls.append("didExpand")
  }
  /// Records the call; answers with the scripted value where the hook returns one.
  public func splitViewControllerInteractivePresentationGestureWillBegin(
    _ split: SplitViewController
  ) {
    calls.append("gestureWillBegin")
  }
  /// Records the call; answers with the scripted value where the hook returns one.
  public func splitViewControllerInteractivePresentationGestureDidEnd(_ split: SplitViewController)
  {
    calls.append("gestureDidEnd")
  }
  /// Records the call; answers with the scripted value where the hook returns one.
  public func splitViewController(
    _ split: SplitViewController,
    targetDisplayModeForActionProposed proposed: SplitViewController.DisplayMode
  ) -> SplitViewController.DisplayMode {
    targetDisplayModeForAction ?? proposed
  }
  /// Records the call; answers with the scripted value where the hook returns one.
  public func splitViewController(
    _ split: SplitViewController, show viewController: ViewController, sender: ViewController
  )
    -> Bool
  {
    calls.append("show(\(viewController.debugName))")
    return handlesShow
  }
  /// Records the call; answers with the scripted value where the hook returns one.
  public func splitViewController(
    _ split: SplitViewController, showDetail viewController: ViewController, sender: ViewController
  ) -> Bool {
    calls.append("showDetail(\(viewController.debugName))")
    return handlesShow
  }
  /// Records the call; answers with the scripted value where the hook returns one.
  public func splitViewController(
    _ split: SplitViewController, shouldHidePrimaryIn widthClass: SplitWidthClass, proposed: Bool
  ) -> Bool {
    hidesPrimary ?? proposed
  }
  /// Records the call; answers with the scripted value where the hook returns one.
  public func splitViewController(
    _ split: SplitViewController, willHide primary: ViewController,
    with barButtonItem: BarButtonItem
  ) {
    calls.append("willHide(\(primary.debugName), with: \(barButtonItem.title))")
    placedBarButtonItems.append(barButtonItem)
  }
  /// Records the call; answers with the scripted value where the hook returns one.
  public func splitViewController(
    _ split: SplitViewController, willShow primary: ViewController,
    invalidating barButtonItem: BarButtonItem
  ) {
    calls.append("willShow(\(primary.debugName), invalidating: \(barButtonItem.title))")
    placedBarButtonItems.removeAll { $0 === barButtonItem }
  }
  /// Records the call; answers with the scripted value where the hook returns one.
  public func splitViewController(
    _ split: SplitViewController, willPresentInOverlay primary: ViewController
  ) {
    calls.append("willPresentInOverlay(\(primary.debugName))")
  }
}
