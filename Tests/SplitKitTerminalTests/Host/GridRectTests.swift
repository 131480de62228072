import Foundation
import SplitKit
import SplitKitTerminal
import Testing

/// The integer rectangle both hosts place the engine's frames on (`CellRect` in the
/// terminal, `PixelRect` in GTK).
@Suite struct GridRectTests {
  @Test func edgesRoundToTheNearestUnitSoNeighboursStayAdjacent() {
    let left = CellRect(points: Rect(x: -14.6, y: 0, width: 40, height: 8))
    let right = CellRect(points: Rect(x: 25.4, y: 0, width: 74.6, height: 8))
    #expect(left == CellRect(x: -15, y: 0, width: 40, height: 8))
    #expect(right == CellRect(x: 25, y: 0, width: 75, height: 8))
    #expect(left.maxX == right.x)
    #expect(GridRect.nearest(0.5) == 1)
    #expect(GridRect.nearest(-0.5) == -1)
    #expect(GridRect.nearest(320.4) == 320)
  }

  @Test func nonFiniteAndHugeValuesAreClampedNotTrapped() {
    let rect = CellRect(points: Rect(x: -.infinity, y: 0, width: .infinity, height: 1e300))
    #expect(rect == CellRect(x: -1_000_000, y: 0, width: 1_000_000, height: 1_000_000))
    let nan = CellRect(points: Rect(x: .nan, y: .nan, width: 3, height: .nan))
    #expect(nan == CellRect(x: 0, y: 0, width: 0, height: 0))
  }

  @Test func negativeSizesAreEmptyAndContainNothing() {
    let rect = GridRect(x: 2, y: 3, width: -5, height: 4)
    #expect(rect.isEmpty)
    #expect(rect.width == 0)
    #expect(!rect.contains(x: 2, y: 3))
    #expect(GridRect(x: 2, y: 3, width: 1, height: 1).contains(CellPosition(x: 2, y: 3)))
  }

  @Test func decodingKeepsTheInvariantsThatTheInitializerKeeps() throws {
    let rect = GridRect(x: -3, y: 4, width: 320, height: 768)
    let data = try JSONEncoder().encode(rect)
    #expect(try JSONDecoder().decode(GridRect.self, from: data) == rect)
    let negative = Data(#"{"x": 1, "y": 2, "width": -5, "height": 7}"#.utf8)
    #expect(
      try JSONDecoder().decode(GridRect.self, from: negative)
        == GridRect(x: 1, y: 2, width: 0, height: 7))
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(GridRect.self, from: Data(#"{"x": 1}"#.utf8))
    }
  }
}
