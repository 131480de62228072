import Foundation
import GalleryPictures
import SplitKit
import SplitKitTerminalTesting
import Testing

@MainActor
@Suite struct LayoutSVGTests {
  /// A real split view, 100 x 4 points (terminal-sized), regular width, showing `mode`.
  private func split(_ mode: SplitViewController.DisplayMode) -> SplitViewController {
    let split = SplitViewController.terminalSized(style: .doubleColumn)
    split.setViewController(ViewController(title: "List"), for: .primary)
    split.setViewController(ViewController(title: "Detail"), for: .secondary)
    split.windowTraitCollection = TraitCollection(
      horizontalSizeClass: .regular, verticalSizeClass: .regular)
    split.preferredDisplayMode = mode
    split.setContainerSize(Size(width: 100, height: 4))
    split.setVisibleInWindow(true)
    return split
  }

  private var overlay: SplitLayout { split(.oneOverSecondary).layout }

  @Test func drawsTheOverlayOverTheDimmedSecondaryWithAShadowOnItsOpenEdge() {
    let layout = overlay
    #expect(layout[.primary]?.frame == Rect(x: 0, y: 0, width: 30, height: 4))
    let lines = LayoutSVG().render(layout, title: "Overlay").split(separator: "\n").map(String.init)
    #expect(lines.contains(##"<title>Overlay</title>"##))
    #expect(
      lines.contains(
        ##"<rect x="1" y="1" width="898" height="70" fill="#4a4458" stroke="#c8c8c8" stroke-width="1"/>"##
      ))
    #expect(
      lines.contains(
        ##"<rect x="0" y="0" width="900" height="72" fill="#000000" fill-opacity="0.5"/>"##))
    #expect(
      lines.contains {
        $0.hasPrefix(##"<rect x="1" y="1" width="268" height="70" fill="#2d4f6c""##)
      })
    #expect(
      lines.contains(
        ##"<rect x="270" y="0" width="13.5" height="72" fill="url(#layout-0-0-shadow-right)"/>"##))
    #expect(lines.contains { $0.contains(">primary 30</text>") })
    #expect(lines.contains { $0.contains(">secondary 100</text>") })
  }

  @Test func paintsColumnsBackToFrontAsTheLayoutListsThem() throws {
    let svg = LayoutSVG().render(overlay)
    let secondary = try #require(svg.range(of: "#4a4458"))
    let primary = try #require(svg.range(of: "#2d4f6c"))
    #expect(secondary.lowerBound < primary.lowerBound)
  }

  @Test func midTransitionFramesSlidePastTheEdgeAndAreClipped() throws {
    let split = split(.secondaryOnly)
    split.advance(to: .milliseconds(1_000))
    split.pressDisplayModeButton()  // Slides the primary in over the secondary.
    split.advance(to: .milliseconds(1_040))
    let primary = try #require(split.layout[.primary])
    #expect(primary.frame.minX < 0)
    let svg = LayoutSVG().render(split.layout)
    #expect(
      svg.contains(
        ##"<clipPath id="layout-0-0-clip"><rect x="0" y="0" width="900" height="72"/></clipPath>"##)
    )
    #expect(svg.contains(##"clip-path="url(#layout-0-0-clip)""##))
    #expect(svg.contains(##"<rect x="\##(SVGNumber.format(primary.frame.minX * 9 + 1))" y="1""##))
  }

  @Test func hostileLabelsCannotEscapeTheDocument() {
    var canvas = SVGCanvas(width: 10, height: 10, title: "<svg onload=\"x\">")
    canvas.text("</text><script/>", x: 0, y: 0, length: 10)
    #expect(!canvas.document.contains("<script"))
    #expect(!canvas.document.contains("<svg onload"))
  }
}
