extension SplitViewController {
  /// The built-in display-mode button in the current state.
  ///
  /// Hidden with no target while collapsed (the navigation bar's back button takes over).
  public var displayModeButton: DisplayModeButton {
    guard !isCollapsed else {
      return DisplayModeButton(kind: .sidebarToggle, isVisible: false, targetDisplayMode: nil)
    }
    let (kind, proposed) = proposedButtonAction
    let target = proposed.map(targetForAction)
    let allowed: Bool =
      switch displayModeButtonVisibility {
      case .never: false
      case .always: true
      case .automatic: presentsWithGesture
      }
    return DisplayModeButton(
      kind: kind, isVisible: allowed && !isCollapsed && target != nil, targetDisplayMode: target)
  }

  /// The triple-column full-screen button (``showsSecondaryOnlyButton``): toggles
  /// `secondaryOnly` and back to the automatic mode.
  public var secondaryOnlyButton: DisplayModeButton {
    let visible = style == .tripleColumn && showsSecondaryOnlyButton && !isCollapsed
    let allowed = splitBehavior.allowedDisplayModes(for: style)
    let base = resolutionKey?.base ?? .secondaryOnly
    let restore = base == .secondaryOnly ? allowed[allowed.count - 1] : base
    let target: DisplayMode = displayMode == .secondaryOnly ? restore : .secondaryOnly
    return DisplayModeButton(
      kind: .fullScreen, isVisible: visible, targetDisplayMode: visible ? target : nil)
  }

  /// Performs a tap on the display-mode button (animated).
  ///
  /// The user's tap: the delegate hears `willShow`/`willHide` for the columns it moves
  /// (and `didShow`/`didHide` when the animation ends). Does nothing when the button has no target.
  public func pressDisplayModeButton() {
    guard !isCollapsed, let target = displayModeButton.targetDisplayMode else { return }
    userDisplayMode = target
    changeDisplayMode(to: target, animated: true, systemInitiated: true)
  }

  /// Performs a tap on the secondary-only button (animated).
  ///
  /// Like ``pressDisplayModeButton()``, the delegate hears the columns it moves. Does nothing when the button is hidden.
  public func pressSecondaryOnlyButton() {
    guard let target = secondaryOnlyButton.targetDisplayMode else { return }
    userDisplayMode = target
    changeDisplayMode(to: target, animated: true, systemInitiated: true)
  }

  /// The bar button item currently handed to the delegate, if any (classic API).
  public var barButtonItem: BarButtonItem? { handedOffBarButtonItem }

  /// The look and proposed target of the button for the behaviour, style and mode.
  private var proposedButtonAction: (DisplayModeButton.Kind, DisplayMode?) {
    let allowed = splitBehavior.allowedDisplayModes(for: style)
    guard let index = allowed.firstIndex(of: displayMode) else { return (.sidebarToggle, nil) }
    switch (splitBehavior, style) {
    case (.tile, .doubleColumn):
      return (.sidebarToggle, index == 0 ? allowed[1] : allowed[0])
    case (.tile, .tripleColumn):
      return (.sidebarToggle, index == 1 ? allowed[2] : allowed[1])
    case (.displace, .tripleColumn) where index == 2:
      return (.fullScreen, allowed[1])
    case (_, _) where index == allowed.count - 1:
      return (.fullScreen, allowed[0])
    default:
      return (.backChevron, allowed[index + 1])
    }
  }

  private func targetForAction(_ proposed: DisplayMode) -> DisplayMode {
    guard let delegate else { return proposed }
    let chosen = delegate.splitViewController(self, targetDisplayModeForActionProposed: proposed)
    if chosen == .automatic { return proposed }
    let allowed = splitBehavior.allowedDisplayModes(for: style)
    return allowed.contains(chosen) ? chosen : splitBehavior.reinterpret(chosen, for: style)
  }

  /// Hands the classic bar button item to the delegate when the primary stops being shown
  /// permanently, and takes it back when it is again: each exactly once per change.
  ///
  /// - Parameter needsItem: Whether the arrangement being moved to hides the primary
  ///   (expanded with a behaviour other than tile).
  func updateBarButtonHandOff(needsItem: Bool) {
    guard let primary = appControllers[.primary] ?? navigations[.primary]?.viewControllers.first
    else { return }
    if needsItem, handedOffBarButtonItem == nil {
      let item = BarButtonItem(title: primary.title ?? "Master", splitViewController: self)
      handedOffBarButtonItem = item
      delegate?.splitViewController(self, willHide: primary, with: item)
    } else if !needsItem, let item = handedOffBarButtonItem {
      handedOffBarButtonItem = nil
      delegate?.splitViewController(self, willShow: primary, invalidating: item)
    }
  }
}
