import SplitKit
import SplitKitTesting
import Testing

/// Seed 002: display modes, the display-mode button, and collapsing to the master when no
/// detail has been chosen.
@MainActor @Suite struct DisplayModesScenarioTests {
  @Test func automaticSwitchesBetweenAllVisibleAndPrimaryOverlayWithTheSpace() {
    let f = MailFixture(width: 150)
    #expect(f.split.displayMode == .oneBesideSecondary)
    f.split.setContainerSize(Size(width: 100, height: 30))
    #expect(f.split.displayMode == .secondaryOnly)
    f.split.pressDisplayModeButton()
    f.settle()
    #expect(f.split.displayMode == .oneOverSecondary)
    f.split.setContainerSize(Size(width: 60, height: 30))
    #expect(f.split.isCollapsed)
  }

  @Test func preferringAllVisibleKeepsBothColumnsWheneverTheSplitIsExpanded() {
    let f = MailFixture(width: 150)
    f.split.preferredDisplayMode = .oneBesideSecondary
    for width in [100.0, 119, 120, 200] {
      f.split.setContainerSize(Size(width: width, height: 30))
      #expect(f.split.displayMode == .oneBesideSecondary, "width \(width)")
      #expect(f.split.layout.visibleColumns == [.secondary, .primary], "width \(width)")
    }
    #expect(f.split.displayModeButton.targetDisplayMode == .secondaryOnly)
  }

  @Test func theButtonTogglesBetweenAllVisibleAndPrimaryHidden() {
    let f = MailFixture(width: 150)
    f.split.preferredDisplayMode = .oneBesideSecondary
    f.split.pressDisplayModeButton()
    f.settle()
    #expect(
      f.split.observation == [
        "expanded secondaryOnly tile", "secondary (0.0, 0.0, 150.0x30.0); focus secondary",
        "primary [List] secondary [Detail]",
        "button sidebarToggle → oneBesideSecondary",
      ])
    f.split.pressDisplayModeButton()
    f.settle(from: .seconds(10))
    #expect(f.split.displayMode == .oneBesideSecondary)
    #expect(f.split.preferredDisplayMode == .oneBesideSecondary)
  }

  @Test func collapsedShowsTheDetailByDefaultButTheMasterWhileNoItemIsChosen() {
    let byDefault = MailFixture(width: 150)
    byDefault.split.setContainerSize(Size(width: 60, height: 30))
    #expect(
      byDefault.split.navigationController(for: .primary)?.topViewController === byDefault.detail)

    final class DetailViewController: ViewController { var detailItem: String? }
    let f = MailFixture(width: 150)
    let detail = DetailViewController(title: "Timestamp")
    f.split.setViewController(detail, for: .secondary)
    f.delegate.collapsesSecondary = { secondary in
      (secondary as? DetailViewController)?.detailItem == nil
    }
    f.split.setContainerSize(Size(width: 60, height: 30))
    #expect(f.primaryStack == ["List"])
    #expect(f.delegate.take().contains("collapseSecondary(Timestamp, onto: List)"))
    f.split.setContainerSize(Size(width: 150, height: 30))
    detail.detailItem = "12:00"
    f.split.setContainerSize(Size(width: 60, height: 30))
    #expect(f.primaryStack == ["List", "Timestamp"])
  }
}
