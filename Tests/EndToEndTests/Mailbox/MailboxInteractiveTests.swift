import Foundation
import SystemTestSupport
import Testing

/// The interactive `mailbox` in a real terminal, driven as a person would: the sample at
/// each size, opening and going back, the list overlay by key and by mouse drag, resizing
/// across every threshold, the filter, quitting and relaunching with the saved state, and
/// a hostile mailbox that must not reach the terminal. (Command-line output and the error
/// exits are in `MailboxCommandLineTests`.)
@Suite(.serialized, .tags(.endToEnd))
struct MailboxInteractiveTests {
  /// The list's title on the sample.
  static let inbox = "Inbox — 150"

  private func launch(
    columns: Int, rows: Int, _ arguments: [String] = [], sandbox: Sandbox? = nil
  ) throws -> TmuxSession {
    try TmuxSession(
      Binary.locate("mailbox"), arguments, columns: columns, rows: rows, sandbox: sandbox)
  }

  /// Whether the list and the message share the screen: the title row has the list's
  /// title, a divider, and the message's subject.
  private static func sideBySide(_ screen: [String], subject: String) -> Bool {
    guard let top = screen.first else { return false }
    return top.contains(inbox) && top.contains("│") && top.contains(subject)
  }

  /// Whether the message fills the screen with the sidebar button on its bar.
  private static func messageOnly(_ screen: [String], subject: String) -> Bool {
    guard let top = screen.first else { return false }
    return top.hasPrefix(" » ") && top.contains(subject) && !top.contains(inbox)
  }

  /// Whether the message is pushed on the collapsed stack, with a back button to the list.
  private static func pushedMessage(_ screen: [String], subject: String) -> Bool {
    guard let top = screen.first else { return false }
    return top.hasPrefix(" ‹ Inbox — ") && top.contains(subject) && screen.count > 1
      && screen[1].hasPrefix(" From:")
  }

  /// Whether the list fills the screen (collapsed) or its overlay covers the message.
  private static func listShown(_ screen: [String]) -> Bool {
    guard let top = screen.first, screen.count > 1 else { return false }
    return top.contains(inbox) && !top.contains("‹") && screen[1].contains("Ada Lindqvi")
  }

  @Test func startsOnTheSampleWithTheLayoutForEachSizeAndQuitsCleanly() async throws {
    let wide = try launch(columns: 160, rows: 50)
    let first = try await wide.waitFor("list beside message, the counts: a quiet first run") {
      Self.sideBySide($0, subject: "Quarterly planning")
        && $0[1].contains("From:    Ada Lindqvist <ada@example.org>")
        && $0[49].contains("150 messages, 31 unread")
    }
    #expect(!first.joined().contains("⚠"))
    try wide.sendKeys(.text("q"))
    try await wide.expectRestoredExit(status: 0)

    let medium = try launch(columns: 100, rows: 40)
    try await medium.waitFor("the list over the message") {
      Self.listShown($0) && $0[0].contains("│")
    }
    try medium.sendKeys(.control("c"))
    try await medium.expectRestoredExit(status: 0)

    let narrow = try launch(columns: 60, rows: 30)
    let list = try await narrow.waitFor("the list alone") {
      Self.listShown($0) && !$0[0].contains("│")
    }
    #expect(list.allSatisfy { $0.count <= 60 })
    try narrow.sendKeys(.text("q"))
    try await narrow.expectRestoredExit(status: 0)
  }

  @Test func selectingOpeningAndGoingBackInANarrowTerminal() async throws {
    let session = try launch(columns: 60, rows: 30)
    try await session.waitFor("the list") { Self.listShown($0) }
    try session.sendKeys(.down, .text("j"), .enter)
    let message = try await session.waitFor("the pushed message") {
      Self.pushedMessage($0, subject: "Trip to Kyoto")
    }
    #expect(message[1].contains("From:    Priya Raman <priya@example.org>"))
    try session.sendKeys(.escape)
    try await session.waitFor("the list again") { Self.listShown($0) }
    try session.sendKeys(.text("l"))
    try await session.waitFor("the same message") {
      Self.pushedMessage($0, subject: "Trip to Kyoto")
    }
    try session.sendKeys(.text("n"))
    try await session.waitFor("the next message") {
      Self.pushedMessage($0, subject: "Build is red on main")
    }
    try session.sendKeys(.text("q"))
    try await session.expectRestoredExit(status: 0)
  }

  @Test func theListSlidesOverTheMessageByBackslashAndByADragFromTheLeftEdge() async throws {
    let session = try launch(columns: 100, rows: 40)
    try await session.waitFor("the list over the message") { Self.listShown($0) }
    try session.sendKeys(.down, .enter)
    try await session.waitFor("the chosen message") {
      Self.messageOnly($0, subject: "Office plants need water")
    }
    try session.sendKeys(.text("\\"))
    try await session.waitFor("the overlay by key") { Self.listShown($0) }
    try session.sendKeys(.escape)
    try await session.waitFor("the overlay dismissed") {
      Self.messageOnly($0, subject: "Office plants need water")
    }
    try session.drag(from: (column: 1, row: 12), to: (column: 45, row: 12))
    try await session.waitFor("the overlay by drag") { Self.listShown($0) }
    try session.click(column: 90, row: 20)
    try await session.waitFor("a click on the dimmed message dismisses it") {
      Self.messageOnly($0, subject: "Office plants need water")
    }
  }

  @Test func helpByKeyListsTheMailboxKeysAndTheMouseOpensAndScrolls() async throws {
    let session = try launch(columns: 60, rows: 30)
    try await session.waitFor("the list") { Self.listShown($0) }
    try session.sendKeys(.text("?"))
    try await session.waitFor("the help") { screen in
      screen.contains { $0.contains("Filter by sender or subject") }
        && screen.contains { $0.contains("Next / previous message") }
    }
    try session.sendKeys(.text("?"))
    try await session.waitFor("the help closed") { screen in
      Self.listShown(screen) && !screen.contains { $0.contains("Filter by sender") }
    }
    try session.sendKeys(.text("/transcript"), .enter)
    try await session.waitFor("one match") { $0[0].contains("Inbox — 1 of 150") }
    try session.click(column: 10, row: 2)
    try await session.waitFor("the clicked message") {
      Self.pushedMessage($0, subject: "Meeting transcript (long)")
    }
    try session.sendBytes(SGRMouse.wheel(up: false, column: 10, row: 10))
    try await session.waitFor("the message scrolled") { $0.count > 1 && !$0[1].hasPrefix(" From:") }
    try session.click(column: 2, row: 1)
    try await session.waitFor("back by the bar button") {
      $0[0].contains("Inbox — 1 of 150") && !$0[0].contains("‹")
    }
  }

  @Test func resizingAcrossEveryThresholdKeepsTheOpenMessage() async throws {
    let session = try launch(columns: 160, rows: 40)
    try await session.waitFor("list beside message") {
      Self.sideBySide($0, subject: "Quarterly planning")
    }
    try session.sendKeys(.down, .down, .down, .down, .enter)
    let subject = "Re: Café menu ideas — ¿qué tal?"
    try await session.waitFor("the chosen message") { Self.sideBySide($0, subject: subject) }
    let steps: [(Int, ([String]) -> Bool)] = [
      (120, { Self.sideBySide($0, subject: subject) }),
      (119, { Self.messageOnly($0, subject: subject) }),
      (80, { Self.messageOnly($0, subject: subject) }),
      (79, { Self.pushedMessage($0, subject: subject) }),
      (60, { Self.pushedMessage($0, subject: subject) }),
      (100, { Self.messageOnly($0, subject: subject) }),
      (160, { Self.sideBySide($0, subject: subject) }),
      (60, { Self.pushedMessage($0, subject: subject) }),
    ]
    for (columns, expected) in steps {
      try session.resize(columns: columns, rows: 40)
      let screen = try await session.waitFor("the layout at \(columns) columns", expected)
      #expect(screen.allSatisfy { $0.count <= columns }, "a row is wider than \(columns)")
    }
    try session.sendKeys(.escape)
    try await session.waitFor("back to the list") { Self.listShown($0) }
    try session.sendKeys(.text("q"))
    try await session.expectRestoredExit(status: 0)
  }

  @Test func slashFiltersAsYouTypeAndEscapeClears() async throws {
    let session = try launch(columns: 60, rows: 30)
    try await session.waitFor("the list") { Self.listShown($0) }
    try session.sendKeys(.text("/kyo"))
    let filtered = try await session.waitFor("the filtered list") {
      $0[0].contains("Inbox — 14 of 150")
    }
    #expect(filtered[29].contains("/kyo▏"))
    #expect(filtered[1...14].allSatisfy { $0.contains("Kyoto") })
    try session.sendKeys(.enter, .down, .enter)
    try await session.waitFor("the second match") {
      Self.pushedMessage($0, subject: "Re: Trip to Kyoto")
    }
    try session.sendKeys(.escape, .escape)
    try await session.waitFor("the whole list") {
      $0[0].contains(Self.inbox) && $0[29].contains("150 messages")
    }
  }

  @Test func quittingSavesTheStateAndTheNextLaunchRestoresIt() async throws {
    let sandbox = try Sandbox()
    let first = try launch(columns: 160, rows: 40, sandbox: sandbox)
    try await first.waitFor("list beside message, no saved state yet and no warning") {
      Self.sideBySide($0, subject: "Quarterly planning") && $0[39].contains("150 messages")
    }
    try first.sendKeys(.down, .down, .down, .down, .text("\\"))
    let subject = "Re: Café menu ideas — ¿qué tal?"
    try await first.waitFor("the sidebar hidden") { Self.messageOnly($0, subject: subject) }
    try first.sendKeys(.text("q"))
    try await first.expectRestoredExit(status: 0)
    let stateFile = sandbox.stateHome.appendingPathComponent("splitkit-mailbox/state.json")
    let saved = try String(contentsOf: stateFile, encoding: .utf8)
    #expect(saved.contains("\"selectedMessageID\" : \"m004@example.org\""))
    #expect(saved.contains("\"displayMode\" : \"secondaryOnly\""))

    let second = try launch(columns: 160, rows: 40, sandbox: sandbox)
    try await second.waitFor("the restored message, sidebar hidden") {
      Self.messageOnly($0, subject: subject)
    }
    try second.sendKeys(.text("\\"))
    try await second.waitFor("the restored selection beside it") {
      Self.sideBySide($0, subject: subject)
    }
    try second.sendKeys(.text("q"))
    try await second.expectRestoredExit(status: 0)

    let third = try launch(columns: 160, rows: 40, ["--reset-state"], sandbox: sandbox)
    try await third.waitFor("the first message again") {
      Self.sideBySide($0, subject: "Quarterly planning")
    }
    try third.sendKeys(.text("q"))
    try await third.expectRestoredExit(status: 0)
  }

  @Test func aCorruptStateFileIsIgnoredWithOneLineOnStandardError() async throws {
    let sandbox = try Sandbox()
    let directory = sandbox.stateHome.appendingPathComponent("splitkit-mailbox")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Data("{broken".utf8).write(to: directory.appendingPathComponent("state.json"))
    let session = try launch(columns: 160, rows: 40, sandbox: sandbox)
    try await session.waitFor("the sample and the warning") {
      Self.sideBySide($0, subject: "Quarterly planning") && $0[39].contains("⚠ Saved state ignored")
    }
    try session.sendKeys(.text("q"))
    try await session.expectRestoredExit(status: 0)
    let after = try session.capture()
    #expect(
      after.contains {
        $0.hasPrefix("mailbox: Saved state ignored: ") && $0.hasSuffix("is not valid JSON.")
      })
  }

  @Test func aHostileMailboxLeavesThePaneTitleClipboardAndScreenAlone() async throws {
    let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("MailboxTests/Fixtures/hostile.mbox")
    let session = try launch(columns: 160, rows: 40, [fixture.path])
    let title = try session.paneTitle()
    try await session.waitFor("the hostile list") { $0[0].contains("hostile — 8") }
    for _ in 0..<8 {
      try session.sendKeys(.enter, .escape, .down)
    }
    let screen = try await session.waitFor("the last message") {
      $0[0].contains("Raw ␛]0;raw title␇ bytes")
    }
    #expect(try session.paneTitle() == title)
    #expect(try session.run(["list-buffers"]).isEmpty)
    #expect(screen.count == 40)
    #expect(screen.allSatisfy { $0.count <= 160 })
    #expect(screen[0].contains("hostile — 8"))
    #expect(screen[39].contains("8 messages"))
    try session.sendKeys(.text("q"))
    try await session.expectRestoredExit(status: 0)
  }
}
