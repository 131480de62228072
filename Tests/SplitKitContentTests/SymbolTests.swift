import SplitKitContent
import Testing

@Suite struct SymbolTests {
  /// WGL4's ranges that hold the glyphs: Basic Latin and Latin-1, General Punctuation,
  /// Arrows, Block Elements and Geometric Shapes, Miscellaneous Symbols.
  static func isWGL4(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return (0x20...0x7E).contains(value) || (0xA0...0xFF).contains(value)
      || [0x2039, 0x203A, 0x2026, 0x2022].contains(value)
      || (0x2190...0x2195).contains(value)
      || [0x25A0, 0x25A1, 0x25B2, 0x25BA, 0x25BC, 0x25C4].contains(value)
      || [0x263C, 0x2660, 0x2663, 0x2665, 0x2666].contains(value)
  }

  @Test func everySymbolHasOneNarrowGlyphAnIconAndWords() {
    #expect(Symbol.all.count == 17)
    #expect(Set(Symbol.all.map(\.name)).count == Symbol.all.count, "names are unique")
    for symbol in Symbol.all {
      #expect(symbol.glyph.count == 1, "\(symbol.name)")
      #expect(
        symbol.glyph.unicodeScalars.allSatisfy(Self.isWGL4), "\(symbol.name): \(symbol.glyph)")
      #expect(symbol.iconName.hasSuffix("-symbolic"), "\(symbol.name)")
      #expect(!symbol.text.isEmpty)
      #expect(Symbol.named(symbol.name) == symbol)
    }
    #expect(Symbol.named("nope") == nil)
  }

  @MainActor @Test func aBarButtonShowsItsGlyphWhereCharactersAreDrawn() {
    let plain = BarButton(title: "Now") {}
    let symbol = BarButton(symbol: .compose, title: "New Message", key: "m") {}
    #expect(plain.shownTitle == "Now" && plain.symbol == nil)
    #expect(symbol.shownTitle == "+" && symbol.label == "New Message")
    let menu = BarButton(symbol: .more, title: "⋯", label: "More actions", menu: [symbol])
    #expect(menu.shownTitle == "…" && menu.menu.first?.symbol == .compose)
  }
}
