extension ViewController {
  /// Shows `viewController` in the way the surrounding containers choose.
  ///
  /// The request travels from this controller up its ancestors until one handles it: a
  /// navigation controller pushes; a split view replaces its secondary when expanded and
  /// pushes onto its stack when collapsed (its delegate may take over). When nothing
  /// handles it the root presents it (``presentedViewController``), or the controller the
  /// root already presents, and so on up the chain.
  ///
  /// - Parameters:
  ///   - viewController: The controller to show.
  ///   - sender: The controller that asked; defaults to this one.
  public func show(_ viewController: ViewController, sender: ViewController? = nil) {
    route(viewController, sender: sender ?? self, detail: false)
  }

  /// Shows `viewController` as the detail, the way the surrounding containers choose.
  ///
  /// Navigation controllers pass the request on; an expanded split view replaces its
  /// secondary (hiding an overlaid primary), a collapsed one pushes it on its stack in
  /// place of a previous detail. When nothing handles it the root presents it.
  ///
  /// - Parameters:
  ///   - viewController: The controller to show.
  ///   - sender: The controller that asked; defaults to this one.
  public func showDetail(_ viewController: ViewController, sender: ViewController? = nil) {
    route(viewController, sender: sender ?? self, detail: true)
  }

  /// Presents `viewController` modally over this controller.
  ///
  /// The presented controller appears (without animation) while this one stays on screen.
  ///
  /// - Parameter viewController: The controller to present; it becomes ``presentedViewController``.
  /// - Precondition: This controller presents nothing yet.
  public func present(_ viewController: ViewController) {
    precondition(presentedViewController == nil, "\(debugName) already presents a controller")
    finishTransitionsInHierarchy()
    let before = root.onScreenControllers()
    presentedViewController = viewController
    addChild(viewController)
    AppearanceTransaction.begin(root: root, previouslyOnScreen: before, animated: false).end()
  }

  /// Dismisses the controller presented by this one, if any.
  public func dismissPresented() {
    guard let presented = presentedViewController else { return }
    finishTransitionsInHierarchy()
    let before = root.onScreenControllers()
    presentedViewController = nil
    presented.removeFromParent()
    AppearanceTransaction.begin(root: root, previouslyOnScreen: before, animated: false).end()
  }

  private func route(_ viewController: ViewController, sender: ViewController, detail: Bool) {
    var node: ViewController? = self
    while let current = node {
      if current.handleShow(viewController, sender: sender, detail: detail) { return }
      node = current.parent
    }
    var presenter = root
    while let presented = presenter.presentedViewController { presenter = presented }
    presenter.present(viewController)
  }
}
