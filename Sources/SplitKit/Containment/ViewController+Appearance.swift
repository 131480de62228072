extension ViewController {
  /// Whether the controller will be on screen once running transitions end.
  var isTargetOnScreen: Bool {
    guard let parent else { return isVisibleInWindow }
    return parent.isTargetOnScreen && parent.showsChild(self)
  }

  /// This controller and its descendants, parents before children.
  func preorder() -> [ViewController] {
    var result: [ViewController] = [self]
    for child in children { result += child.preorder() }
    return result
  }

  /// The controllers of this subtree that are appearing or appeared, parents first.
  func onScreenControllers() -> [ViewController] {
    preorder().filter(\.isOnScreen)
  }

  /// Finishes every running transition under the root, so a new one starts from rest.
  func finishTransitionsInHierarchy() {
    for controller in root.preorder() { controller.finishTransitionImmediately() }
  }

  /// Starts coming on or leaving the screen; returns whether a callback was delivered.
  func beginAppearance(_ appearing: Bool, animated: Bool) -> Bool {
    switch (appearanceState, appearing) {
    case (.disappeared, true), (.disappearing, true):
      appearanceState = .appearing
      viewWillAppear(animated)
      emit(.willAppear, animated: animated)
      return true
    case (.appeared, false), (.appearing, false):
      appearanceState = .disappearing
      viewWillDisappear(animated)
      emit(.willDisappear, animated: animated)
      return true
    case (.appearing, true), (.appeared, true), (.disappeared, false), (.disappearing, false):
      return false
    }
  }

  /// Completes a started appearance change; does nothing when none is pending.
  func endAppearance(animated: Bool) {
    switch appearanceState {
    case .appearing:
      appearanceState = .appeared
      viewDidAppear(animated)
      emit(.didAppear, animated: animated)
    case .disappearing:
      appearanceState = .disappeared
      viewDidDisappear(animated)
      emit(.didDisappear, animated: animated)
    case .appeared, .disappeared:
      break
    }
  }

  private func emit(_ kind: AppearanceEvent.Kind, animated: Bool) {
    let event = AppearanceEvent(kind: kind, viewController: self, name: debugName, animated: animated)
    var node: ViewController? = self
    while let current = node {
      current.onAppearanceEvent?(event)
      node = current.parent
    }
  }
}

/// The appearance changes of one transition: `will` callbacks sent at its start, the
/// matching `did` callbacks sent by ``end()``.
@MainActor
struct AppearanceTransaction {
  private(set) var controllers: [ViewController] = []
  let animated: Bool

  /// Compares the hierarchy after a change with the controllers that were on screen before
  /// it and delivers the `will` callbacks, parents first.
  ///
  /// - Parameters:
  ///   - root: The root of the changed hierarchy.
  ///   - previouslyOnScreen: ``ViewController/onScreenControllers()`` taken before the change;
  ///     those no longer in the hierarchy disappear.
  ///   - animated: Passed to the callbacks.
  static func begin(
    root: ViewController, previouslyOnScreen: [ViewController], animated: Bool
  ) -> AppearanceTransaction {
    var transaction = AppearanceTransaction(animated: animated)
    transaction.update(root: root, previouslyOnScreen: previouslyOnScreen)
    return transaction
  }

  /// Delivers further `will` callbacks after another change (a cancelled gesture's reversal).
  mutating func update(root: ViewController, previouslyOnScreen: [ViewController]) {
    let current = root.preorder()
    let inTree = Set(current.map(ObjectIdentifier.init))
    for controller in previouslyOnScreen where !inTree.contains(ObjectIdentifier(controller)) {
      record(controller, appearing: false)
    }
    for controller in current { record(controller, appearing: controller.isTargetOnScreen) }
  }

  private mutating func record(_ controller: ViewController, appearing: Bool) {
    guard controller.beginAppearance(appearing, animated: animated) else { return }
    if !controllers.contains(where: { $0 === controller }) { controllers.append(controller) }
  }

  /// Delivers the `did` callbacks, in the order the `will` callbacks went out.
  func end() {
    for controller in controllers { controller.endAppearance(animated: animated) }
  }
}
