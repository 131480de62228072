import SplitKit
import SplitKitTerminal
import Testing

@Suite struct CellRectPointsTests {
  @Test func edgesRoundToTheNearestCellSoNeighboursStayAdjacent() {
    let left = CellRect(points: Rect(x: -14.6, y: 0, width: 40, height: 8))
    let right = CellRect(points: Rect(x: 25.4, y: 0, width: 74.6, height: 8))
    #expect(left == CellRect(x: -15, y: 0, width: 40, height: 8))
    #expect(right == CellRect(x: 25, y: 0, width: 75, height: 8))
    #expect(left.maxX == right.x)
  }

  @Test func nonFiniteAndHugeValuesAreClampedNotTrapped() {
    let rect = CellRect(points: Rect(x: -.infinity, y: 0, width: .infinity, height: 1e300))
    #expect(rect == CellRect(x: -1_000_000, y: 0, width: 1_000_000, height: 1_000_000))
    let nan = CellRect(points: Rect(x: .nan, y: .nan, width: 3, height: .nan))
    #expect(nan == CellRect(x: 0, y: 0, width: 0, height: 0))
  }
}
