import Foundation
import SplitKitTerminalTesting
import Testing

/// `assertSnapshot` against the committed `__Snapshots__/SnapshotTests/` files.
@Suite struct SnapshotTests {
  @Test func aMatchingScreenPassesIgnoringTrailingSpaces() throws {
    try assertSnapshot(["first line   ", "  second", ""])
  }

  @Test(
    .disabled(
      if: ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1",
      "recording would overwrite the reference"))
  func aDifferentScreenThrowsTheChangedLines() {
    do {
      try assertSnapshot(["first line", "  second, changed", ""], named: "reference")
      Issue.record("a different screen passed")
    } catch {
      #expect(
        error.path.hasSuffix(
          "__Snapshots__/SnapshotTests/aDifferentScreenThrowsTheChangedLines.reference.txt"))
      #expect(error.message.contains("line 2:\n-   second\n+   second, changed"))
    }
  }
}
