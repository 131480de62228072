import Foundation
import SystemTestSupport
import Testing

extension EndToEnd {
  /// `gallery-web`: the sliding master in a portrait iPad's viewport (768 by 1024 CSS
  /// pixels), as `gallery-gtk` shows it at 768x1024 points.
  @Suite(.serialized)
  struct WebGalleryTests {
    @Test func theMasterSlidesOverTheDimmedDetailAndATapOnTheDimmingDismissesIt() async throws {
      let app = try await WebApp.start("gallery-web", ["sliding-master"])
      defer { app.server.stop() }
      let browser = try await WebBrowser.start(width: 1024, height: 1024)
      defer { browser.stop() }
      try await browser.resize(width: 768, height: 1024)
      try await app.open(in: browser)
      try await browser.wait("the detail alone") { browser in
        let panes = try await browser.panes()
        return panes.map(\.column) == ["secondary"] && panes[0].width == 768 ? 1 : nil
      }
      _ = try await browser.run("document.querySelector('button.bar-button').click()")
      let overlay = try await browser.wait("the master over the dimmed detail") { browser in
        let panes = try await browser.panes()
        let covered = try await browser.run(
          "return document.querySelector('section.pane.covered')?.dataset.column")
        return panes.map(\.column) == ["secondary", "primary"] && covered as? String == "secondary"
          ? panes : nil
      }
      #expect(overlay[1].left == 0 && overlay[1].width < 768, "\(overlay)")
      #expect(
        try await browser.run(
          "const d = [...document.querySelectorAll('.dim')].find((d) => !d.hidden); return d ? Number(d.style.opacity) : 0"
        ) as? Double ?? 0 > 0.3)
      // A tap on the dimmed detail: the engine's, through the pointer messages.
      try await browser.click(x: 600, y: 500)
      try await browser.wait("the master dismissed") { browser in
        try await browser.panes().map(\.column) == ["secondary"] ? 1 : nil
      }
    }

    @Test func settingsFormsAreNativeControlsThatChangeTheAppsValues() async throws {
      let (app, browser) = try await WebApp.open(
        "gallery-web", ["settings"], width: 1280, height: 800)
      defer { app.server.stop() }
      defer { browser.stop() }
      let bluetooth = "[role=switch]"
      let appearance = ".form select"
      let name = ".form input"
      let volume = "[role=spinbutton]"
      let values = """
        const q = (s) => document.querySelector(s);
        return [q('\(bluetooth)')?.getAttribute('aria-checked'), q('\(appearance)')?.selectedIndex,
          q('\(name)')?.value, q('\(volume)')?.getAttribute('aria-valuenow')];
        """
      func shown(_ browser: WebBrowser) async throws -> [String] {
        (try await browser.run(values) as? [Any] ?? []).map { "\($0)" }
      }
      let start = try await browser.wait("the General page's controls") { browser in
        let now = try await shown(browser)
        return now.count == 4 && now[0] == "true" ? now : nil
      }
      #expect(start == ["true", "2", "Living room", "5"])
      // Their roles and labels.
      #expect(
        try await browser.run(
          """
          const label = (e) => document.getElementById(e.getAttribute('aria-labelledby'))?.textContent;
          return [label(document.querySelector('\(bluetooth)')), label(document.querySelector('\(name)')),
            label(document.querySelector('\(volume)')),
            document.querySelector('.form [role=group] h2')?.textContent,
            document.querySelector('.form-footer')?.textContent];
          """) as? [String] == [
            "Bluetooth", "Device name", "Volume", "Connections", "Other devices see this name.",
          ])
      try await browser.click(bluetooth)
      try await browser.wait("Bluetooth off") { try await shown($0).first == "false" ? 1 : nil }
      _ = try await browser.run(
        "const s = document.querySelector('\(appearance)'); s.selectedIndex = 1; s.dispatchEvent(new Event('change'))"
      )
      try await browser.click(name)
      try await browser.press(WebBrowser.Keys.end, " ", "2", WebBrowser.Keys.enter)
      try await browser.click("[aria-label='Increase Volume']")
      try await browser.wait("the volume up") { try await shown($0).last == "6" ? 1 : nil }
      // A reload builds the controls again from the app's values alone.
      _ = try await browser.run("window.__before = 1; location.reload()")
      try await browser.wait("the app's values after a reload") { browser in
        let reloaded = try await browser.run("return window.__before === undefined") as? Bool
        let now = try await shown(browser)
        return reloaded == true && now == ["false", "1", "Living room 2", "6"] ? 1 : nil
      }
      // Reset asks first; y resets every value, and every control shows it.
      try await browser.click(".form-button.destructive")
      try await browser.wait("the question") { browser in
        let status = try await browser.run(
          "return [...document.querySelectorAll('.status')].map((s) => s.textContent).join(' ')")
        return (status as? String)?.contains("Reset all settings?") == true ? 1 : nil
      }
      try await browser.press("y")
      try await browser.wait("the values reset") { browser in
        try await shown(browser) == ["true", "2", "Living room", "5"] ? 1 : nil
      }
    }

    /// A row's symbol (the notes' folders) is its glyph before the title, hidden from
    /// screen readers, which hear the title (issue 33).
    @Test func aRowsSymbolIsItsGlyphBeforeTheTitle() async throws {
      let (app, browser) = try await WebApp.open(
        "gallery-web", ["notes"], width: 1280, height: 800)
      defer { app.server.stop() }
      defer { browser.stop() }
      let symbols = try await browser.wait("the folders' symbols") { browser in
        let found =
          try await browser.run(
            """
            return [...document.querySelectorAll('[role=option] .row-symbol')].map((s) =>
              s.textContent + (s.getAttribute('aria-hidden') === 'true' ? ' hidden' : '') + ' ' +
              s.parentElement.textContent)
            """) as? [String] ?? []
        return found.isEmpty ? nil : found
      }
      #expect(symbols == ["■ hidden ■Notes", "■ hidden ■Recipes", "■ hidden ■Ideas"])
    }

    /// The Sound page's slider is a native range input labelled by its title, its value
    /// the app's; the arrow keys move it a step, and a click on its track moves it there
    /// (issue 33).
    @Test func theSliderIsANativeRangeInputThatTheKeysMove() async throws {
      let (app, browser) = try await WebApp.open("gallery-web", ["settings"])
      defer { app.server.stop() }
      defer { browser.stop() }
      try await browser.wait("the sidebar") { try await $0.rowElements() > 0 ? 1 : nil }
      try await browser.click("[role=option]:nth-child(3)")
      let slider = """
        const s = document.querySelector('.form input[type=range]');
        return s ? [document.getElementById(s.getAttribute('aria-labelledby'))?.textContent,
          s.value, s.min, s.max, s.step, s.parentElement.querySelector('.slider-value').textContent] : null
        """
      let shown = try await browser.wait("the Sound page's slider") {
        try await $0.run(slider) as? [String]
      }
      #expect(shown == ["Alert volume", "60", "0", "100", "5", "60"])
      // A click gives it the keyboard (the session's focus follows); Right moves it a step.
      try await browser.click(".form input[type=range]")
      try await browser.wait("the slider focused") { browser in
        try await browser.run("return document.activeElement?.type") as? String == "range" ? 1 : nil
      }
      try await browser.press(WebBrowser.Keys.right)
      try await browser.wait("the app's value a step up") { browser in
        let now = try await browser.run(slider) as? [String]
        return now?[1] == "65" && now?[5] == "65" ? 1 : nil
      }
      // A click near the track's left end moves the thumb there, and the app's value with it.
      let track =
        try await browser.run(
          """
          const r = document.querySelector('.form input[type=range]').getBoundingClientRect();
          return [Math.round(r.left + r.width * 0.15), Math.round(r.top + r.height / 2)];
          """) as? [Int] ?? []
      #expect(track.count == 2)
      if track.count == 2 { try await browser.click(x: track[0], y: track[1]) }
      try await browser.wait("the app's value near the start") { browser -> Int? in
        let now = try await browser.run(slider) as? [String] ?? []
        guard now.count == 6, let value = Int(now[1]), value <= 25, now[5] == now[1] else {
          return nil
        }
        return value
      }
    }

    /// The notes' editor is a native textarea labelled by the note's title: typing in it
    /// changes the app's note (its row in the list follows), and Ctrl-Z is the content's
    /// undo, which the textarea shows (issues 33 and 34).
    @Test func theNoteIsEditedInATextareaAndUndoIsTheContents() async throws {
      let (app, browser) = try await WebApp.open("gallery-web", ["notes"])
      defer { app.server.stop() }
      defer { browser.stop() }
      let editor = "document.querySelector('textarea.editor')"
      let state = """
        const a = \(editor);
        return a ? [a.value.split('\\n')[0], a.getAttribute('aria-label'),
          [...document.querySelectorAll('[role=option] .row-title')].map((t) => t.textContent).join('|')] : null
        """
      let first = try await browser.wait("the note in a textarea") {
        try await $0.run(state) as? [String]
      }
      #expect(first[0] == "Groceries" && first[1] == "Groceries", "\(first)")
      // A click gives the note's column the keyboard; Ctrl+Home puts the caret first.
      try await browser.click("textarea.editor")
      try await browser.wait("the textarea focused") { browser in
        try await browser.run("return document.activeElement === \(editor)") as? Bool == true
          ? 1 : nil
      }
      try await browser.chord(WebBrowser.Keys.control, WebBrowser.Keys.home)
      try await browser.press("B", "i", "g", " ")
      try await browser.wait("the list's row follows the typing") { browser in
        let now = try await browser.run(state) as? [String]
        return now?[0] == "Big Groceries" && now?[2].contains("Big Groceries") == true ? 1 : nil
      }
      try await browser.chord(WebBrowser.Keys.control, "z")
      try await browser.wait("the content's undo, in the textarea") { browser in
        let now = try await browser.run(state) as? [String]
        return now?[0] == "Groceries" && now?[2].contains("Big") == false ? 1 : nil
      }
    }
  }
}
