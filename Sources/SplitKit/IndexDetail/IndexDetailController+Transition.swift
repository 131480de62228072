extension IndexDetailController {
  /// A running collapse or expand.
  struct CollapseTransition {
    /// Collapsing (`true`) or expanding.
    var collapsing: Bool
    /// Whether the index is on screen before and after (it grows or shrinks); otherwise a
    /// detail stays and the index slides away or back.
    var indexStays: Bool
    var progress: TransitionProgress
    var appearance: AppearanceTransaction?
  }

  /// Starts a collapse or expand after the first size: the delegate hears `willChange`,
  /// expanding takes the index off the stack at once, `will` callbacks go out, and the
  /// transition runs (or ends at once when it does not animate).
  func changeCollapsed(to collapse: Bool) {
    delegate?.indexDetailController(self, willChangeCollapsedTo: collapse)
    let before = root.onScreenControllers()
    let indexStays =
      collapse
      ? detailNavigation.viewControllers.count <= 1 : detailNavigation.topViewController === index
    if !collapse { moveIndex(collapsing: false) }
    isCollapsed = collapse
    let animate = transitionDuration > .zero && isOnScreen
    transition = CollapseTransition(
      collapsing: collapse, indexStays: indexStays,
      progress: TransitionProgress(
        interactive: false, at: now,
        curve: .timed(duration: transitionDuration, easing: .easeOutCubic)),
      appearance: nil)
    // Computed first: it reads `transition` (through showsChild) while it runs.
    let appearance = AppearanceTransaction.begin(
      root: root, previouslyOnScreen: before, animated: animate)
    transition?.appearance = appearance
    if !animate { finishCollapseTransition() }
  }

  /// Ends a running collapse or expand: `did` callbacks, the index onto the stack when
  /// collapsing, then `didChange` and ``onCollapseChange``.
  func finishCollapseTransition() {
    guard let running = transition else { return }
    transition = nil
    running.appearance?.end()
    if running.collapsing {
      let before = root.onScreenControllers()
      moveIndex(collapsing: true)
      AppearanceTransaction.begin(root: root, previouslyOnScreen: before, animated: false).end()
      if running.indexStays, detailNavigation.topViewController === index {
        // The index stayed on screen, so it got no appearance callbacks, but it is now the
        // top of the stack: announce it as the reference's navigation delegate does after
        // it sets the stack to `[detail root, index]`.
        delegate?.indexDetailController(self, willShow: index, as: .index)
        delegate?.indexDetailController(self, didShow: index, as: .index)
      }
    }
    delegate?.indexDetailController(self, didChangeCollapsedTo: running.collapsing)
    onCollapseChange?(running.collapsing)
  }

  /// Puts the index onto the detail stack just above the root, or takes it off.
  func moveIndex(collapsing: Bool) {
    var stack = detailNavigation.viewControllers.filter { $0 !== index }
    if collapsing { stack.insert(index, at: min(1, stack.count)) }
    detailNavigation.install(stack)
    if !collapsing { addChild(index) }
  }

  /// Tells the delegate about the index's and the detail stack's items appearing.
  func report(_ event: AppearanceEvent) {
    guard let delegate, event.kind == .willAppear || event.kind == .didAppear else { return }
    let controller = event.viewController
    let role: Role
    if controller === index {
      role = .index
    } else if controller.parent === detailNavigation {
      role = controller === detailNavigation.viewControllers.first ? .detailRoot : .detail
    } else {
      return
    }
    if event.kind == .willAppear {
      delegate.indexDetailController(self, willShow: controller, as: role)
    } else {
      delegate.indexDetailController(self, didShow: controller, as: role)
    }
  }

  /// The index's and the detail's lengths along the axis when expanded: the detail's
  /// fraction of the container, the index the rest rounded to whole points.
  var expandedLengths: (index: Double, detail: Double) {
    Self.expandedLengths(containerSize, axis, detailFraction)
  }

  /// The expanded lengths for a size, an axis and a detail fraction.
  static func expandedLengths(
    _ size: Size, _ axis: SplitViewController.Axis, _ detailFraction: Double
  ) -> (index: Double, detail: Double) {
    let length = axis == .horizontal ? size.width : size.height
    let index = ColumnSizing(fraction: 1 - detailFraction, minimum: 0, maximum: length)
      .resolve(container: length)
    return (index, length - index)
  }

  /// Which panes have room when expanded, for a size, an axis and a detail fraction.
  static func rooms(
    _ size: Size, _ axis: SplitViewController.Axis, _ detailFraction: Double
  ) -> [Bool] {
    let lengths = expandedLengths(size, axis, detailFraction)
    return [lengths.index > 0, lengths.detail > 0]
  }

  /// Where the panes are: the index as ``SplitViewController/Column/primary``, the detail as
  /// ``SplitViewController/Column/secondary``, back to front; one full pane when collapsed.
  ///
  /// While a collapse or expand runs, the pane that stays on screen is part way between
  /// its share and the whole container and the other part way off its edge (see the type's
  /// *Transitions*).
  ///
  /// - Complexity: O(1).
  public var layout: SplitLayout {
    let length = axis == .horizontal ? containerSize.width : containerSize.height
    let (indexLength, detailLength) = expandedLengths
    let amount: Double =
      transition.map { $0.collapsing ? $0.progress.value : 1 - $0.progress.value }
      ?? (isCollapsed ? 1 : 0)
    var segments: [(SplitViewController.Column, Double, Double)]
    if transition == nil, isCollapsed {
      segments = [(.secondary, 0, length)]
    } else if transition?.indexStays ?? true {
      let indexEnd = indexLength + detailLength * amount
      segments = [(.secondary, indexEnd, detailLength), (.primary, 0, indexEnd)]
    } else {
      let detailStart = indexLength * (1 - amount)
      segments = [
        (.secondary, detailStart, length - detailStart),
        (.primary, -indexLength * amount, indexLength),
      ]
    }
    let mirrored = axis == .horizontal && traitCollection.layoutDirection == .rightToLeft
    let bounds = Rect(origin: .zero, size: containerSize)
    let columns = segments.compactMap { column, start, extent -> SplitLayout.ColumnFrame? in
      let position = mirrored ? length - start - extent : start
      let frame =
        axis == .horizontal
        ? Rect(x: position, y: 0, width: extent, height: containerSize.height)
        : Rect(x: 0, y: position, width: containerSize.width, height: extent)
      let visible = SplitLayout.clip(frame, to: bounds)
      guard !visible.isEmpty else { return nil }
      return .init(
        column: column, frame: frame, visibleFrame: visible, dimming: 0, isCovered: false)
    }
    return SplitLayout(
      containerSize: containerSize, columns: columns, dividers: [], shadowEdge: nil,
      focusedColumn: isCollapsed ? .secondary : nil)
  }
}
