import SplitKitGTK
import SystemTestSupport
import Testing

extension GTKHostTests {
  /// One overlay at a time in a real window: at 768x1024 the inspector tiles, the
  /// display-mode button opens the list over the detail, and resizing the window to
  /// 500x800 (where the inspector must overlay) closes the list's overlay first: the
  /// inspector alone over the dimmed detail, one dimming, and one tap leaves the detail.
  @Test func resizingWithTheListOverlayOpenLeavesOnlyTheInspectorOverlay() async throws {
    let reports = try await probe(
      ["--size", "768x1024"],
      [
        "settle", "inspector:show", "settle", "button:splitkit-display-mode", "settle",
        "resize:500x800", "settle", "press:100,400", "release:100,400", "settle",
      ])
    let both = reports[4]
    expectSettled(both)
    #expect(both.columns.map(\.column).sorted() == ["inspector", "primary", "secondary"])
    let resized = reports[6]
    expectSettled(resized)
    #expect(column(resized, "primary") == nil, "the list's overlay closed")
    #expect(column(resized, "inspector")?.frame == Rect(x: 230, y: 0, width: 270, height: 800))
    #expect(resized.dimmings.map(\.frame) == [Rect(x: 0, y: 0, width: 500, height: 800)])
    let tapped = reports[9]
    expectSettled(tapped)
    #expect(tapped.columns.map(\.column) == ["secondary"])
    #expect(tapped.dimmings.isEmpty)
  }

  /// A narrow window whose detail is a placeholder opens collapsed on the list, not on
  /// the placeholder with a back button.
  @Test func aNarrowWindowOnAPlaceholderOpensOnTheList() async throws {
    let launch = try await probe(["--placeholder", "--size", "400x700"], ["settle"])[0]
    expectSettled(launch)
    #expect(launch.columns.count == 1)
    #expect(launch.columns.first?.title == "Master")
    let real = try await probe(["--size", "400x700"], ["settle"])[0]
    #expect(real.columns.first?.title == "Detail", "real content still opens on top")
  }
}
