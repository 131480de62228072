import SplitKit
import SplitKitTesting
import Testing

/// Appearance callbacks of the split view's columns when the split first comes on screen
/// and when a re-resolution changes what is on screen without changing the display mode.
@MainActor @Suite struct SplitAppearanceTests {
  @Test func attachedBeforeItsFirstSizeAMediumSplitShowsOnlyTheSecondary() {
    let f = MailFixture(width: 100, keepsInitialEvents: true, attachesFirst: true)
    #expect(
      f.appearance.take() == [
        "willAppear(Split)", "didAppear(Split)",
        "willAppear(NavigationController)", "willAppear(Detail)", "didAppear(NavigationController)",
        "didAppear(Detail)",
      ])
    #expect(
      f.split.observation == [
        "expanded secondaryOnly overlay",
        "secondary (0.0, 0.0, 100.0x30.0); focus secondary",
        "primary [List] secondary [Detail]",
        "button backChevron → oneOverSecondary",
      ])
    #expect(f.detail.appearanceState == .appeared)
    #expect(f.list.appearanceState == .disappeared)
    f.split.pressDisplayModeButton()
    #expect(f.appearance.take() == ["willAppear(NavigationController)", "willAppear(List)"])
    f.settle()
    #expect(f.appearance.take() == ["didAppear(NavigationController)", "didAppear(List)"])
  }

  @Test func attachedBeforeItsFirstSizeAWideSplitShowsBothColumnsOnce() {
    let f = MailFixture(width: 150, keepsInitialEvents: true, attachesFirst: true)
    #expect(
      f.appearance.take() == [
        "willAppear(Split)", "didAppear(Split)",
        "willAppear(NavigationController)", "willAppear(List)", "willAppear(NavigationController)",
        "willAppear(Detail)",
        "didAppear(NavigationController)", "didAppear(List)", "didAppear(NavigationController)",
        "didAppear(Detail)",
      ])
    #expect(f.split.layout.visibleColumns == [.secondary, .primary])
  }

  @Test func sizedBeforeItIsAttachedAMediumSplitShowsOnlyTheSecondaryOnAttach() {
    let f = MailFixture(width: 100, keepsInitialEvents: true)
    #expect(
      f.appearance.take() == [
        "willAppear(Split)", "willAppear(NavigationController)", "willAppear(Detail)",
        "didAppear(Split)", "didAppear(NavigationController)", "didAppear(Detail)",
      ])
  }

  @Test(arguments: [false, true])
  func everyStartingWidthShowsExactlyTheColumnsOnScreen(attachesFirst: Bool) {
    for width in 1...300 {
      let f = MailFixture(
        width: Double(width), keepsInitialEvents: true, attachesFirst: attachesFirst)
      let controllers =
        [f.split, f.list, f.detail]
        + [.primary, .secondary].compactMap { f.split.navigationController(for: $0) }
      SplitInvariants.checkAtRest(
        f.split, recorder: f.appearance, controllers: controllers, context: "start \(width)")
      #expect(
        !f.appearance.events.contains { $0.kind == .willDisappear || $0.kind == .didDisappear },
        "start \(width)")
    }
  }

  @Test func aColumnSqueezedOffScreenWithoutAModeChangeDisappearsAndComesBack() {
    let f = MailFixture(width: 150)
    f.split.minimumSecondaryColumnWidth = 0
    f.split.primaryColumnSizing = ColumnSizing(fraction: 1, minimum: 10, maximum: 500)
    #expect(f.split.displayMode == .oneBesideSecondary)
    #expect(f.split.layout.visibleColumns == [.primary])
    #expect(
      f.appearance.take() == [
        "willDisappear(NavigationController)", "willDisappear(Detail)",
        "didDisappear(NavigationController)",
        "didDisappear(Detail)",
      ])
    f.split.primaryColumnSizing = .terminalSized
    #expect(f.split.layout.visibleColumns == [.secondary, .primary])
    #expect(
      f.appearance.take() == [
        "willAppear(NavigationController)", "willAppear(Detail)", "didAppear(NavigationController)",
        "didAppear(Detail)",
      ])
  }

  @Test func anEventNamesTheTitleAsItWasAtDeliveryAndTheTypeWithoutOne() {
    final class Untitled: ViewController {}
    let titled = ViewController(title: "Inbox")
    let untitled = Untitled()
    var events: [AppearanceEvent] = []
    titled.onAppearanceEvent = { events.append($0) }
    untitled.onAppearanceEvent = { events.append($0) }
    titled.setVisibleInWindow(true)
    untitled.setVisibleInWindow(true)
    titled.title = "Archive"
    #expect(
      events.map(\.description) == [
        "willAppear(Inbox)", "didAppear(Inbox)", "willAppear(Untitled)", "didAppear(Untitled)",
      ])
  }
}
