import SplitKit
import SplitKitTesting
import Testing

@MainActor @Suite struct NavigationControllerTests {
  let root = ViewController(title: "Mailboxes")
  let inbox = ViewController(title: "Inbox")
  let message = ViewController(title: "Message")

  func attached() -> (NavigationController, AppearanceRecorder) {
    let navigation = NavigationController(rootViewController: root, title: "Nav")
    let recorder = AppearanceRecorder(observing: navigation)
    navigation.setVisibleInWindow(true)
    navigation.advance(to: .zero)
    _ = recorder.take()
    return (navigation, recorder)
  }

  @Test func pushWithoutAnimationChangesTheTopAndDeliversWillThenDidAtOnce() {
    let (navigation, recorder) = attached()
    navigation.pushViewController(inbox, animated: false)
    #expect(titles(navigation) == ["Mailboxes", "Inbox"])
    #expect(navigation.topViewController === inbox)
    #expect(navigation.backTitle == "Mailboxes")
    #expect(navigation.transition == nil)
    #expect(
      recorder.take() == [
        "willDisappear(Mailboxes)", "willAppear(Inbox)", "didDisappear(Mailboxes)",
        "didAppear(Inbox)",
      ])
    #expect(root.parent === navigation && inbox.parent === navigation)
  }

  @Test func animatedPushDeliversWillAtTheStartAndDidAtTheEnd() {
    let (navigation, recorder) = attached()
    navigation.pushViewController(inbox)
    #expect(recorder.take() == ["willDisappear(Mailboxes)", "willAppear(Inbox)"])
    #expect(navigation.transition?.kind == .push)
    #expect(navigation.transition?.fraction == 0)
    #expect(navigation.isAnimating)
    navigation.advance(to: .milliseconds(60))
    let halfway = navigation.transition?.fraction ?? -1
    #expect(halfway > 0.5 && halfway < 1)
    #expect(recorder.take().isEmpty)
    navigation.advance(to: .milliseconds(400))
    #expect(navigation.transition == nil)
    #expect(recorder.take() == ["didDisappear(Mailboxes)", "didAppear(Inbox)"])
  }

  @Test func popRemovesTheTopAndDetachesItOnlyWhenTheTransitionEnds() {
    let (navigation, recorder) = attached()
    navigation.pushViewController(inbox, animated: false)
    _ = recorder.take()
    let popped = navigation.popViewController()
    #expect(popped === inbox)
    #expect(titles(navigation) == ["Mailboxes"])
    #expect(inbox.parent === navigation)
    #expect(recorder.take() == ["willDisappear(Inbox)", "willAppear(Mailboxes)"])
    navigation.advance(to: .seconds(1))
    #expect(inbox.parent == nil)
    #expect(recorder.take() == ["didDisappear(Inbox)", "didAppear(Mailboxes)"])
    #expect(navigation.popViewController() == nil)
    #expect(navigation.backTitle == nil)
  }

  @Test func popToRootAndSetViewControllersOnlyNotifyTheOldAndNewTop() {
    let (navigation, recorder) = attached()
    navigation.setViewControllers([root, inbox, message], animated: false)
    #expect(
      recorder.take() == [
        "willDisappear(Mailboxes)", "willAppear(Message)", "didDisappear(Mailboxes)",
        "didAppear(Message)",
      ])
    #expect(navigation.backTitle == "Inbox")
    let popped = navigation.popToRootViewController(animated: false)
    #expect(popped.map(\.debugName) == ["Inbox", "Message"])
    #expect(titles(navigation) == ["Mailboxes"])
    #expect(
      recorder.take() == [
        "willDisappear(Message)", "willAppear(Mailboxes)", "didDisappear(Message)",
        "didAppear(Mailboxes)",
      ])
    #expect(inbox.parent == nil && message.parent == nil)
  }

  @Test func aNewChangeDuringATransitionFinishesTheRunningOneFirst() {
    let (navigation, recorder) = attached()
    navigation.pushViewController(inbox)
    navigation.pushViewController(message)
    #expect(
      recorder.take() == [
        "willDisappear(Mailboxes)", "willAppear(Inbox)", "didDisappear(Mailboxes)",
        "didAppear(Inbox)",
        "willDisappear(Inbox)", "willAppear(Message)",
      ])
    navigation.advance(to: .seconds(1))
    #expect(recorder.take() == ["didDisappear(Inbox)", "didAppear(Message)"])
  }

  @Test func aCancelledBackSwipeDeliversTheReversingPairAndKeepsTheStack() {
    let (navigation, recorder) = attached()
    navigation.pushViewController(inbox, animated: false)
    _ = recorder.take()
    #expect(navigation.beginInteractivePop())
    #expect(titles(navigation) == ["Mailboxes"])
    #expect(recorder.take() == ["willDisappear(Inbox)", "willAppear(Mailboxes)"])
    navigation.updateInteractivePop(progress: 0.3)
    #expect(navigation.transition?.fraction == 0.3)
    #expect(navigation.transition?.isInteractive == true)
    navigation.endInteractivePop(commit: false)
    #expect(titles(navigation) == ["Mailboxes", "Inbox"])
    #expect(navigation.transition?.isCancelling == true)
    #expect(recorder.take() == ["willDisappear(Mailboxes)", "willAppear(Inbox)"])
    navigation.advance(to: .milliseconds(10))
    navigation.advance(to: .seconds(1))
    #expect(navigation.transition == nil)
    #expect(recorder.take() == ["didAppear(Inbox)", "didDisappear(Mailboxes)"])
    #expect(inbox.appearanceState == .appeared && root.appearanceState == .disappeared)
  }

  @Test func aCommittedBackSwipePopsAndAnimationsOffCompleteAtOnce() {
    let (navigation, recorder) = attached()
    navigation.pushViewController(inbox, animated: false)
    navigation.animationsEnabled = false
    _ = recorder.take()
    navigation.beginInteractivePop()
    navigation.updateInteractivePop(progress: 0.8)
    navigation.endInteractivePop(commit: true)
    #expect(navigation.transition == nil)
    #expect(titles(navigation) == ["Mailboxes"])
    #expect(
      recorder.take() == [
        "willDisappear(Inbox)", "willAppear(Mailboxes)", "didDisappear(Inbox)",
        "didAppear(Mailboxes)",
      ])
    #expect(!navigation.beginInteractivePop())
  }

  @Test func showFromInsideANavigationControllerPushes() {
    let (navigation, _) = attached()
    root.show(inbox)
    navigation.advance(to: .seconds(1))
    #expect(titles(navigation) == ["Mailboxes", "Inbox"])
    inbox.showDetail(message)
    #expect(navigation.presentedViewController === message)
  }
}
