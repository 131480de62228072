import Foundation
import SystemTestSupport
import Testing

extension EndToEnd {
  /// A message's context menu in `mailbox-gtk` on Xvfb: a right click on a row shows a
  /// popover pointing at the press, the window not dimmed, which a screen reader reads as
  /// a group of buttons; an item pressed acts on that row, Esc closes the menu, and so
  /// does a press outside it.
  @Suite
  struct GTKContextMenuTests {
    /// The menu, as a screen reader finds it.
    static func menu(_ tree: AccessibilityTree) -> AccessibilityTree.Node? {
      tree.nodes.first { $0.role == "panel" && $0.name == "José García" }
    }

    /// The unread count in the list's status line.
    static func unread(_ tree: AccessibilityTree) -> String? {
      tree.texts.first { $0.contains("150 messages") }
    }

    @Test(.timeLimit(.minutes(2)))
    func aRightClickShowsTheRowsMenuAndAnItemActsOnTheRow() async throws {
      let window = try await WindowedApp.start("mailbox-gtk", ["--size", "1024x768"])
      let (display, bus, app) = (window.display, window.bus, window.app)
      try await display.waitForWindow(named: "mailbox", timeout: .seconds(60))
      try await bus.waitForTree(of: "mailbox", on: display, "the list") {
        Self.unread($0)?.contains("31 unread") == true
          ? nil : "\(String(describing: Self.unread($0)))"
      }
      // The fourth row, José García's unread "Build is red on main", at 1024x768: rows are
      // 50 points tall under the 44-point bar and the search entry.
      try display.xdotool(["mousemove", "100", "260", "click", "3"])
      let shown = try await bus.waitForTree(of: "mailbox", on: display, "the menu") {
        Self.menu($0) == nil ? "no menu" : nil
      }
      // A popover where the press was (its white under and right of the point), not a
      // card in the window's middle over a dimming (the message's white stays white).
      let white = Screenshot.Color(hex: "#ffffff")
      try await display.waitForScreen("the popover at the press") { shot in
        // Under the press (x 100), the popover's items from y 280; the list is #f2f2f7.
        let menu = shot.count(x: 20..<200, y: 280..<440) { $0.isClose(to: white, tolerance: 4) }
        let message = shot.count(x: 700..<1000, y: 500..<700) {
          $0.isClose(to: white, tolerance: 4)
        }
        return menu > 180 * 160 / 2 && message == 300 * 200
          ? nil : "\(menu) white pixels by the press, \(message) of 60000 in the message"
      }
      let buttons = shown.nodes.filter { $0.role == "push button" }.map(\.name)
      #expect(buttons.contains("Mark Read or Unread"), "\(buttons)")
      // Selecting the row opened (and read) it; the menu's first item marks it unread.
      try await bus.press(button: "Mark Read or Unread", of: "mailbox", display: display)
      try await bus.waitForTree(of: "mailbox", on: display, "unread again, the menu gone") {
        Self.menu($0) == nil && Self.unread($0)?.contains("31 unread") == true
          ? nil : "\(String(describing: Self.unread($0)))"
      }
      try display.xdotool(["mousemove", "100", "260", "click", "3"])
      try await bus.waitForTree(of: "mailbox", on: display, "the menu again") {
        Self.menu($0) == nil ? "no menu" : nil
      }
      try display.xdotool(["key", "Escape"])
      try await bus.waitForTree(of: "mailbox", on: display, "closed by Esc") {
        Self.menu($0) == nil ? nil : "the menu stays"
      }
      // The Menu key opens it for the selected row; a press outside closes it.
      try display.xdotool(["key", "Menu"])
      try await bus.waitForTree(of: "mailbox", on: display, "the menu by its key") {
        Self.menu($0) == nil ? "no menu" : nil
      }
      try display.xdotool(["mousemove", "800", "600", "click", "1"])
      try await bus.waitForTree(of: "mailbox", on: display, "closed by a press outside") {
        Self.menu($0) == nil ? nil : "the menu stays"
      }
      #expect(app.isRunning)
    }
  }
}
