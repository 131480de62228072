import Foundation
import GalleryPictures
import Testing

/// The committed pictures under docs/pictures/ are what the renderers produce now.
@MainActor
@Suite struct GalleryPicturesTests {
  /// The package root: three levels above this file (Tests/GalleryTests/Pictures/).
  private static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  @Test func committedPicturesMatchWhatTheRendererProducesNow() throws {
    let directory = Self.root.appendingPathComponent("docs/pictures")
    let pictures = GalleryPictures.render()
    #expect(pictures.count == 11)
    for picture in pictures {
      let url = directory.appendingPathComponent(picture.fileName)
      let committed = try? Data(contentsOf: url)
      #expect(
        committed == Data(picture.svg.utf8),
        "docs/pictures/\(picture.fileName) differs from what the renderer produces now; regenerate with: swift run gallery pictures"
      )
    }
  }

  @Test func everyDisplayModeHasAPicture() {
    let names = Set(GalleryPictures.render().map(\.fileName))
    for mode in [
      "one-beside", "secondary-only", "one-over", "two-beside", "two-over", "two-displace",
    ] {
      #expect(names.contains("display-mode-\(mode).svg"))
    }
    #expect(names.contains("overlay-mid-swipe.svg"))
    #expect(names.contains("collapsed-stack.svg"))
    #expect(names.contains("settings-form.svg"))
    #expect(names.contains("notes-editor.svg"))
  }

  @Test func renderingTwiceGivesTheSameBytes() {
    #expect(GalleryPictures.render() == GalleryPictures.render())
  }
}
