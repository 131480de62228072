import SystemTestSupport
import Testing

extension EndToEnd {
  /// `splitkit-demo` driven by keys and SGR mouse reports, as a person would drive it.
  @Suite
  struct DemoInputTests {
    private func launch(columns: Int, rows: Int = 30, _ expected: DemoScreen) async throws
      -> TmuxSession
    {
      let session = try TmuxSession(Binary.locate("splitkit-demo"), columns: columns, rows: rows)
      try await session.waitFor(demo: expected)
      return session
    }

    @Test func arrowAndVimKeysMoveTheSelectionAndEnterOpensIt() async throws {
      let session = try await launch(
        columns: 160, DemoScreen(.sideBySide, selected: "Item 1", detail: "Item 1"))
      try session.sendKeys(.down, .text("j"))
      try await session.waitFor(demo: DemoScreen(.sideBySide, selected: "Item 3", detail: "Item 1"))
      try session.sendKeys(.text("k"))
      try await session.waitFor(demo: DemoScreen(.sideBySide, selected: "Item 2", detail: "Item 1"))
      try session.sendKeys(.enter)
      try await session.waitFor(demo: DemoScreen(.sideBySide, selected: "Item 2", detail: "Item 2"))
      try session.sendKeys(.end, .text("l"))
      try await session.waitFor(
        demo: DemoScreen(.sideBySide, selected: "Item 50", detail: "Item 50"))
      try session.sendKeys(.home)
      try await session.waitFor(
        demo: DemoScreen(.sideBySide, selected: "Item 1", detail: "Item 50"))
    }

    @Test func backslashShowsTheListOverTheDetailAndEscapeDismissesIt() async throws {
      let session = try await launch(columns: 100, DemoScreen(.detailOnly, detail: "Item 1"))
      try session.sendKeys(.text("\\"))
      try await session.waitFor(demo: DemoScreen(.overlay, selected: "Item 1", detail: "Item 1"))
      try session.sendKeys(.escape)
      try await session.waitFor(demo: DemoScreen(.detailOnly, detail: "Item 1"))
    }

    @Test func choosingAnItemInTheOverlayShowsItAndSlidesTheListAway() async throws {
      let session = try await launch(columns: 100, DemoScreen(.detailOnly, detail: "Item 1"))
      try session.sendKeys(.text("\\"))
      try await session.waitFor(demo: DemoScreen(.overlay, selected: "Item 1", detail: "Item 1"))
      try session.sendKeys(.down, .enter)
      try await session.waitFor(demo: DemoScreen(.detailOnly, detail: "Item 2"))
    }

    @Test func compactWidthNavigatesAStackBackAndForth() async throws {
      let session = try await launch(columns: 60, DemoScreen(.compactDetail, detail: "Item 1"))
      try session.sendKeys(.escape)
      try await session.waitFor(demo: DemoScreen(.compactList, selected: "Item 1"))
      try session.sendKeys(.down, .down, .enter)
      try await session.waitFor(demo: DemoScreen(.compactDetail, detail: "Item 3"))
      try session.sendKeys(.backspace)
      try await session.waitFor(demo: DemoScreen(.compactList, selected: "Item 3"))
      try session.sendKeys(.right)
      try await session.waitFor(demo: DemoScreen(.compactDetail, detail: "Item 3"))
      try session.sendKeys(.text("h"))
      try await session.waitFor(demo: DemoScreen(.compactList, selected: "Item 3"))
    }

    @Test func clickingARowSelectsAndOpensIt() async throws {
      let session = try await launch(
        columns: 160, DemoScreen(.sideBySide, selected: "Item 1", detail: "Item 1"))
      let screen = try session.capture()
      let row = try #require(ScreenText.position(of: "Item 4", in: screen))
      try session.click(column: row.column, row: row.row)
      try await session.waitFor(demo: DemoScreen(.sideBySide, selected: "Item 4", detail: "Item 4"))
    }

    @Test func draggingFromTheLeftEdgeRevealsTheListOverTheDetail() async throws {
      let session = try await launch(columns: 100, DemoScreen(.detailOnly, detail: "Item 1"))
      try session.drag(from: (column: 1, row: 10), to: (column: 40, row: 10), steps: 8)
      try await session.waitFor(demo: DemoScreen(.overlay, selected: "Item 1", detail: "Item 1"))
    }

    @Test func clickingTheDimmedDetailDismissesTheOverlay() async throws {
      let session = try await launch(columns: 100, DemoScreen(.detailOnly, detail: "Item 1"))
      try session.sendKeys(.text("\\"))
      try await session.waitFor(demo: DemoScreen(.overlay, selected: "Item 1", detail: "Item 1"))
      try session.click(column: 80, row: 20)
      try await session.waitFor(demo: DemoScreen(.detailOnly, detail: "Item 1"))
    }

    @Test func draggingTheDividerNarrowsTheListAndBracketsResizeIt() async throws {
      let session = try await launch(
        columns: 160, DemoScreen(.sideBySide, selected: "Item 1", detail: "Item 1"))
      let start = try #require(ScreenText.position(of: "│", in: session.capture()))
      let divider = (column: start.column, row: 10)
      try session.drag(from: divider, to: (column: divider.column - 10, row: 10), steps: 5)
      let dragged = try await session.waitFor("the divider to follow the pointer") { screen in
        ScreenText.position(of: "│", in: screen)?.column == divider.column - 10
      }
      #expect(
        DemoScreen(reading: try session.capture(escapes: true))
          == DemoScreen(.sideBySide, selected: "Item 1", detail: "Item 1"), "\(dragged)")
      try session.sendKeys(.text("]"))
      try await session.waitFor("] to widen the list by 2") { screen in
        ScreenText.position(of: "│", in: screen)?.column == divider.column - 8
      }
      try session.sendKeys(.text("["), .text("["))
      try await session.waitFor("[ [ to narrow the list by 4") { screen in
        ScreenText.position(of: "│", in: screen)?.column == divider.column - 12
      }
    }

    @Test func theWheelScrollsTheListWithoutMovingTheSelection() async throws {
      let session = try TmuxSession(
        Binary.locate("splitkit-demo"), ["--rows", "200"], columns: 160, rows: 30)
      try await session.waitFor(demo: DemoScreen(.sideBySide, selected: "Item 1", detail: "Item 1"))
      let notch = SGRMouse.wheel(up: false, column: 5, row: 10)
      try session.sendBytes(notch + notch)
      let scrolled = try await session.waitFor("the list to scroll down") { screen in
        screen.count > 1 && !screen[1].contains("Item 1 ") && screen[1].contains("Item ")
      }
      #expect(
        DemoScreen(reading: try session.capture(escapes: true))
          == DemoScreen(.sideBySide, detail: "Item 1"), "\(scrolled)")
      let up = SGRMouse.wheel(up: true, column: 5, row: 10)
      try session.sendBytes(up + up + up)
      try await session.waitFor(demo: DemoScreen(.sideBySide, selected: "Item 1", detail: "Item 1"))
    }

    @Test func questionMarkTogglesTheKeyHelp() async throws {
      let session = try await launch(
        columns: 160, DemoScreen(.sideBySide, selected: "Item 1", detail: "Item 1"))
      try session.sendKeys(.text("?"))
      let help = try await session.waitFor(text: "Toggle this help").joined(separator: "\n")
      for binding in [
        "Move up", "Move down", "Open", "Back / dismiss overlay", "Show or hide sidebar", "Quit",
      ] {
        #expect(help.contains(binding), "help lacks \(binding)")
      }
      try session.sendKeys(.text("?"))
      try await session.waitFor("the help to close") { screen in
        !screen.contains { $0.contains("Toggle this help") }
      }
    }
  }
}
