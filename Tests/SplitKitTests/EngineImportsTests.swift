import Foundation
import Testing

/// The engine must build everywhere Swift runs, so its sources may import nothing; its
/// tests and the host-neutral test support import no host, so they say nothing about one.
@Suite struct EngineImportsTests {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The modules the hosts are made of, and their test support.
  static let hosts: Set<Substring> = [
    "SplitKitTerminal", "SplitKitGTK", "CGtk", "SplitKitTerminalTesting",
  ]

  /// Every `import` under `directory` (relative to the package), as `(file, line, module)`.
  static func imports(under directory: String) throws -> [(
    file: String, line: Substring, module: Substring
  )] {
    let root = packageRoot.appendingPathComponent(directory)
    let files = try #require(FileManager.default.enumerator(atPath: root.path))
      .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
    #expect(!files.isEmpty, "found Swift files under \(directory)")
    let modifiers: Set<Substring> = ["public", "package", "internal", "private", "fileprivate"]
    var found: [(file: String, line: Substring, module: Substring)] = []
    for file in files {
      let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
      for line in text.split(separator: "\n") {
        let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard let index = words.firstIndex(of: "import"), index + 1 < words.count else { continue }
        let prefix = words[..<index]
        guard prefix.allSatisfy({ $0.hasPrefix("@") || modifiers.contains($0) }) else { continue }
        found.append((file, line, words[index + 1]))
      }
    }
    return found
  }

  @Test func engineSourcesImportNothingButTheStandardLibrary() throws {
    let offending = try Self.imports(under: "Sources/SplitKit")
      .filter { $0.module != "Swift" }.map { "\($0.file): \($0.line)" }
    #expect(offending.isEmpty, "engine files with imports: \(offending)")
  }

  @Test func engineTestsAndTheHostNeutralTestSupportImportNoHost() throws {
    let offending = try
      (Self.imports(under: "Tests/SplitKitTests")
      + Self.imports(under: "Sources/SplitKitTesting"))
      .filter { Self.hosts.contains($0.module) }.map { "\($0.file): \($0.line)" }
    #expect(offending.isEmpty, "files importing a host: \(offending)")
  }

  @Test func theHostNeutralTestSupportDependsOnNoHost() throws {
    let manifest = try String(
      contentsOf: Self.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
    let start = try #require(
      manifest.range(of: #"\.target\(\s*name: "SplitKitTesting""#, options: .regularExpression))
    let end = try #require(
      manifest.range(of: "swiftSettings", range: start.upperBound..<manifest.endIndex))
    let target = manifest[start.lowerBound..<end.lowerBound]
    #expect(target.contains("\"SplitKit\""), "found SplitKitTesting's dependencies")
    for host in Self.hosts {
      #expect(!target.contains("\"\(host)\""), "SplitKitTesting depends on \(host)")
    }
  }
}
