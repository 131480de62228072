import SplitKit
import SplitKitTesting
import Testing

/// The container attached to the window before its first size, as a host does: panes
/// appear when the size says which are on screen, and nothing appears only to disappear.
extension IndexDetailScenarioTests {
  /// A container attached first, then sized; its recorder has seen everything.
  private func attachedFirst(width: Double) -> (IndexDetailController, AppearanceRecorder) {
    let container = IndexDetailController.terminalSized(index: index, placeholder: placeholder)
    container.title = "Container"
    container.transitionDuration = .zero
    let recorder = AppearanceRecorder(observing: container)
    container.setVisibleInWindow(true)
    #expect(recorder.take() == ["willAppear(Container)", "didAppear(Container)"])
    container.setContainerSize(Size(width: width, height: 30))
    return (container, recorder)
  }

  @Test func attachedBeforeANarrowSizeOnlyTheTopOfTheMergedStackAppears() {
    let (container, recorder) = attachedFirst(width: 60)
    #expect(container.isCollapsed)
    #expect(container.layout.description == "secondary (0.0, 0.0, 60.0x30.0); focus secondary")
    #expect(titles(container.detailNavigation) == ["Nothing selected", "Index"])
    #expect(
      recorder.take() == [
        "willAppear(NavigationController)", "willAppear(Index)", "didAppear(NavigationController)",
        "didAppear(Index)",
      ])
    #expect(placeholder.appearanceState == .disappeared)
  }

  @Test func attachedBeforeAWideSizeBothPanesAppearOnce() {
    let (container, recorder) = attachedFirst(width: 120)
    #expect(!container.isCollapsed)
    #expect(
      recorder.take() == [
        "willAppear(Index)", "willAppear(NavigationController)", "willAppear(Nothing selected)",
        "didAppear(Index)", "didAppear(NavigationController)", "didAppear(Nothing selected)",
      ])
    container.setContainerSize(Size(width: 130, height: 30))
    #expect(recorder.take().isEmpty)
  }
}
