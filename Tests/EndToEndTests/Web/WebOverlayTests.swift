import Foundation
import SystemTestSupport
import Testing

extension EndToEnd {
  /// Questions, context menus and symbols in the browser: a modal dialog, a `role=menu`
  /// beside the row and glyphs on bar buttons, each answered by the content.
  @Suite(.serialized)
  struct WebOverlayTests {
    @Test func resetAsksInAModalDialogWhoseNoKeepsAndYesResetsTheValues() async throws {
      let (app, browser) = try await WebApp.open(
        "gallery-web", ["settings"], width: 1280, height: 800)
      defer { app.server.stop() }
      defer { browser.stop() }
      let bluetooth = "[role=switch]"
      let isOn = "return document.querySelector('\(bluetooth)')?.getAttribute('aria-checked')"
      try await browser.wait("Bluetooth on") {
        try await $0.run(isOn) as? String == "true" ? 1 : nil
      }
      try await browser.click(bluetooth)
      try await browser.wait("Bluetooth off") {
        try await $0.run(isOn) as? String == "false" ? 1 : nil
      }
      let dialog = """
        const d = document.querySelector('dialog.question');
        if (!d || !d.open) return null;
        return [d.getAttribute('role'), document.getElementById(d.getAttribute('aria-labelledby'))?.textContent,
          ...[...d.querySelectorAll('button')].map((b) => b.textContent), String(d.matches(':modal'))];
        """
      let closed = "const d = document.querySelector('dialog.question'); return !d || !d.open"
      // Reset asks; No keeps the values.
      try await browser.click(".form-button.destructive")
      let shown = try await browser.wait("the question's dialog") {
        try await $0.run(dialog) as? [String]
      }
      #expect(shown == ["alertdialog", "Reset all settings?", "No", "Yes", "true"])
      try await browser.click("dialog.question button")
      try await browser.wait("the dialog closed") {
        try await $0.run(closed) as? Bool == true ? 1 : nil
      }
      #expect(try await browser.run(isOn) as? String == "false")
      // Again, and Yes resets them.
      try await browser.click(".form-button.destructive")
      try await browser.wait("the dialog again") { try await $0.run(dialog) as? [String] }
      try await browser.click("dialog.question button:last-child")
      try await browser.wait("the values reset, the dialog closed") { browser in
        let reset = try await browser.run(isOn) as? String == "true"
        let isClosed = try await browser.run(closed) as? Bool == true
        return reset && isClosed ? 1 : nil
      }
    }

    @Test func aRightClickOnARowShowsItsMenuAndAnItemRunsOnTheRow() async throws {
      let (app, browser) = try await WebMailboxTests.openSample()
      defer { app.server.stop() }
      defer { browser.stop() }
      let status =
        "return document.querySelectorAll('[role=option].unread').length + ' unread | ' + [...document.querySelectorAll('.status')].map((s) => s.textContent).join(' | ')"
      // The unread rows and the status lines: marking a row read or unread changes them.
      let before = try await browser.wait("the rows") { browser in
        try await browser.rowElements() > 0 ? try await browser.run(status) as? String : nil
      }
      try await browser.click("[role=option]", button: 2)
      let items = try await browser.wait("the row's menu") { browser in
        try await browser.run(
          "const m = document.querySelector('[role=menu]'); return m ? [...m.querySelectorAll('[role=menuitem]')].map((i) => i.querySelector('.menu-title').textContent) : null"
        ) as? [String]
      }
      let index = try #require(items.firstIndex(of: "Mark Read or Unread"), "\(items)")
      try await browser.click("[role=menuitem]:nth-child(\(index + 1))")
      let after = try await browser.wait("the unread count changed, the menu closed") { browser in
        let now = try await browser.run(status) as? String ?? before
        let menu = try await browser.run("return document.querySelector('[role=menu]') === null")
        return now != before && menu as? Bool == true ? now : nil
      }
      #expect(after != before)
      // Esc closes a menu without a choice.
      try await browser.click("[role=option]", button: 2)
      try await browser.wait("the menu again") {
        try await $0.run("return document.querySelector('[role=menu]') !== null") as? Bool == true
          ? 1 : nil
      }
      try await browser.press(WebBrowser.Keys.escape)
      try await browser.wait("the menu closed by Esc") {
        try await $0.run("return document.querySelector('[role=menu]') === null") as? Bool == true
          ? 1 : nil
      }
      #expect(try await browser.run(status) as? String == after)
      // Shift-F10, as in a terminal and a window: the selected row's menu.
      try await browser.chord(WebBrowser.Keys.shift, WebBrowser.Keys.f10)
      let keyed = try await browser.wait("the menu from Shift-F10") { browser in
        try await browser.run(
          "const m = document.querySelector('[role=menu]'); return m ? [...m.querySelectorAll('[role=menuitem]')].map((i) => i.querySelector('.menu-title').textContent) : null"
        ) as? [String]
      }
      #expect(keyed == items)
    }

    @Test func aBarButtonWithASymbolShowsItsGlyphAndIsNamedByItsLabel() async throws {
      let (app, browser) = try await WebMailboxTests.openSample()
      defer { app.server.stop() }
      defer { browser.stop() }
      let reply = try await browser.wait("the Reply button") { browser in
        try await browser.run(
          "const b = document.querySelector(\"button.bar-button[aria-label='Reply']\"); return b ? b.textContent : null"
        ) as? String
      }
      #expect(reply == "←")
    }
  }
}
