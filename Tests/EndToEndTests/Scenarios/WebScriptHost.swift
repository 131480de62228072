import Foundation
import SystemTestSupport

/// `mailbox-web` in headless Chromium with a 480 x 800 viewport, where the reader is
/// collapsed; keys go through WebDriver, and the screen is read from the DOM as its ARIA
/// describes it (a row's `aria-description` holds its state, as GTK's accessible
/// description does).
final class WebScriptHost: ScriptHost {
  private var app: WebApp?
  private var browser: WebBrowser?

  deinit { close() }

  /// JavaScript that sets `panes` to the panes in view (a collapsed stack keeps the others
  /// in the DOM, off screen).
  private static let panesInView = """
    const panes = [...document.querySelectorAll('section.pane')].filter((e) => {
      const r = e.getBoundingClientRect(); return r.width > 0 && r.right > 0 && r.left < innerWidth; });
    """

  func launch(_ arguments: [String], in sandbox: Sandbox) async throws {
    let app = try await WebApp.start("mailbox-web", arguments, sandbox: sandbox)
    self.app = app
    if browser == nil {
      let started = try await WebBrowser.start(width: 800, height: 800)
      browser = started
      try await started.resize(width: 480, height: 800)
    }
    guard let browser else { throw EndToEndError("no browser") }
    try await app.open(in: browser)
    try await browser.wait("the page drawn") { browser in
      try await browser.run("return document.querySelector('section.pane') ? 1 : null") as? Int
    }
  }

  private func running() throws -> WebBrowser {
    guard let browser, app != nil else { throw EndToEndError("mailbox-web is not running") }
    return browser
  }

  func press(_ key: UserScript.Key) async throws {
    let name =
      switch key {
      case .up: WebBrowser.Keys.up
      case .down: WebBrowser.Keys.down
      case .home: WebBrowser.Keys.home
      case .end: WebBrowser.Keys.end
      case .enter: WebBrowser.Keys.enter
      case .escape: WebBrowser.Keys.escape
      case .tab: "\u{E004}"
      case .character(let character): String(character)
      }
    try await running().press(name)
  }

  func type(_ text: String) async throws {
    let browser = try running()
    for character in text { try await browser.press(String(character)) }
  }

  /// Clicks the middle of the row showing `text` in a pane in view, with the mouse.
  func click(row text: String) async throws {
    let browser = try running()
    let center =
      try await browser.run(
        """
        \(Self.panesInView)
        const row = panes.flatMap((p) => [...p.querySelectorAll('[role=option]')])
          .find((o) => o.textContent.includes(arguments[0]));
        if (!row) return null;
        const r = row.getBoundingClientRect();
        return [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)];
        """, arguments: [text]) as? [Int] ?? []
    guard center.count == 2 else { throw EndToEndError("no row shows \(text)") }
    try await browser.click(x: center[0], y: center[1])
  }

  /// The rows of the panes in view, with their descriptions; the text of a document in
  /// view as the message when it is one (its header block has a `Subject:` line).
  func read() async throws -> SeenScreen {
    let value =
      try await running().run(
        """
        \(Self.panesInView)
        const rows = panes.flatMap((p) => [...p.querySelectorAll('[role=option]')])
          .map((o) => [o.textContent, o.getAttribute('aria-description') || '']);
        const doc = panes.flatMap((p) => [...p.querySelectorAll('article.doc')])
          .map((d) => d.innerText).find((t) => t.includes('Subject:'));
        const searching = document.activeElement?.closest('.filter') != null;
        return [rows, doc ?? null, searching, document.body.innerText];
        """) as? [Any]
    guard let value, value.count == 4 else { throw EndToEndError("the page read nothing") }
    let rows = (value[0] as? [[String]] ?? []).map { row in
      let description = row.count > 1 ? row[1] : ""
      return SeenScreen.Row(
        text: row.first ?? "", isUnread: description.contains("unread"),
        isInConversation: description.contains("conversation") || description.contains("reply"),
        isFlagged: description.contains("flagged"))
    }
    let evidence = value[3] as? String ?? ""
    return SeenScreen(
      rows: rows, message: value[1] as? String, isSearching: value[2] as? Bool ?? false,
      evidence: evidence)
  }

  /// Ends the server as Ctrl-C would (the web has no quit key): it closes the sessions,
  /// which save their state, and exits with status 0.
  func quit() async throws {
    guard let app else { throw EndToEndError("mailbox-web is not running") }
    kill(app.server.pid, SIGTERM)
    let ended = try await app.server.waitForExit(timeout: .seconds(10))
    guard ended?.status == 0 else {
      throw EndToEndError("mailbox-web after SIGTERM: \(String(describing: ended))")
    }
    self.app = nil
  }

  func close() {
    browser?.stop()
    browser = nil
    _ = app?.server.stop()
    app = nil
  }
}
