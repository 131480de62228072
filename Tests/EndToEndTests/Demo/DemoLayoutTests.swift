import SystemTestSupport
import Testing

extension EndToEnd {
  /// `splitkit-demo` in a real terminal: the layout at each size class and across every
  /// threshold while the window is resized (issue 3: < 80 collapsed, 80–119 the list over
  /// the detail, ≥ 120 side by side).
  @Suite
  struct DemoLayoutTests {
    @Test(arguments: [
      (160, 50, DemoScreen(.sideBySide, selected: "Item 1", detail: "Item 1")),
      (100, 40, DemoScreen(.detailOnly, detail: "Item 1")),
      (60, 30, DemoScreen(.compactDetail, detail: "Item 1")),
    ])
    func startsWithTheLayoutForItsWidth(columns: Int, rows: Int, expected: DemoScreen) async throws
    {
      let session = try TmuxSession(Binary.locate("splitkit-demo"), columns: columns, rows: rows)
      let screen = try await session.waitFor(demo: expected)
      #expect(screen.count == rows)
      #expect(screen.allSatisfy { $0.count <= columns })
      #expect(try session.terminalState() == TerminalState.fullScreenApp)
    }

    @Test func sideBySideDrawsTheDividerDownTheWholeWindow() async throws {
      let session = try TmuxSession(Binary.locate("splitkit-demo"), columns: 160, rows: 50)
      let screen = try await session.waitFor(
        demo: DemoScreen(.sideBySide, selected: "Item 1", detail: "Item 1"))
      let divider = try #require(ScreenText.position(of: "│", in: screen)).column
      let misaligned = screen.indices.filter { row in
        ScreenText.position(of: "│", in: [screen[row]])?.column != divider
      }
      #expect(misaligned.isEmpty, "rows without the divider at column \(divider): \(misaligned)")
    }

    @Test func resizingAcrossEveryThresholdKeepsTheChosenItem() async throws {
      let session = try TmuxSession(Binary.locate("splitkit-demo"), columns: 160, rows: 40)
      try await session.waitFor(demo: DemoScreen(.sideBySide, selected: "Item 1", detail: "Item 1"))
      try session.sendKeys(.down, .down, .enter)
      try await session.waitFor(demo: DemoScreen(.sideBySide, selected: "Item 3", detail: "Item 3"))
      let steps: [(Int, DemoScreen)] = [
        (120, DemoScreen(.sideBySide, selected: "Item 3", detail: "Item 3")),
        (119, DemoScreen(.detailOnly, detail: "Item 3")),
        (80, DemoScreen(.detailOnly, detail: "Item 3")),
        (79, DemoScreen(.compactDetail, detail: "Item 3")),
        (40, DemoScreen(.compactDetail, detail: "Item 3")),
        (80, DemoScreen(.detailOnly, detail: "Item 3")),
        (120, DemoScreen(.sideBySide, selected: "Item 3", detail: "Item 3")),
        (60, DemoScreen(.compactDetail, detail: "Item 3")),
        (200, DemoScreen(.sideBySide, selected: "Item 3", detail: "Item 3")),
      ]
      for (columns, expected) in steps {
        try session.resize(columns: columns, rows: 40)
        let screen = try await session.waitFor(demo: expected)
        #expect(screen.allSatisfy { $0.count <= columns }, "a row is wider than \(columns)")
      }
      try session.sendKeys(.text("q"))
      try await session.expectRestoredExit(status: 0)
    }

    @Test func aResizeStormEndsInTheLayoutOfTheFinalSize() async throws {
      let session = try TmuxSession(Binary.locate("splitkit-demo"), columns: 100, rows: 30)
      try await session.waitFor(demo: DemoScreen(.detailOnly, detail: "Item 1"))
      for columns in stride(from: 60, through: 180, by: 7) {
        try session.resize(columns: columns, rows: 30 + columns % 5)
      }
      try session.resize(columns: 130, rows: 33)
      try await session.waitFor(demo: DemoScreen(.sideBySide, selected: "Item 1", detail: "Item 1"))
    }
  }
}
