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
      try await browser.open(app.url)
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
  }
}
