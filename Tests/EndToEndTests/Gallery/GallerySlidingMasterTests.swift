import SystemTestSupport
import Testing

/// `gallery sliding-master` in tmux, walking seed 000 (the Mail-style sliding master).
@Suite(.serialized, .tags(.endToEnd))
struct GallerySlidingMasterTests {
  /// The "Master" buttons in the detail's bar: the top row right of the divider (the
  /// docked master's own title is left of it).
  private func masterButtons(_ screen: [String]) -> Int {
    let bar = screen.first?.split(separator: "│").last ?? ""
    return bar.split(separator: " ").filter { $0 == "Master" }.count
  }

  @Test func walksTheDocumentsScenario() async throws {
    let session = try TmuxSession(
      Binary.locate("gallery"), ["sliding-master"], columns: 100, rows: 24)
    // Portrait-like width: the prompt, and the Master button last in the detail's bar.
    var screen = try await session.waitFor(text: "Select an item from the master list.")
    #expect(screen[0].hasSuffix(" Master"))
    #expect(masterButtons(screen) == 1)

    // The button slides the master in over the detail; choosing an item dismisses it.
    try session.click(column: screen[0].count - 3, row: 1)
    try await session.waitFor("the master over the detail") {
      $0.contains { $0.hasPrefix(" Item 1 ") }
    }
    try session.sendKeys(.down, .down, .enter)
    screen = try await session.waitFor("the master gone and item 3 chosen") { screen in
      screen.contains { $0.contains("You selected item 3") }
        && !screen.contains { $0.contains("Item 4") }
    }
    #expect(screen[0].contains("Item 3"))

    // A drag to the right from the left edge slides it in; a tap on the detail dismisses it.
    try session.drag(from: (column: 1, row: 12), to: (column: 41, row: 12))
    try await session.waitFor("the master over the detail") {
      $0.contains { $0.hasPrefix(" Item 3 ") }
    }
    try session.click(column: 90, row: 18)
    try await session.waitFor("the master dismissed by a tap") {
      !$0.contains { $0.contains("Item 4") }
    }

    // A swipe to the left on the detail dismisses it too.
    try session.sendKeys(.text("m"))
    try await session.waitFor("the master over the detail") {
      $0.contains { $0.hasPrefix(" Item 3 ") }
    }
    try session.drag(from: (column: 80, row: 12), to: (column: 20, row: 12))
    try await session.waitFor("the master dismissed by a swipe") {
      !$0.contains { $0.contains("Item 4") }
    }

    // Landscape-like width docks the master and drops the button; back again, exactly one.
    for columns in [160, 100, 160, 100] {
      try session.resize(columns: columns, rows: 24)
      screen = try await session.waitFor("the layout at \(columns) columns") { screen in
        columns >= 120
          ? screen.contains { $0.contains("Item 4") }
          : screen.first?.hasSuffix(" Master") == true
      }
      #expect(masterButtons(screen) == (columns >= 120 ? 0 : 1), "at \(columns) columns")
    }
    try session.sendKeys(.text("q"))
    try await session.expectRestoredExit(status: 0)
  }

  @Test func rowsOptionListsAMillionItems() async throws {
    let session = try TmuxSession(
      Binary.locate("gallery"), ["sliding-master", "--rows", "1000000"], columns: 160, rows: 24)
    try await session.waitFor("the master") { $0.contains { $0.hasPrefix(" Item 1 ") } }
    try session.sendKeys(.end, .enter)
    try await session.waitFor(text: "You selected item 1000000")
    try session.sendKeys(.text("q"))
    try await session.expectRestoredExit(status: 0)
  }
}
