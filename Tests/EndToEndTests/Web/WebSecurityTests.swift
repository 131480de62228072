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
  }
}
