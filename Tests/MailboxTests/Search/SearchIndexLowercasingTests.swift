import Foundation
import PropertyBased
import Testing

@testable import MailboxModel

/// The search index's lowercasing (`SearchIndex.Reading.lowercased`) gives what the
/// standard library's `lowercased()` gives, from which the scan's comparisons and the
/// index's words are both read.
@Suite struct SearchIndexLowercasingTests {
  @Test func everyScalarIsLoweredAsTheStandardLibraryLowersIt() {
    var differing: [UInt32] = []
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let text = String(Character(scalar))
      // Byte for byte: `==` would let a canonically equivalent difference pass.
      if !SearchIndex.Reading.lowercased(text).utf8.elementsEqual(text.lowercased().utf8) {
        differing.append(value)
      }
    }
    #expect(differing.isEmpty, "\(differing.prefix(20).map { String($0, radix: 16) })")
  }

  @Test(arguments: [
    "", "plain ascii", "Mixed CASE Ascii", "Straße İstanbul ÅNGSTRÖM", "ΣΊΣΥΦΟΣ", "東京 Tokyo",
    "ǅemal ǈubljana", "caf\u{0065}\u{0301} Ｆｕｌｌ", "Ⓐ ⅷ 𐐀𐐁", "\u{1F600}A\u{0}B\r\n",
  ])
  func textsAreLoweredAsTheStandardLibraryLowersThem(text: String) {
    #expect(Array(SearchIndex.Reading.lowercased(text).utf8) == Array(text.lowercased().utf8))
  }

  /// ASCII is lowered eight bytes at a time: runs of every length, with the bytes on
  /// each side of the capitals ("@", "[", "`", "{") and other scalars between them.
  @Test func randomTextsAreLoweredAsTheStandardLibraryLowersThem() async {
    let pieces = [
      "A", "Z", "a", "z", "@", "[", "`", "{", "0", " ", "\u{7F}", "É", "İ", "ß", "Σ", "東",
    ]
    await propertyCheck(
      count: 2_000, input: Gen.element(of: pieces).compactMap { $0 }.array(of: 0...40)
    ) {
      pieces in
      let text = pieces.joined()
      #expect(Array(SearchIndex.Reading.lowercased(text).utf8) == Array(text.lowercased().utf8))
      let folded = SearchIndex.Reading.folded(text)
      #expect(
        Array(folded.utf8) == Array(text.lowercased().precomposedStringWithCanonicalMapping.utf8))
    }
  }

  @Test func textWithNothingToLowerIsTheTextItself() {
    let text = "already lower, 123 & ascii"
    #expect(SearchIndex.Reading.lowercased(text) == text)
  }
}

/// The table of the Basic Multilingual Plane's traits says what Unicode's tables say.
@Suite struct SearchIndexScalarTraitsTests {
  @Test func everyScalarsTraitsAreThoseItsPropertiesGive() {
    var differing: [UInt32] = []
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let traits = SearchIndex.Reading.traits(of: scalar)
      let expected =
        (scalar.properties.changesWhenLowercased ? SearchIndex.Reading.Trait.lowers : 0)
        | (SearchIndex.Reading.computedIsWord(scalar) ? SearchIndex.Reading.Trait.word : 0)
        | (SearchIndex.Reading.computedMayCompose(scalar) ? SearchIndex.Reading.Trait.composes : 0)
        | (SearchIndex.Reading.computedExtendsCharacter(scalar)
          ? SearchIndex.Reading.Trait.extends : 0)
      if traits != expected { differing.append(value) }
    }
    #expect(differing.isEmpty, "\(differing.prefix(20).map { String($0, radix: 16) })")
  }
}
