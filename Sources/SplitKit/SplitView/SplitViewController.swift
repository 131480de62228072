/// An adaptive container of two or three columns that collapses into one navigation stack.
///
/// SplitKit's counterpart of UIKit's `UISplitViewController` (column-style API, with the
/// classic delegate callbacks too), as deterministic code: the host reports the container
/// size with ``setContainerSize(_:)``, feeds pointer samples, advances time with
/// ``advance(to:)`` and draws ``layout``.
///
/// ```swift
/// let split = SplitViewController(style: .doubleColumn)
/// split.setViewController(mailboxes, for: .primary)
/// split.setViewController(message, for: .secondary)
/// split.setVisibleInWindow(true)
/// split.setContainerSize(Size(width: 100, height: 30))   // medium: secondary only
/// split.pressDisplayModeButton()                          // primary slides over it
/// split.advance(to: .milliseconds(250))
/// split.layout.visibleColumns                             // [.secondary, .primary]
/// ```
///
/// ## Sizing
/// The container's length along ``axis`` picks a band from ``thresholds``: *narrow*
/// collapses, *medium* shows the secondary with the primary available as an overlay,
/// *wide* tiles the columns. ``preferredDisplayMode`` and ``preferredSplitBehavior``
/// override the automatic choice; the resolved ``displayMode`` is never `automatic`.
/// Column widths come from ``primaryColumnSizing`` and ``supplementaryColumnSizing``; the
/// user can drag the primary divider (``resizeDivider(to:)``), and that width sticks.
///
/// ## Collapsing
/// When the size class along the axis is compact, or ``forcesCollapse`` is set, the
/// columns' stacks merge onto the primary navigation controller (or the ``Column/compact``
/// column shows instead). The delegate decides which column ends on top. Expanding
/// separates the stacks again; round trips keep every stack and never duplicate entries.
///
/// ## Gestures
/// With ``presentsWithGesture``, a drag from the primary edge reveals the primary over the
/// secondary following the pointer; a drag on the overlay hides it; a tap on the dimmed
/// secondary dismisses it. Right-to-left layouts and a trailing ``primaryEdge`` mirror all of it.
/// With ``presentsInspectorWithGesture``, a drag from the trailing edge reveals an inspector
/// that overlays the secondary, and a drag on it towards that edge, a tap on the dimmed
/// columns or Escape hide it.
@MainActor
open class SplitViewController: ViewController {
  /// Two or three columns.
  public let style: Style
  /// Receives the split view's decisions and notifications.
  public weak var delegate: (any SplitViewControllerDelegate)?

  /// The mode the app asks for; `automatic` lets the split view choose.
  public var preferredDisplayMode: DisplayMode = .automatic {
    didSet { userDisplayMode = nil; update() }
  }
  /// The behaviour the app asks for; `automatic` lets the split view choose.
  public var preferredSplitBehavior: SplitBehavior = .automatic {
    didSet { userDisplayMode = nil; update() }
  }
  /// The current mode (the target of a running transition); never `automatic`.
  public internal(set) var displayMode: DisplayMode = .secondaryOnly
  /// The current behaviour; never `automatic`.
  public internal(set) var splitBehavior: SplitBehavior = .tile
  /// Whether the columns are merged into one stack.
  ///
  /// Flips after the collapse or expand and its delegate calls, before
  /// `didCollapse`/`didExpand`.
  public internal(set) var isCollapsed = false
  /// Keeps the split view collapsed whatever its size; an automatic collapse undoes itself
  /// when space returns, a forced one stays until this is `false` again.
  public var forcesCollapse = false { didSet { update() } }

  /// Whether the split view opens with the primary shown over a secondary that is a
  /// placeholder or empty, rather than on a blank detail; `true` by default.
  ///
  /// It applies once, to the first size: when that size is expanded but the automatic
  /// arrangement hides the primary (the medium band, a portrait window) and the
  /// secondary's top controller declares itself a ``ViewController/isPlaceholder`` (or the
  /// secondary has none), the split view starts in the mode ``show(_:)`` would give the
  /// primary (`oneOverSecondary`, or `twoOverSecondary` with three columns) instead of
  /// `secondaryOnly`, without animation. The overlay then behaves as any other: choosing
  /// something with ``ViewController/showDetail(_:sender:)`` or ``primaryDidSelectItem()``,
  /// a tap on the dimmed secondary or Escape dismiss it. A ``preferredDisplayMode`` other
  /// than `automatic`, a restored state, a secondary with real content, a collapsed or a
  /// wide first size leave the start as it was.
  ///
  /// ```swift
  /// let hint = ViewController(title: "Notes")
  /// hint.isPlaceholder = true
  /// split.setViewController(hint, for: .secondary)
  /// split.setContainerSize(Size(width: 700, height: 900))  // portrait: medium
  /// split.displayMode                                       // .oneOverSecondary
  /// ```
  public var showsPrimaryOverPlaceholderAtLaunch = true
  /// The sizes at which the automatic arrangement changes.
  public var thresholds = SplitThresholds() { didSet { update() } }
  /// How wide the primary column wants to be.
  public var primaryColumnSizing = ColumnSizing() { didSet { update() } }
  /// How wide the supplementary column wants to be.
  public var supplementaryColumnSizing = ColumnSizing() { didSet { update() } }
  /// How wide the inspector wants to be: in points, 270 (AppKit's standard inspector)
  /// between 220 and 400 by default (``defaultInspectorColumnSizing``); the terminal host
  /// uses 30 cells between 24 and 40 wherever the app kept this default.
  ///
  /// The width decides whether a shown inspector tiles beside the secondary or overlays
  /// it (``inspectorOverlaysSecondary``).
  public var inspectorColumnSizing = SplitViewController.defaultInspectorColumnSizing {
    didSet { update() }
  }
  /// How a collapsed split view shows the inspector: ``InspectorCollapsedPresentation/pushed``
  /// onto the merged stack (the default), or ``InspectorCollapsedPresentation/hiddenUntilExpanded``.
  ///
  /// A split view with a ``Column/compact`` column behaves as `hiddenUntilExpanded`
  /// whatever this says: the compact column is what a collapsed split view shows, so the
  /// inspector waits for the expanded layout. It takes effect at the next collapse or show.
  ///
  /// ```swift
  /// split.inspectorCollapsedPresentation = .hiddenUntilExpanded
  /// split.show(.inspector)          // collapsed: nothing pushed
  /// split.setContainerSize(wide)    // expanded: the inspector beside the secondary
  /// ```
  public var inspectorCollapsedPresentation = InspectorCollapsedPresentation.pushed
  /// The narrowest the secondary may become when columns tile, along ``axis`` (its width
  /// side by side, its height in a vertical split); points, default
  /// ``defaultMinimumSecondaryColumnWidth`` (320).
  public var minimumSecondaryColumnWidth = defaultMinimumSecondaryColumnWidth {
    didSet { update() }
  }
  /// The engine's default minimum width of the secondary column, in points: 320.
  ///
  /// 320 is the width seed 004 still treats as compact (a phone's), so the detail beside a
  /// column never gets narrower than a phone screen. The terminal host uses 30 columns
  /// instead wherever the app kept this default.
  nonisolated public static let defaultMinimumSecondaryColumnWidth: Double = 320
  /// The thickness of dividers between tiled columns; points, default 1.
  public var dividerThickness: Double = 1 { didSet { update() } }
  /// Whether the user may resize the columns with their dividers.
  ///
  /// When `false`, no divider is resizable, pointer drags on it do nothing, and
  /// ``resizeDivider(of:to:)`` (which keyboard resizing goes through) leaves the widths
  /// alone. Widths chosen earlier (``userPrimaryColumnWidth``,
  /// ``userSupplementaryColumnWidth``) stay; ``resetDivider()`` forgets them.
  public var allowsUserResizing = true
  /// The primary width chosen by dragging the divider; part of the restorable state.
  public internal(set) var userPrimaryColumnWidth: Double?
  /// The supplementary width chosen by dragging its divider (the triple-column style's
  /// `oneBesideSecondary`, where the supplementary alone is beside the secondary); part of
  /// the restorable state.
  public internal(set) var userSupplementaryColumnWidth: Double?

  /// Which edge the primary sits at, before the layout direction applies.
  public var primaryEdge: PrimaryEdge = .leading { didSet { update() } }
  /// Horizontal (side by side) or vertical (top to bottom) columns.
  public var axis: Axis = .horizontal { didSet { update() } }
  /// Whether edge drags reveal the primary, and (by default) whether the button shows.
  public var presentsWithGesture = true
  /// Whether the inspector follows swipes; `true` by default.
  ///
  /// A drag from the trailing edge reveals an inspector that would overlay the secondary,
  /// and a drag on an overlaid inspector towards that edge hides it. Right-to-left layouts
  /// mirror both (the inspector's edge is then the left).
  public var presentsInspectorWithGesture = true
  /// Where a swipe that reveals a hidden primary may start: ``RevealGestureArea/edge`` (the
  /// edge strip of ``swipeConfiguration``, the default) or ``RevealGestureArea/anywhere``
  /// on the secondary's content, like Mail's master.
  ///
  /// Only the first, revealing swipe is affected (and only with ``presentsWithGesture``):
  /// an open overlay can always be dragged closed from anywhere, and a column's back swipe
  /// still starts at its leading edge and wins there. With `.anywhere`, a horizontal drag
  /// on the secondary is the split view's once it passes the start threshold (the host then
  /// cancels the content's press); vertical drags still go to the content.
  public var revealGestureArea: RevealGestureArea = .edge
  /// When the built-in display-mode button is visible.
  public var displayModeButtonVisibility: ButtonVisibility = .automatic
  /// When the built-in inspector button (``inspectorButton``) is visible: `.automatic`
  /// and `.always` whenever the inspector column has a controller, `.never` for an app
  /// that places ``inspectorBarButtonItem`` itself.
  public var inspectorButtonVisibility: ButtonVisibility = .automatic
  /// Whether the triple-column style offers a button that toggles `secondaryOnly`.
  public var showsSecondaryOnlyButton = false
  /// Whether transitions animate; when `false` they jump to the end, callbacks balanced.
  public var animationsEnabled = true {
    didSet { if !animationsEnabled { finishTransitionsInHierarchy() } }
  }
  /// How display-mode changes move: libadwaita's sidebar spring by default (critically
  /// damped, mass 0.5, stiffness 500, about 220 ms to rest); `.classic` is the 250 ms
  /// ease-out cubic of older toolkits.
  public var transitionCurve: AnimationCurve = .sidebar

  /// The numbers of the split view's swipes (start threshold, edge strip, velocity window,
  /// flick speed); the axis and mirroring are set per gesture.
  public var swipeConfiguration = SwipeTracker.Configuration()

  /// The container size last reported by the host.
  public internal(set) var containerSize: Size = .zero

  var navigations: [Column: NavigationController] = [:]
  var appControllers: [Column: ViewController] = [:]
  var userDisplayMode: DisplayMode?
  var isInspectorShown = false
  var hasResolvedFirstSize = false
  var resolutionKey: ResolutionKey?
  var modeTransition: SplitTransition?
  var now: Duration?
  var columnTags = ColumnTags()
  var stashedStacks: [Column: [ViewController]] = [:]
  var focus = FocusState()
  var pointer = PointerState.idle
  var handedOffBarButtonItem: BarButtonItem?
  var inspectorItem: BarButtonItem?
  var isUpdating = false
  /// Columns announced to the delegate (`willShow` when `true`, `willHide` when `false`)
  /// whose `did` callback waits for the end of the transition, oldest first.
  var columnNotices: [(column: Column, shown: Bool)] = []

  /// Creates a split view of the given style with empty columns.
  ///
  /// - Parameter style: Two or three columns.
  public init(style: Style = .doubleColumn) {
    self.style = style
    super.init()
    for column in expandedColumns {
      let navigation = NavigationController()
      navigations[column] = navigation
      addChild(navigation)
    }
  }

  /// The columns this style shows when expanded, primary first.
  public var expandedColumns: [Column] {
    style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
  }

  // MARK: Children

  /// Sets the controller of a column, wrapping it in a navigation controller unless it is
  /// one (the compact column is never wrapped), like UIKit.
  ///
  /// While collapsed, a column whose entries are on the merged stack has them replaced in
  /// place (the primary always); a column kept aside is replaced aside.
  ///
  /// - Parameters:
  ///   - viewController: The controller, or `nil` to clear the column.
  ///   - column: The column; `.supplementary` only in the triple-column style.
  public func setViewController(_ viewController: ViewController?, for column: Column) {
    precondition(
      column != .supplementary || style == .tripleColumn, "No supplementary column in \(style)")
    finishTransitionsInHierarchy()
    let before = root.onScreenControllers()
    let merged = isCollapsed && compactController == nil ? partitionCollapsedStack() : nil
    if column == .inspector, navigations[.inspector] == nil,
      !(viewController is NavigationController)
    {
      let navigation = NavigationController()
      navigations[.inspector] = navigation
      addChild(navigation)
    }
    if column == .compact {
      compactController?.removeFromParent()
    } else if let navigation = viewController as? NavigationController {
      navigations[column]?.removeFromParent()
      navigations[column] = navigation
      addChild(navigation)
    }
    appControllers[column] = viewController
    let entries =
      (viewController as? NavigationController)?.viewControllers ?? viewController.map { [$0] }
      ?? []
    if column == .compact {
      if let viewController { addChild(viewController) }
    } else if var parts = merged, column == .primary || !(parts[column] ?? []).isEmpty {
      // Collapsed with this column on the merged stack: replace its entries in place.
      parts[column] = entries
      for entry in entries { columnTags[entry] = column }
      if column != .primary, !(viewController is NavigationController) {
        navigation(for: column).install([])
      }
      navigation(for: .primary).install(
        (expandedColumns + [.inspector]).flatMap { parts[$0] ?? [] })
    } else if !(viewController is NavigationController) {
      navigation(for: column).install(entries)
    }
    stashedStacks[column] = nil
    AppearanceTransaction.begin(root: root, previouslyOnScreen: before, animated: false).end()
    update()
  }

  /// The app's controller for a column (not the navigation controller wrapping it).
  ///
  /// - Parameter column: The column to look up.
  /// - Returns: The controller set for `column`, or `nil` when none is set.
  public func viewController(for column: Column) -> ViewController? {
    appControllers[column]
  }

  /// The navigation controller that holds a column's stack (the wrapper or the app's own).
  ///
  /// While collapsed, the primary's holds the merged stack.
  ///
  /// - Parameter column: The column to look up.
  /// - Returns: The navigation controller of `column`, or `nil` when the column has no controller.
  public func navigationController(for column: Column) -> NavigationController? {
    navigations[column]
  }

  var compactController: ViewController? { appControllers[.compact] }

  func navigation(for column: Column) -> NavigationController {
    guard let navigation = navigations[column] else {
      preconditionFailure("No navigation for \(column)")
    }
    return navigation
  }

  // MARK: Size and time

  /// Reports the container's size; re-resolves collapse, behaviour and mode.
  ///
  /// Until the first size arrives nothing is resolved, so the columns can be set up in any
  /// order; a column set while collapsed waits in its own stack (shown on expand or with
  /// ``show(_:)``) — use ``ViewController/showDetail(_:sender:)`` to show a choice at once.
  ///
  /// Size-driven changes apply at once (no animation) and notify the delegate's
  /// `willShow`/`willHide` column callbacks, then `didShow`/`didHide`. Columns that come on or leave the screen get
  /// their appearance callbacks here, after the classic bar-button hand-off: a host that
  /// attaches the split with ``ViewController/setVisibleInWindow(_:)`` before the first
  /// size sees exactly the columns that size shows appear (in a medium container, the
  /// secondary alone).
  ///
  /// - Parameter size: The area the split view fills, in points; setting the same size again does nothing.
  public func setContainerSize(_ size: Size) {
    guard size != containerSize else { return }
    containerSize = size
    update()
  }

  /// Gives the split view a new size and the window's new traits together, resolving
  /// collapse and display mode once, with both known.
  ///
  /// A host whose window changes size class as it resizes (a terminal crossing 80
  /// columns) calls this rather than setting ``ViewController/windowTraitCollection`` and
  /// ``setContainerSize(_:)`` one after the other: expanding on the traits alone would
  /// resolve the mode for the old size, and the size arriving next would re-resolve it,
  /// dropping the mode the delegate chose in
  /// `splitViewController(_:displayModeForExpandingToProposedDisplayMode:)`.
  ///
  /// ```swift
  /// split.setContainerSize(
  ///   Size(width: 100, height: 30),
  ///   windowTraitCollection: TraitCollection(horizontalSizeClass: .regular))
  /// ```
  ///
  /// - Parameters:
  ///   - size: The area the split view fills, in points.
  ///   - traits: The window's traits at that size.
  public func setContainerSize(_ size: Size, windowTraitCollection traits: TraitCollection) {
    let resized = size != containerSize
    containerSize = size
    // A root split hears the trait change and updates with the new size already in place;
    // updating again with nothing changed keeps everything as it is.
    windowTraitCollection = traits
    if resized { update() }
  }

  /// Advances every running transition (the split's and those of the controllers it
  /// contains: navigation pushes and pops, index/detail collapses) to the host's instant `now`.
  ///
  /// - Parameter now: The host clock's current instant, as a duration since its epoch.
  public func advance(to now: Duration) {
    self.now = now
    if var transition = modeTransition {
      transition.progress.advance(to: now)
      modeTransition = transition
      if transition.progress.isFinished { completeModeTransition() }
    }
    for controller in preorder() where controller !== self {
      controller.advanceOwnTransition(to: now)
    }
  }

  /// Whether a display-mode transition or a transition of a contained controller (a
  /// navigation push or pop, an index/detail collapse) is running.
  public var isAnimating: Bool {
    modeTransition != nil || pointer.session?.hasBegun == true
      || preorder().contains { $0 !== self && $0.hasOwnTransition }
  }

  /// Whether a running transition moves with time, so the host must keep calling
  /// ``advance(to:)`` at its frame rate.
  ///
  /// Unlike ``isAnimating`` this is `false` while the only running transitions are held by
  /// a swipe (the pointer down and still): they change only with ``pointerMoved(to:time:)``,
  /// so the host can stop its frame timer and redraw on pointer events. A release hands
  /// the transition to a spring, and this becomes `true` until it comes to rest.
  public var isAnimatingOverTime: Bool {
    modeTransition.map { !$0.progress.isInteractive } == true
      || preorder().contains { $0 !== self && $0.hasOwnTimedTransition }
  }

  // MARK: Containment overrides

  override func showsChild(_ child: ViewController) -> Bool {
    if child === presentedViewController { return true }
    if isCollapsed {
      return compactController.map { child === $0 } ?? (child === navigations[.primary])
    }
    guard let column = navigations.first(where: { $0.value === child })?.key else { return false }
    return targetLayout.visibleColumns.contains(column)
  }

  /// Re-resolves the arrangement; call `super` when overriding.
  open override func traitCollectionDidChange() { update() }

  override func handleShow(_ viewController: ViewController, sender: ViewController, detail: Bool)
    -> Bool
  {
    routeShow(viewController, sender: sender, detail: detail)
  }

  override func finishTransitionImmediately() {
    if !pointer.isIdle { cancelSwipe() }
    guard var transition = modeTransition else { return }
    transition.progress.finish()
    modeTransition = transition
    completeModeTransition()
  }
}
