extension SplitViewController {
  /// The built-in inspector button in the current state.
  ///
  /// Visible (unless ``inspectorButtonVisibility`` is `.never`) whenever the inspector
  /// column has a controller and can be shown: expanded, and collapsed when it is pushed
  /// onto the merged stack (``inspectorCollapsedPresentation``; not with a
  /// ``Column/compact`` column). A tap shows the
  /// inspector when it is not showing (``isShowing(_:)``), and hides it when it is.
  ///
  /// ```swift
  /// split.setViewController(info, for: .inspector)
  /// split.inspectorButton            // show inspector
  /// split.pressInspectorButton()     // slides the inspector in
  /// split.inspectorButton            // hide inspector
  /// ```
  public var inspectorButton: InspectorButton {
    let available = hasInspector && (!isCollapsed || pushesInspectorWhenCollapsed)
    return InspectorButton(
      isVisible: available && inspectorButtonVisibility != .never,
      showsInspector: !isShowing(.inspector))
  }

  /// Performs a tap on the inspector button: shows the inspector (animated; pushed when
  /// collapsed) or hides it.
  ///
  /// The user's tap: expanded, the delegate hears `willShow(.inspector)` or
  /// `willHide(.inspector)` (and the `did` callback when it ends), which ``show(_:)`` and
  /// ``hide(_:)`` do not send.
  ///
  /// Works whatever ``inspectorButtonVisibility`` says, so an app's own button
  /// (``inspectorBarButtonItem``) acts the same; does nothing without an inspector.
  public func pressInspectorButton() {
    guard hasInspector else { return }
    if isCollapsed {
      if isShowing(.inspector) { hide(.inspector) } else { show(.inspector) }
    } else if isShowing(.inspector) {
      hideInspector(announced: true)
    } else {
      showInspector(announced: true)
    }
  }

  /// A bar button item for the inspector button, for an app's own toolbar.
  ///
  /// Set ``inspectorButtonVisibility`` to `.never` so the host does not draw a second one.
  /// Its ``BarButtonItem/press()`` is ``pressInspectorButton()``; its title is "Inspector".
  /// The same item every time.
  public var inspectorBarButtonItem: BarButtonItem {
    if let item = inspectorItem { return item }
    let item = BarButtonItem(title: "Inspector", splitViewController: self, action: .inspector)
    inspectorItem = item
    return item
  }
}
