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
  func beginAppearance(_ appearing: Bool, animated: Bool, observedBy root: ViewController) -> Bool {
    switch (appearanceState, appearing) {
    case (.disappeared, true), (.disappearing, true):
      appearanceState = .appearing
      viewWillAppear(animated)
      emit(.willAppear, animated: animated, root: root)
      return true
    case (.appeared, false), (.appearing, false):
      appearanceState = .disappearing
      viewWillDisappear(animated)
      emit(.willDisappear, animated: animated, root: root)
      return true
    case (.appearing, true), (.appeared, true), (.disappeared, false), (.disappearing, false):
      return false
    }
  }

  /// Completes a started appearance change; does nothing when none is pending.
  func endAppearance(animated: Bool, observedBy root: ViewController) {
    switch appearanceState {
    case .appearing:
      appearanceState = .appeared
      viewDidAppear(animated)
      emit(.didAppear, animated: animated, root: root)
    case .disappearing:
      appearanceState = .disappeared
      viewDidDisappear(animated)
      emit(.didDisappear, animated: animated, root: root)
    case .appeared, .disappeared:
      break
    }
  }

  /// Calls the handlers from this controller up to its root, and those of the hierarchy
  /// it was changed in when it has been detached from it meanwhile.
  private func emit(_ kind: AppearanceEvent.Kind, animated: Bool, root: ViewController) {
    let event = AppearanceEvent(
      kind: kind, viewController: self, title: title, animated: animated)
    var node: ViewController? = self
    var reachedRoot = false
    while let current = node {
      current.onAppearanceEvent?(event)
      current.containerAppearanceObserver?(event)
      reachedRoot = reachedRoot || current === root
      node = current.parent
    }
    node = reachedRoot ? nil : root
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
  private(set) var root: ViewController?
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
    var transaction = AppearanceTransaction(root: root, animated: animated)
    transaction.update(root: root, previouslyOnScreen: previouslyOnScreen)
    return transaction
  }

  /// Delivers further `will` callbacks after another change (a cancelled gesture's reversal).
  ///
  /// Disappearances go first (detached controllers, then the hierarchy in preorder), then
  /// appearances in preorder, so parents precede children and the leaving controller is
  /// told before the arriving one, as UIKit does.
  mutating func update(root: ViewController, previouslyOnScreen: [ViewController]) {
    self.root = root
    let current = root.preorder()
    let inTree = Set(current.map(ObjectIdentifier.init))
    for controller in previouslyOnScreen where !inTree.contains(ObjectIdentifier(controller)) {
      record(controller, appearing: false)
    }
    for controller in current where !controller.isTargetOnScreen {
      record(controller, appearing: false)
    }
    for controller in current where controller.isTargetOnScreen {
      record(controller, appearing: true)
    }
  }

  private mutating func record(_ controller: ViewController, appearing: Bool) {
    guard let root, controller.beginAppearance(appearing, animated: animated, observedBy: root)
    else { return }
    if !controllers.contains(where: { $0 === controller }) { controllers.append(controller) }
  }

  /// Delivers the `did` callbacks, in the order the `will` callbacks went out.
  func end() {
    guard let root else { return }
    for controller in controllers { controller.endAppearance(animated: animated, observedBy: root) }
  }
}
