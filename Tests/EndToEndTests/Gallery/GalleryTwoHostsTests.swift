import Foundation
import SystemTestSupport
import Testing

extension EndToEnd {
  /// `gallery NAME` and `gallery-gtk NAME` run the same example, one source
  /// (GalleryExamples): the list shows the same rows in both, the terminal's read from its
  /// cells, the window's from its accessibility tree.
  @Suite
  struct GalleryTwoHostsTests {
    struct Example: Sendable, CustomTestStringConvertible {
      var arguments: [String]
      /// The first row, to wait for.
      var first: String
      var rows: Int
      var testDescription: String { arguments[0] }
    }

    static let examples = [
      Example(arguments: ["ninja-weapons"], first: "Katana", rows: 8),
      Example(arguments: ["sliding-master", "--rows", "6"], first: "Item 1", rows: 6),
      Example(arguments: ["reference"], first: "Overview", rows: 5),
      Example(arguments: ["index-detail"], first: "Alpha", rows: 5),
    ]

    @Test(.timeLimit(.minutes(2)), arguments: examples)
    func theListShowsTheSameRowsInBothHosts(_ example: Example) async throws {
      // 130 columns: wide, so the list is docked beside the detail as in a 1024-point window.
      let session = try TmuxSession(
        Binary.locate("gallery"), example.arguments, columns: 130, rows: 20)
      let screen = try await session.waitFor(text: example.first)
      // The list is the column left of the divider, under the bar, above the status line.
      let terminal = screen.dropFirst().compactMap { row -> String? in
        guard row.contains("│") else { return nil }
        let cell = row.split(separator: "│", omittingEmptySubsequences: false).first ?? ""
        let name = cell.drop { $0 == "▸" || $0 == " " }.trimmingCharacters(in: .whitespaces)
        return name.isEmpty || name.contains("·") ? nil : name
      }
      try session.sendKeys(.text("q"))
      try await session.expectRestoredExit(status: 0)

      let gtk = try await WindowedApp.start("gallery-gtk", example.arguments)
      let (display, bus) = (gtk.display, gtk.bus)
      let tree = try await bus.waitForTree(of: "gallery", on: display, "the rows") { tree in
        tree.nodes.contains { $0.role == "list item" } ? nil : "no list yet"
      }
      // A row's title is the first text inside its list item (then subtitle and detail).
      let window = tree.nodes.indices.filter { tree.nodes[$0].role == "list item" }.map { item in
        tree.nodes[(item + 1)...].prefix { $0.depth > tree.nodes[item].depth }
          .first { !$0.text.isEmpty }?.text ?? ""
      }
      #expect(terminal.count == example.rows, "\(terminal)")
      #expect(terminal.first == example.first)
      #expect(window == terminal, "\(tree.description)")
    }

    /// An app's own keys (``ContentApp/keyCommands``) are in the help of both hosts: their
    /// `launch` reads them from the app (issue 33).
    @Test(.timeLimit(.minutes(2)))
    func theHelpListsTheAppsOwnKeysInBothHosts() async throws {
      let session = try TmuxSession(Binary.locate("gallery"), ["notes"], columns: 130, rows: 40)
      try await session.waitFor(text: "Groceries")
      // Only the help says this.
      let key = "Delete the note (asks first)"
      #expect(!(try session.capture().joined().contains(key)))
      try session.sendKeys(.text("?"))
      try await session.waitFor(text: key)
      try session.sendKeys(.escape)
      try await session.waitFor("the help closed") { !$0.joined().contains(key) }
      try session.sendKeys(.text("q"))
      try await session.expectRestoredExit(status: 0)

      let gtk = try await WindowedApp.start("gallery-gtk", ["notes"])
      let (display, bus) = (gtk.display, gtk.bus)
      let before = try await bus.waitForTree(of: "gallery", on: display, "the notes") { tree in
        tree.nodes.contains { $0.role == "list item" } ? nil : "no list yet"
      }
      #expect(!before.description.contains(key))
      try display.xdotool(["key", "question"])
      _ = try await bus.waitForTree(of: "gallery", on: display, "the help") { tree in
        tree.description.contains(key) ? nil : "the help does not list \(key)"
      }
    }

    /// A row's symbol (the notes' folders) shows in both hosts: the glyph before the title
    /// in the terminal, the theme's icon in the window, seen in a screenshot (issue 33).
    @Test(.timeLimit(.minutes(2)))
    func aRowsSymbolShowsInBothHosts() async throws {
      let session = try TmuxSession(Binary.locate("gallery"), ["notes"], columns: 130, rows: 20)
      let screen = try await session.waitFor(text: "Recipes")
      #expect(screen.contains { $0.contains("■ Recipes") }, "\(screen.joined(separator: "\n"))")
      try session.sendKeys(.text("q"))
      try await session.expectRestoredExit(status: 0)

      let gtk = try await WindowedApp.start("gallery-gtk", ["notes", "--size", "1024x768"])
      let display = gtk.display
      // The sidebar's second row (Recipes, not selected) at y 82–102: something drawn,
      // then a gap of at least 5 blank columns (the row's spacing; letters are at most 2
      // apart), then the title. Without the icon the title starts where the icon is.
      try await display.waitForScreen("a folder icon before Recipes") { shot in
        let dark = { (color: Screenshot.Color) in color.red < 140 && color.green < 140 }
        let inked = (8..<140).map { shot.count(x: $0..<($0 + 1), y: 82..<102, where: dark) > 0 }
        guard let first = inked.firstIndex(of: true) else { return "nothing drawn in the row" }
        let ink = inked[first...].prefix { $0 }.count
        let gap = inked[(first + ink)...].prefix { !$0 }.count
        let rest = inked[(first + ink + gap)...].contains(true)
        return gap >= 5 && rest
          ? nil
          : "drawn from x \(first + 8) for \(ink), then a gap of \(gap), text after: \(rest)"
      }
    }
  }
}
