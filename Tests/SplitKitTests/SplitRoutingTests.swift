import SplitKit
import SplitKitTesting
import Testing

/// REFERENCE.md's routing table, row by row.
@MainActor @Suite struct SplitRoutingTests {
  @Test func showFromInsideThePrimaryNavigationControllerPushesThere() {
    let f = MailFixture(width: 150)
    let inbox = ViewController(title: "Inbox")
    f.list.show(inbox)
    f.settle()
    #expect(f.primaryStack == ["List", "Inbox"])
    #expect(f.secondaryStack == ["Detail"])
    #expect(f.delegate.take().isEmpty)
  }

  @Test func showDetailWhenExpandedReplacesTheSecondary() {
    let f = MailFixture(width: 150)
    let message = ViewController(title: "Message")
    f.list.showDetail(message)
    #expect(f.secondaryStack == ["Message"])
    #expect(f.split.viewController(for: .secondary) === message)
    #expect(f.delegate.take() == ["showDetail(Message)"])
    #expect(
      f.appearance.take() == [
        "willDisappear(Detail)", "willAppear(Message)", "didDisappear(Detail)",
        "didAppear(Message)",
      ])
    #expect(f.detail.parent == nil)
  }

  @Test func showDetailFromAnOverlaidPrimaryReplacesTheSecondaryAndHidesTheOverlay() {
    let f = MailFixture(width: 100)
    f.split.pressDisplayModeButton()
    f.settle()
    f.list.showDetail(ViewController(title: "Message"))
    f.settle(from: .seconds(10))
    #expect(f.split.displayMode == .secondaryOnly)
    #expect(f.secondaryStack == ["Message"])
  }

  @Test func showDetailWhenCollapsedPushesOnThePrimaryStackInPlaceOfThePreviousDetail() {
    let f = MailFixture(width: 60)
    #expect(f.primaryStack == ["List", "Detail"])
    f.list.showDetail(ViewController(title: "First"))
    f.settle()
    #expect(f.primaryStack == ["List", "First"])
    f.list.showDetail(ViewController(title: "Second"))
    f.settle(from: .seconds(10))
    #expect(f.primaryStack == ["List", "Second"])
    f.split.setContainerSize(Size(width: 150, height: 30))
    #expect(f.primaryStack == ["List"])
    #expect(f.secondaryStack == ["Second"])
  }

  @Test func showFromACollapsedDetailPushesAndExpandingKeepsItWithTheDetail() {
    let f = MailFixture(width: 60)
    let attachment = ViewController(title: "Attachment")
    f.detail.show(attachment)
    f.settle()
    #expect(f.primaryStack == ["List", "Detail", "Attachment"])
    f.split.setContainerSize(Size(width: 150, height: 30))
    #expect(f.secondaryStack == ["Detail", "Attachment"])
  }

  @Test func theDelegateCanTakeOverShowAndShowDetail() {
    let f = MailFixture(width: 150)
    f.delegate.handlesShow = true
    f.list.showDetail(ViewController(title: "Message"))
    #expect(f.secondaryStack == ["Detail"])
    #expect(f.delegate.take() == ["showDetail(Message)"])
  }

  @Test func whenNothingHandlesItTheRootPresents() {
    let f = MailFixture(width: 150)
    let sheet = ViewController(title: "Sheet")
    f.split.navigationController(for: .secondary)?.showDetail(sheet)
    #expect(f.split.presentedViewController == nil)
    #expect(f.secondaryStack == ["Sheet"])
    let lonely = ViewController(title: "Lonely")
    let other = ViewController(title: "Other")
    lonely.showDetail(other)
    #expect(lonely.presentedViewController === other)
  }

  @Test func pushDetailPushesOnTheDetailStackInBothStates() {
    let f = MailFixture(width: 150)
    f.split.pushDetail(ViewController(title: "Reply"))
    f.settle()
    #expect(f.secondaryStack == ["Detail", "Reply"])
    f.split.setContainerSize(Size(width: 60, height: 30))
    f.split.pushDetail(ViewController(title: "Quote"))
    f.settle(from: .seconds(10))
    #expect(f.primaryStack == ["List", "Detail", "Reply", "Quote"])
  }
}
