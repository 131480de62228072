import Testing

@testable import SplitKitTerminal

/// A cell is 16 bytes (issue 36: two 200x60 screens of cells were 1.1 MB of the
/// terminal host's memory at 48 bytes a cell), and nothing is lost by packing it: every
/// style comes back as it went in, and every cluster a screen can show, long ones too.
@Suite struct CellLayoutTests {
  @Test func aCellIsSixteenBytes() {
    #expect(MemoryLayout<Cell>.size == 16)
    #expect(MemoryLayout<Cell>.stride == 16)
  }

  static let colors: [Color] =
    [.default, .indexed(0), .indexed(255), .rgb(0, 0, 0), .rgb(0xFF, 0xFF, 0xFF), .rgb(1, 2, 3)]
    + Color.ANSIColor.allCases.map(Color.ansi)

  static let attributes: [Style.Attributes] = [
    [], .bold, .dim, .italic, .underline, .reverse,
    [.bold, .dim, .italic, .underline, .reverse],
  ]

  @Test func everyStyleComesBackAsItWentIn() {
    for foreground in Self.colors {
      for background in Self.colors {
        for attributes in Self.attributes {
          let style = Style(foreground: foreground, background: background, attributes: attributes)
          let cell = Cell("x", style: style)
          #expect(cell.style == style)
          #expect(cell.width == 1)
          var changed = cell
          changed.style = .default
          #expect(changed.style == .default && changed.width == 1 && changed.grapheme == "x")
        }
      }
    }
  }

  @Test func aWideCellKeepsItsWidthWhenItsStyleChanges() {
    var cell = Cell("日")
    cell.style = Style(foreground: .rgb(9, 8, 7)).with(.bold)
    #expect(cell.width == 2 && cell.grapheme == "日")
    #expect(Cell.continuation(style: .default).isContinuation)
  }

  /// Clusters longer than a word's 7 bytes: a ZWJ family (25 bytes), a tag flag (28), a
  /// letter under marks, a flag (8).
  static let longClusters: [Character] = [
    "👨‍👩‍👧‍👦", "🏴󠁧󠁢󠁳󠁣󠁴󠁿", "e\u{301}\u{302}\u{303}", "🇯🇵", "👍🏽",
  ]

  @Test(arguments: longClusters)
  func aLongClusterIsKeptWholeAndComparesByItsText(_ cluster: Character) {
    let cell = Cell(cluster)
    #expect(cell.grapheme == cluster)
    #expect(cell.width == Text.displayWidth(cluster))
    #expect(cell == Cell(cluster), "the same cluster, the same cell")
    #expect(cell != Cell("👩‍👩‍👦"))
    var bytes: [UInt8] = []
    cell.storage.append(to: &bytes)
    #expect(bytes == Array(String(cluster).utf8))
    #expect(cell.storage.count == String(cluster).utf8.count)
  }

  @Test func aClusterPastThirtyOneBytesIsItsFirstScalarWithThatWidth() {
    let pile = Character("a" + String(repeating: "\u{301}", count: 20))  // 41 bytes
    let cell = Cell(pile)
    #expect(cell.grapheme == "a")
    #expect(cell.width == 1)
  }
}
