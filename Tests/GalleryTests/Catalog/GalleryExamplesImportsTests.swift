import Foundation
import Testing

/// Every gallery example is written once, on the content layer: the sources of
/// GalleryExamples import the engine, the content layer and what hosts share, never a host
/// (SplitKitTerminal, SplitKitGTK, CGtk), so `gallery` and `gallery-gtk` run the same code.
@Suite struct GalleryExamplesImportsTests {
  /// What an example may import.
  static let allowed: Set<String> = [
    "Foundation", "SplitKit", "SplitKitContent", "SplitKitHostCore",
  ]

  /// The module of each import declaration in `text`, whatever its modifiers, attributes or
  /// kind (`@preconcurrency public import struct M.T` names `M`).
  static func imports(in text: String) -> [String] {
    text.split(separator: "\n").compactMap { line in
      var words = line.split(separator: " ").map(String.init)
      words.removeAll { $0.hasPrefix("@") }
      if let first = words.first, ["public", "package", "internal", "private"].contains(first) {
        words.removeFirst()
      }
      guard words.first == "import", words.count >= 2 else { return nil }
      let name = words.count >= 3 && words[1].allSatisfy(\.isLowercase) ? words[2] : words[1]
      return String(name.prefix { $0 != "." })
    }
  }

  @Test func exampleSourcesImportNoHost() throws {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Apps/Gallery/Examples")
    let files = try #require(FileManager.default.enumerator(atPath: root.path))
      .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
    #expect(files.count >= 20, "the scan found the examples: \(files)")
    var seen: Set<String> = []
    var offending: [String] = []
    for file in files {
      let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
      for module in Self.imports(in: text) {
        seen.insert(module)
        if !Self.allowed.contains(module) { offending.append("\(file): import \(module)") }
      }
    }
    #expect(seen.contains("SplitKitContent"), "the scan read the imports")
    #expect(offending.isEmpty, "examples importing a host: \(offending)")
  }

  @Test func theScanSeesEveryFormOfImport() {
    let text = """
      import SplitKit
      public import SplitKitTerminal
      @preconcurrency internal import CGtk
      import struct SplitKitGTK.GTKHost
      // import Commented
      let important = 1
      """
    #expect(Self.imports(in: text) == ["SplitKit", "SplitKitTerminal", "CGtk", "SplitKitGTK"])
  }
}
