/// A stack of controllers of which only the top one is on screen.
///
/// Mirrors UIKit's `UINavigationController`: ``pushViewController(_:animated:)``,
/// ``popViewController(animated:)``, ``popToRootViewController(animated:)`` and
/// ``setViewControllers(_:animated:)``. A controller appears at most once in the stack.
///
/// Animated changes run a ``NavigationTransition`` the host advances with
/// ``advance(to:)`` (a split view forwards its own ``SplitViewController/advance(to:)``);
/// appearance `will` callbacks go out at the start and `did` callbacks at the end. The
/// back swipe is an interactive pop: ``beginInteractivePop()``,
/// ``updateInteractivePop(progress:)``, ``endInteractivePop(commit:)``.
///
/// ```swift
/// let navigation = NavigationController(rootViewController: mailboxes)
/// navigation.pushViewController(inbox, animated: false)
/// navigation.backTitle   // "Mailboxes"
/// ```
@MainActor
open class NavigationController: ViewController {
  /// The stack, root first.
  public internal(set) var viewControllers: [ViewController] = []
  /// The running push or pop, if any.
  public internal(set) var transition: NavigationTransition?
  /// Whether pushes and pops animate.
  ///
  /// When `false`, pushes and pops complete at once, still with balanced appearance
  /// callbacks. A containing split view's ``SplitViewController/animationsEnabled`` also
  /// applies.
  public var animationsEnabled = true
  /// How animated pushes and pops move: libadwaita's navigation spring by default
  /// (critically damped, mass 1, stiffness 1000, about 300 ms to rest).
  public var transitionCurve: AnimationCurve = .navigation

  var now: Duration?
  /// What the running animated transition keeps until it ends; nil without one.
  var bookkeeping: TransitionBookkeeping?

  /// Creates a navigation controller, optionally with a root.
  ///
  /// - Parameters:
  ///   - rootViewController: The first item of the stack.
  ///   - title: The container's own title.
  public init(rootViewController: ViewController? = nil, title: String? = nil) {
    super.init(title: title)
    if let rootViewController { install([rootViewController]) }
  }

  /// The item on top of the stack: the one on screen.
  public var topViewController: ViewController? { viewControllers.last }

  /// The title a back button shows: the previous item's title, `"Back"` when it has none,
  /// `nil` at the root.
  public var backTitle: String? {
    guard viewControllers.count >= 2 else { return nil }
    return viewControllers[viewControllers.count - 2].title ?? "Back"
  }

  /// Whether a push or pop is running.
  public var isAnimating: Bool { transition != nil }

  /// Pushes `viewController` on top of the stack.
  ///
  /// - Precondition: `viewController` is not already in the stack.
  ///
  /// - Parameters:
  ///   - viewController: The controller to push; it becomes ``topViewController``.
  ///   - animated: Whether the change runs as a timed transition (driven by ``advance(to:)``)
  ///     rather than at once.
  public func pushViewController(_ viewController: ViewController, animated: Bool = true) {
    finishTransitionsInHierarchy()  // a container's transition may still be moving items
    precondition(!contains(viewController), "\(viewController.debugName) is already in the stack")
    change(to: viewControllers + [viewController], kind: .push, animated: animated)
  }

  /// Pops the top item; does nothing at the root.
  ///
  /// - Returns: The popped controller, or `nil` at the root.
  ///
  /// - Parameter animated: Whether the change runs as a timed transition (driven by
  ///   ``advance(to:)``) rather than at once.
  @discardableResult
  public func popViewController(animated: Bool = true) -> ViewController? {
    finishTransitionsInHierarchy()
    guard viewControllers.count >= 2, let top = topViewController else { return nil }
    change(to: Array(viewControllers.dropLast()), kind: .pop, animated: animated)
    return top
  }

  /// Pops everything above the root.
  ///
  /// - Returns: The popped controllers, bottom first.
  ///
  /// - Parameter animated: Whether the change runs as a timed transition (driven by
  ///   ``advance(to:)``) rather than at once.
  @discardableResult
  public func popToRootViewController(animated: Bool = true) -> [ViewController] {
    guard let first = viewControllers.first else { return [] }
    return popToViewController(first, animated: animated)
  }

  /// Pops everything above `viewController`.
  ///
  /// - Returns: The popped controllers, bottom first; empty when it is not in the stack.
  ///
  /// - Parameters:
  ///   - viewController: The controller to leave on top; it must be in the stack to pop anything.
  ///   - animated: Whether the change runs as a timed transition (driven by ``advance(to:)``)
  ///     rather than at once.
  @discardableResult
  public func popToViewController(_ viewController: ViewController, animated: Bool = true)
    -> [ViewController]
  {
    finishTransitionsInHierarchy()
    guard let index = viewControllers.firstIndex(where: { $0 === viewController }) else {
      return []
    }
    let popped = Array(viewControllers[(index + 1)...])
    if !popped.isEmpty {
      change(to: Array(viewControllers[...index]), kind: .pop, animated: animated)
    }
    return popped
  }

  /// Replaces the whole stack.
  ///
  /// - Precondition: No controller appears twice.
  ///
  /// - Parameters:
  ///   - controllers: The new stack, root first; the last becomes ``topViewController``.
  ///   - animated: Whether the change runs as a timed transition (driven by ``advance(to:)``)
  ///     rather than at once.
  ///     It animates as a pop when the new top was already in the stack, as a push otherwise.
  public func setViewControllers(_ controllers: [ViewController], animated: Bool = true) {
    let kind: NavigationTransition.Kind =
      controllers.last.map { top in viewControllers.contains { $0 === top } } ?? true ? .pop : .push
    change(to: controllers, kind: kind, animated: animated)
  }

  /// Advances a running transition to the host's instant `now`.
  ///
  /// - Parameter now: The host's current instant, on the same clock as earlier calls; it only moves forward.
  public func advance(to now: Duration) {
    self.now = now
    guard var running = transition else { return }
    running.progress.advance(to: now)
    transition = running
    if running.progress.isFinished { completeTransition() }
  }

  // MARK: Containment overrides

  override func showsChild(_ child: ViewController) -> Bool {
    child === viewControllers.last || child === presentedViewController
  }

  override func advanceOwnTransition(to now: Duration) { advance(to: now) }

  override var hasOwnTransition: Bool { isAnimating }

  override var hasOwnTimedTransition: Bool { transition.map { !$0.isInteractive } == true }

  override func finishTransitionImmediately() {
    guard transition != nil else { return }
    transition?.progress.finish()
    completeTransition()
  }

  override func handleShow(_ viewController: ViewController, sender: ViewController, detail: Bool)
    -> Bool
  {
    guard !detail else { return false }
    if contains(viewController) {
      popToViewController(viewController)
    } else {
      pushViewController(viewController)
    }
    return true
  }

  // MARK: Internals

  func contains(_ viewController: ViewController) -> Bool {
    viewControllers.contains { $0 === viewController }
  }

  /// The latest host instant seen here or by the containing split view.
  var clockNow: Duration? { splitViewController?.now ?? now }

  var effectiveAnimationsEnabled: Bool {
    animationsEnabled && (splitViewController?.animationsEnabled ?? true)
  }

  /// Replaces the stack without animation; used by split views moving items between stacks.
  func install(_ controllers: [ViewController]) {
    precondition(
      Set(controllers.map(ObjectIdentifier.init)).count == controllers.count,
      "A controller appears twice in the stack")
    viewControllers = controllers
    for controller in controllers { addChild(controller) }
    detachUnlisted()
  }

  func detachUnlisted() {
    for child in children where !contains(child) && child !== presentedViewController {
      child.removeFromParent()
    }
  }

  private func change(
    to controllers: [ViewController], kind: NavigationTransition.Kind, animated: Bool
  ) {
    finishTransitionsInHierarchy()
    let before = root.onScreenControllers()
    let oldTop = topViewController
    let wasOnScreen = isOnScreen
    precondition(
      Set(controllers.map(ObjectIdentifier.init)).count == controllers.count,
      "A controller appears twice in the stack")
    viewControllers = controllers
    for controller in controllers { addChild(controller) }
    let animate =
      animated && effectiveAnimationsEnabled && wasOnScreen && oldTop !== topViewController
    let appearance = AppearanceTransaction.begin(
      root: root, previouslyOnScreen: before, animated: animate)
    guard animate, let oldTop, let newTop = topViewController else {
      appearance.end()
      detachUnlisted()
      return
    }
    bookkeeping = TransitionBookkeeping(appearance: appearance, stackBeforePop: nil)
    transition = NavigationTransition(
      kind: kind, from: oldTop, to: newTop,
      progress: TransitionProgress(interactive: false, at: clockNow, curve: transitionCurve))
  }

  func completeTransition() {
    transition = nil
    let finished = bookkeeping
    bookkeeping = nil
    finished?.appearance.end()
    detachUnlisted()
  }
}

/// What a running animated push or pop keeps until it ends, in one value so that neither
/// part can outlive the other: the appearance callbacks to finish and, for a back swipe,
/// the stack to restore if it is cancelled.
struct TransitionBookkeeping {
  /// The `did` callbacks owed when the transition ends.
  var appearance: AppearanceTransaction
  /// The stack before a back swipe began; nil for a push or a pop that is not a swipe.
  var stackBeforePop: [ViewController]?
}
