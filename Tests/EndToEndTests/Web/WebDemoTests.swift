import Foundation
import SystemTestSupport
import Testing

extension EndToEnd {
  /// `splitkit-demo-web`: the demo's one source (DemoApp) in headless Chromium, adaptive
  /// from a desktop width to a phone's, its list virtualized.
  @Suite(.serialized)
  struct WebDemoTests {
    @Test func atADesktopWidthTheListSitsBesideTheItemAndTheKeysMoveTheSelection() async throws {
      let (app, browser) = try await WebApp.open(
        "splitkit-demo-web", ["--rows", "50"], width: 1440, height: 900)
      defer { app.server.stop() }
      defer { browser.stop() }
      let panes = try await browser.wait("two panes side by side") { browser in
        let panes = try await browser.panes()
        return panes.count == 2 ? panes : nil
      }
      // Back to front, as the engine lays them out: the detail, then the list at the left.
      #expect(panes.map(\.column) == ["secondary", "primary"])
      #expect(panes[1].left == 0 && panes[0].left >= panes[1].width, "\(panes)")
      #expect(try await browser.isCollapsed() == false)
      #expect(try await browser.run("return innerWidth") as? Int == 1440)
      #expect(try await browser.run("return location.search") as? String == "", "token hidden")
      try await browser.wait("Item 1 selected") { try await $0.selectedRow() == "Item 1" ? 1 : nil }
      try await browser.press(WebBrowser.Keys.down, WebBrowser.Keys.down)
      try await browser.wait("Item 3 selected") { try await $0.selectedRow() == "Item 3" ? 1 : nil }
      try await browser.press(WebBrowser.Keys.enter)
      try await browser.wait("Item 3's page") { browser in
        try await browser.documents().contains { $0.contains("This is the detail of Item 3") }
          ? 1 : nil
      }
    }

    @Test func atAPhoneWidthOneStackShowsWithABackButton() async throws {
      let app = try await WebApp.start("splitkit-demo-web", ["--rows", "50"])
      defer { app.server.stop() }
      let browser = try await WebBrowser.start(width: 1280, height: 900)
      defer { browser.stop() }
      try await browser.resize(width: 390, height: 844)
      try await app.open(in: browser)
      try await browser.wait("one stack") { browser in
        let collapsed = try await browser.isCollapsed()
        let count = try await browser.panes().count
        return collapsed && count == 1 ? 1 : nil
      }
      // The stack may open on the item: Back leads to the list.
      if try await browser.run("return !!document.querySelector('button.back')") as? Bool == true {
        _ = try await browser.run("document.querySelector('button.back').click()")
      }
      try await browser.wait("the list, full width") { browser in
        let panes = try await browser.panes()
        let rows = try await browser.rowElements()
        return rows > 0 && panes.first?.width == 390 ? 1 : nil
      }
      try await browser.press(WebBrowser.Keys.down, WebBrowser.Keys.enter)
      try await browser.wait("Item 2 pushed with a back button") { browser in
        let back = try await browser.run("return !!document.querySelector('button.back')")
        let titles = try await browser.titles()
        return titles == ["Item 2"] && back as? Bool == true ? 1 : nil
      }
      #expect(try await browser.rowElements() == 0, "the list is not in the stack's DOM")
      _ = try await browser.run("document.querySelector('button.back').click()")
      try await browser.wait("back at the list") { browser in
        try await browser.selectedRow() == "Item 2" ? 1 : nil
      }
      // Wider again: the columns come back side by side.
      try await browser.resize(width: 1280, height: 844)
      try await browser.wait("two columns at 1280") { browser in
        let collapsed = try await browser.isCollapsed()
        let count = try await browser.panes().count
        return !collapsed && count == 2 ? 1 : nil
      }
    }

    @Test func aListOf20000RowsKeepsOnlyTheVisibleRowsInTheDOM() async throws {
      let (app, browser) = try await WebApp.open(
        "splitkit-demo-web", ["--rows", "20000"], width: 1440, height: 900)
      defer { app.server.stop() }
      defer { browser.stop() }
      try await browser.wait("Item 1 selected") { try await $0.selectedRow() == "Item 1" ? 1 : nil }
      let rows = try await browser.rowElements()
      #expect(rows > 5 && rows <= 200, "\(rows) row elements")
      #expect(
        try await browser.run(
          "return document.querySelector('[role=listbox]').getAttribute('aria-setsize')")
          as? String == "20000")
      try await browser.press(WebBrowser.Keys.end)
      try await browser.wait("the last row selected") { browser in
        try await browser.selectedRow() == "Item 20000" ? 1 : nil
      }
      let after = try await browser.rowElements()
      #expect(after > 5 && after <= 200, "\(after) row elements at the end")
    }
  }
}

extension EndToEnd.WebDemoTests {
  @Test func aReloadedTabGetsItsAppBackWithItsSelection() async throws {
    let (app, browser) = try await WebApp.open(
      "splitkit-demo-web", ["--rows", "50"], width: 1440, height: 900)
    defer { app.server.stop() }
    defer { browser.stop() }
    try await browser.wait("Item 1 selected") { try await $0.selectedRow() == "Item 1" ? 1 : nil }
    try await browser.press(WebBrowser.Keys.down, WebBrowser.Keys.down, WebBrowser.Keys.down)
    try await browser.wait("Item 4 selected") { try await $0.selectedRow() == "Item 4" ? 1 : nil }
    let session = try await browser.run("return sessionStorage.getItem('splitkit-session')")
    #expect((session as? String)?.count == 32)
    _ = try await browser.run("location.reload()")
    // A new app would select Item 1: the tab's own comes back, with Item 4.
    try await browser.wait("the same app after the reload") { browser in
      let drawn = try await browser.rowElements() > 0
      return drawn ? try await browser.selectedRow() : nil
    }
    #expect(try await browser.selectedRow() == "Item 4")
    #expect(
      try await browser.run("return sessionStorage.getItem('splitkit-session')") as? String
        == session as? String)
  }
}

extension EndToEnd.WebDemoTests {
  @Test func aTouchSwipeFromTheLeftEdgeOpensTheListOverTheItemAtATabletsWidth() async throws {
    let app = try await WebApp.start("splitkit-demo-web", ["--rows", "50"])
    defer { app.server.stop() }
    let browser = try await WebBrowser.start(width: 1024, height: 1024)
    defer { browser.stop() }
    try await browser.resize(width: 768, height: 1024)
    try await app.open(in: browser)
    try await browser.wait("the item alone") { browser in
      try await browser.panes().map(\.column) == ["secondary"] ? 1 : nil
    }
    // A finger from the left edge across a third of the screen: the engine's edge swipe,
    // through the page's pointer messages (not the browser's own, which went back a page).
    try await browser.swipe(from: (2, 500), to: (300, 500))
    let overlay = try await browser.wait("the list over the item, slid in") { browser in
      let panes = try await browser.panes()
      let covered = try await browser.run(
        "return document.querySelector('section.pane.covered')?.dataset.column")
      let open = panes.map(\.column) == ["secondary", "primary"] && panes[1].left == 0
      return open && covered as? String == "secondary" ? panes : nil
    }
    #expect(overlay[1].width < 768, "\(overlay)")
    #expect(try await browser.run("return location.protocol") as? String == "http:")
  }
}
