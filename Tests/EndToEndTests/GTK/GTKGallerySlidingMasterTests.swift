import Foundation
import SystemTestSupport
import Testing

extension EndToEnd {
  /// `gallery-gtk sliding-master` in a real GTK window on Xvfb, driven with xdotool; the
  /// screenshots are the truth, checked at the engine's frames (one point per pixel).
  @Suite
  struct GTKGallerySlidingMasterTests {
    static let primary = Screenshot.Color(hex: "#f2f2f7")
    static let white = Screenshot.Color(255, 255, 255)
    /// White under the 40 % black dimming.
    static let dimmed = Screenshot.Color(153, 153, 153)
    static let divider = Screenshot.Color(hex: "#8e8e93")
    /// The detail's navigation bar.
    static let bar = Screenshot.Color(hex: "#f7f7f7")

    /// Portrait: the detail alone, the master hidden off the left edge.
    static func hidden(_ shot: Screenshot) -> String? {
      shot.mismatch([
        ("master's region shows the detail", 160, 1000, white),
        ("detail", 600, 1000, white), ("detail's bar", 600, 4, bar),
      ])
    }

    /// Portrait: the 320-point master over the dimmed detail, with a shadow at its edge.
    static func overlay(_ shot: Screenshot) -> String? {
      if let problem = shot.mismatch([
        ("master", 160, 1000, primary), ("master's last column", 318, 1000, primary),
        ("dimmed detail", 600, 1000, dimmed),
      ]) {
        return problem
      }
      let shadow = shot.color(x: 322, y: 1000)
      return shadow.red < dimmed.red - 10 ? nil : "no shadow at x=322: \(shadow)"
    }

    /// Landscape: master and detail side by side, a divider at x = 320, no dimming.
    static func docked(_ shot: Screenshot) -> String? {
      shot.mismatch([
        ("master", 160, 740, primary), ("divider", 320, 740, divider),
        ("detail", 700, 740, white), ("detail's right edge", 1020, 740, white),
      ])
    }

    @Test(.timeLimit(.minutes(2)))
    func buttonEdgeDragTapAndResizeShowEveryLayoutAtTheEngineFrames() async throws {
      let display = try await VirtualDisplay.start()
      defer { display.stop() }
      let sandbox = try Sandbox()
      let app = try Subprocess.start(
        Binary.locate("gallery-gtk").url, ["sliding-master", "--size", "768x1024"],
        environment: display.environment(sandbox))
      defer { app.stop() }
      let window = try await display.waitForWindow(named: "sliding-master")
      try await display.waitForScreen("the hidden master in portrait", Self.hidden)

      // The "Master" button, last in the detail's bar (at its trailing end).
      try display.xdotool(["mousemove", "726", "22", "click", "1"])
      try await display.waitForScreen("the overlay after the Master button", Self.overlay)

      try display.xdotool(["mousemove", "600", "600", "click", "1"])
      try await display.waitForScreen("the master dismissed by a tap on the dimming", Self.hidden)

      try display.xdotool(["mousemove", "3", "600", "mousedown", "1"])
      for x in stride(from: 40, through: 400, by: 60) {
        try display.xdotool(["mousemove", "\(x)", "600"])
      }
      try display.xdotool(["mouseup", "1"])
      try await display.waitForScreen("the overlay after an edge drag", Self.overlay)

      try display.xdotool(["mousemove", "700", "300", "click", "1"])
      try await display.waitForScreen("the master dismissed again", Self.hidden)

      try display.xdotool(["windowsize", window, "1024", "768"])
      try await display.waitForScreen("side by side in landscape", Self.docked)

      try display.xdotool(["windowsize", window, "768", "1024"])
      try await display.waitForScreen("the hidden master back in portrait", Self.hidden)
      #expect(app.isRunning)

      // Idle: no tick callback, no timer; the process uses no CPU over two seconds (the
      // kernel counts in 10 ms ticks; one tick of slack for the measurement's edges).
      let before = try Self.cpuTicks(of: app.pid)
      try await Task.sleep(for: .seconds(2))
      let used = try Self.cpuTicks(of: app.pid) - before
      #expect(used <= 1, "the idle window used \(used * 10) ms of CPU in 2 s")
    }

    /// User plus system CPU time of a process, in clock ticks, from `/proc/PID/stat`.
    static func cpuTicks(of pid: Int32) throws -> Int {
      let stat = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
      guard let end = stat.lastIndex(of: ")") else { throw EndToEndError("bad stat: \(stat)") }
      let fields = stat[stat.index(after: end)...].split(separator: " ")
      guard fields.count > 13, let user = Int(fields[11]), let system = Int(fields[12]) else {
        throw EndToEndError("bad stat: \(stat)")
      }
      return user + system
    }
  }
}
