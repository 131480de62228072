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
/// re-checks the traits; ``onCollapseChange`` runs after the change is complete.
@MainActor
open class IndexDetailController: ViewController {
  /// The index controller.
  public let index: ViewController
  /// The detail stack; its root is the placeholder.
  public let detailNavigation: NavigationController
  /// Side by side (collapses on compact width) or top to bottom (compact height).
  public var axis: SplitViewController.Axis = .horizontal { didSet { update() } }
  /// The detail pane's share of the container along the axis; default 0.66.
  public var detailFraction: Double = 0.66 {
    didSet { precondition((0...1).contains(detailFraction), "Fraction must be in 0...1") }
  }
  /// Keeps the container collapsed whatever its size.
  public var forcesCollapse = false { didSet { update() } }
  /// The sizes at which it collapses (only the compact thresholds are used).
  public var thresholds = SplitThresholds() { didSet { update() } }
  /// Whether the index is on the detail stack.
  public private(set) var isCollapsed = false
  /// The container size last reported by the host.
  public private(set) var containerSize: Size = .zero
  /// Called with the new value after every collapse or expand has completed.
  public var onCollapseChange: ((Bool) -> Void)?

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
    containerSize = size
    update()
  }

  /// Shows a new detail: clears the detail stack to its placeholder (and the index, when
  /// collapsed), then pushes `viewController`.
  ///
  /// - Parameter viewController: The new detail; it ends on top of the detail stack (moved there
  ///   if it was already in it).
  public func showDetail(_ viewController: ViewController) {
    var stack = Array(detailNavigation.viewControllers.prefix(1))
    if isCollapsed { stack.append(index) }
    detailNavigation.setViewControllers(stack.filter { $0 !== viewController } + [viewController])
  }

  /// Advances the detail stack's push or pop to the host's instant `now`.
  ///
  /// - Parameter now: The host's current instant, on the same clock as earlier calls.
  public func advance(to now: Duration) { detailNavigation.advance(to: now) }

  /// Whether the detail stack is animating a push or pop.
  public var isAnimating: Bool { detailNavigation.isAnimating }

  /// Pushes `viewController` onto the detail stack.
  ///
  /// - Parameter viewController: The controller to push; it must not be in the detail stack already.
  public func pushDetail(_ viewController: ViewController) {
    detailNavigation.pushViewController(viewController)
  }

  /// Where the panes are: the index as ``SplitViewController/Column/primary``, the detail as
  /// ``SplitViewController/Column/secondary``; one full pane when collapsed.
  ///
  /// - Complexity: O(1).
  public var layout: SplitLayout {
    let length = axis == .horizontal ? containerSize.width : containerSize.height
    let indexShare = ColumnSizing(fraction: 1 - detailFraction, minimum: 0, maximum: length)
    let solver = SplitLayoutSolver(
      size: containerSize, style: .doubleColumn, axis: axis,
      mirrored: axis == .horizontal && traitCollection.layoutDirection == .rightToLeft,
      primary: indexShare, supplementary: ColumnSizing(), minimumSecondaryWidth: 0,
      dividerThickness: 0,
      userPrimaryWidth: nil, allowsResizing: false)
    var layout = solver.layout(
      mode: .oneBesideSecondary, collapsed: isCollapsed, compactColumn: false)
    if isCollapsed, let index = layout.columns.indices.first {
      layout.columns[index].column = .secondary
    }
    layout.focusedColumn = isCollapsed ? .secondary : nil
    return layout
  }

  /// Before its first size nothing is laid out, so no pane is on screen yet (like the split
  /// view's columns): a host attaches the container first, and the panes appear with the
  /// size that says which of them show.
  override func showsChild(_ child: ViewController) -> Bool {
    if child === presentedViewController { return true }
    guard containerSize != .zero else { return false }
    return child === detailNavigation || (!isCollapsed && child === index)
  }

  override func handleShow(_ viewController: ViewController, sender: ViewController, detail: Bool)
    -> Bool
  {
    if detail { showDetail(viewController) } else { pushDetail(viewController) }
    return true
  }

  /// Re-checks collapse when a parent's traits change; call `super` when overriding.
  open override func traitCollectionDidChange() { update() }

  private func update() {
    guard containerSize != .zero else { return }
    let sizeClass: UserInterfaceSizeClass =
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
    let collapse = forcesCollapse || sizeClass == .compact
    let changes = collapse != isCollapsed
    if changes { finishTransitionsInHierarchy() }
    let before = root.onScreenControllers()
    if changes {
      var stack = detailNavigation.viewControllers.filter { $0 !== index }
      if collapse { stack.insert(index, at: min(1, stack.count)) }
      detailNavigation.install(stack)
      if !collapse { addChild(index) }
      isCollapsed = collapse
    }
    // Also after the first size, which brings the panes on screen without a collapse change.
    AppearanceTransaction.begin(root: root, previouslyOnScreen: before, animated: false).end()
    if changes { onCollapseChange?(collapse) }
  }
}
