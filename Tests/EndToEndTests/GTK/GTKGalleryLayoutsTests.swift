import Foundation
import SystemTestSupport
import Testing

extension EndToEnd {
  /// `gallery-gtk` layouts beyond the sliding master's overlay, on Xvfb with xdotool: the
  /// divider dragged, right to left, the key help, and the collapsed layout of
  /// `ninja-weapons`; screenshot pixels checked at the engine's frames.
  ///
  /// Touch is not driven here: xdotool makes core pointer events only (XTEST has no touch)
  /// and Xvfb has no touch device. `GTKHostTests` drive the touch path (the same
  /// pointer API GDK's touch events feed) in a real window instead.
  @Suite
  struct GTKGalleryLayoutsTests {
    static let primary = Screenshot.Color(hex: "#f2f2f7")
    static let white = Screenshot.Color(255, 255, 255)
    static let divider = Screenshot.Color(hex: "#8e8e93")
    /// The help panel: rgba(28, 28, 30, 0.94) over the columns.
    static let help = Screenshot.Color(41, 41, 43)
    /// A row of `sliding-master` under its 20 list rows' text.
    static let gap = 724

    /// A row of pixels in runs, such as `[(307, #f2f2f7), (1, #8e8e93), (716, white)]`.
    static func runs(_ shot: Screenshot, y: Int, width: Int) -> [(Int, Screenshot.Color)] {
      var runs: [(Int, Screenshot.Color)] = []
      for x in 0..<width {
        let color = shot.color(x: x, y: y)
        if let last = runs.last, last.1.isClose(to: color) {
          runs[runs.count - 1].0 += 1
        } else {
          runs.append((1, color))
        }
      }
      return runs
    }

    /// Nil when the row at `y` is exactly `expected` (lengths and colours), else the row.
    static func row(
      _ shot: Screenshot, y: Int, width: Int, _ expected: [(Int, Screenshot.Color)]
    ) -> String? {
      let actual = runs(shot, y: y, width: width)
      let same =
        actual.count == expected.count
        && zip(actual, expected).allSatisfy { $0.0 == $1.0 && $0.1.isClose(to: $1.1) }
      return same ? nil : "row \(y) is \(actual.map { "\($0.0)×\($0.1)" })"
    }

    /// Starts `gallery-gtk` with arguments on a fresh display and waits for its window.
    static func launch(
      _ arguments: [String], on display: VirtualDisplay, named name: String
    ) async throws -> (Subprocess.Running, String) {
      let sandbox = try Sandbox()
      let app = try Subprocess.start(
        Binary.locate("gallery-gtk").url, arguments, environment: display.environment(sandbox))
      do {
        return (app, try await display.waitForWindow(named: name, timeout: .seconds(60)))
      } catch {
        throw EndToEndError("\(error); gallery-gtk said: \(app.stop().standardError)")
      }
    }

    @Test(.timeLimit(.minutes(2)))
    func draggingTheDividerMovesItWhereThePointerWentWithinTheColumnLimits() async throws {
      let display = try await VirtualDisplay.start()
      defer { display.stop() }
      let (app, _) = try await Self.launch(
        ["sliding-master", "--size", "1024x768"], on: display, named: "sliding-master")
      defer { app.stop() }
      // The engine's 320-point primary (0.42 of 1024, at most 320), the divider at x = 320.
      try await display.waitForScreen("docked") {
        Self.row(
          $0, y: Self.gap, width: 1024, [(320, Self.primary), (1, Self.divider), (703, Self.white)])
      }
      // Dragged to x = 280: the primary is 280 points wide.
      try display.xdotool(["mousemove", "320", "400", "mousedown", "1"])
      for x in [310, 295, 280] { try display.xdotool(["mousemove", "\(x)", "400"]) }
      // Released, then away from the list, whose overlay scrollbar shows under a pointer.
      try display.xdotool(["mouseup", "1", "mousemove", "700", "400"])
      try await display.waitForScreen("the divider at 280") {
        Self.row(
          $0, y: Self.gap, width: 1024, [(280, Self.primary), (1, Self.divider), (743, Self.white)])
      }
      // Dragged on to x = 150: it stops at the primary's minimum, 256 points.
      try display.xdotool(["mousemove", "280", "400", "mousedown", "1"])
      for x in [260, 200, 150] { try display.xdotool(["mousemove", "\(x)", "400"]) }
      // Released, then away from the list, whose overlay scrollbar shows under a pointer.
      try display.xdotool(["mouseup", "1", "mousemove", "700", "400"])
      try await display.waitForScreen("the divider held at the minimum, 256") {
        Self.row(
          $0, y: Self.gap, width: 1024, [(256, Self.primary), (1, Self.divider), (767, Self.white)])
      }
      #expect(app.isRunning)
    }

    @Test(.timeLimit(.minutes(2)))
    func rightToLeftShowsTheMasterOnTheRight() async throws {
      let display = try await VirtualDisplay.start()
      defer { display.stop() }
      let (app, _) = try await Self.launch(
        ["sliding-master", "--size", "1024x768", "--rtl"], on: display, named: "sliding-master")
      defer { app.stop() }
      try await display.waitForScreen("the master on the right, the divider at 703") {
        Self.row(
          $0, y: Self.gap, width: 1024, [(703, Self.white), (1, Self.divider), (320, Self.primary)])
      }
      #expect(app.isRunning)
    }

    @Test(.timeLimit(.minutes(2)))
    func questionMarkShowsTheKeyHelpOverTheColumnsAndEscapeHidesIt() async throws {
      let display = try await VirtualDisplay.start()
      defer { display.stop() }
      let (app, _) = try await Self.launch(
        ["sliding-master", "--size", "1024x768"], on: display, named: "sliding-master")
      defer { app.stop() }
      let docked = [(320, Self.primary), (1, Self.divider), (703, Self.white)]
      try await display.waitForScreen("docked") { Self.row($0, y: Self.gap, width: 1024, docked) }
      try display.xdotool(["key", "question"])
      let shown = try await display.waitForScreen("the help panel") { shot in
        // Centred in the window, over both columns' rows: dark at its corners' insides.
        shot.mismatch([
          ("help's top left", 360, 222, Self.help), ("help's bottom right", 664, 545, Self.help),
          ("help's left edge", 356, 384, Self.help), ("outside the help", 1000, 384, Self.white),
        ])
      }
      let dark = shown.count(x: 0..<1024, y: 0..<768) { $0.isClose(to: Self.help) }
      #expect(dark > 50_000, "the panel covers \(dark) pixels")
      try display.xdotool(["key", "Escape"])
      try await display.waitForScreen("the help gone") { shot in
        shot.mismatch([
          ("help's top left", 360, 210, Self.white), ("help's bottom right", 664, 556, Self.white),
          ("help's left edge", 356, 384, Self.white),
        ]) ?? Self.row(shot, y: Self.gap, width: 1024, docked)
      }
      #expect(app.isRunning)
    }

    @Test(.timeLimit(.minutes(2)))
    func ninjaWeaponsCollapsesToOneColumnBelow320PointsAndExpandsBack() async throws {
      let display = try await VirtualDisplay.start()
      defer { display.stop() }
      let (app, window) = try await Self.launch(
        ["ninja-weapons", "--size", "1024x768"], on: display, named: "ninja-weapons")
      defer { app.stop() }
      // Side by side: a primary 0.3 of the width (307 points), the divider, the detail.
      let docked = [(307, Self.primary), (1, Self.divider), (716, Self.white)]
      try await display.waitForScreen("docked") { Self.row($0, y: 740, width: 1024, docked) }

      // 300 points wide is compact (at most 320): one column fills the window, no divider
      // down it (under the rows, above the status line); outside the window, black.
      try display.xdotool(["windowsize", window, "300", "600"])
      let collapsed = [(300, Self.primary), (724, Screenshot.Color(0, 0, 0))]
      try await display.waitForScreen("one column filling 300x600") { shot in
        Self.row(shot, y: 300, width: 1024, collapsed)
          ?? Self.row(shot, y: 500, width: 1024, collapsed)
      }

      try display.xdotool(["windowsize", window, "1024", "768"])
      try await display.waitForScreen("side by side again") {
        Self.row($0, y: 740, width: 1024, docked)
      }
      #expect(app.isRunning)
    }
  }
}
