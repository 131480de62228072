/// What the index/detail container tells its client, as the source document's controller does.
///
/// Every method has an empty default, so implement only what you need.
///
/// ## Order
/// For one change (a collapse, an expand, a `showDetail`, a push or pop of the detail stack):
/// 1. ``indexDetailController(_:willChangeCollapsedTo:)`` (collapse changes only), before
///    anything moves;
/// 2. each controller's `viewWillAppear`, then ``indexDetailController(_:willShow:as:)`` for
///    it — at the start of the transition;
/// 3. the transition runs (``IndexDetailController/isAnimating``; the host calls
///    ``IndexDetailController/advance(to:)``);
/// 4. each controller's `viewDidAppear`, then ``indexDetailController(_:didShow:as:)`` — at
///    its end (at once when nothing animates);
/// 5. ``indexDetailController(_:didChangeCollapsedTo:)`` and then
///    ``IndexDetailController/onCollapseChange`` (collapse changes only).
///
/// The first size (starting collapsed or not) shows the panes without reporting a collapse
/// change; `willShow`/`didShow` still tell which panes appeared.
///
/// A collapse with nothing selected (only the placeholder on the detail stack) leaves the
/// index on screen, so it gets no appearance callbacks, yet it becomes the top of the
/// stack: ``indexDetailController(_:willShow:as:)`` and
/// ``indexDetailController(_:didShow:as:)`` announce it in the ``IndexDetailController/Role/index``
/// role at the end of the collapse, just before step 5, as the reference's navigation
/// delegate does once the stack is `[detail root, index]`.
@MainActor
public protocol IndexDetailControllerDelegate: AnyObject {
  /// A controller is about to be shown in one of the container's roles.
  ///
  /// - Parameters:
  ///   - container: The container.
  ///   - viewController: The controller coming on screen.
  ///   - role: Whether it is the index, the detail root (placeholder) or a detail.
  func indexDetailController(
    _ container: IndexDetailController, willShow viewController: ViewController,
    as role: IndexDetailController.Role)
  /// A controller has been shown (its transition ended).
  ///
  /// - Parameters:
  ///   - container: The container.
  ///   - viewController: The controller now on screen.
  ///   - role: Whether it is the index, the detail root (placeholder) or a detail.
  func indexDetailController(
    _ container: IndexDetailController, didShow viewController: ViewController,
    as role: IndexDetailController.Role)
  /// The container is about to collapse (`true`) or expand (`false`); nothing has moved yet.
  ///
  /// - Parameters:
  ///   - container: The container.
  ///   - collapsed: The state it changes to.
  func indexDetailController(
    _ container: IndexDetailController, willChangeCollapsedTo collapsed: Bool)
  /// The collapse or expand has completed, transition included.
  ///
  /// - Parameters:
  ///   - container: The container.
  ///   - collapsed: The state it changed to.
  func indexDetailController(
    _ container: IndexDetailController, didChangeCollapsedTo collapsed: Bool)
}

extension IndexDetailControllerDelegate {
  /// Does nothing.
  ///
  /// - Parameters:
  ///   - container: The container.
  ///   - viewController: The controller coming on screen.
  ///   - role: Its role.
  public func indexDetailController(
    _ container: IndexDetailController, willShow viewController: ViewController,
    as role: IndexDetailController.Role
  ) {}
  /// Does nothing.
  ///
  /// - Parameters:
  ///   - container: The container.
  ///   - viewController: The controller now on screen.
  ///   - role: Its role.
  public func indexDetailController(
    _ container: IndexDetailController, didShow viewController: ViewController,
    as role: IndexDetailController.Role
  ) {}
  /// Does nothing.
  ///
  /// - Parameters:
  ///   - container: The container.
  ///   - collapsed: The state it changes to.
  public func indexDetailController(
    _ container: IndexDetailController, willChangeCollapsedTo collapsed: Bool
  ) {}
  /// Does nothing.
  ///
  /// - Parameters:
  ///   - container: The container.
  ///   - collapsed: The state it changed to.
  public func indexDetailController(
    _ container: IndexDetailController, didChangeCollapsedTo collapsed: Bool
  ) {}
}

extension IndexDetailController {
  /// The part a controller plays in the container.
  public enum Role: String, Hashable, Sendable, CaseIterable {
    /// The index pane (also while collapsed, when it sits on the detail stack).
    case index
    /// The root of the detail stack: the placeholder shown when nothing is selected.
    case detailRoot
    /// A controller pushed on the detail stack (`showDetail`, `pushDetail`).
    case detail
  }
}
