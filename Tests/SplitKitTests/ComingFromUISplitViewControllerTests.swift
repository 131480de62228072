import Foundation
import SplitKit
import Testing

/// The "Coming from UISplitViewController" article says what the code does: no numbered
/// references to a list that is not there, and the width limits as they are.
@MainActor @Suite struct ComingFromUISplitViewControllerTests {
  private func article() throws -> String {
    try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent(
          "../../Sources/SplitKit/Documentation.docc/Articles/ComingFromUISplitViewController.md"),
      encoding: .utf8)
  }

  @Test func noBulletEndsItsClaimWithADanglingNumberedReference() throws {
    let text = try article()
    let dangling = text.split(separator: "\n").filter { line in
      // "(1)", "(4, 9)": references to a numbered list the article does not have.
      line.contains { $0 == "(" }
        && line.split(separator: "(").dropFirst().contains { part in
          let inside = part.prefix { $0 != ")" }
          return !inside.isEmpty && inside.allSatisfy { $0.isNumber || $0 == "," || $0 == " " }
        }
    }
    #expect(dangling.isEmpty, "\(dangling)")
  }

  @Test func theWidthLimitsAreStatedAsTheCodeAppliesThem() throws {
    let text = try article()
    #expect(!text.contains("no hidden maximum"))
    #expect(text.contains("256…320"))
    let sizing = ColumnSizing()
    #expect(sizing.minimum == 256 && sizing.maximum == 320)
    // "The maximum is a documented setting you can raise": raising it widens the column.
    let split = SplitViewController(style: .doubleColumn)
    split.setViewController(ViewController(), for: .primary)
    split.setViewController(ViewController(), for: .secondary)
    split.thresholds = SplitThresholds(compactWidth: 500, wideWidth: 1000)
    split.setContainerSize(Size(width: 1400, height: 900))
    #expect(split.primaryColumnWidth == 320)
    split.primaryColumnSizing.maximum = 600
    #expect(split.primaryColumnWidth == 588)  // 0.42 of 1400
  }
}
