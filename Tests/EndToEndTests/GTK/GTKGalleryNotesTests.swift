import SystemTestSupport
import Testing

extension EndToEnd {
  /// `gallery-gtk notes` on Xvfb, read over AT-SPI: the note is an editable text view
  /// labelled "Note"-like by its title; typing in it changes the app's note (its row in
  /// the list), and Ctrl-Z, the content's undo, changes the text view back.
  @Suite
  struct GTKGalleryNotesTests {
    /// The editable text view's text.
    static func noteText(_ tree: AccessibilityTree) -> String? {
      tree.nodes.first { $0.role == "text" && $0.states.contains("editable") }?.text
        ?? tree.nodes.first { $0.role == "text" && $0.states.contains("multi line") }?.text
    }

    @Test(.timeLimit(.minutes(3)))
    func typingInTheNoteShowsInTheListAndUndoGoesBack() async throws {
      let window = try await WindowedApp.start("gallery-gtk", ["notes", "--size", "1280x768"])
      let (display, bus, app) = (window.display, window.bus, window.app)
      try await display.waitForWindow(named: "gallery", timeout: .seconds(60))
      try await bus.waitForTree(of: "gallery", on: display, "the first note") {
        Self.noteText($0)?.hasPrefix("Groceries") == true
          ? nil : "note \(String(describing: Self.noteText($0)))\n\($0)"
      }

      // n makes a note and gives the text view the focus; typing goes into it natively.
      try display.xdotool(["key", "n"])
      try await bus.waitForTree(of: "gallery", on: display, "an empty note") {
        Self.noteText($0) == "" ? nil : "note \(String(describing: Self.noteText($0)))"
      }
      try display.xdotool(["type", "Shopping list"])
      try display.xdotool(["key", "Return"])
      try display.xdotool(["type", "apples"])
      let typed = try await bus.waitForTree(of: "gallery", on: display, "the typed note") {
        Self.noteText($0) == "Shopping list\napples"
          ? nil : "note \(String(describing: Self.noteText($0)))"
      }
      // The list shows the note's title and preview, from the content's text.
      #expect(typed.texts.contains { $0.contains("Shopping list") && !$0.contains("apples") })

      // Ctrl-Z is the content's undo: the text view shows the text before the typing.
      try display.xdotool(["key", "ctrl+z"])
      try await bus.waitForTree(of: "gallery", on: display, "the typing undone") {
        guard let text = Self.noteText($0) else { return "no text view" }
        return text.hasSuffix("apples") ? "note \(text)" : nil
      }
      #expect(app.isRunning)
    }

    /// Where each line's value starts in `x` (a field's value after its bold name and the
    /// tab): the first ink after a run of at least 8 ink-free columns that follows ink,
    /// for every band of pixel lines with ink in `y`, top to bottom.
    static func valueStarts(_ shot: Screenshot, x: Range<Int>, y: Range<Int>) -> [Int?] {
      var bands: [Range<Int>] = []
      var top: Int?
      for row in y {
        let ink = shot.count(x: x, y: row..<(row + 1), where: GTKMailboxTests.isInk) > 0
        if ink, top == nil { top = row }
        if !ink, let start = top {
          bands.append(start..<row)
          top = nil
        }
      }
      return bands.map { band in
        var seenInk = false
        var gap = 0
        for column in x {
          let ink = shot.count(x: column..<(column + 1), y: band, where: GTKMailboxTests.isInk) > 0
          if ink, seenInk, gap >= 8 { return column }
          if ink { (seenInk, gap) = (true, 0) } else { gap += 1 }
        }
        return nil
      }
    }

    /// The inspector's fields ("Words", "Characters", "Lines", "Folder") have their values
    /// in one column, past the widest bold name, however wide it is in the window's font.
    @Test(.timeLimit(.minutes(3)))
    func theInspectorsValuesLineUpPastTheLongestName() async throws {
      let window = try await WindowedApp.start("gallery-gtk", ["notes", "--size", "1280x768"])
      let (display, bus) = (window.display, window.bus)
      try await display.waitForWindow(named: "gallery", timeout: .seconds(60))
      try await bus.waitForTree(of: "gallery", on: display, "the first note") {
        Self.noteText($0)?.hasPrefix("Groceries") == true ? nil : "no note yet"
      }
      try display.xdotool(["key", "i"])
      // The inspector is the last 270 points of the window, its text from y 60.
      try await display.waitForScreen("four fields with their values in one column") { shot in
        let starts = Self.valueStarts(shot, x: 1015..<1275, y: 60..<200)
        guard starts.count == 4 else { return "\(starts.count) lines of text: \(starts)" }
        // One column, give or take a glyph's side bearing ("N" against a digit).
        let columns = starts.compactMap { $0 }
        guard columns.count == 4, let first = columns.min(), let last = columns.max() else {
          return "values start at \(starts)"
        }
        return last - first <= 1 ? nil : "values start at \(starts)"
      }
    }
  }
}
