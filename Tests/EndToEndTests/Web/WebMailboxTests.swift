import Foundation
import SystemTestSupport
import Testing

extension EndToEnd {
  /// `mailbox-web`: the reader in headless Chromium; keys move and open, and hostile
  /// subjects and bodies reach the DOM as text.
  @Suite(.serialized)
  struct WebMailboxTests {
    /// `mailbox-web` on the sample, in a 1440x900 browser showing its first message.
    static func openSample() async throws -> (WebApp, WebBrowser) {
      let app = try await WebApp.start("mailbox-web", [])
      let browser = try await WebBrowser.start(width: 1440, height: 900)
      try await app.open(in: browser)
      try await browser.wait("a selected message") { try await $0.selectedRow() }
      return (app, browser)
    }

    /// `m` opens the compose form in the page (issue 33), the same content as in the other
    /// hosts: its fields are inputs labelled by their titles, and the bar's Send sends what
    /// was typed through the configured command.
    @Test func aNewMessageIsWrittenInTheComposeFormAndSent() async throws {
      let sandbox = try Sandbox()
      let sent = sandbox.files.appendingPathComponent("sent.eml")
      try MailboxComposeTests.writeSettings(
        to: sandbox.home.appendingPathComponent(".config/splitkit-mailbox"),
        sendCommand: "cat > '\(sent.path)'", editor: "form")
      let (app, browser) = try await WebApp.open(
        "mailbox-web", [], width: 1440, height: 900, sandbox: sandbox)
      defer { app.server.stop() }
      defer { browser.stop() }
      try await browser.wait("a selected message") { try await $0.selectedRow() }
      try await browser.press("m")
      let labels = """
        return [...document.querySelectorAll('.form input')].map((e) =>
          document.getElementById(e.getAttribute('aria-labelledby'))?.textContent)
        """
      let fields = try await browser.wait("the compose form's fields") { browser in
        let shown = try await browser.run(labels) as? [String] ?? []
        return shown.isEmpty ? nil : shown
      }
      #expect(fields == ["From", "To", "Cc", "Bcc", "Subject", "Attach"])
      let to = """
        [...document.querySelectorAll('.form input')].find((e) =>
          document.getElementById(e.getAttribute('aria-labelledby'))?.textContent === 'To')
        """
      _ = try await browser.run("\(to).focus()")
      try await browser.press("d", "e", "e", "@", "e", "x", ".", "o", "r", "g")
      // The Text row opens the message's text in a textarea; Send is in its bar too.
      _ = try await browser.run(
        "[...document.querySelectorAll('.disclosure')].find((b) => b.textContent.startsWith('Text')).click()"
      )
      try await browser.wait("the text's textarea") { browser in
        try await browser.run("return document.activeElement?.tagName") as? String == "TEXTAREA"
          ? 1 : nil
      }
      try await browser.press("H", "i", " ", "D", "e", "e")
      _ = try await browser.run(
        "[...document.querySelectorAll('.bar-button')].find((b) => b.textContent === 'Send').click()"
      )
      let message = try await browser.wait("the message sent, whole") { _ in
        (try? String(contentsOf: sent, encoding: .utf8)).flatMap { $0.contains("\n\n") ? $0 : nil }
      }
      #expect(MailboxComposeTests.header("To", in: message) == "dee@ex.org")
      #expect(MailboxComposeTests.header("From", in: message) == "Me Myself <me@example.org>")
      #expect(message.contains("Hi Dee"), "\(message)")
      try await browser.wait("the report in a status line") { browser in
        let status = try await browser.run(
          "return [...document.querySelectorAll('.status')].map((s) => s.textContent).join(' ')")
        return (status as? String)?.contains("Sent to dee@ex.org") == true ? 1 : nil
      }
    }

    @Test func theKeysMoveTheSelectionAndOpenAMessage() async throws {
      let (app, browser) = try await WebApp.open(
        "mailbox-web", [], width: 1440, height: 900)
      defer { app.server.stop() }
      defer { browser.stop() }
      let first = try await browser.wait("a selected message") { try await $0.selectedRow() }
      try await browser.press(WebBrowser.Keys.down)
      let second = try await browser.wait("the next message selected") { browser in
        let row = try await browser.selectedRow()
        return row != first ? row : nil
      }
      #expect(second != first)
      try await browser.press(WebBrowser.Keys.enter)
      try await browser.wait("the message shown, with the keyboard in it") { browser in
        let focused = try await browser.run(
          "return document.querySelector('section.pane.focused')?.dataset.column")
        let documents = try await browser.documents()
        return focused as? String == "secondary" && documents.contains { !$0.isEmpty } ? 1 : nil
      }
    }

    @Test func theAddressBarFollowsTheMessageAndTheBrowsersBackReturnsToTheList() async throws {
      let app = try await WebApp.start("mailbox-web", [])
      defer { app.server.stop() }
      let browser = try await WebBrowser.start(width: 1024, height: 900)
      defer { browser.stop() }
      try await browser.resize(width: 390, height: 844)
      try await app.open(in: browser)
      try await browser.wait("the list alone") { browser in
        let collapsed = try await browser.isCollapsed()
        let rows = try await browser.rowElements()
        return collapsed && rows > 0 ? 1 : nil
      }
      let hash = "return location.hash"
      let list = try await browser.wait("the mailbox in the address") { browser in
        (try await browser.run(hash) as? String).flatMap { $0.hasPrefix("#/") ? $0 : nil }
      }
      try await browser.press(WebBrowser.Keys.down, WebBrowser.Keys.enter)
      let open = try await browser.wait("the message open, its ID in the address") { browser in
        let address = try await browser.run(hash) as? String ?? ""
        let documents = try await browser.documents()
        return address.hasPrefix(list + "/") && documents.count == 1 ? address : nil
      }
      #expect(open.contains("@"), "\(open)")
      // The browser's Back pops the stack: the list again, and its address.
      try await browser.back()
      try await browser.wait("the list back after the browser's Back") { browser in
        let address = try await browser.run(hash) as? String
        let rows = try await browser.rowElements()
        return address == list && rows > 0 ? 1 : nil
      }
      // Forward opens the message again.
      _ = try await browser.run("history.forward()")
      try await browser.wait("the message again after Forward") { try await $0.shows(open) }
      // A reload keeps it (the tab's own app), and so does a new app for the tab (its
      // session forgotten): the route from the address opens the message.
      let reloaded = "return window.__before === undefined"
      _ = try await browser.run("window.__before = 1; location.reload()")
      try await browser.wait("the message after a reload") { browser in
        try await browser.run(reloaded) as? Bool == true ? browser.shows(open) : nil
      }
      _ = try await browser.run("window.__before = 1; sessionStorage.clear(); location.reload()")
      try await browser.wait("the message in a new app for the tab") { browser in
        try await browser.run(reloaded) as? Bool == true ? browser.shows(open) : nil
      }
      let titles = try await browser.titles()
      #expect(titles.count == 1 && titles[0] != "No message", "\(titles)")
      // Its bar's Back pops it, and the history goes back with it.
      _ = try await browser.run("document.querySelector('.bar button.back').click()")
      try await browser.wait("the list after the bar's Back") { browser in
        let address = try await browser.run(hash) as? String
        let rows = try await browser.rowElements()
        return address == list && rows > 0 ? 1 : nil
      }
    }

    /// Filters the sample to its 406-line transcript and opens it.
    static func openTranscript(in browser: WebBrowser) async throws {
      try await browser.press("/")
      try await browser.press("t", "r", "a", "n", "s", "c", "r", "i", "p", "t")
      try await browser.wait("the transcript alone in the list") { browser in
        let count = try await browser.run(
          "return Number(document.querySelector('[role=listbox]').getAttribute('aria-setsize'))")
        return count as? Int == 1 ? 1 : nil
      }
      try await browser.press(WebBrowser.Keys.enter, WebBrowser.Keys.enter)
    }

    @Test func aLongMessageShowsItsStartAndScrollingBringsTheRest() async throws {
      let (app, browser) = try await Self.openSample()
      defer { app.server.stop() }
      defer { browser.stop() }
      try await Self.openTranscript(in: browser)
      let paragraphs = "return document.querySelectorAll('article.doc > :not(.doc-rest)').length"
      let first = try await browser.wait("the message's start") { browser in
        let text = try await browser.documents().first ?? ""
        let count = try await browser.run(paragraphs) as? Int ?? 0
        return text.contains("Line 1: ") && count > 0 ? count : nil
      }
      // 900 - 72 = 828 points: about 41 lines in view, not the 406 of the message.
      #expect(first < 50, "\(first) blocks")
      // Scrolling to the bottom again and again brings the rest, up to its last line.
      try await browser.wait("the last line after scrolling") { browser in
        _ = try await browser.run(
          "const a = document.querySelector('article.doc'); a.scrollTop = a.scrollHeight")
        let text = try await browser.documents().first ?? ""
        return text.contains("Line 400: ") ? 1 : nil
      }
      #expect(try await browser.run(paragraphs) as? Int == 406)
      let text = try await browser.documents().first ?? ""
      #expect(text.components(separatedBy: "Line 200: ").count == 2, "each line once")
    }

    /// End in a long message shows its last lines without sending the rest, and scrolling
    /// up from there brings the lines above, each once, up to its first.
    @Test func afterEndALongMessageShowsItsEndAndScrollingUpBringsTheRest() async throws {
      let (app, browser) = try await Self.openSample()
      defer { app.server.stop() }
      defer { browser.stop() }
      try await Self.openTranscript(in: browser)
      try await browser.wait("the message's start") { browser in
        let text = try await browser.documents().first ?? ""
        return text.contains("Line 1: ") ? 1 : nil
      }
      try await browser.click("article.doc")
      try await browser.press(WebBrowser.Keys.end)
      let paragraphs = "return document.querySelectorAll('article.doc > :not(.doc-rest)').length"
      let atEnd = try await browser.wait("the last line in view") { browser in
        let shows = try await browser.run(
          """
          const a = document.querySelector('article.doc');
          const last = [...a.querySelectorAll(':scope > p')].find((p) => p.textContent.includes('Line 400: '));
          if (!last) return false;
          const box = last.getBoundingClientRect(), view = a.getBoundingClientRect();
          return box.bottom <= view.bottom + 1 && box.bottom > view.top;
          """)
        return shows as? Bool == true ? try await browser.run(paragraphs) as? Int : nil
      }
      // 828 points: about 41 lines in view and a page more, not the 406 of the message.
      #expect(atEnd < 100, "\(atEnd) blocks after End")
      #expect(!(try await browser.documents().first ?? "").contains("Line 1: "))
      // Scrolling to the top again and again brings the rest, up to its first line.
      try await browser.wait("the first line after scrolling up") { browser in
        _ = try await browser.run("document.querySelector('article.doc').scrollTop = 0")
        let text = try await browser.documents().first ?? ""
        return text.contains("Line 1: ") ? 1 : nil
      }
      #expect(try await browser.run(paragraphs) as? Int == 406)
      let text = try await browser.documents().first ?? ""
      #expect(text.components(separatedBy: "Line 200: ").count == 2, "each line once")
      #expect(text.components(separatedBy: "Line 399: ").count == 2, "each line once")
    }

    @Test func sigtermWithATabOpenClosesItsSessionAndExits0() async throws {
      let app = try await WebApp.start("mailbox-web", [])
      defer { if app.server.isRunning { app.server.stop() } }
      let browser = try await WebBrowser.start(width: 1440, height: 900)
      defer { browser.stop() }
      try await app.open(in: browser)
      try await browser.wait("a selected message") { try await $0.selectedRow() }
      kill(app.server.pid, SIGTERM)
      let ended = try await app.server.waitForExit(timeout: .seconds(10))
      #expect(ended?.status == 0, "\(String(describing: ended))")
      #expect(ended?.standardOutput == "Open \(app.url)\n")
      try await browser.wait("the page says it is disconnected") { browser in
        try await browser.run("return document.getElementById('offline').hidden") as? Bool == false
          ? 1 : nil
      }
    }

    @Test func aHalfTypedSearchSurvivesAReload() async throws {
      let (app, browser) = try await Self.openSample()
      defer { app.server.stop() }
      defer { browser.stop() }
      let inputFocused =
        "return document.activeElement === document.querySelector('.filter input')"
      try await browser.press("/")
      try await browser.wait("the search field focused") { browser in
        try await browser.run(inputFocused) as? Bool == true ? 1 : nil
      }
      try await browser.press("p", "l", "a")
      let value = "return document.querySelector('.filter input')?.value"
      try await browser.wait("pla typed") { try await $0.run(value) as? String == "pla" ? 1 : nil }
      // The session has the text once the page sent it: the list shows fewer messages.
      try await browser.wait("the list filtered") { browser in
        let count = try await browser.run(
          "return Number(document.querySelector('[role=listbox]').getAttribute('aria-setsize'))")
        return (count as? Int).map { $0 < 150 } == true ? 1 : nil
      }
      _ = try await browser.run("location.reload()")
      try await browser.wait("the search text back after the reload") { browser in
        let rows = try await browser.rowElements()
        let text = try await browser.run(value) as? String
        return rows > 0 && text == "pla" ? 1 : nil
      }
    }

    @Test func hostileSubjectsAndBodiesShowAsText() async throws {
      let sandbox = try Sandbox()
      let mbox = sandbox.files.appendingPathComponent("hostile.mbox")
      let subject = #"<script>window.__pwned=1</script><img src=x onerror="window.__pwned=2">"#
      let body =
        #"<img src=x onerror="window.__pwned=3"> <a href="javascript:window.__pwned=4">x</a>"#
      try """
      From mallory@example.com Thu Jan  1 00:00:00 2026
      From: Mallory <mallory@example.com>
      Subject: \(subject)
      Date: Thu, 1 Jan 2026 00:00:00 +0000
      Message-ID: <1@example.com>

      \(body)
      javascript:window.__pwned=5

      """.write(to: mbox, atomically: true, encoding: .utf8)
      let (app, browser) = try await WebApp.open(
        "mailbox-web", [mbox.path], width: 1440, height: 900, sandbox: sandbox)
      defer { app.server.stop() }
      defer { browser.stop() }
      try await browser.wait("the hostile subject, as text") { browser in
        try await browser.selectedRowText()?.contains(subject) == true ? 1 : nil
      }
      try await browser.press(WebBrowser.Keys.enter)
      try await browser.wait("the hostile body, as text") { browser in
        try await browser.documents().contains {
          $0.contains(#"<img src=x onerror="window.__pwned=3">"#)
        }
          ? 1 : nil
      }
      #expect(try await browser.run("return window.__pwned === undefined") as? Bool == true)
      #expect(
        try await browser.run("return document.querySelectorAll('#root script, #root img').length")
          as? Int == 0)
      #expect(
        try await browser.run(
          "return [...document.querySelectorAll('#root a')].filter((a) => !/^(https?|mailto):/.test(a.href)).length"
        ) as? Int == 0, "only http(s) and mailto links")
    }
  }
}
