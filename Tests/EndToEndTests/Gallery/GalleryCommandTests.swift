import Foundation
import SystemTestSupport
import Testing

/// The `gallery` command line: the listing, unknown names, and regenerating the pictures.
@Suite(.serialized, .tags(.endToEnd))
struct GalleryCommandTests {
  /// Each example's source document, named by title (its author and year follow).
  static let examples: [(name: String, document: String)] = [
    ("sliding-master", "after \"Mail app style Split View Controller with a sliding"),
    ("reference", "after \"UISplitViewController Class Reference\", Apple"),
    ("display-modes", "after \"Split View Controller Display Modes\", Keith Harrison"),
    ("index-detail", "after \"IndexDetailViewController\" README, Elegant Chaos"),
    ("ninja-weapons", "after \"iOS8 Day-by-Day :: Day 18 :: UISplitViewController\""),
    ("three-columns", "after UIKit's column-style UISplitViewController"),
  ]

  @Test func withoutANameListsEveryExampleWithItsDocument() async throws {
    let output = try await Binary.locate("gallery").run([])
    #expect(output.status == 0)
    #expect(output.standardError.isEmpty)
    let lines = output.standardOutput.split(separator: "\n").map(String.init)
    for (name, document) in Self.examples {
      let row = try #require(lines.firstIndex { $0.hasPrefix("  \(name) ") }, "no line for \(name)")
      #expect(lines[row + 1].contains(document), "\(name) should name \(document)")
    }
  }

  @Test func anUnknownNameIsAUsageErrorWithOneClearLine() async throws {
    let output = try await Binary.locate("gallery").run(["no-such-example"])
    #expect(output.status == 64)
    #expect(output.standardOutput.isEmpty)
    #expect(
      output.standardError
        == "gallery: unknown example 'no-such-example'; run 'gallery' to list the examples\n")
  }

  @Test func aHostileNameIsPrintedInert() async throws {
    let output = try await Binary.locate("gallery").run(["\u{1B}]0;owned\u{7}x"])
    #expect(output.status == 64)
    #expect(!output.standardError.contains("\u{1B}"))
  }

  /// The committed pictures: docs/pictures, three folders above this file.
  static let docsPictures = URL(fileURLWithPath: #filePath)  // Tests/EndToEndTests/Gallery/
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("docs/pictures")

  @Test func picturesAreWrittenToTheOutputDirectory() async throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "gallery-pictures-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let output = try await Binary.locate("gallery").run(
      ["pictures", "--output", directory.path], timeout: .seconds(60))
    #expect(output.status == 0)
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    // The same pictures as docs/pictures, the inspector's included.
    let committed = try FileManager.default.contentsOfDirectory(
      atPath: Self.docsPictures.path
    ).filter { $0.hasSuffix(".svg") }.sorted()
    #expect(files == committed)
    #expect(files.contains("display-mode-two-displace.svg"))
    #expect(files.contains("inspector.svg"))
  }
}
