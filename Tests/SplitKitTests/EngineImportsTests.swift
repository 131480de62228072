import Foundation
import Testing

/// The engine must build everywhere Swift runs, so its sources may import nothing.
@Suite struct EngineImportsTests {
  @Test func engineSourcesImportNothingButTheStandardLibrary() throws {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/SplitKit")
    let files = try #require(FileManager.default.enumerator(atPath: root.path))
      .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
    #expect(!files.isEmpty)
    let modifiers: Set<Substring> = ["public", "package", "internal", "private", "fileprivate"]
    var offending: [String] = []
    for file in files {
      let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
      for line in text.split(separator: "\n") {
        let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard let index = words.firstIndex(of: "import"), index + 1 < words.count else { continue }
        let prefix = words[..<index]
        guard prefix.allSatisfy({ $0.hasPrefix("@") || modifiers.contains($0) }) else { continue }
        if words[index + 1] != "Swift" { offending.append("\(file): \(line)") }
      }
    }
    #expect(offending.isEmpty, "engine files with imports: \(offending)")
  }
}
