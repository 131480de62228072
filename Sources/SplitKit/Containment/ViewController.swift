/// A node of the controller hierarchy: a title, children, traits and appearance callbacks.
///
/// SplitKit's `ViewController` mirrors the containment part of UIKit's `UIViewController`
/// without any view: the host draws whatever a controller stands for inside the frame the
/// split view's ``SplitLayout`` gives its column. Subclass it for your own screens and
/// override the appearance callbacks.
///
/// ## Appearance
/// A controller is *on screen* when it is the root attached with ``setVisibleInWindow(_:)``
/// or when its parent is on screen and shows it (a navigation controller shows its top
/// item, a split view the columns its display mode shows). Whenever that changes the
/// controller receives `viewWillAppear`/`viewWillDisappear` when the change starts and
/// `viewDidAppear`/`viewDidDisappear` when it ends, parents before children. A cancelled
/// interactive transition delivers the reversing `will` and then the matching `did`. A
/// controller never receives two appears without a disappear in between.
///
/// ```swift
/// let inbox = ViewController(title: "Inbox", restorationIdentifier: "inbox")
/// let navigation = NavigationController(rootViewController: inbox)
/// navigation.setVisibleInWindow(true)   // willAppear/didAppear for navigation, then inbox
/// ```
@MainActor
open class ViewController {
  /// The title shown by navigation bars and used as the back title of the next item.
  public var title: String?
  /// The identifier state restoration uses to find this controller; `nil` opts out.
  public var restorationIdentifier: String?
  /// Whether the controller only stands in for content nothing has chosen yet ("Pick a
  /// note.", "No message selected").
  ///
  /// A split view whose secondary is a placeholder (or empty) opens with the primary shown
  /// over it where the primary would start hidden; see
  /// ``SplitViewController/showsPrimaryOverPlaceholderAtLaunch``.
  ///
  /// ```swift
  /// let nothing = ViewController(title: "Notes")
  /// nothing.isPlaceholder = true
  /// split.setViewController(nothing, for: .secondary)
  /// ```
  public var isPlaceholder = false
  /// The containing controller, if any.
  public internal(set) weak var parent: ViewController?
  /// The contained controllers, in the order they were added.
  public internal(set) var children: [ViewController] = []
  /// Where the controller is in its appearance cycle.
  public internal(set) var appearanceState: AppearanceState = .disappeared
  /// The controller presented modally over this one (see ``present(_:)``).
  public internal(set) var presentedViewController: ViewController?
  /// Called with every appearance callback of this controller and its descendants.
  ///
  /// Events bubble: every handler from the receiving controller up to the root is called.
  public var onAppearanceEvent: ((AppearanceEvent) -> Void)?
  /// The traits the host's window provides; only read on the root controller.
  public var windowTraitCollection = TraitCollection() {
    didSet { if parent == nil, oldValue != windowTraitCollection { propagateTraitChange() } }
  }

  var overrideTraits: [ObjectIdentifier: TraitCollection] = [:]
  /// A container's own view of its descendants' appearance events (after
  /// ``onAppearanceEvent``, which stays the app's).
  var containerAppearanceObserver: ((AppearanceEvent) -> Void)?
  var isVisibleInWindow = false

  /// Creates a controller.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - restorationIdentifier: The identifier used by state restoration.
  public init(title: String? = nil, restorationIdentifier: String? = nil) {
    self.title = title
    self.restorationIdentifier = restorationIdentifier
  }

  /// The title, or the type name when there is none; used in descriptions and logs.
  public var debugName: String { title ?? String(describing: type(of: self)) }

  /// The topmost ancestor.
  public var root: ViewController {
    var node = self
    while let parent = node.parent { node = parent }
    return node
  }

  /// The nearest ancestor (or self) that is a navigation controller.
  public var navigationController: NavigationController? {
    var node: ViewController? = parent
    while let current = node {
      if let navigation = current as? NavigationController { return navigation }
      node = current.parent
    }
    return nil
  }

  /// The nearest ancestor that is a split view controller.
  public var splitViewController: SplitViewController? {
    var node: ViewController? = parent
    while let current = node {
      if let split = current as? SplitViewController { return split }
      node = current.parent
    }
    return nil
  }

  // MARK: Containment

  /// Adds `child`, removing it from its previous parent first.
  ///
  /// Containers call this for you; call it yourself only for custom containers, whose
  /// children are all considered on screen while the container is.
  ///
  /// - Parameter child: The controller to add; it becomes the last of ``children``.
  public func addChild(_ child: ViewController) {
    precondition(child !== self, "A controller cannot contain itself")
    if child.parent === self { return }
    child.removeFromParent()
    children.append(child)
    child.parent = self
  }

  /// Detaches the controller from its parent; does nothing for a root.
  public func removeFromParent() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    (parent as? NavigationController)?.viewControllers.removeAll { $0 === self }
    parent.overrideTraits[ObjectIdentifier(self)] = nil
    self.parent = nil
  }

  // MARK: Traits

  /// The effective traits: the parent's traits with the parent's override for this child.
  public var traitCollection: TraitCollection {
    guard let parent else { return windowTraitCollection }
    let inherited = parent.traitCollection
    guard let override = parent.overrideTraits[ObjectIdentifier(self)] else { return inherited }
    return inherited.overridden(by: override)
  }

  /// Overrides some traits of a child, like UIKit's `setOverrideTraitCollection(_:forChild:)`.
  ///
  /// - Parameters:
  ///   - traits: The traits to force; unspecified ones still inherit. `nil` removes the override.
  ///   - child: One of ``children``.
  public func setOverrideTraitCollection(_ traits: TraitCollection?, forChild child: ViewController)
  {
    precondition(child.parent === self, "\(child.debugName) is not a child of \(debugName)")
    let key = ObjectIdentifier(child)
    guard overrideTraits[key] != traits else { return }
    overrideTraits[key] = traits
    child.propagateTraitChange()
  }

  /// The override set for `child`, if any.
  ///
  /// - Parameter child: One of this controller's children.
  /// - Returns: The traits set with ``setOverrideTraitCollection(_:forChild:)``, or `nil` when none is set.
  public func overrideTraitCollection(forChild child: ViewController) -> TraitCollection? {
    overrideTraits[ObjectIdentifier(child)]
  }

  /// Called after the effective ``traitCollection`` may have changed; override to adapt.
  open func traitCollectionDidChange() {}

  func propagateTraitChange() {
    traitCollectionDidChange()
    for child in children { child.propagateTraitChange() }
  }

  // MARK: Appearance callbacks

  /// Called when the controller starts coming on screen.
  ///
  /// - Parameter animated: Whether the change is animated (a transition runs over time).
  open func viewWillAppear(_ animated: Bool) {}
  /// Called when the controller finished coming on screen.
  ///
  /// - Parameter animated: Whether the change was animated.
  open func viewDidAppear(_ animated: Bool) {}
  /// Called when the controller starts leaving the screen.
  ///
  /// - Parameter animated: Whether the change is animated (a transition runs over time).
  open func viewWillDisappear(_ animated: Bool) {}
  /// Called when the controller finished leaving the screen.
  ///
  /// - Parameter animated: Whether the change was animated.
  open func viewDidDisappear(_ animated: Bool) {}

  /// Attaches or detaches a root controller to the host's window, delivering appearance
  /// callbacks to it and every descendant it shows.
  ///
  /// - Parameter visible: Whether the window shows this controller.
  public func setVisibleInWindow(_ visible: Bool) {
    precondition(parent == nil, "Only a root controller is attached to the window")
    guard visible != isVisibleInWindow else { return }
    finishTransitionsInHierarchy()
    let before = onScreenControllers()
    isVisibleInWindow = visible
    AppearanceTransaction.begin(root: self, previouslyOnScreen: before, animated: false).end()
  }

  /// Whether the controller is on screen or about to be (appearing or appeared).
  public var isOnScreen: Bool { appearanceState == .appearing || appearanceState == .appeared }

  /// Whether this container shows `child` once its current transition ends.
  ///
  /// Containers override this; plain controllers show every child.
  func showsChild(_ child: ViewController) -> Bool { true }

  /// Handles a show request arriving at this controller; returns whether it did.
  ///
  /// - Parameters:
  ///   - detail: Whether the request is `showDetail`.
  func handleShow(_ viewController: ViewController, sender: ViewController, detail: Bool) -> Bool {
    false
  }

  /// Finishes any running transition of this container immediately (no-op by default).
  func finishTransitionImmediately() {}

  /// Advances this container's own running transition, if any (no-op by default); a split
  /// view calls it on every controller it contains.
  func advanceOwnTransition(to now: Duration) {}

  /// Whether this container runs a transition of its own (`false` by default).
  var hasOwnTransition: Bool { false }

  /// Whether this container's own transition moves with time rather than under a held
  /// gesture (by default, whenever it runs one).
  var hasOwnTimedTransition: Bool { hasOwnTransition }
}
