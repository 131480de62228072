import SplitKit
import SplitKitTesting
import Testing

@MainActor @Suite struct SplitCollapseTests {
  @Test func collapsingMergesTheSecondaryStackOntoThePrimaryAndExpandingSeparatesIt() {
    let f = MailFixture(width: 150)
    f.split.setContainerSize(Size(width: 60, height: 30))
    #expect(
      f.split.observation == [
        "collapsed", "primary (0.0, 0.0, 60.0x30.0); focus primary",
        "primary [List, Detail] secondary []", "button hidden",
      ])
    #expect(
      f.delegate.take() == [
        "topColumnForCollapsing(secondary)", "collapseSecondary(Detail, onto: List)", "didCollapse",
      ])
    #expect(
      f.appearance.take() == [
        "willDisappear(List)", "willDisappear(NavigationController)", "didDisappear(List)",
        "didDisappear(NavigationController)",
      ])
    #expect(f.split.isShowing(.secondary))
    #expect(!f.split.isShowing(.primary))
    f.split.setContainerSize(Size(width: 150, height: 30))
    #expect(f.split.observation[2] == "primary [List] secondary [Detail]")
    #expect(
      f.delegate.take() == [
        "separateSecondary(from: List)", "displayModeForExpanding(oneBesideSecondary)", "didExpand",
      ])
    #expect(
      f.appearance.take() == [
        "willAppear(List)", "willAppear(NavigationController)", "didAppear(List)",
        "didAppear(NavigationController)",
      ])
  }

  @Test func collapseSecondaryReturningTrueShowsTheListUntilADetailIsChosen() {
    let f = MailFixture(width: 150)
    f.delegate.collapsesSecondary = { _ in true }
    f.split.setContainerSize(Size(width: 60, height: 30))
    #expect(f.primaryStack == ["List"])
    #expect(f.secondaryStack == ["Detail"])
    #expect(f.split.isShowing(.primary))
    f.split.setContainerSize(Size(width: 150, height: 30))
    #expect(f.primaryStack == ["List"])
    #expect(f.secondaryStack == ["Detail"])
  }

  @Test func topColumnForCollapsingPrimaryKeepsOnlyThePrimaryStack() {
    let f = MailFixture(width: 150, style: .tripleColumn)
    let messages = ViewController(title: "Messages")
    f.split.setViewController(messages, for: .supplementary)
    f.delegate.topColumnForCollapsing = .supplementary
    f.split.setContainerSize(Size(width: 60, height: 30))
    #expect(f.primaryStack == ["List", "Messages"])
    #expect(f.split.isShowing(.supplementary))
    f.split.setContainerSize(Size(width: 150, height: 30))
    #expect(f.split.observation[2] == "primary [List] supplementary [Messages] secondary [Detail]")
  }

  @Test func aForcedCollapseStaysUntilUnforcedWhileAnAutomaticOneUndoesItself() {
    let f = MailFixture(width: 150)
    f.split.forcesCollapse = true
    #expect(f.split.isCollapsed)
    f.split.setContainerSize(Size(width: 200, height: 30))
    #expect(f.split.isCollapsed)
    f.split.forcesCollapse = false
    #expect(!f.split.isCollapsed)
    f.split.setContainerSize(Size(width: 60, height: 30))
    #expect(f.split.isCollapsed)
    f.split.setContainerSize(Size(width: 200, height: 30))
    #expect(!f.split.isCollapsed)
  }

  @Test func roundTripsKeepStacksAndNeverDuplicateEntries() {
    let f = MailFixture(width: 150)
    let inbox = ViewController(title: "Inbox")
    let reply = ViewController(title: "Reply")
    f.split.navigationController(for: .primary)?.pushViewController(inbox, animated: false)
    f.split.pushDetail(reply)
    f.settle()
    #expect(f.primaryStack == ["List", "Inbox"])
    #expect(f.secondaryStack == ["Detail", "Reply"])
    for _ in 0..<3 {
      f.split.setContainerSize(Size(width: 60, height: 30))
      #expect(f.primaryStack == ["List", "Inbox", "Detail", "Reply"])
      f.split.setContainerSize(Size(width: 150, height: 30))
      #expect(f.primaryStack == ["List", "Inbox"])
      #expect(f.secondaryStack == ["Detail", "Reply"])
    }
  }

  @Test func poppingTheDetailWhileCollapsedStillExpandsToTheSameDetail() {
    let f = MailFixture(width: 150)
    f.split.setContainerSize(Size(width: 60, height: 30))
    f.split.navigationController(for: .primary)?.popViewController(animated: false)
    #expect(f.primaryStack == ["List"])
    f.split.setContainerSize(Size(width: 150, height: 30))
    #expect(f.secondaryStack == ["Detail"])
    #expect(f.primaryStack == ["List"])
  }

  @Test func separateSecondaryAndDisplayModeForExpandingOverrideTheDefaults() {
    let f = MailFixture(width: 150)
    f.split.setContainerSize(Size(width: 60, height: 30))
    _ = f.delegate.take()
    let fresh = ViewController(title: "Fresh")
    f.delegate.separatedSecondary = fresh
    f.delegate.displayModeForExpanding = .secondaryOnly
    f.split.setContainerSize(Size(width: 150, height: 30))
    #expect(f.secondaryStack == ["Fresh"])
    #expect(f.primaryStack == ["List"])
    #expect(f.split.displayMode == .secondaryOnly)
    #expect(
      f.delegate.take() == [
        "separateSecondary(from: List)", "displayModeForExpanding(oneBesideSecondary)",
        "willChangeTo(secondaryOnly)",
        "didExpand",
      ])
  }

  /// A host crossing a size class gives traits and size together: the delegate's
  /// expanding mode is decided for the new size and stays.
  @Test func expandingWithTraitsAndSizeTogetherKeepsTheDelegatesDisplayMode() {
    let f = MailFixture(width: 150)
    f.split.setContainerSize(
      Size(width: 60, height: 30),
      windowTraitCollection: TraitCollection(horizontalSizeClass: .compact))
    #expect(f.split.isCollapsed)
    _ = f.delegate.take()
    f.delegate.displayModeForExpanding = .oneOverSecondary
    f.split.setContainerSize(
      Size(width: 100, height: 30),
      windowTraitCollection: TraitCollection(horizontalSizeClass: .regular))
    #expect(!f.split.isCollapsed)
    #expect(f.split.widthClass == .medium)
    #expect(f.split.displayMode == .oneOverSecondary)
    #expect(
      f.delegate.take() == [
        "willHide(List, with: List)", "separateSecondary(from: List)",
        "displayModeForExpanding(secondaryOnly)", "willChangeTo(oneOverSecondary)", "didExpand",
      ])
  }

  @Test func theCompactColumnReplacesTheMergedStackAndLeavesTheColumnsAlone() {
    let f = MailFixture(width: 150)
    let compact = NavigationController(
      rootViewController: ViewController(title: "Tabs"), title: "Compact")
    f.split.setViewController(compact, for: .compact)
    f.split.setContainerSize(Size(width: 60, height: 30))
    #expect(
      f.split.observation[0...2] == [
        "collapsed", "compact (0.0, 0.0, 60.0x30.0); focus compact",
        "primary [List] secondary [Detail]",
      ])
    #expect(f.split.isShowing(.compact))
    #expect(
      f.appearance.take() == [
        "willDisappear(NavigationController)", "willDisappear(List)",
        "willDisappear(NavigationController)",
        "willDisappear(Detail)", "willAppear(Compact)", "willAppear(Tabs)",
        "didDisappear(NavigationController)",
        "didDisappear(List)", "didDisappear(NavigationController)", "didDisappear(Detail)",
        "didAppear(Compact)",
        "didAppear(Tabs)",
      ])
    f.split.setContainerSize(Size(width: 150, height: 30))
    #expect(f.split.observation[2] == "primary [List] secondary [Detail]")
    #expect(compact.appearanceState == .disappeared)
  }

  @Test func showAndHideColumnWhileCollapsedPushAndPopTheMergedStack() {
    let f = MailFixture(width: 150)
    f.delegate.collapsesSecondary = { _ in true }
    f.split.setContainerSize(Size(width: 60, height: 30))
    #expect(f.primaryStack == ["List"])
    f.split.show(.secondary)
    f.settle()
    #expect(f.primaryStack == ["List", "Detail"])
    #expect(f.split.isShowing(.secondary))
    f.split.show(.primary)
    f.settle()
    #expect(f.primaryStack == ["List"])
    f.split.show(.secondary)
    f.settle(from: .seconds(10))
    f.split.hide(.secondary)
    f.settle(from: .seconds(20))
    #expect(f.primaryStack == ["List"])
    f.split.hide(.primary)
    #expect(f.primaryStack == ["List"])
    f.split.setContainerSize(Size(width: 150, height: 30))
    #expect(f.secondaryStack == ["Detail"])
  }
}

@MainActor @Suite struct SplitCollapsedChildReplacementTests {
  @Test func settingAColumnWhileCollapsedReplacesItsEntriesInPlace() {
    let f = MailFixture(width: 60)
    f.split.setViewController(ViewController(title: "Detail"), for: .secondary)
    let mailboxes = ViewController(title: "Mailboxes")
    f.split.setViewController(mailboxes, for: .primary)
    #expect(f.primaryStack == ["Mailboxes", "Detail"])
    #expect(f.list.parent == nil)
    let merged = MailFixture(width: 150)
    merged.split.setContainerSize(Size(width: 60, height: 30))
    merged.split.setViewController(ViewController(title: "New detail"), for: .secondary)
    #expect(merged.primaryStack == ["List", "New detail"])
    merged.split.setViewController(ViewController(title: "Mailboxes"), for: .primary)
    #expect(merged.primaryStack == ["Mailboxes", "New detail"])
    merged.split.setContainerSize(Size(width: 150, height: 30))
    #expect(merged.primaryStack == ["Mailboxes"])
    #expect(merged.secondaryStack == ["New detail"])
    #expect(merged.appearance.take().contains("didDisappear(List)"))
  }

  @Test func replacingTheCompactColumnRemovesTheOldOne() {
    let f = MailFixture(width: 60)
    let first = ViewController(title: "First")
    let second = ViewController(title: "Second")
    f.split.setViewController(first, for: .compact)
    f.split.setViewController(second, for: .compact)
    #expect(first.parent == nil)
    #expect(second.parent === f.split)
    #expect(first.appearanceState == .disappeared && second.appearanceState == .appeared)
  }
}
