import GalleryExamples
import SplitKit
import SplitKitTerminal
import SplitKitTerminalTesting

/// The gallery's pictures (docs/gallery.md), rendered by driving the real example apps through the in-memory
/// `Driver` at fixed sizes and instants.
///
/// Each picture shows the terminal screen (``ScreenSVG``) above the split view's column
/// frames at the same instant (``LayoutSVG``), under a caption. Everything runs on the
/// driver's manual clock, so the files are the same on every run and machine;
/// `swift run gallery pictures` writes them to `docs/pictures/`, and a test fails when the
/// committed files differ from what the renderers produce now.
///
/// | File | Scene |
/// | --- | --- |
/// | `display-mode-one-beside.svg` | display-modes, 130 columns, a timestamp chosen |
/// | `display-mode-secondary-only.svg` | the same after the display-mode button |
/// | `display-mode-one-over.svg` | sliding-master, 100 columns, the Master button pressed |
/// | `display-mode-two-beside.svg` | three-columns, 160 columns, a message open |
/// | `display-mode-two-over.svg` | three-columns, preferred twoOverSecondary |
/// | `display-mode-two-displace.svg` | three-columns, preferred twoDisplaceSecondary |
/// | `overlay-mid-swipe.svg` | sliding-master, the master dragged halfway in from the edge |
/// | `collapsed-stack.svg` | index-detail collapsed with a detail pushed |
public enum GalleryPictures {
  /// One SVG file.
  public struct Picture: Hashable, Sendable {
    /// The file name under `docs/pictures/`.
    public var fileName: String
    /// The SVG document.
    public var svg: String
  }

  /// A picture's scene: a caption and the driver left at the instant to draw.
  struct Scene {
    var fileName: String
    var caption: String
    var drive: @MainActor () -> (app: any GalleryApp, driver: Driver)
  }

  /// The height of the caption strip in pixels.
  static let captionHeight: Double = 28
  /// The gap between the screen and the diagram in pixels.
  static let gap: Double = 14

  /// Renders every picture.
  ///
  /// - Returns: The pictures, in the order of the table above.
  @MainActor
  public static func render() -> [Picture] {
    scenes.map { scene in
      let (app, driver) = scene.drive()
      return withExtendedLifetime(app) {
        Picture(
          fileName: scene.fileName,
          svg: compose(caption: scene.caption, screen: driver.buffer, layout: driver.split.layout))
      }
    }
  }

  /// Draws the caption, the screen and the column frames into one SVG.
  ///
  /// - Complexity: O(cells + columns).
  static func compose(caption: String, screen: Buffer, layout: SplitLayout) -> String {
    let screenRenderer = ScreenSVG()
    let layoutRenderer = LayoutSVG()
    let width = max(
      Double(screen.size.columns) * screenRenderer.cellWidth,
      layout.containerSize.width * layoutRenderer.pointWidth)
    let screenHeight = Double(screen.size.rows) * screenRenderer.cellHeight
    let layoutHeight = layout.containerSize.height * layoutRenderer.pointHeight
    var canvas = SVGCanvas(
      width: width, height: captionHeight + screenHeight + gap + layoutHeight, title: caption,
      rootAttributes: [
        ("font-family", ScreenSVG.fontFamily),
        ("font-size", SVGNumber.format(screenRenderer.fontSize)),
        ("xml:space", "preserve"),
      ])
    canvas.rect(
      x: 0, y: 0, width: width, height: captionHeight + screenHeight + gap + layoutHeight,
      fill: "#ffffff")
    canvas.text(
      caption, x: 4, y: 19, length: Double(caption.count) * 8,
      attributes: [("fill", "#202020"), ("font-weight", "bold")])
    screenRenderer.draw(screen, into: &canvas, x: 0, y: captionHeight)
    layoutRenderer.draw(layout, into: &canvas, x: 0, y: captionHeight + screenHeight + gap)
    return canvas.document
  }
}
