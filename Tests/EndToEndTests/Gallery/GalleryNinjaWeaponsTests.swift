import SystemTestSupport
import Testing

/// `gallery ninja-weapons` in tmux, walking seed 004 (adaptive split, routing, overrides).
@Suite(.serialized, .tags(.endToEnd))
struct GalleryNinjaWeaponsTests {
  @Test func walksTheDocumentsScenario() async throws {
    let session = try TmuxSession(
      Binary.locate("gallery"), ["ninja-weapons"], columns: 100, rows: 20)
    try await session.waitFor(text: "Choose a weapon.")
    try session.sendKeys(.down, .down, .enter)
    try await session.waitFor(text: "regular · showDetail → expanded split: replace the secondary")
    try await session.waitFor(text: "A small star-shaped blade")
    try session.sendKeys(.text("s"))
    try await session.waitFor(text: "show → navigation controller: push in the list")
    try session.sendKeys(.escape)

    // The trait override keeps 50 columns regular; under 40 the split collapses.
    try session.resize(columns: 50, rows: 20)
    try await session.waitFor("both columns at 50") { $0.contains { $0.contains("│") } }
    try session.resize(columns: 36, rows: 20)
    try await session.waitFor(text: "compact")
    try session.sendKeys(.text("q"))
    try await session.expectRestoredExit(status: 0)
  }
}
