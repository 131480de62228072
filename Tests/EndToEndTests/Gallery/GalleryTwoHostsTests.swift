import Foundation
import SystemTestSupport
import Testing

extension EndToEnd {
  /// `gallery NAME` and `gallery-gtk NAME` show the same example: the same weapons in
  /// ninja-weapons (one table, `GalleryExamples`' `NinjaWeapon`), the terminal's read from
  /// its cells, the window's from its accessibility tree.
  @Suite
  struct GalleryTwoHostsTests {
    @Test(.timeLimit(.minutes(2)))
    func ninjaWeaponsListsTheSameWeaponsInBothHosts() async throws {
      let session = try TmuxSession(
        Binary.locate("gallery"), ["ninja-weapons"], columns: 80, rows: 20)
      let screen = try await session.waitFor(text: "Katana")
      // The list is the column left of the divider, under the bar, above the status line.
      let terminal = screen.dropFirst().compactMap { row -> String? in
        let cell = row.split(separator: "│", omittingEmptySubsequences: false).first ?? ""
        let name = cell.drop { $0 == "▸" || $0 == " " }.trimmingCharacters(in: .whitespaces)
        return name.isEmpty || name.contains(" ") ? nil : name
      }
      try session.sendKeys(.text("q"))
      try await session.expectRestoredExit(status: 0)

      let display = try await VirtualDisplay.start()
      defer { display.stop() }
      let bus = try await AccessibilityBus.start()
      defer { bus.stop() }
      let sandbox = try Sandbox()
      let app = try Subprocess.start(
        Binary.locate("gallery-gtk").url, ["ninja-weapons"],
        environment: bus.environment(display.environment(sandbox)))
      defer { app.stop() }
      let tree = try await bus.waitForTree(of: "gallery", on: display, "the weapons") { tree in
        tree.nodes.contains { $0.role == "list item" } ? nil : "no list yet"
      }
      let window = tree.nodes.indices.filter { tree.nodes[$0].role == "list item" }.compactMap {
        tree.nodes.indices.contains($0 + 1) ? tree.nodes[$0 + 1].text : nil
      }
      #expect(terminal.count == 8, "\(terminal)")
      #expect(window == terminal)
    }
  }
}
