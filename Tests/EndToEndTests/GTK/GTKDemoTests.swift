import Foundation
import SystemTestSupport
import Testing

extension EndToEnd {
  /// `splitkit-demo-gtk`: the demo's one source (DemoApp) in a window, used with the keys
  /// DemoInputTests use in the terminal, and read as a screen reader reads it.
  @Suite(.serialized)
  struct GTKDemoTests {
    @Test func theItemsSitBesideTheChosenItemAndTheKeysOpenAnother() async throws {
      let window = try await WindowedApp.start("splitkit-demo-gtk", ["--rows", "30"])
      let (display, bus, app) = (window.display, window.bus, window.app)
      try await display.waitForWindow(named: "SplitKit")

      func items(_ seen: MailboxWindow.Seen) -> [MailboxWindow.Seen.Row] {
        seen.list(named: "Items")?.rows ?? []
      }
      func shows(_ item: String, selected: String) -> (AccessibilityTree) -> String? {
        { tree in
          let seen = MailboxWindow.Seen(tree)
          let chosen = items(seen).filter(\.isSelected).map(\.text)
          guard chosen == [selected] else { return "selected rows \(chosen)" }
          let page = "This is the detail of \(item), row"
          return seen.documents.contains { $0.contains(page) } ? nil : "no page of \(item)"
        }
      }
      let first = try await bus.waitForTree(
        of: "splitkit-demo", on: display, "Item 1 beside its page",
        shows("Item 1", selected: "Item 1"))
      #expect(items(MailboxWindow.Seen(first)).first?.text == "Item 1")
      #expect(MailboxWindow.Seen(first).list(named: "Items") != nil, "the list is named Items")

      _ = try display.xdotool(["key", "Down", "Return"])
      try await bus.waitForTree(
        of: "splitkit-demo", on: display, "Item 2 opened by Down, Return",
        shows("Item 2", selected: "Item 2"))

      _ = try display.xdotool(["key", "q"])
      let ended = try await app.waitForExit(timeout: .seconds(10))
      #expect(ended?.status == 0, "q closes the window and exits 0: \(String(describing: ended))")
    }
  }
}
