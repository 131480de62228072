import Foundation
import SplitKit
import SystemTestSupport
import Testing

extension EndToEnd {
  /// Every executable prints the one version constant, `SplitKitVersion.string`, and
  /// nothing else: no display or terminal is needed to ask a GTK app its version.
  @Suite
  struct VersionTests {
    @Test(arguments: [
      "mailbox", "mailbox-gtk", "gallery", "gallery-gtk", "splitkit-demo", "splitkit-demo-gtk",
    ])
    func versionPrintsSplitKitsVersionAndExitsZero(name: String) async throws {
      let output = try await Binary.locate(name).run(
        ["--version"], environment: ["DISPLAY": "", "WAYLAND_DISPLAY": ""])
      #expect(output.status == 0)
      #expect(output.standardOutput == SplitKitVersion.string + "\n")
      #expect(output.standardError.isEmpty)
    }

    @Test func theVersionIsThreeNumbersAndTheChangelogHasItsSection() throws {
      let parts = SplitKitVersion.string.split(separator: ".")
      #expect(parts.count == 3 && parts.allSatisfy { UInt($0) != nil })
      let root = URL(fileURLWithPath: #filePath)  // Tests/EndToEndTests/Harness/
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
      let changelog = try String(
        contentsOf: root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
      #expect(changelog.contains("\n## \(SplitKitVersion.string) "))
    }
  }
}
