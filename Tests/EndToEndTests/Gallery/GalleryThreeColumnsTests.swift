import SystemTestSupport
import Testing

/// `gallery three-columns` in tmux: every display mode and behaviour by key.
@Suite(.serialized, .tags(.endToEnd))
struct GalleryThreeColumnsTests {
  @Test func everyModeAndBehaviourIsReachable() async throws {
    let session = try TmuxSession(
      Binary.locate("gallery"), ["three-columns"], columns: 160, rows: 24)
    try await session.waitFor(text: "Folders")
    for (key, mode) in [
      ("5", "twoBesideSecondary"), ("3", "oneBesideSecondary"), ("2", "secondaryOnly"),
      ("7", "twoDisplaceSecondary"),
    ] {
      try session.sendKeys(.text(key))
      try await session.waitFor(text: "mode      \(mode)")
    }
    try session.sendKeys(.text("5"), .text("b"))
    try await session.waitFor(text: "behavior  tile (preferred tile)")
    // Overlay (its columns cover the status), then displace.
    try session.sendKeys(.text("b"), .text("b"))
    try await session.waitFor(text: "behavior  displace (preferred displace)")
    try session.sendKeys(.text("f"))
    try await session.waitFor(text: "mode      secondaryOnly")
    try session.sendKeys(.text("q"))
    try await session.expectRestoredExit(status: 0)
  }

  /// At 120 columns three columns leave the inspector no room beside the detail: a mouse
  /// drag from the right edge brings it over them, Escape sends it away.
  @Test func aDragFromTheRightEdgeShowsTheInspectorAndEscapeHidesIt() async throws {
    let session = try TmuxSession(
      Binary.locate("gallery"), ["three-columns"], columns: 120, rows: 20)
    try await session.waitFor(text: "Folders")
    #expect(try !session.capture().contains { $0.contains("Details of the selection") })
    try session.drag(from: (column: 120, row: 10), to: (column: 85, row: 10), steps: 8)
    try await session.waitFor(text: "Details of the selection")
    try session.sendKeys(.escape)
    try await session.waitFor("the inspector gone") { screen in
      !screen.contains { $0.contains("Details of the selection") }
    }
    try session.sendKeys(.text("q"))
    try await session.expectRestoredExit(status: 0)
  }

  /// The inspector button: "i" at the right end of the detail's bar; a click shows the
  /// inspector beside the detail (160 columns leave room), its own "i" hides it.
  @Test func clickingTheInspectorButtonShowsAndHidesIt() async throws {
    let session = try TmuxSession(
      Binary.locate("gallery"), ["three-columns"], columns: 160, rows: 24)
    let screen = try await session.waitFor(text: "Folders")
    #expect(
      screen[0].hasSuffix(" i") && screen[0].count == 159,
      "the button ends the detail's bar: \(screen[0])")
    try session.click(column: 159, row: 1)
    // In, and at rest: its own bar's "i" is in the cell before the last (column 159)
    // once the slide ends.
    try await session.waitFor("the inspector and its button at rest") { screen in
      screen.contains { $0.contains("Details of the selection") } && screen[0].hasSuffix(" i")
        && screen[0].count == 159
    }
    try session.click(column: 159, row: 1)
    try await session.waitFor("the inspector gone") { screen in
      !screen.contains { $0.contains("Details of the selection") }
    }
    try session.sendKeys(.text("q"))
    try await session.expectRestoredExit(status: 0)
  }
}
