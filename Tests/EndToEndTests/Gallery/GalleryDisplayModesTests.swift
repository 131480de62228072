import SystemTestSupport
import Testing

/// `gallery display-modes` in tmux, walking seed 002 (display modes).
@Suite(.serialized, .tags(.endToEnd))
struct GalleryDisplayModesTests {
  @Test func walksTheDocumentsScenario() async throws {
    let session = try TmuxSession(
      Binary.locate("gallery"), ["display-modes"], columns: 130, rows: 24)
    try await session.waitFor(text: "No timestamp yet")
    try session.sendKeys(.text("n"))
    try await session.waitFor(text: "Timestamp: 00:")
    try session.sendKeys(.text("\\"))
    try await session.waitFor(text: "Showing:   primaryHidden")
    try session.sendKeys(.text("\\"))
    try await session.waitFor(text: "Showing:   allVisible")
    for (key, name) in [
      ("1", "automatic"), ("2", "primaryHidden"), ("4", "primaryOverlay"), ("3", "allVisible"),
    ] {
      try session.sendKeys(.text(key))
      try await session.waitFor(text: "Preferred: \(name)")
    }
    try session.sendKeys(.text("q"))
    try await session.expectRestoredExit(status: 0)
  }

  @Test func collapsedShowsTheMasterUntilADetailIsChosen() async throws {
    let session = try TmuxSession(
      Binary.locate("gallery"), ["display-modes"], columns: 60, rows: 24)
    let screen = try await session.waitFor("the master with its Now button") {
      $0.first?.hasSuffix(" Now") == true
    }
    #expect(!screen.contains { $0.contains("Timestamp") })
    try session.sendKeys(.enter)
    try await session.waitFor("the detail pushed with a back button") { screen in
      screen.first?.contains("‹ Master") == true
        && screen.contains { $0.contains("Timestamp: 00:") }
    }
    try session.sendKeys(.text("q"))
    try await session.expectRestoredExit(status: 0)
  }
}
