import Foundation
import SystemTestSupport
import Testing

extension EndToEnd {
  /// `mailbox-gtk` as a screen reader reads it (over AT-SPI, on a private D-Bus bus).
  ///
  /// Under Xvfb: the application has its name, every button of the split view says what
  /// it does, and the open message's text is in the tree.
  @Suite
  struct GTKAccessibilityTests {
    /// The names of the tree's buttons, in order.
    static func buttons(_ tree: AccessibilityTree) -> [String] {
      tree.nodes.filter { $0.role == "push button" }.map(\.name)
    }

    /// The text of the tree's text views (the message).
    static func documents(_ tree: AccessibilityTree) -> [String] {
      tree.nodes.filter { $0.role == "text" }.map(\.text)
    }

    /// Side by side: the application is "mailbox" (not "Unnamed"), the display-mode button
    /// says "Hide sidebar", then "Show sidebar" once pressed (by its key); the message
    /// moved to (the second) is readable, and the list is named after its title.
    @Test(.timeLimit(.minutes(2)))
    func theAppAndItsButtonsHaveNamesAndTheMessageIsReadable() async throws {
      let display = try await VirtualDisplay.start()
      defer { display.stop() }
      let bus = try await AccessibilityBus.start()
      defer { bus.stop() }
      let sandbox = try Sandbox()
      let app = try await GTKMailboxTests.launch(
        ["--size", "1024x768"], on: display, in: sandbox, accessibility: bus)
      defer { app.stop() }
      // The display-mode button, then the window's buttons for r, g, f, the menu of the
      // other actions, and m.
      let first = try await bus.waitForTree(of: "mailbox", on: display, "a Hide sidebar button") {
        Self.buttons($0)
          == ["Hide sidebar", "Reply", "Reply All", "Forward", "More actions", "New Message"]
          ? nil : "buttons \(Self.buttons($0))"
      }
      #expect(first.application == "mailbox")
      #expect(first.nodes.contains { $0.role == "list" && $0.name.hasPrefix("Inbox") })
      #expect(first.nodes.contains { $0.role == "entry" && $0.name == "Search" })

      try display.xdotool(["key", "Down", "Return"])
      try await bus.waitForTree(of: "mailbox", on: display, "the second message's text") {
        let text = Self.documents($0).joined()
        return text.contains("The fern by the window looks thirsty.")
          ? nil : "documents \(Self.documents($0))"
      }

      try display.xdotool(["key", "backslash"])
      try await bus.waitForTree(of: "mailbox", on: display, "a Show sidebar button") {
        Self.buttons($0).first == "Show sidebar" && !Self.buttons($0).contains("New Message")
          ? nil : "buttons \(Self.buttons($0))"
      }
      #expect(app.isRunning)
    }

    /// `gallery-gtk three-columns`: the inspector button says "Show inspector", and
    /// "Hide inspector" once the inspector shows (by the gallery's `i`).
    @Test(.timeLimit(.minutes(2)))
    func theInspectorButtonSaysWhatItDoes() async throws {
      let window = try await WindowedApp.start(
        "gallery-gtk", ["three-columns", "--size", "1024x768"])
      let (display, bus, app) = (window.display, window.bus, window.app)
      try await display.waitForWindow(named: "gallery", timeout: .seconds(60))
      try await bus.waitForTree(of: "gallery", on: display, "a Show inspector button") {
        Self.buttons($0).contains("Show inspector") ? nil : "buttons \(Self.buttons($0))"
      }
      try display.xdotool(["key", "i"])
      let shown = try await bus.waitForTree(of: "gallery", on: display, "a Hide inspector button") {
        Self.buttons($0).contains("Hide inspector") ? nil : "buttons \(Self.buttons($0))"
      }
      #expect(!Self.buttons(shown).contains("Show inspector"), "one inspector button")
      #expect(app.isRunning)
    }

    /// Collapsed: the pushed message's back button says where it goes, "Back to" the
    /// list's title, while it shows the theme's back arrow and the title.
    @Test(.timeLimit(.minutes(2)))
    func theBackButtonSaysWhereItGoes() async throws {
      let display = try await VirtualDisplay.start()
      defer { display.stop() }
      let bus = try await AccessibilityBus.start()
      defer { bus.stop() }
      let sandbox = try Sandbox()
      let app = try await GTKMailboxTests.launch(on: display, in: sandbox, accessibility: bus)
      defer { app.stop() }
      try await bus.waitForTree(of: "mailbox", on: display, "the list alone") {
        $0.nodes.contains { $0.role == "list" } && Self.buttons($0) == ["New Message"]
          ? nil : "buttons \(Self.buttons($0))"
      }
      try display.xdotool(["key", "Return"])
      let pushed = try await bus.waitForTree(of: "mailbox", on: display, "a back button") {
        Self.buttons($0).contains("Back to Inbox — 150")
          ? nil : "buttons \(Self.buttons($0))"
      }
      let back = try #require(pushed.nodes.firstIndex { $0.name.hasPrefix("Back to") })
      // The button's own label, beside the theme's back arrow, is what sighted users see.
      let inside = pushed.nodes[(back + 1)...].prefix { $0.depth > pushed.nodes[back].depth }
      #expect(inside.contains { $0.text == "Inbox — 150" }, "\(Array(inside))")
      #expect(Self.documents(pushed).joined().contains("Let's collect the goals"))
      #expect(app.isRunning)
    }
  }
}
