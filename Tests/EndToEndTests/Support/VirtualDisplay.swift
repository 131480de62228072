import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// An Xvfb server of its own for one GTK end-to-end test, with the X tools that drive
/// it: `xdotool` for input and windows, ImageMagick's `import` for screenshots.
///
/// ```swift
/// let display = try await VirtualDisplay.start()
/// defer { display.stop() }
/// let app = try Subprocess.start(binary.url, ["sliding-master"], environment: display.environment)
/// let window = try await display.waitForWindow(named: "sliding-master")
/// let shot = try display.screenshot()
/// ```
final class VirtualDisplay: Sendable {
  /// The display number (`:N`).
  let number: Int
  /// The screen size in pixels.
  let width = 1280
  let height = 1100
  private let server: Subprocess.Running

  private init(number: Int, server: Subprocess.Running) {
    self.number = number
    self.server = server
  }

  /// Starts Xvfb on a display number it picks itself (`-displayfd`: the server writes
  /// the number to its standard output once it accepts connections).
  ///
  /// - Returns: The running display.
  /// - Throws: ``EndToEndError`` when Xvfb is missing or does not come up in time.
  static func start() async throws -> VirtualDisplay {
    let server = try Subprocess.start(
      Subprocess.which("Xvfb"),
      ["-displayfd", "1", "-screen", "0", "1280x1100x24", "-nolisten", "tcp", "-dpi", "96"])
    let announcement = server.scratch.url.appendingPathComponent("stdout").path
    let deadline = ContinuousClock.now + .seconds(30)
    while ContinuousClock.now < deadline && server.isRunning {
      let text = (try? String(contentsOfFile: announcement, encoding: .utf8)) ?? ""
      if text.hasSuffix("\n"),
        let number = Int(text.trimmingCharacters(in: .whitespacesAndNewlines))
      {
        return VirtualDisplay(number: number, server: server)
      }
      try await Task.sleep(for: .milliseconds(20))
    }
    let output = server.stop()
    throw EndToEndError("Xvfb did not start: \(output.standardError)")
  }

  /// Stops the server.
  func stop() {
    server.stop()
  }

  /// The environment a GTK app needs to open this display, deterministically: X11
  /// backend, no accessibility bus, the Cairo renderer, a fixed locale.
  ///
  /// - Parameter sandbox: Supplies `HOME` and the state directory.
  /// - Returns: The environment.
  func environment(_ sandbox: Sandbox) -> [String: String] {
    sandbox.environment([
      "DISPLAY": ":\(number)", "GDK_BACKEND": "x11", "GSK_RENDERER": "cairo",
      "NO_AT_BRIDGE": "1", "GTK_A11Y": "none", "XDG_RUNTIME_DIR": sandbox.files.path,
    ])
  }

  /// Runs `xdotool` with arguments on this display.
  ///
  /// - Parameter arguments: The xdotool command line.
  /// - Returns: Its standard output.
  /// - Throws: ``EndToEndError`` when xdotool fails.
  @discardableResult
  func xdotool(_ arguments: [String]) throws -> String {
    let output = try Subprocess.runQuickly(
      Subprocess.which("xdotool"), arguments, environment: ["DISPLAY": ":\(number)"])
    guard output.status == 0 else {
      throw EndToEndError("xdotool \(arguments.joined(separator: " ")): \(output.standardError)")
    }
    return output.standardOutput
  }

  /// Waits until a window whose title contains `name` is mapped.
  ///
  /// - Parameters:
  ///   - name: Part of the title.
  ///   - timeout: How long to wait.
  /// - Returns: The X window id.
  /// - Throws: ``EndToEndError`` at the deadline.
  @discardableResult
  func waitForWindow(named name: String, timeout: Duration = .seconds(20)) async throws -> String {
    let deadline = ContinuousClock.now + timeout
    while ContinuousClock.now < deadline {
      let output = try Subprocess.runQuickly(
        Subprocess.which("xdotool"), ["search", "--onlyvisible", "--name", name],
        environment: ["DISPLAY": ":\(number)"])
      if let id = output.standardOutput.split(separator: "\n").first { return String(id) }
      try await Task.sleep(for: .milliseconds(50))
    }
    throw EndToEndError("no window named \(name) appeared on :\(number) within \(timeout)")
  }

  /// Takes a screenshot of the whole screen.
  ///
  /// - Returns: The pixels.
  /// - Throws: ``EndToEndError`` when `import` fails.
  func screenshot() throws -> Screenshot {
    let scratch = try TemporaryDirectory(prefix: "shot")
    let file = scratch.url.appendingPathComponent("screen.rgb").path
    let output = try Subprocess.runQuickly(
      Subprocess.which("import"), ["-window", "root", "-depth", "8", "rgb:\(file)"],
      environment: ["DISPLAY": ":\(number)"])
    guard output.status == 0, let data = FileManager.default.contents(atPath: file),
      data.count == width * height * 3
    else {
      throw EndToEndError("import failed on :\(number): \(output.standardError)")
    }
    return Screenshot(width: width, height: height, bytes: [UInt8](data))
  }

  /// Takes screenshots until one satisfies `check` or the deadline passes.
  ///
  /// - Parameters:
  ///   - what: What is awaited, for the failure message.
  ///   - timeout: How long to wait.
  ///   - check: Returns nil when the screen is right, or what is wrong.
  /// - Returns: The first screenshot that passed.
  /// - Throws: ``EndToEndError`` with the last complaint at the deadline.
  @discardableResult
  func waitForScreen(
    _ what: String, timeout: Duration = .seconds(15), _ check: (Screenshot) -> String?
  ) async throws -> Screenshot {
    let deadline = ContinuousClock.now + timeout
    var complaint = "no screenshot taken"
    while ContinuousClock.now < deadline {
      let shot = try screenshot()
      guard let problem = check(shot) else { return shot }
      complaint = problem
      try await Task.sleep(for: .milliseconds(50))
    }
    throw EndToEndError("waiting for \(what): \(complaint)")
  }
}

/// One screenshot's pixels, 8-bit RGB.
struct Screenshot: Sendable {
  /// A pixel's colour.
  struct Color: Hashable, Sendable, CustomStringConvertible {
    var red: Int
    var green: Int
    var blue: Int

    init(_ red: Int, _ green: Int, _ blue: Int) {
      self.red = red
      self.green = green
      self.blue = blue
    }

    /// `#rrggbb` in hex, as a hex colour is parsed.
    init(hex: String) {
      let value = Int(hex.dropFirst(), radix: 16) ?? 0
      self.init((value >> 16) & 0xFF, (value >> 8) & 0xFF, value & 0xFF)
    }

    /// Whether each channel is within `tolerance` of the other colour's.
    func isClose(to other: Color, tolerance: Int = 6) -> Bool {
      abs(red - other.red) <= tolerance && abs(green - other.green) <= tolerance
        && abs(blue - other.blue) <= tolerance
    }

    var description: String { "rgb(\(red), \(green), \(blue))" }
  }

  let width: Int
  let height: Int
  let bytes: [UInt8]

  /// The colour at a pixel.
  func color(x: Int, y: Int) -> Color {
    let offset = (y * width + x) * 3
    return Color(Int(bytes[offset]), Int(bytes[offset + 1]), Int(bytes[offset + 2]))
  }

  /// How many pixels in a rectangle satisfy a test.
  ///
  /// - Parameters:
  ///   - x: The columns.
  ///   - y: The rows.
  ///   - test: The test.
  /// - Returns: The count.
  func count(x: Range<Int>, y: Range<Int>, where test: (Color) -> Bool) -> Int {
    var count = 0
    for row in y {
      for column in x where test(color(x: column, y: row)) { count += 1 }
    }
    return count
  }

  /// Nil when every listed pixel has its expected colour, else what differs.
  ///
  /// - Parameter expectations: Name, pixel and colour of each probe.
  /// - Returns: The first mismatch described, or nil.
  func mismatch(_ expectations: [(String, x: Int, y: Int, Color)]) -> String? {
    for (name, x, y, expected) in expectations {
      let actual = color(x: x, y: y)
      if !actual.isClose(to: expected) {
        return "\(name) at (\(x), \(y)) is \(actual), expected \(expected)"
      }
    }
    return nil
  }
}
