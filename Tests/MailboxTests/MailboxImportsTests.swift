import Foundation
import Testing

/// The mail model and the reader import no host.
///
/// The mail model is read by both readers and by tools without a screen, so its sources
/// import Foundation, the C library and the engine, never a host (SplitKitTerminal,
/// SplitKitGTK, CGtk) nor the content layer. The reader (MailboxCore) is written once for
/// both hosts, so it imports the content layer and what hosts share, never a host either,
/// and its target does not link one.
@Suite struct MailboxImportsTests {
  /// The modules a model source may import: the C library (for `mmap`, `iconv`), Foundation,
  /// the engine, GRDB and its SQLite module (for the search index) and Synchronization (a
  /// lock).
  static let allowed: Set<Substring> = [
    "Darwin", "Foundation", "GRDB", "GRDBSQLite", "Glibc", "Musl", "SplitKit", "Swift",
    "Synchronization",
  ]

  /// What a reader source may import besides the model's modules.
  static let allowedInReader: Set<Substring> =
    allowed.union(["MailboxModel", "SplitKitHostCore", "SplitKitContent", "ArgumentParser"])

  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  @Test func modelSourcesImportNoHost() throws {
    let offending = try Self.imports(under: "Apps/Mailbox/Model", outside: Self.allowed)
    #expect(offending.isEmpty, "model files importing a host: \(offending)")
  }

  @Test func readerSourcesImportNoHost() throws {
    let offending = try Self.imports(under: "Apps/Mailbox/Reader", outside: Self.allowedInReader)
    #expect(offending.isEmpty, "reader files importing a host: \(offending)")
  }

  /// MailboxCore's target in Package.swift names no host among its dependencies, so
  /// `mailbox-gtk` does not link the terminal host, nor `mailbox` GTK.
  @Test func theReaderTargetDependsOnNoHost() throws {
    let manifest = try String(
      contentsOf: Self.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
    let start = try #require(
      manifest.range(of: #"\.target\(\s*name: "MailboxCore""#, options: .regularExpression))
    let end = try #require(
      manifest.range(of: "swiftSettings", range: start.upperBound..<manifest.endIndex))
    let target = manifest[start.lowerBound..<end.lowerBound]
    #expect(target.contains("\"SplitKitContent\""), "found MailboxCore's dependencies")
    for host in [
      "SplitKitTerminal", "SplitKitGTK", "CGtk", "SplitKitTesting", "SplitKitTerminalTesting",
    ] {
      #expect(!target.contains("\"\(host)\""), "MailboxCore depends on \(host)")
    }
  }

  /// The imports of the Swift files under `directory` (relative to the package) that are
  /// not in `allowed`, as `file: import Module`.
  static func imports(under directory: String, outside allowed: Set<Substring>) throws -> [String] {
    let root = packageRoot.appendingPathComponent(directory)
    let files = try #require(FileManager.default.enumerator(atPath: root.path))
      .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
    #expect(files.count > 20)
    var offending: [String] = []
    var imported: Set<Substring> = []
    for file in files {
      let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
      for module in Self.importedModules(in: text) {
        imported.insert(module)
        if !allowed.contains(module) { offending.append("\(file): import \(module)") }
      }
    }
    #expect(imported.contains("Foundation"), "the scan found \(directory)'s imports")
    return offending
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
