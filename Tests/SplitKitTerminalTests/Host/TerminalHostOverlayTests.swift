import SplitKit
import SplitKitTerminal
import SplitKitTerminalTesting
import Testing

/// The overlay treatment as the host draws it: border and shadow on the overlay's open
/// edge (either side), dimming that follows the transition.
@Suite @MainActor struct TerminalHostOverlayTests {
  func driver(edge: SplitViewController.PrimaryEdge) -> Driver {
    let split = SplitViewController()
    split.primaryEdge = edge
    split.setViewController(TextViewController(title: "Side", text: "side"), for: .primary)
    split.setViewController(TextViewController(title: "Main", text: "main"), for: .secondary)
    return Driver(app: split, size: CellSize(columns: 100, rows: 6))
  }

  @Test func aLeadingOverlayHasItsBorderAndShadowOnTheRight() throws {
    let driver = driver(edge: .leading)
    driver.press(.character("\\"))
    driver.advance(by: .milliseconds(500))
    let width = Int(driver.split.primaryColumnWidth)
    #expect(driver.screen.allSatisfy { Array($0)[width - 1] == "│" })
    #expect(driver.buffer[width, 3].style.background == .indexed(236))
    #expect(driver.buffer[width + 1, 3].style.attributes.contains(.dim))
    #expect(!driver.buffer[width - 2, 3].style.attributes.contains(.dim))
    try assertSnapshot(driver.screen)
  }

  @Test func aTrailingOverlayHasItsBorderAndShadowOnTheLeft() throws {
    let driver = driver(edge: .trailing)
    driver.press(.character("\\"))
    driver.advance(by: .milliseconds(500))
    let x = 100 - Int(driver.split.primaryColumnWidth)
    #expect(driver.screen.allSatisfy { Array($0)[x] == "│" })
    #expect(driver.buffer[x - 1, 3].style.background == .indexed(236))
    #expect(driver.buffer[x - 2, 3].style.attributes.contains(.dim))
    #expect(!driver.buffer[x + 2, 3].style.attributes.contains(.dim))
    try assertSnapshot(driver.screen)
  }

  /// Two columns over the secondary (three-column style, medium width) make one overlay:
  /// its border and shadow follow the supplementary's trailing edge, and neither of its
  /// columns is dimmed.
  @Test func twoColumnsOverTheSecondaryShareOneBorderOnTheOuterEdge() throws {
    let split = SplitViewController(style: .tripleColumn)
    split.setViewController(TextViewController(title: "Folders", text: "f"), for: .primary)
    split.setViewController(TextViewController(title: "List", text: "l"), for: .supplementary)
    split.setViewController(TextViewController(title: "Main", text: "main"), for: .secondary)
    let driver = Driver(app: split, size: CellSize(columns: 100, rows: 6))
    split.show(.primary)
    driver.advance(by: .milliseconds(500))
    #expect(split.displayMode == .twoOverSecondary)
    let frames = Dictionary(
      split.layout.columns.map { ($0.column, CellRect(points: $0.visibleFrame)) },
      uniquingKeysWith: { first, _ in first })
    let primary = try #require(frames[.primary])
    let supplementary = try #require(frames[.supplementary])
    let edge = supplementary.maxX
    #expect(driver.screen.allSatisfy { Array($0)[edge - 1] == "│" })
    #expect(driver.screen.dropFirst().allSatisfy { Array($0)[primary.maxX - 1] == " " })
    #expect(driver.buffer[edge, 3].style.background == .indexed(236))
    #expect(driver.buffer[edge + 1, 3].style.attributes.contains(.dim))
    #expect(!driver.buffer[supplementary.x + 1, 3].style.attributes.contains(.dim))
    #expect(!driver.buffer[primary.x + 1, 3].style.attributes.contains(.dim))
  }

  @Test func dimmingStartsWithTheTransitionAndEndsWithTheDismissal() {
    let driver = driver(edge: .leading)
    #expect(!driver.buffer[90, 3].style.attributes.contains(.dim))
    driver.press(.character("\\"))
    driver.clock.advance(by: .milliseconds(30))
    driver.host.tick()
    driver.send(.focusGained)
    #expect(driver.host.isAnimating)
    #expect(driver.buffer[90, 3].style.attributes.contains(.dim))
    driver.advance(by: .milliseconds(500))
    driver.press(.escape)
    driver.advance(by: .milliseconds(500))
    #expect(!driver.buffer[90, 3].style.attributes.contains(.dim))
    #expect(driver.split.displayMode == .secondaryOnly)
  }
}

extension TerminalHostOverlayTests {
  /// A medium terminal opening on a placeholder shows the list over it, the detail dimmed,
  /// not "Pick a note." beside a `»` button; Escape dismisses the list as usual.
  @Test func aMediumTerminalOpensWithThePrimaryOverAPlaceholder() {
    let split = SplitViewController()
    split.setViewController(TextViewController(title: "Notes", text: "Groceries"), for: .primary)
    let hint = TextViewController(title: "Note", text: "Pick a note.")
    hint.isPlaceholder = true
    split.setViewController(hint, for: .secondary)
    let driver = Driver(app: split, size: CellSize(columns: 100, rows: 6))
    #expect(split.displayMode == .oneOverSecondary)
    let width = Int(split.primaryColumnWidth)
    #expect(driver.screen.contains { $0.contains("Groceries") })
    #expect(driver.buffer[width + 1, 3].style.attributes.contains(.dim))
    driver.press(.escape)
    driver.advance(by: .milliseconds(500))
    #expect(split.displayMode == .secondaryOnly)
    #expect(!driver.screen.contains { $0.contains("Groceries") })
    #expect(!driver.buffer[width + 1, 3].style.attributes.contains(.dim))
  }
}

extension TerminalHostOverlayTests {
  /// Notes, a note and its "Info" inspector.
  static func splitWithInspector() -> SplitViewController {
    let split = SplitViewController()
    split.setViewController(TextViewController(title: "Notes", text: "Groceries"), for: .primary)
    split.setViewController(TextViewController(title: "Note", text: "Milk"), for: .secondary)
    split.setViewController(
      TextViewController(title: "Info", text: "Created today"), for: .inspector)
    return split
  }

  /// The inspector in cells: 30 columns beside the detail behind a divider where it fits;
  /// over the dimmed detail from the right edge, its border on its left, where it does not.
  @Test func theInspectorTilesAtTheRightEdgeOrOverlaysTheDetailFromIt() {
    let split = Self.splitWithInspector()
    let driver = Driver(app: split, size: CellSize(columns: 150, rows: 6))
    #expect(!driver.screen.contains { $0.contains("Created today") })
    split.show(.inspector)
    driver.advance(by: .milliseconds(100))
    #expect(split.inspectorColumnWidth == 30)
    #expect(driver.screen.contains { $0.contains("Created today") })
    #expect(driver.screen.allSatisfy { Array($0)[119] == "│" })
    #expect(!driver.buffer[100, 3].style.attributes.contains(.dim))
    split.inspectorColumnSizing = ColumnSizing(fraction: 0.3, width: 75, minimum: 24, maximum: 80)
    driver.resize(columns: 100, rows: 6)
    driver.advance(by: .milliseconds(100))
    #expect(split.inspectorOverlaysSecondary)
    #expect(driver.screen.allSatisfy { Array($0)[25] == "│" })
    #expect(driver.buffer[10, 3].style.attributes.contains(.dim))
    driver.press(.escape)
    driver.advance(by: .milliseconds(100))
    #expect(!split.isShowing(.inspector))
    #expect(!driver.buffer[10, 3].style.attributes.contains(.dim))
  }

  /// The inspector button: "i" at the right end of the detail's bar; a click slides the
  /// inspector in, and the "i" at the right end of the inspector's own bar hides it.
  @Test func theInspectorButtonAtTheBarsRightEndShowsAndHidesIt() {
    let split = Self.splitWithInspector()
    let driver = Driver(app: split, size: CellSize(columns: 150, rows: 6))
    #expect(driver.screen[0].hasSuffix(" i "))
    driver.click(x: 148, y: 0)
    driver.advance(by: .seconds(1))
    #expect(split.isShowing(.inspector))
    #expect(driver.screen.contains { $0.contains("Created today") })
    #expect(driver.screen[0].hasSuffix(" i "))
    #expect(
      driver.screen[0].ranges(of: " i ").count == 1, "one button: the inspector's")
    driver.click(x: 148, y: 0)
    driver.advance(by: .seconds(1))
    #expect(!split.isShowing(.inspector))
    #expect(!driver.screen.contains { $0.contains("Created today") })
  }
}
