import SystemTestSupport
import Testing

/// `gallery index-detail` in tmux, walking seed 003 (the index/detail README).
@Suite(.serialized, .tags(.endToEnd))
struct GalleryIndexDetailTests {
  @Test func walksTheDocumentsScenario() async throws {
    let session = try TmuxSession(
      Binary.locate("gallery"), ["index-detail"], columns: 100, rows: 24)
    try await session.waitFor(text: "nothing selected")
    try session.sendKeys(.down, .enter)
    try await session.waitFor(text: "Bravo, page 1")
    try session.sendKeys(.text("p"))
    try await session.waitFor(text: "Bravo, page 2")
    try session.sendKeys(.text("c"))
    var screen = try await session.waitFor(text: "collapsed · horizontal")
    #expect(screen.contains { $0.contains("Bravo, page 2") })  // Still on top after collapsing.
    try session.sendKeys(.escape)
    try await session.waitFor(text: "Bravo, page 1")
    try session.sendKeys(.escape)
    try await session.waitFor("the index, back from B → A") {
      $0.contains { $0 == " Bravo" }  // The index alone: its row, trimmed by tmux.
    }
    try session.sendKeys(.text("c"))
    screen = try await session.waitFor(text: "expanded · horizontal")
    #expect(screen.contains { $0.contains("│") })
    try session.sendKeys(.text("a"))
    try await session.waitFor(text: "expanded · vertical")
    try session.sendKeys(.text("q"))
    try await session.expectRestoredExit(status: 0)
  }
}
