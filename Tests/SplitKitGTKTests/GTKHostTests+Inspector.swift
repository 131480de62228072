import SplitKitGTK
import SystemTestSupport
import Testing

extension GTKHostTests {
  /// The inspector at the trailing edge: beside the detail in a wide window, over it
  /// (dimmed, its shadow on the inspector's leading side) in a portrait one, where a tap
  /// on the dimmed detail (the pointer API) dismisses it.
  @Test func theInspectorTilesWhereItFitsAndOverlaysFromTheTrailingEdgeWhereItDoesNot()
    async throws
  {
    let wide = try await probe(
      ["--size", "1024x768"], ["settle", "inspector:show", "settle"])
    let beside = wide[2]
    expectSettled(beside)
    #expect(column(beside, "inspector")?.frame == Rect(x: 754, y: 0, width: 270, height: 768))
    #expect(column(beside, "secondary")?.frame == Rect(x: 321, y: 0, width: 432, height: 768))
    #expect(beside.dimmings.isEmpty && beside.shadows.isEmpty)

    let narrow = try await probe(
      ["--size", "560x768"],
      ["settle", "inspector:show", "settle", "press:100,400", "release:100,400", "settle"])
    let over = narrow[2]
    expectSettled(over)
    #expect(column(over, "inspector")?.frame == Rect(x: 290, y: 0, width: 270, height: 768))
    #expect(over.dimmings.map(\.frame) == [Rect(x: 0, y: 0, width: 560, height: 768)])
    #expect(over.shadows == [Rect(x: 278, y: 0, width: 12, height: 768)])
    #expect(over.order.last == "shadow" || over.order.suffix(2).contains("inspector"))
    #expect(narrow[4].used == true)
    let dismissed = narrow[5]
    #expect(column(dismissed, "inspector") == nil)
    #expect(dismissed.dimmings.isEmpty)
  }

  /// The swipe from the trailing edge, fed through the pointer API in a real window: the
  /// inspector follows it in over the dimmed detail; right to left it comes from the left.
  @Test func aDragFromTheTrailingEdgeRevealsTheInspectorInBothDirections() async throws {
    let reports = try await probe(
      ["--size", "560x768"],
      ["settle", "press:559,400", "move:540,400", "move:300,400", "release:300,400", "settle"])
    let shown = reports[5]
    expectSettled(shown)
    #expect(column(shown, "inspector")?.frame == Rect(x: 290, y: 0, width: 270, height: 768))
    #expect(shown.dimmings.map(\.frame) == [Rect(x: 0, y: 0, width: 560, height: 768)])
    let mirrored = try await probe(
      ["--rtl", "--size", "560x768"],
      ["settle", "press:1,400", "move:20,400", "move:260,400", "release:260,400", "settle"])
    let left = mirrored[5]
    expectSettled(left)
    #expect(column(left, "inspector")?.frame == Rect(x: 0, y: 0, width: 270, height: 768))
  }

  /// The inspector button, clicked with xdotool in a real window: the theme's inspector
  /// icon at the trailing end
  /// of the detail's bar shows the inspector, whose own bar then carries it.
  @Test func theInspectorButtonShowsItAndMovesToItsBar() async throws {
    let reports = try await probe(
      ["--size", "1024x768"], ["settle", "button:splitkit-inspector-button", "settle"])
    #expect(column(reports[0], "secondary")?.buttons?.last == "[sidebar-show-right-symbolic]")
    let shown = reports[2]
    expectSettled(shown)
    #expect(column(shown, "inspector")?.frame == Rect(x: 754, y: 0, width: 270, height: 768))
    #expect(column(shown, "inspector")?.buttons == ["[sidebar-show-right-symbolic]"])
    #expect(column(shown, "secondary")?.buttons?.contains("i") == false)
  }
}
