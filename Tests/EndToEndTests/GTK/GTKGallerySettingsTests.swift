import SystemTestSupport
import Testing

extension EndToEnd {
  /// `gallery-gtk settings` on Xvfb, read over AT-SPI as a screen reader reads it: the
  /// form's rows are GTK's own controls, labelled by their titles, and keys and a click
  /// change the app's values.
  @Suite
  struct GTKGallerySettingsTests {
    /// The Bluetooth switch: GTK 4.8 gives a switch AT-SPI's check box role, later
    /// versions the switch role.
    static func bluetoothSwitch(_ tree: AccessibilityTree) -> AccessibilityTree.Node? {
      tree.nodes.first {
        $0.name == "Bluetooth" && ["check box", "switch", "toggle button"].contains($0.role)
      }
    }

    /// Whether the Bluetooth switch reads as on.
    static func bluetooth(_ tree: AccessibilityTree) -> Bool? {
      guard let node = bluetoothSwitch(tree) else { return nil }
      return node.states.contains("checked") || node.states.contains("pressed")
    }

    /// The device name's text, as its entry reads.
    static func deviceName(_ tree: AccessibilityTree) -> String? {
      guard
        let index = tree.nodes.firstIndex(where: { $0.name == "Device name" && $0.role != "label" })
      else { return nil }
      let entry = tree.nodes[index]
      if !entry.text.isEmpty { return entry.text }
      return tree.nodes[(index + 1)...].prefix { $0.depth > entry.depth }.first {
        !$0.text.isEmpty
      }?
      .text ?? ""
    }

    /// The centre of the red destructive button in `shot`, in the window's points.
    static func redButton(_ shot: Screenshot) -> (x: Int, y: Int)? {
      var points: [(Int, Int)] = []
      for y in stride(from: 0, to: shot.height, by: 2) {
        for x in stride(from: 0, to: shot.width, by: 2) {
          let color = shot.color(x: x, y: y)
          if color.red > 170, color.green < 80, color.blue < 80 { points.append((x, y)) }
        }
      }
      guard points.count > 40 else { return nil }
      let xs = points.map(\.0)
      let ys = points.map(\.1)
      return (((xs.min() ?? 0) + (xs.max() ?? 0)) / 2, ((ys.min() ?? 0) + (ys.max() ?? 0)) / 2)
    }

    /// The question's dialog, as a screen reader finds it.
    static func dialog(_ tree: AccessibilityTree) -> AccessibilityTree.Node? {
      tree.nodes.first {
        ["alert", "dialog"].contains($0.role) && $0.name == "Reset all settings?"
      }
    }

    /// The dialog's white card in a window dimmed around it, in the window's points.
    static func card(_ shot: Screenshot) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
      var (minX, minY, maxX, maxY) = (Int.max, Int.max, Int.min, Int.min)
      var count = 0
      for y in stride(from: 0, to: shot.height, by: 2) {
        for x in stride(from: 0, to: shot.width, by: 2) {
          let color = shot.color(x: x, y: y)
          guard color.red > 250, color.green > 250, color.blue > 250 else { continue }
          (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
          count += 1
        }
      }
      // Undimmed, most of the window is white; the card is a small part of it.
      guard count > 400, count < shot.width * shot.height / 16 else { return nil }
      return (minX, minY, maxX, maxY)
    }

    @Test(.timeLimit(.minutes(3)))
    func keysAndAClickChangeTheNativeControls() async throws {
      let window = try await WindowedApp.start("gallery-gtk", ["settings", "--size", "1024x768"])
      let (display, bus, app) = (window.display, window.bus, window.app)
      try await display.waitForWindow(named: "gallery", timeout: .seconds(60))
      let first = try await bus.waitForTree(of: "gallery", on: display, "the General form") {
        Self.bluetooth($0) == true && Self.deviceName($0) == "Living room"
          ? nil : "Bluetooth \(String(describing: Self.bluetooth($0)))\n\($0)"
      }
      #expect(first.nodes.contains { $0.role == "push button" && $0.name == "Reset" })
      #expect(
        first.nodes.contains { $0.role == "spin button" && $0.name == "Volume" && $0.text == "5" })
      #expect(first.nodes.contains { $0.role == "combo box" && $0.name == "Appearance" })

      // Tab into the form: the switch takes the focus, Space flips it.
      try display.xdotool(["key", "Tab"])
      try await bus.waitForTree(of: "gallery", on: display, "the switch focused") {
        Self.bluetoothSwitch($0)?.states.contains("focused") == true
          ? nil : "focus elsewhere"
      }
      try display.xdotool(["key", "space"])
      try await bus.waitForTree(of: "gallery", on: display, "Bluetooth off") {
        Self.bluetooth($0) == false ? nil : "Bluetooth \(String(describing: Self.bluetooth($0)))"
      }

      // The entry: typing edits it natively, Return writes the name.
      try display.xdotool(["key", "Tab", "End"])
      try display.xdotool(["type", " 2"])
      try display.xdotool(["key", "Return"])
      try await bus.waitForTree(of: "gallery", on: display, "the new name") {
        Self.deviceName($0) == "Living room 2"
          ? nil : "name \(String(describing: Self.deviceName($0)))"
      }

      // A click on Reset asks in a dialog over the dimmed window: its No button keeps the
      // values; asked again, y (the key, as in the terminal) puts them back.
      let shot = try await display.waitForScreen("a red Reset button") {
        Self.redButton($0) == nil ? "no red button" : nil
      }
      let reset = try #require(Self.redButton(shot))
      try display.xdotool(["mousemove", "\(reset.x)", "\(reset.y)", "click", "1"])
      let asked = try await bus.waitForTree(of: "gallery", on: display, "the dialog") {
        Self.dialog($0) == nil ? "no dialog" : nil
      }
      #expect(asked.nodes.contains { $0.role == "push button" && $0.name == "No" })
      let dimmed = try await display.waitForScreen("the card over the dimmed window") {
        Self.card($0) == nil ? "no card" : nil
      }
      let card = try #require(Self.card(dimmed))
      #expect(Self.redButton(dimmed) == nil, "the Reset button is dimmed")
      try display.xdotool([
        "mousemove", "\(card.minX + (card.maxX - card.minX) * 3 / 10)", "\(card.maxY - 36)",
        "click", "1",
      ])
      try await bus.waitForTree(of: "gallery", on: display, "the dialog gone, values kept") {
        Self.dialog($0) == nil && Self.deviceName($0) == "Living room 2" ? nil : "\($0)"
      }
      // The dimming fades out first (on a loaded machine for longer): a click while it
      // shows is the dimming's, not Reset's.
      try await display.waitForScreen("the Reset button undimmed") {
        Self.redButton($0) == nil ? "no red button" : nil
      }
      try display.xdotool(["mousemove", "\(reset.x)", "\(reset.y)", "click", "1"])
      try await bus.waitForTree(of: "gallery", on: display, "the question") {
        $0.texts.contains { $0.contains("Reset all settings? (y/n)") } ? nil : "no question"
      }
      try display.xdotool(["key", "y"])
      let reset2 = try await bus.waitForTree(of: "gallery", on: display, "the values reset") {
        Self.bluetooth($0) == true && Self.deviceName($0) == "Living room"
          ? nil : "Bluetooth \(String(describing: Self.bluetooth($0)))"
      }
      #expect(reset2.texts.contains { $0.contains("Settings reset.") })
      #expect(app.isRunning)
    }

    /// The Sound page's slider is a `GtkScale` (an AT-SPI slider named by its title, its
    /// value the app's): Right with the keyboard on it moves it a step (issue 33).
    @Test(.timeLimit(.minutes(3)))
    func theSliderIsANativeScaleThatTheKeysMove() async throws {
      let window = try await WindowedApp.start("gallery-gtk", ["settings", "--size", "1024x768"])
      let (display, bus) = (window.display, window.bus)
      try await display.waitForWindow(named: "gallery", timeout: .seconds(60))
      let slider = { (tree: AccessibilityTree) in
        tree.nodes.first { $0.role == "slider" && $0.name == "Alert volume" }
      }
      try await bus.waitForTree(of: "gallery", on: display, "the General form") {
        Self.bluetooth($0) == true ? nil : "no form"
      }
      // Sound, from the sidebar: Down twice and Return.
      try display.xdotool(["key", "Down", "Down", "Return"])
      try await bus.waitForTree(of: "gallery", on: display, "the Sound page's slider at 60") {
        slider($0)?.text == "60" ? nil : "slider \(String(describing: slider($0)))"
      }
      // Tab to it (Volume, Alert sound, then the slider), then Right.
      for _ in 0..<8 {
        let tree = try await bus.tree(of: "gallery", display: display)
        if slider(tree)?.states.contains("focused") == true { break }
        try display.xdotool(["key", "Tab"])
      }
      try display.xdotool(["key", "Right"])
      try await bus.waitForTree(of: "gallery", on: display, "the slider at 65") {
        slider($0)?.text == "65" ? nil : "slider \(String(describing: slider($0)))"
      }
    }
  }
}
