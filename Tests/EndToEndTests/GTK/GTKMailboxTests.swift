import Foundation
import SystemTestSupport
import Testing

extension EndToEnd {
  /// `mailbox-gtk` on the bundled sample in a collapsed (480-point) window on Xvfb: open a
  /// message, go back, filter; the screenshots are the truth.
  @Suite
  struct GTKMailboxTests {
    static let selection = Screenshot.Color(hex: "#0a84ff")

    static func isInk(_ color: Screenshot.Color) -> Bool {
      color.red < 100 && color.green < 100 && color.blue < 100
    }

    /// The list, its first row selected and focused (blue).
    static func listWithFirstRowSelected(_ shot: Screenshot) -> String? {
      shot.mismatch([("first row's selection", 400, 100, selection)])
    }

    /// The message pushed over the list: no selected row anywhere, text on screen.
    static func messageOpen(_ shot: Screenshot) -> String? {
      let blue = shot.count(x: 300..<470, y: 50..<790) { $0.isClose(to: selection) }
      if blue > 0 { return "\(blue) selection pixels: the list is still showing" }
      let ink = shot.count(x: 10..<470, y: 50..<200, where: isInk)
      return ink > 50 ? nil : "no message text (\(ink) dark pixels)"
    }

    @Test(.timeLimit(.minutes(2)))
    func openAMessageGoBackAndFilterTheSampleToNothing() async throws {
      let display = try await VirtualDisplay.start()
      defer { display.stop() }
      let sandbox = try Sandbox()
      let app = try Subprocess.start(
        Binary.locate("mailbox-gtk").url, ["--size", "480x800"],
        environment: display.environment(sandbox))
      defer { app.stop() }
      try await display.waitForWindow(named: "mailbox-gtk")
      let list = try await display.waitForScreen("the list's rows") { shot in
        let ink = shot.count(x: 10..<470, y: 90..<790, where: Self.isInk)
        return ink > 500 ? nil : "only \(ink) dark pixels where the rows go"
      }
      #expect(list.count(x: 0..<480, y: 0..<800) { $0.isClose(to: Self.selection) } == 0)

      try display.xdotool(["key", "j"])
      try await display.waitForScreen("the first row selected", Self.listWithFirstRowSelected)
      try display.xdotool(["key", "Return"])
      try await display.waitForScreen("the message pushed", Self.messageOpen)
      try display.xdotool(["key", "Escape"])
      try await display.waitForScreen("back at the list", Self.listWithFirstRowSelected)

      try display.xdotool(["key", "slash"])
      try display.xdotool(["type", "--delay", "20", "zzzz"])
      try await display.waitForScreen("no row matching zzzz") { shot in
        let ink = shot.count(x: 10..<470, y: 90..<790, where: Self.isInk)
        return ink == 0 ? nil : "\(ink) dark pixels still in the list"
      }
      try display.xdotool(["key", "Escape"])
      try await display.waitForScreen("the filter cleared") { shot in
        shot.count(x: 10..<470, y: 90..<790, where: Self.isInk) > 500 ? nil : "rows missing"
      }
      #expect(app.isRunning)
    }
  }
}
