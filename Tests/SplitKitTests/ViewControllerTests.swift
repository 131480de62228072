import SplitKit
import SplitKitTesting
import Testing

@MainActor @Suite struct ViewControllerTests {
  @Test func addingAChildSetsParentAndChildrenAndMovingItDetachesItFromTheOldParent() {
    let a = ViewController(title: "A")
    let b = ViewController(title: "B")
    let child = ViewController(title: "Child")
    a.addChild(child)
    #expect(child.parent === a)
    #expect(a.children.map(\.debugName) == ["Child"])
    b.addChild(child)
    #expect(child.parent === b)
    #expect(a.children.isEmpty)
    #expect(b.children.map(\.debugName) == ["Child"])
    child.removeFromParent()
    #expect(child.parent == nil)
    #expect(b.children.isEmpty)
    #expect(child.root === child)
  }

  @Test func traitOverridesApplyToTheChildAndItsDescendantsOnlyForSpecifiedTraits() {
    let root = ViewController(title: "Root")
    root.windowTraitCollection = TraitCollection(
      horizontalSizeClass: .compact, verticalSizeClass: .regular)
    let child = ViewController(title: "Child")
    let grandchild = ViewController(title: "Grandchild")
    root.addChild(child)
    child.addChild(grandchild)
    #expect(
      grandchild.traitCollection
        == TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular))
    root.setOverrideTraitCollection(TraitCollection(horizontalSizeClass: .regular), forChild: child)
    #expect(
      child.traitCollection
        == TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular))
    #expect(grandchild.traitCollection == child.traitCollection)
    #expect(
      root.overrideTraitCollection(forChild: child)
        == TraitCollection(horizontalSizeClass: .regular))
    root.setOverrideTraitCollection(nil, forChild: child)
    #expect(grandchild.traitCollection.horizontalSizeClass == .compact)
  }

  @Test func attachingTheRootToTheWindowAppearsParentsBeforeChildrenAndDetachingDisappearsThem() {
    let root = ViewController(title: "Root")
    let child = ViewController(title: "Child")
    root.addChild(child)
    let recorder = AppearanceRecorder(observing: root)
    #expect(root.appearanceState == .disappeared)
    root.setVisibleInWindow(true)
    #expect(
      recorder.take() == [
        "willAppear(Root)", "willAppear(Child)", "didAppear(Root)", "didAppear(Child)",
      ])
    #expect(root.appearanceState == .appeared && child.appearanceState == .appeared)
    root.setVisibleInWindow(true)
    #expect(recorder.take().isEmpty)
    root.setVisibleInWindow(false)
    #expect(
      recorder.take() == [
        "willDisappear(Root)", "willDisappear(Child)", "didDisappear(Root)", "didDisappear(Child)",
      ])
    #expect(!root.isOnScreen && !child.isOnScreen)
  }

  @Test func subclassesReceiveTheAppearanceCallbacksInOrder() {
    final class Probe: ViewController {
      var log: [String] = []
      override func viewWillAppear(_ animated: Bool) { log.append("willAppear") }
      override func viewDidAppear(_ animated: Bool) { log.append("didAppear") }
      override func viewWillDisappear(_ animated: Bool) { log.append("willDisappear") }
      override func viewDidDisappear(_ animated: Bool) { log.append("didDisappear") }
    }
    let probe = Probe(title: "Probe")
    probe.setVisibleInWindow(true)
    probe.setVisibleInWindow(false)
    #expect(probe.log == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
  }

  @Test func showWithNoContainerPresentsOnTheRootAndDismissBalancesAppearance() {
    let root = ViewController(title: "Root")
    let recorder = AppearanceRecorder(observing: root)
    root.setVisibleInWindow(true)
    _ = recorder.take()
    let sheet = ViewController(title: "Sheet")
    root.show(sheet)
    #expect(root.presentedViewController === sheet)
    #expect(recorder.take() == ["willAppear(Sheet)", "didAppear(Sheet)"])
    let alert = ViewController(title: "Alert")
    root.showDetail(alert)
    #expect(sheet.presentedViewController === alert)
    #expect(recorder.take() == ["willAppear(Alert)", "didAppear(Alert)"])
    root.dismissPresented()
    #expect(root.presentedViewController == nil)
    #expect(
      recorder.take() == [
        "willDisappear(Sheet)", "willDisappear(Alert)", "didDisappear(Sheet)",
        "didDisappear(Alert)",
      ])
  }
}
