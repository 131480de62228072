import Foundation
import SystemTestSupport

/// A `-web` launcher running in the background on a free port, with the URL it printed.
struct WebApp {
  let server: Subprocess.Running
  /// The URL with its token, as printed.
  let url: String
  /// The sandbox it runs in (HOME, XDG_STATE_HOME).
  let sandbox: Sandbox

  /// The server's origin, `http://127.0.0.1:PORT`.
  var origin: String { String(url.prefix { $0 != "?" }.dropLast()) }
  /// The token from the URL.
  var token: String { String(url.split(separator: "=").last ?? "") }

  /// Starts `name` with `--port 0`, waits for its one line, `Open URL`, and then for its
  /// port to answer HTTP, so a browser sent there finds the server.
  static func start(_ name: String, _ arguments: [String], sandbox: Sandbox? = nil)
    async throws -> WebApp
  {
    let sandbox = try sandbox ?? Sandbox()
    let binary = try Binary.locate(name)
    let server = try Subprocess.start(
      binary.url, arguments + ["--port", "0"], environment: sandbox.environment())
    let stdout = server.scratch.url.appendingPathComponent("stdout")
    let deadline = ContinuousClock.now + .seconds(30)
    while ContinuousClock.now < deadline {
      let text = (try? String(contentsOf: stdout, encoding: .utf8)) ?? ""
      if text.hasSuffix("\n"), let line = text.split(separator: "\n").first,
        line.hasPrefix("Open ")
      {
        let app = WebApp(server: server, url: String(line.dropFirst(5)), sandbox: sandbox)
        try await app.waitUntilAnswering(deadline: deadline)
        return app
      }
      guard server.isRunning else { break }
      try await Task.sleep(for: .milliseconds(20))
    }
    let output = server.stop()
    throw EndToEndError("\(name) printed no Open line: \(output)")
  }

  /// Starts `name` and opens its page in a new headless browser of `width` by `height`
  /// CSS pixels: stop both when done (`app.server.stop()`, `browser.stop()`).
  static func open(
    _ name: String, _ arguments: [String], width: Int = 1280, height: Int = 800,
    sandbox: Sandbox? = nil
  ) async throws -> (WebApp, WebBrowser) {
    let app = try await start(name, arguments, sandbox: sandbox)
    do {
      let browser = try await WebBrowser.start(width: width, height: height)
      do {
        try await app.open(in: browser)
        return (app, browser)
      } catch {
        browser.stop()
        throw error
      }
    } catch {
      app.server.stop()
      throw error
    }
  }

  /// Polls the server's page until it answers with any HTTP status (a refused connection
  /// gives none); throws with what the server wrote if it ends or `deadline` passes first.
  func waitUntilAnswering(deadline: ContinuousClock.Instant) async throws {
    while ContinuousClock.now < deadline {
      if try await status("/") != 0 { return }
      if let ended = try await server.waitForExit(timeout: .milliseconds(50)) {
        throw EndToEndError("the server at \(origin) ended before it answered: \(ended)")
      }
    }
    throw EndToEndError("the server at \(origin) did not answer HTTP: \(server.stop())")
  }

  /// Opens the page in `browser`.
  ///
  /// If the browser cannot load it, the error says whether the server still runs (and, if
  /// it ended, its status and what it wrote), the cause a refused connection alone hides.
  func open(in browser: WebBrowser) async throws {
    do {
      try await browser.open(url)
    } catch {
      guard let ended = try await server.waitForExit(timeout: .milliseconds(100)) else {
        let answers = try await status("/")
        throw EndToEndError("\(error); the server still runs (HTTP status \(answers))")
      }
      throw EndToEndError("\(error); the server had ended: \(ended)")
    }
  }

  /// An HTTP status for a request with curl (`-H` headers as given).
  func status(_ path: String, headers: [String] = []) async throws -> Int {
    let curl = try Subprocess.which("curl")
    let output = try await Subprocess.run(
      curl,
      ["-s", "-o", "/dev/null", "-m", "3", "-w", "%{http_code}", origin + path]
        + headers.flatMap { ["-H", $0] }, timeout: .seconds(10))
    return Int(output.standardOutput) ?? 0
  }

  /// The headers of a WebSocket upgrade request.
  static let upgrade = [
    "Connection: Upgrade", "Upgrade: websocket", "Sec-WebSocket-Version: 13",
    "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==",
  ]
}
