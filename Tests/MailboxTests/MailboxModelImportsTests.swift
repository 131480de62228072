import Foundation
import Testing

/// The mail model is read by both readers and by tools without a screen, so its sources
/// import Foundation, the C library and the engine, never a host (SplitKitTerminal,
/// SplitKitGTK, CGtk) nor the content layer.
@Suite struct MailboxModelImportsTests {
  /// The modules a model source may import: the C library (for `mmap`, `iconv`), Foundation,
  /// the engine and GRDB (SQLite, for the search index).
  static let allowed: Set<Substring> = [
    "Darwin", "Foundation", "GRDB", "Glibc", "Musl", "SplitKit", "Swift",
  ]

  @Test func modelSourcesImportNoHost() throws {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Apps/Mailbox/Model")
    let files = try #require(FileManager.default.enumerator(atPath: root.path))
      .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
    #expect(files.count > 40)
    var offending: [String] = []
    var imported: Set<Substring> = []
    for file in files {
      let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
      for module in Self.importedModules(in: text) {
        imported.insert(module)
        if !Self.allowed.contains(module) { offending.append("\(file): import \(module)") }
      }
    }
    #expect(imported.contains("Foundation"), "the scan found the model's imports")
    #expect(offending.isEmpty, "model files importing a host: \(offending)")
  }

  @Test func theScanFindsEveryFormOfImport() {
    let text = """
      import Foundation
      public import SplitKitTerminal
      @preconcurrency internal import CGtk
      @_exported import SplitKitGTK
      import struct SplitKitContent.ContentList
      // import Commented
      """
    #expect(
      Self.importedModules(in: text)
        == ["Foundation", "SplitKitTerminal", "CGtk", "SplitKitGTK", "SplitKitContent"])
  }

  /// The modules `text` imports, in order: `import M`, with access modifiers, attributes
  /// and an import kind (`import struct M.T`).
  static func importedModules(in text: String) -> [Substring] {
    let modifiers: Set<Substring> = ["public", "package", "internal", "private", "fileprivate"]
    let kinds: Set<Substring> = ["struct", "class", "enum", "protocol", "func", "var", "typealias"]
    var modules: [Substring] = []
    for line in text.split(separator: "\n") {
      let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
      guard let index = words.firstIndex(of: "import"), index + 1 < words.count else { continue }
      guard words[..<index].allSatisfy({ $0.hasPrefix("@") || modifiers.contains($0) }) else {
        continue
      }
      var name = words[index + 1]
      if kinds.contains(name), index + 2 < words.count { name = words[index + 2] }
      modules.append(name.split(separator: ".").first ?? name)
    }
    return modules
  }
}
