import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A headless Chromium driven through chromedriver's WebDriver HTTP API (with `curl`),
/// for the browser host's end-to-end tests.
///
/// ```swift
/// let browser = try await WebBrowser.start(width: 1440, height: 900)
/// defer { browser.stop() }
/// try await browser.open(url)
/// let count = try await browser.wait("rows shown") { try await $0.number("return 1") }
/// ```
package final class WebBrowser: Sendable {
  private let driver: Subprocess.Running
  private let base: String
  private let session: String

  private init(driver: Subprocess.Running, base: String, session: String) {
    self.driver = driver
    self.base = base
    self.session = session
  }

  /// Starts chromedriver on a free port and a headless Chromium at a window size.
  ///
  /// - Parameters:
  ///   - width: The window's width in CSS pixels.
  ///   - height: Its height.
  /// - Returns: The browser.
  /// - Throws: ``EndToEndError`` when chromedriver or Chromium is missing or does not start.
  package static func start(width: Int, height: Int) async throws -> WebBrowser {
    let chromedriver = try Subprocess.which("chromedriver")
    let chromium = try Subprocess.which("chromium")
    let port = try freePort()
    let driver = try Subprocess.start(chromedriver, ["--port=\(port)"])
    let base = "http://127.0.0.1:\(port)"
    let deadline = ContinuousClock.now + .seconds(20)
    while (try? await request("GET", base + "/status"))?["value"] == nil {
      guard ContinuousClock.now < deadline, driver.isRunning else {
        driver.stop()
        throw EndToEndError("chromedriver did not answer on port \(port)")
      }
      try await Task.sleep(for: .milliseconds(50))
    }
    let capabilities: [String: Any] = [
      "capabilities": [
        "alwaysMatch": [
          "browserName": "chrome",
          "goog:chromeOptions": [
            "binary": chromium.path,
            "args": [
              "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
              "--window-size=\(width),\(height)",
            ],
          ],
        ]
      ]
    ]
    let answer = try await request("POST", base + "/session", capabilities)
    guard let value = answer["value"] as? [String: Any], let id = value["sessionId"] as? String
    else {
      driver.stop()
      throw EndToEndError("chromedriver made no session: \(answer)")
    }
    return WebBrowser(driver: driver, base: base, session: id)
  }

  /// Ends the browser and chromedriver.
  package func stop() {
    let url = "\(base)/session/\(session)"
    _ = try? Subprocess.runQuickly(
      try Subprocess.which("curl"), ["-s", "-m", "10", "-X", "DELETE", url])
    driver.stop()
  }

  /// Opens a URL and waits for the page to load.
  ///
  /// - Parameter url: The URL.
  package func open(_ url: String) async throws {
    _ = try await command("url", ["url": url])
  }

  /// Sets the viewport's size in CSS pixels, as a phone's or a desktop's (Chrome's
  /// device-metrics override: a window cannot be narrower than about 500 pixels).
  ///
  /// - Parameters:
  ///   - width: The width.
  ///   - height: The height.
  package func resize(width: Int, height: Int) async throws {
    _ = try await command(
      "goog/cdp/execute",
      [
        "cmd": "Emulation.setDeviceMetricsOverride",
        "params": [
          "width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 600,
        ] as [String: Any],
      ])
  }

  /// Presses the browser's Back button: the history's previous entry.
  package func back() async throws {
    _ = try await command("back", [:])
  }

  /// Runs JavaScript in the page and returns what it returned (JSON-decoded).
  ///
  /// - Parameters:
  ///   - script: A function body, such as `return document.title`.
  ///   - arguments: Values the script reads as `arguments[0]`…, passed as JSON (never
  ///     pasted into its text).
  /// - Returns: The result.
  package func run(_ script: String, arguments: [Any] = []) async throws -> Any? {
    let answer = try await command("execute/sync", ["script": script, "args": arguments])
    return answer["value"]
  }

  /// Runs asynchronous JavaScript in the page: the script calls its last argument with
  /// the result.
  ///
  /// - Parameter script: A function body ending by calling `arguments[0](value)`.
  /// - Returns: The value it was called with.
  package func runAsync(_ script: String) async throws -> Any? {
    let answer = try await command("execute/async", ["script": script, "args": [] as [Any]])
    return answer["value"]
  }

  /// Presses and releases keys, as WebDriver names them (``Keys``) or characters.
  ///
  /// - Parameter keys: The keys, one after another.
  package func press(_ keys: String...) async throws {
    var actions: [[String: Any]] = []
    for key in keys {
      actions.append(["type": "keyDown", "value": key])
      actions.append(["type": "keyUp", "value": key])
    }
    _ = try await command(
      "actions", ["actions": [["type": "key", "id": "keyboard", "actions": actions]]])
  }

  /// Presses keys together (a modifier first, as `chord(Keys.shift, Keys.f10)`), then
  /// releases them in reverse.
  ///
  /// - Parameter keys: The keys, held down in this order.
  package func chord(_ keys: String...) async throws {
    let actions =
      keys.map { ["type": "keyDown", "value": $0] }
      + keys.reversed().map { ["type": "keyUp", "value": $0] }
    _ = try await command(
      "actions", ["actions": [["type": "key", "id": "keyboard", "actions": actions]]])
  }

  /// Clicks (or taps) with the mouse at a point of the viewport, in CSS pixels.
  ///
  /// - Parameters:
  ///   - x: The distance from the left.
  ///   - y: The distance from the top.
  ///   - button: The mouse button: 0 the main one, 2 the secondary (a right click).
  package func click(x: Int, y: Int, button: Int = 0) async throws {
    let actions: [[String: Any]] = [
      ["type": "pointerMove", "x": x, "y": y, "origin": "viewport"],
      ["type": "pointerDown", "button": button], ["type": "pointerUp", "button": button],
    ]
    _ = try await command(
      "actions",
      [
        "actions": [
          [
            "type": "pointer", "id": "mouse", "parameters": ["pointerType": "mouse"],
            "actions": actions,
          ]
        ]
      ])
  }

  /// Swipes with one finger (a touch pointer) from a point to another of the viewport,
  /// in CSS pixels, through `steps` moves of 16 milliseconds.
  ///
  /// - Parameters:
  ///   - from: Where the finger goes down.
  ///   - to: Where it lifts.
  ///   - steps: How many moves between.
  package func swipe(from: (x: Int, y: Int), to: (x: Int, y: Int), steps: Int = 12) async throws {
    var actions: [[String: Any]] = [
      ["type": "pointerMove", "x": from.x, "y": from.y, "origin": "viewport"],
      ["type": "pointerDown", "button": 0],
    ]
    for step in 1...max(1, steps) {
      let x = from.x + (to.x - from.x) * step / max(1, steps)
      let y = from.y + (to.y - from.y) * step / max(1, steps)
      actions.append(
        ["type": "pointerMove", "x": x, "y": y, "origin": "viewport", "duration": 16])
    }
    actions.append(["type": "pointerUp", "button": 0])
    _ = try await command(
      "actions",
      [
        "actions": [
          [
            "type": "pointer", "id": "finger", "parameters": ["pointerType": "touch"],
            "actions": actions,
          ]
        ]
      ])
  }

  /// WebDriver's names of special keys.
  package enum Keys {
    /// Enter.
    package static let enter = "\u{E007}"
    /// Escape.
    package static let escape = "\u{E00C}"
    /// The down arrow.
    package static let down = "\u{E015}"
    /// The up arrow.
    package static let up = "\u{E013}"
    /// The right arrow.
    package static let right = "\u{E014}"
    /// End.
    package static let end = "\u{E010}"
    /// Home.
    package static let home = "\u{E011}"
    /// Control, to hold in ``WebBrowser/chord(_:)``.
    package static let control = "\u{E009}"
    /// Shift, to hold in ``WebBrowser/chord(_:)``.
    package static let shift = "\u{E008}"
    /// F10.
    package static let f10 = "\u{E03A}"
  }

  /// Polls `probe` until it returns non-nil or the deadline passes.
  ///
  /// - Parameters:
  ///   - what: What is awaited, for the failure's message.
  ///   - timeout: How long to wait.
  ///   - probe: Returns the awaited value, or nil while it is not there yet.
  /// - Returns: The value.
  /// - Throws: ``EndToEndError`` with the last page state when it never came.
  @discardableResult
  package func wait<Value>(
    _ what: String, timeout: Duration = .seconds(20),
    _ probe: (WebBrowser) async throws -> Value?
  ) async throws -> Value {
    let deadline = ContinuousClock.now + timeout
    while true {
      if let value = try await probe(self) { return value }
      if ContinuousClock.now >= deadline {
        let body = (try? await run("return document.body.innerText")) as? String ?? "?"
        throw EndToEndError("timed out waiting for \(what); the page shows:\n\(body)")
      }
      try await Task.sleep(for: .milliseconds(50))
    }
  }

  private func command(_ path: String, _ body: [String: Any]) async throws -> [String: Any] {
    let answer = try await Self.request("POST", "\(base)/session/\(session)/\(path)", body)
    if let value = answer["value"] as? [String: Any], let error = value["error"] as? String {
      throw EndToEndError("WebDriver \(path): \(error): \(value["message"] ?? "")")
    }
    return answer
  }

  /// One WebDriver request through curl; the JSON answer as a dictionary.
  private static func request(_ method: String, _ url: String, _ body: [String: Any]? = nil)
    async throws -> [String: Any]
  {
    var arguments = ["-s", "-m", "60", "-X", method, url, "-H", "Content-Type: application/json"]
    if let body {
      let data = try JSONSerialization.data(withJSONObject: body)
      arguments += ["--data-binary", String(decoding: data, as: UTF8.self)]
    }
    let output = try await Subprocess.run(
      try Subprocess.which("curl"), arguments, timeout: .seconds(90))
    guard output.status == 0 else { throw EndToEndError("curl \(url): status \(output.status)") }
    let object = try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8))
    return object as? [String: Any] ?? [:]
  }

  /// A TCP port nothing listens on now (bound to 0, read, closed).
  private static func freePort() throws -> Int {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { throw EndToEndError("socket() failed") }
    defer { close(descriptor) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, length) == 0 && getsockname(descriptor, $0, &length) == 0
      }
    }
    guard bound else { throw EndToEndError("cannot find a free port") }
    return Int(UInt16(bigEndian: address.sin_port))
  }
}
