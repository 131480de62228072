import Foundation
import SystemTestSupport
import Testing

extension EndToEnd {
  /// The browser host's security points: the token for the page, its files and the
  /// socket; the socket's Origin check; the Content-Security-Policy; loopback by default.
  @Suite(.serialized)
  struct WebSecurityTests {
    @Test func withoutTheTokenThePageAndTheSocketAre403() async throws {
      let app = try await WebApp.start("splitkit-demo-web", [])
      defer { app.server.stop() }
      #expect(app.url.hasPrefix("http://127.0.0.1:"), "binds loopback: \(app.url)")
      #expect(app.token.count == 32)
      #expect(try await app.status("/") == 403)
      #expect(try await app.status("/?token=wrong") == 403)
      #expect(try await app.status("/?token=" + String(app.token.dropLast())) == 403)
      #expect(try await app.status("/app.js") == 403)
      #expect(try await app.status("/ws", headers: WebApp.upgrade) == 403)
      #expect(
        try await app.status(
          "/ws", headers: WebApp.upgrade + ["Cookie: splitkit_token=nope", "Origin: " + app.origin])
          == 403)
      // With the token: the page, its script, and the socket from the page's own origin.
      #expect(try await app.status("/?token=" + app.token) == 200)
      let cookie = "Cookie: splitkit_token=" + app.token
      #expect(try await app.status("/app.js", headers: [cookie]) == 200)
      #expect(
        try await app.status(
          "/ws", headers: WebApp.upgrade + [cookie, "Origin: http://evil.example"]) == 403)
      #expect(
        try await app.status("/ws", headers: WebApp.upgrade + [cookie, "Origin: " + app.origin])
          == 101)
    }

    @Test func aSocketSendingTooMuchIsClosed() async throws {
      let (app, browser) = try await WebApp.open(
        "splitkit-demo-web", [], width: 1440, height: 900)
      defer { app.server.stop() }
      defer { browser.stop() }
      try await browser.wait("the page drawn") { try await $0.selectedRow() }
      // A second socket from the page (same origin, the cookie): an oversized message, then
      // a flood of small ones, each closes it; the answer is the close event's code.
      func closeCode(_ send: String) async throws -> Int? {
        try await browser.runAsync(
          """
          const done = arguments[0];
          const socket = new WebSocket("ws://" + location.host + "/ws");
          socket.onopen = () => { \(send) };
          socket.onclose = (event) => done(event.code);
          setTimeout(() => done(-1), 10000);
          """) as? Int
      }
      let big = try await closeCode(#"socket.send("x".repeat(100 * 1024));"#)
      #expect(big != nil && big != -1, "closed: \(String(describing: big))")
      let flood = try await closeCode(#"for (let i = 0; i < 2000; i++) socket.send("{}");"#)
      #expect(flood != nil && flood != -1, "closed: \(String(describing: flood))")
      // The socket compresses (permessage-deflate, RFC 7692): what the browser agreed to.
      let extensions =
        try await browser.runAsync(
          """
          const done = arguments[0];
          const socket = new WebSocket("ws://" + location.host + "/ws");
          socket.onopen = () => { done(socket.extensions); socket.close(); };
          setTimeout(() => done("timed out"), 10000);
          """) as? String
      #expect(extensions?.hasPrefix("permessage-deflate") == true, "\(extensions ?? "nil")")
      // The page's own socket is still open and working.
      try await browser.press(WebBrowser.Keys.down)
      try await browser.wait("Item 2 selected") { try await $0.selectedRow() == "Item 2" ? 1 : nil }
    }

    @Test func thePageAllowsOnlyItsOwnScriptAndSetsAStrictCookie() async throws {
      let app = try await WebApp.start("splitkit-demo-web", [])
      defer { app.server.stop() }
      let curl = try Subprocess.which("curl")
      let output = try await Subprocess.run(
        curl, ["-s", "-D", "-", "-o", "/dev/null", "-m", "3", app.url], timeout: .seconds(10))
      let headers = output.standardOutput.lowercased()
      #expect(headers.contains("content-security-policy: default-src 'none'; script-src 'self';"))
      #expect(
        headers.contains(
          "set-cookie: splitkit_token=\(app.token); path=/; httponly; samesite=strict"))
      #expect(headers.contains("x-content-type-options: nosniff"))
    }

    @Test func ctrlCOrSIGTERMEndsTheServer() async throws {
      let app = try await WebApp.start("splitkit-demo-web", [])
      kill(app.server.pid, SIGTERM)
      let ended = try await app.server.waitForExit(timeout: .seconds(10))
      #expect(ended?.status == 0, "SIGTERM ends it cleanly: \(String(describing: ended))")
      #expect(ended?.standardOutput == "Open \(app.url)\n", "one line on stdout")
    }

    /// A connection that has sent no request (a browser opens one ahead of need, and a page
    /// whose socket closed opens one to reconnect) does not keep SIGTERM from ending the
    /// server: it hung until the browser closed it.
    @Test func sigtermEndsTheServerWhileAConnectionHasSentNothing() async throws {
      let app = try await WebApp.start("splitkit-demo-web", [])
      let port = try #require(app.origin.split(separator: ":").last.flatMap { UInt16($0) })
      let idle = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
      #expect(idle >= 0)
      defer { close(idle) }
      var address = sockaddr_in()
      address.sin_family = sa_family_t(AF_INET)
      address.sin_port = port.bigEndian
      address.sin_addr.s_addr = inet_addr("127.0.0.1")
      let connected = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          connect(idle, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
      }
      #expect(connected == 0, "connect: errno \(errno)")
      // Connections are accepted in order: once a later one is answered, the idle one has
      // been accepted and handed to the server.
      #expect(try await app.status("/") == 403)
      kill(app.server.pid, SIGTERM)
      let ended = try await app.server.waitForExit(timeout: .seconds(10))
      if ended == nil { app.server.stop() }
      #expect(ended?.status == 0, "SIGTERM ends it cleanly: \(String(describing: ended))")
    }
  }
}
