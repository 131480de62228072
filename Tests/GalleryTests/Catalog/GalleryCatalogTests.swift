import Foundation
import GalleryExamples
import Testing

/// The gallery names the documents it reproduces by title and author, so a reader of the
/// listing or docs/gallery.md can find them; it never points at files outside the repository.
@Suite struct GalleryCatalogTests {
  /// The package root: three levels above this file (Tests/GalleryTests/Catalog/).
  private static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The example's document, as the catalog and docs/gallery.md's table name it.
  static let documents = [
    "sliding-master":
      "\"Mail app style Split View Controller with a sliding master view\", Keith Harrison (Use Your Loaf), 2011",
    "reference": "\"UISplitViewController Class Reference\", Apple (iOS 6)",
    "display-modes":
      "\"Split View Controller Display Modes\", Keith Harrison (Use Your Loaf), 2020",
    "index-detail": "\"IndexDetailViewController\" README, Elegant Chaos, 2020",
    "ninja-weapons": "\"iOS8 Day-by-Day :: Day 18 :: UISplitViewController\", Sam Davies, 2014",
    "three-columns": "UIKit's column-style UISplitViewController, Apple (iOS 14)",
    "settings": "iPad Settings; SwiftUI's Form, libadwaita's preferences rows",
    "notes": "iPad Notes; SwiftUI's TextEditor, Textual's TextArea",
  ]

  @Test func everyExampleNamesItsDocumentByTitleAndAuthor() {
    #expect(GalleryExample.all.map(\.name).sorted() == Self.documents.keys.sorted())
    for example in GalleryExample.all {
      #expect(example.document == Self.documents[example.name], "\(example.name)")
      #expect(!example.document.contains(".txt") && !example.document.contains(".md"))
      #expect(GalleryListing.text.contains("after " + example.document))
    }
  }

  @Test func theGalleryPagesTableNamesTheSameDocumentsAndLinksNothingOutside() throws {
    let page = try String(
      contentsOf: Self.root.appendingPathComponent("docs/gallery.md"), encoding: .utf8)
    for (name, document) in Self.documents {
      let row = page.split(separator: "\n").first { $0.hasPrefix("| `\(name)` |") }
      let cells = row?.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      #expect(cells?.dropFirst().first == document, "docs/gallery.md row for \(name)")
    }
    #expect(!page.contains("](../../"), "a docs/gallery.md link leaves the repository")
    let readme = try String(
      contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(!readme.contains("](../"), "a README link leaves the repository")
  }
}
