import Testing

/// `gallery reference` in tmux, walking seed 001 (the class reference).
@Suite(.serialized, .tags(.endToEnd))
struct GalleryReferenceTests {
  @Test func walksTheDocumentsScenario() async throws {
    let session = try TmuxSession(Binary.locate("gallery"), ["reference"], columns: 100, rows: 30)
    var screen = try await session.waitFor(text: "willHide Master, button \"Master\"")
    #expect(!screen.contains { $0.contains("(Master)") })  // The hidden master has not appeared.

    try session.sendKeys(.text("m"))
    try await session.waitFor(text: "▸ Overview")  // The master over the log.
    try session.sendKeys(.escape)
    screen = try await session.waitFor(text: "viewDidDisappear(Master)")
    #expect(screen.contains { $0.contains("willPresent Master") })
    #expect(screen.contains { $0.contains("viewDidAppear(Master)") })

    try session.sendKeys(.text("g"))
    try await session.waitFor(text: "presentsWithGesture = false")
    try session.drag(from: (column: 1, row: 12), to: (column: 41, row: 12))
    try session.sendKeys(.text("g"))
    screen = try await session.waitFor(text: "presentsWithGesture = true")
    #expect(!screen.contains { $0.contains("▸ Overview") })  // The drag did nothing while off.

    try session.resize(columns: 160, rows: 30)
    try await session.waitFor(text: "willShow Master, invalidating \"Master\"")
    try session.sendKeys(.text("q"))
    try await session.expectRestoredExit(status: 0)
  }
}
