/// A simpler two-pane container: an index beside a detail stack with a placeholder root.
///
/// The container of the index/detail source document, without its known defects. The index
/// (left, or top on a vertical axis) picks what the detail stack shows; the detail stack's
/// root is a placeholder ("nothing selected"). It adds no chrome and no divider.
///
/// ```swift
/// let container = IndexDetailController(index: list, placeholder: nothing)
/// container.setContainerSize(Size(width: 120, height: 30))
/// container.showDetail(song)    // detail stack [placeholder, song]
/// container.pushDetail(lyrics)  // [placeholder, song, lyrics]
/// container.setContainerSize(Size(width: 60, height: 30))
/// container.detailNavigation.viewControllers  // [placeholder, list, song, lyrics]
/// ```
///
/// ## Collapsing
/// Collapsed when the size class along ``axis`` is compact or ``forcesCollapse`` is set; an
/// automatic collapse undoes itself when space returns. Collapsing moves the index onto the
/// detail stack just above the placeholder, so `[root]` becomes `[root, index]` (the index
/// shows) and `[root, A, B]` becomes `[root, index, A, B]` (B still shows; Back walks
/// B → A → index). Expanding takes the index out wherever it is. Changing the axis
/// re-checks the traits.
///
/// ## Transitions
/// While on screen, collapsing and expanding animate over ``transitionDuration`` (0 is
/// instant): collapsing, the pane that stays on screen grows to the whole container while
/// the other slides away (the detail off its trailing edge when the index stays, the index
/// off its leading edge when a detail stays); expanding slides the hidden pane back in.
/// ``isCollapsed`` is the target at once; ``isAnimating`` and ``layout`` follow the
/// transition as the host calls ``advance(to:)``. A new collapse change during a
/// transition first finishes the running one, so rapid toggling ends in the state last
/// asked for, with every appearance callback balanced. A size, ``axis`` or
/// ``detailFraction`` change that gives a pane room or takes it away also finishes a
/// running transition (and a push or pop of the detail stack) first. The first size is
/// never animated and never reported as a collapse change, whether it starts collapsed or
/// not.
///
/// ## Notifications
/// ``delegate`` hears which controller will be and has been shown in which ``Role``, and
/// collapse changes; ``IndexDetailControllerDelegate`` documents the order.
@MainActor
open class IndexDetailController: ViewController {
  /// The index controller.
  public let index: ViewController
  /// The detail stack; its root is the placeholder.
  public let detailNavigation: NavigationController
  /// Receives what is shown in which role, and collapse changes.
  public weak var delegate: (any IndexDetailControllerDelegate)?
  /// Side by side (collapses on compact width) or top to bottom (compact height).
  ///
  /// Changing it re-checks the traits along the new axis (collapsing or expanding as they
  /// say) and lays the panes out along it; a pane that the new axis leaves no room for
  /// gets its disappearance callbacks.
  public var axis: SplitViewController.Axis {
    get { storedAxis }
    set { changeLayout(axis: newValue) }
  }
  /// The detail pane's share of the container along the axis, 0…1; default 0.66.
  ///
  /// The index takes the rest, rounded to whole points. At 1 the index has no room and is
  /// off screen (it gets `willDisappear`/`didDisappear`, and its appearance callbacks again
  /// when it has room); at 0 the same goes for the detail stack. Collapsed, the fraction
  /// does not matter: the one stack takes the whole container.
  ///
  /// - Precondition: The fraction is in `0…1` (not NaN).
  public var detailFraction: Double {
    get { storedDetailFraction }
    set {
      precondition((0...1).contains(newValue), "Fraction must be in 0...1")
      changeLayout(fraction: newValue)
    }
  }
  /// Keeps the container collapsed whatever its size.
  public var forcesCollapse = false { didSet { update() } }
  /// The sizes at which it collapses (only the compact thresholds are used).
  ///
  /// The engine's point defaults: compact at most 320 points wide. A container laid out in
  /// terminal cells sets the terminal's (`HostSizingDefaults.terminal.thresholds`, below 80
  /// columns).
  public var thresholds = SplitThresholds() { didSet { update() } }
  /// How long collapsing and expanding animate; 250 ms by default, `.zero` for instant.
  ///
  /// The motion is an ease-out cubic; transitions only animate while the container is on
  /// screen and after its first size.
  public var transitionDuration: Duration = .milliseconds(250) {
    didSet { precondition(transitionDuration >= .zero, "Duration cannot be negative") }
  }
  /// Whether the index is on the detail stack (the target while a transition runs).
  public internal(set) var isCollapsed = false
  /// The container size last reported by the host.
  public private(set) var containerSize: Size = .zero
  /// Called with the new value after every collapse or expand has completed (after
  /// ``IndexDetailControllerDelegate/indexDetailController(_:didChangeCollapsedTo:)``);
  /// not for the first size.
  public var onCollapseChange: ((Bool) -> Void)?

  var transition: CollapseTransition?
  var now: Duration?
  private var hasLaidOut = false
  private var storedAxis = SplitViewController.Axis.horizontal
  private var storedDetailFraction = 0.66

  /// Creates the container.
  ///
  /// - Parameters:
  ///   - index: The index controller.
  ///   - placeholder: The detail stack's root, shown when nothing is selected.
  public init(index: ViewController, placeholder: ViewController) {
    self.index = index
    detailNavigation = NavigationController(rootViewController: placeholder)
    super.init()
    addChild(index)
    addChild(detailNavigation)
    containerAppearanceObserver = { [weak self] event in self?.report(event) }
  }

  /// The placeholder at the root of the detail stack.
  public var placeholder: ViewController? { detailNavigation.viewControllers.first }

  /// Reports the container's size and re-checks collapse.
  ///
  /// No pane is on screen before the first size; the panes that size shows get their
  /// appearance callbacks here (the index only when expanded or on top of the stack).
  ///
  /// - Parameter size: The area the controller fills, in points; setting the same size again does nothing.
  public func setContainerSize(_ size: Size) {
    guard size != containerSize else { return }
    changeLayout(size: size)
  }

  /// Shows a new detail, as the document says: clears the detail stack back to its root
  /// (the placeholder, and the index above it when collapsed) without animation, then
  /// pushes `viewController` — animated only while collapsed, where the push is what the
  /// user sees; expanded, the detail pane simply changes.
  ///
  /// Collapsed, the two steps are separate as in the reference: the stack becomes
  /// `[placeholder, index]` at once (a detail that was on top disappears and the index is
  /// shown, in the ``Role/index`` role), then the push runs from the index to the new
  /// detail, so ``NavigationController/transition`` goes from the index, whichever page was
  /// on top before.
  ///
  /// - Parameter viewController: The new detail; it ends on top of the detail stack (moved there
  ///   if it was already in it).
  public func showDetail(_ viewController: ViewController) {
    finishCollapseTransition()
    let root = Array(detailNavigation.viewControllers.prefix(1)).filter { $0 !== viewController }
    guard isCollapsed, viewController !== index else {
      detailNavigation.setViewControllers(root + [viewController], animated: false)
      return
    }
    detailNavigation.setViewControllers(root + [index], animated: false)
    detailNavigation.pushViewController(viewController, animated: true)
  }

  /// Pushes `viewController` onto the detail stack, animated.
  ///
  /// - Parameter viewController: The controller to push; it must not be in the detail stack already.
  public func pushDetail(_ viewController: ViewController) {
    finishCollapseTransition()
    detailNavigation.pushViewController(viewController, animated: true)
  }

  /// Advances a running collapse or expand and the detail stack's push or pop to the
  /// host's instant `now`.
  ///
  /// - Parameter now: The host's current instant, on the same clock as earlier calls.
  public func advance(to now: Duration) {
    advanceOwnTransition(to: now)
    detailNavigation.advance(to: now)
  }

  /// Whether a collapse, an expand, or a push or pop of the detail stack is running.
  public var isAnimating: Bool { transition != nil || detailNavigation.isAnimating }

  /// Before its first size nothing is laid out, so no pane is on screen yet (like the split
  /// view's columns): a host attaches the container first, and the panes appear with the
  /// size that says which of them show.
  override func showsChild(_ child: ViewController) -> Bool {
    if child === presentedViewController { return true }
    guard containerSize != .zero else { return false }
    // Expanded, a pane whose share rounds to nothing is off screen.
    let lengths = expandedLengths
    guard child === index else {
      guard child === detailNavigation else { return false }
      // Collapsing onto the index, the detail slides away: on screen only if it had room.
      if let transition, transition.collapsing, transition.indexStays { return lengths.detail > 0 }
      return isCollapsed || lengths.detail > 0
    }
    // While collapsing, the index is not on the stack yet: it stays if it will be on top.
    if let transition, transition.collapsing { return transition.indexStays }
    return !isCollapsed && lengths.index > 0
  }

  /// Applies a change of size, axis or fraction, then re-checks collapse; when that does
  /// not start a collapse or expand, panes the change moved on or off screen get their
  /// appearance callbacks at once.
  ///
  /// A change that gives a pane room or takes it away while a collapse, an expand or a
  /// push or pop of the detail stack runs first finishes it: its callbacks were planned
  /// for the old room.
  private func changeLayout(
    size: Size? = nil, axis: SplitViewController.Axis? = nil, fraction: Double? = nil
  ) {
    let newSize = size ?? containerSize
    let newAxis = axis ?? storedAxis
    let newFraction = fraction ?? storedDetailFraction
    if isAnimating,
      Self.rooms(newSize, newAxis, newFraction)
        != Self.rooms(containerSize, storedAxis, storedDetailFraction)
    {
      finishTransitionsInHierarchy()
    }
    let before = root.onScreenControllers()
    let wasLaidOut = hasLaidOut
    let wasCollapsed = isCollapsed
    containerSize = newSize
    storedAxis = newAxis
    storedDetailFraction = newFraction
    update()
    guard wasLaidOut, isCollapsed == wasCollapsed, transition == nil else { return }
    AppearanceTransaction.begin(root: root, previouslyOnScreen: before, animated: false).end()
  }

  override func handleShow(_ viewController: ViewController, sender: ViewController, detail: Bool)
    -> Bool
  {
    if detail { showDetail(viewController) } else { pushDetail(viewController) }
    return true
  }

  override func finishTransitionImmediately() { finishCollapseTransition() }

  override func advanceOwnTransition(to now: Duration) {
    self.now = now
    guard var running = transition else { return }
    running.progress.advance(to: now)
    transition = running
    if running.progress.isFinished { finishCollapseTransition() }
  }

  override var hasOwnTransition: Bool { transition != nil }

  /// Re-checks collapse when a parent's traits change; call `super` when overriding.
  open override func traitCollectionDidChange() { update() }

  private var sizeClassAlongAxis: UserInterfaceSizeClass {
    switch axis {
    case .horizontal:
      traitCollection.horizontalSizeClass != .unspecified
        ? traitCollection.horizontalSizeClass
        : thresholds.horizontalSizeClass(forWidth: containerSize.width)
    case .vertical:
      traitCollection.verticalSizeClass != .unspecified
        ? traitCollection.verticalSizeClass
        : thresholds.verticalSizeClass(forHeight: containerSize.height)
    }
  }

  private func update() {
    guard containerSize != .zero else { return }
    let collapse = forcesCollapse || sizeClassAlongAxis == .compact
    let isFirstLayout = !hasLaidOut
    hasLaidOut = true
    guard collapse != isCollapsed || isFirstLayout else { return }
    finishTransitionsInHierarchy()
    if isFirstLayout {
      // Not a change: the panes come on screen in the state the first size says.
      let before = root.onScreenControllers()
      if collapse { moveIndex(collapsing: true) }
      isCollapsed = collapse
      AppearanceTransaction.begin(root: root, previouslyOnScreen: before, animated: false).end()
      return
    }
    changeCollapsed(to: collapse)
  }
}
