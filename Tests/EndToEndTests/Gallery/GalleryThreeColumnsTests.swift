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
}
