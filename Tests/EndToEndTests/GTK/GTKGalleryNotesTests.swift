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
  }
}
