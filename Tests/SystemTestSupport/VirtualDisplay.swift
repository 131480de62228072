import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// An Xvfb server of its own for one GTK test, with the X tools that drive it: `xdotool`
/// for input and windows, ImageMagick's `import` for screenshots.
///
/// The end-to-end tests run the GTK apps on it; `SplitKitGTKTests` open it in-process.
///
/// ```swift
/// let display = try await VirtualDisplay.start()
/// defer { display.stop() }
/// let app = try Subprocess.start(binary.url, ["sliding-master"], environment: display.environment)
/// let window = try await display.waitForWindow(named: "sliding-master")
/// let shot = try display.screenshot()
/// ```
package final class VirtualDisplay: Sendable {
  /// The display number (`:N`).
  package let number: Int
  /// The screen's width in pixels.
  package let width = 1280
  /// The screen's height in pixels.
  package let height = 1100
  private let server: Subprocess.Running

  private init(number: Int, server: Subprocess.Running) {
    self.number = number
    self.server = server
  }

  /// The display's name for `DISPLAY` or `gdk_display_open`, such as `:3`.
  package var name: String { ":\(number)" }

  /// Starts Xvfb on a display number it picks itself (`-displayfd`: the server writes
  /// the number to its standard output once it accepts connections).
  ///
  /// Nothing here assumes a display number or reads `DISPLAY`: every program started on
  /// the display gets `DISPLAY` from ``environment(_:)`` or ``name``. The server runs with
  /// `-noreset`. Without it, Xvfb resets whenever its last client disconnects, and a
  /// client that connected during that moment (GTK starting while a polling `xdotool` or
  /// `import` exits) is dropped before its handshake completes: "Can't open display :0",
  /// rarely, and more often under load (`VirtualDisplayTests` provokes exactly this).
  ///
  /// - Returns: The running display.
  /// - Throws: ``EndToEndError`` when Xvfb is missing or does not come up in time.
  package static func start() async throws -> VirtualDisplay {
    let server = try Subprocess.start(
      Subprocess.which("Xvfb"),
      [
        "-displayfd", "1", "-noreset", "-screen", "0", "1280x1100x24", "-nolisten", "tcp", "-dpi",
        "96",
      ])
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
  package func stop() {
    server.stop()
  }

  /// The environment a GTK app needs to open this display, deterministically: X11
  /// backend, no accessibility bus, the Cairo renderer, a fixed locale.
  ///
  /// - Parameter sandbox: Supplies `HOME` and the state directory.
  /// - Returns: The environment.
  package func environment(_ sandbox: Sandbox) -> [String: String] {
    sandbox.environment([
      "DISPLAY": name, "GDK_BACKEND": "x11", "GSK_RENDERER": "cairo",
      "NO_AT_BRIDGE": "1", "GTK_A11Y": "none", "XDG_RUNTIME_DIR": sandbox.files.path,
    ])
  }

  /// Runs `xdotool` with arguments on this display.
  ///
  /// - Parameter arguments: The xdotool command line.
  /// - Returns: Its standard output.
  /// - Throws: ``EndToEndError`` when xdotool fails.
  @discardableResult
  package func xdotool(_ arguments: [String]) throws -> String {
    let output = try Subprocess.runQuickly(
      Subprocess.which("xdotool"), arguments,
      // A UTF-8 locale, or `type` refuses anything past ASCII.
      environment: ["DISPLAY": self.name, "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"])
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
  package func waitForWindow(named name: String, timeout: Duration = .seconds(20)) async throws
    -> String
  {
    let deadline = ContinuousClock.now + timeout
    while ContinuousClock.now < deadline {
      let output = try Subprocess.runQuickly(
        Subprocess.which("xdotool"), ["search", "--onlyvisible", "--name", name],
        environment: ["DISPLAY": self.name])
      if let id = output.standardOutput.split(separator: "\n").first { return String(id) }
      try await Task.sleep(for: .milliseconds(50))
    }
    throw EndToEndError("no window named \(name) appeared on :\(number) within \(timeout)")
  }

  /// Takes a screenshot of the whole screen.
  ///
  /// - Returns: The pixels.
  /// - Throws: ``EndToEndError`` when `import` fails.
  package func screenshot() throws -> Screenshot {
    let scratch = try TemporaryDirectory(prefix: "shot")
    let file = scratch.url.appendingPathComponent("screen.rgb").path
    let output = try Subprocess.runQuickly(
      Subprocess.which("import"), ["-window", "root", "-depth", "8", "rgb:\(file)"],
      environment: ["DISPLAY": self.name])
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
  package func waitForScreen(
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
