import SystemTestSupport
import Testing

/// `gallery reference` in tmux, walking seed 001 (the class reference).
@Suite(.serialized, .tags(.endToEnd))
struct GalleryReferenceTests {
  @Test func walksTheDocumentsScenario() async throws {
    let session = try TmuxSession(Binary.locate("gallery"), ["reference"], columns: 100, rows: 30)
    var screen = try await session.waitFor(text: "willHide Master, button \"Master\"")
    #expect(!screen.contains { $0.contains("(Master)") })  // The hidden master has not appeared.

    try session.sendKeys(.text("m"))
    try await session.waitFor("the master over the log") {
      $0.contains { $0.hasPrefix(" Overview ") }
    }
    try session.sendKeys(.escape)
    screen = try await session.waitFor(text: "viewDidDisappear(Master)")
    #expect(screen.contains { $0.contains("willPresent Master") })
    #expect(screen.contains { $0.contains("viewDidAppear(Master)") })

    try session.sendKeys(.text("g"))
    try await session.waitFor(text: "presentsWithGesture = false")
    try session.drag(from: (column: 1, row: 12), to: (column: 41, row: 12))
    try session.sendKeys(.text("g"))
    screen = try await session.waitFor(text: "presentsWithGesture = true")
    #expect(!screen.contains { $0.hasPrefix(" Overview ") })  // The drag did nothing while off.

    // State preservation: choose Gestures, preserve, change topic and mode, restore.
    try await choose(.down, .down, expecting: "Topic: Gestures", in: session)
    try session.sendKeys(.text("s"))
    let preserved = "mode secondaryOnly, topic Gestures, row Gestures"
    screen = try await session.waitFor(text: "bytes: \(preserved)")
    #expect(screen.contains { $0.hasPrefix(" preserved ") })
    try await choose(.up, expecting: "Topic: Delegate", in: session)
    try session.sendKeys(.text("m"))
    // The master now lies over the detail; once it has slid in it covers the detail's
    // "Display mode" line, so wait for the master's selected row instead.
    try await session.waitFor("the master") { $0.contains { $0.hasPrefix(" Delegate ") } }
    try session.sendKeys(.text("r"))
    try await session.waitFor(text: "restored: \(preserved)")
    screen = try await session.waitFor("the preserved state on screen") { screen in
      screen.contains { $0.contains("Topic: Gestures") }
        && screen.contains { $0.contains("Display mode: secondaryOnly") }
        && !screen.contains { $0.hasPrefix(" Overview ") }
    }

    // A corrupted snapshot: the typed error in the log, everything above the log unchanged.
    try session.sendKeys(.text("x"))
    let after = try await session.waitFor(text: "unchanged: \(preserved)")
    #expect(
      after.contains {
        $0.contains("restore failed: RestorationError unknownIdentifier: no controller named")
      })
    #expect(after.prefix(5) == screen.prefix(5))

    try session.resize(columns: 160, rows: 30)
    try await session.waitFor(text: "willShow Master, invalidating \"Master\"")
    try session.sendKeys(.text("q"))
    try await session.expectRestoredExit(status: 0)
  }

  /// Opens the master with `m`, moves with `moves`, opens the row, and waits for `topic`
  /// with the master hidden again.
  private func choose(
    _ moves: TmuxSession.Key..., expecting topic: String, in session: TmuxSession
  ) async throws {
    try session.sendKeys(.text("m"))
    try await session.waitFor("the master") { $0.contains { $0.hasPrefix(" Overview ") } }
    for move in moves { try session.sendKeys(move) }
    try session.sendKeys(.enter)
    try await session.waitFor("\(topic) with the master hidden") { screen in
      screen.contains { $0.contains(topic) }
        && screen.contains { $0.contains("Display mode: secondaryOnly") }
    }
  }
}
