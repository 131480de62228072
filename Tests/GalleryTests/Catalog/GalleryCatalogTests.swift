import Foundation
import GalleryCore
import Testing

/// The gallery names the documents it reproduces by title and author, so a reader of the
/// listing or the README can find them; it never points at files outside the repository.
@Suite struct GalleryCatalogTests {
  /// The package root: three levels above this file (Tests/GalleryTests/Catalog/).
  private static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The example's document, as the catalog and the README's gallery table name it.
  static let documents = [
    "sliding-master":
      "\"Mail app style Split View Controller with a sliding master view\", Keith Harrison (Use Your Loaf), 2011",
    "reference": "\"UISplitViewController Class Reference\", Apple (iOS 6)",
    "display-modes":
      "\"Split View Controller Display Modes\", Keith Harrison (Use Your Loaf), 2020",
    "index-detail": "\"IndexDetailViewController\" README, Elegant Chaos, 2020",
    "ninja-weapons": "\"iOS8 Day-by-Day :: Day 18 :: UISplitViewController\", Sam Davies, 2014",
    "three-columns": "UIKit's column-style UISplitViewController, Apple (iOS 14)",
  ]

  @Test func everyExampleNamesItsDocumentByTitleAndAuthor() {
    #expect(GalleryExample.all.map(\.name).sorted() == Self.documents.keys.sorted())
    for example in GalleryExample.all {
      #expect(example.document == Self.documents[example.name], "\(example.name)")
      #expect(!example.document.contains(".txt") && !example.document.contains(".md"))
      #expect(GalleryListing.text.contains("after " + example.document))
    }
  }

  @Test func theReadmesGalleryTableNamesTheSameDocumentsAndLinksNothingOutside() throws {
    let readme = try String(
      contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    for (name, document) in Self.documents {
      let row = readme.split(separator: "\n").first { $0.hasPrefix("| `\(name)` |") }
      let cells = row?.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      #expect(cells?.dropFirst().first == document, "README row for \(name)")
    }
    #expect(!readme.contains("](../"), "a README link leaves the repository")
  }
}
