import SplitKitHostCore
import Testing

@testable import SplitKitTerminal

/// The ranges the sanitizer and the frame encoder decide without Unicode's property tables
/// (so a frame of lines and arrows pages none of them in, issue 36's memory) say what the
/// tables say, scalar by scalar.
@Suite struct UnicodeFastPathTests {
  static let assigned: [ClosedRange<UInt32>] = [
    0x2010...0x2027, 0x2030...0x205E, 0x2190...0x23FF, 0x2500...0x27BF,
  ]
  static let undisputed: [ClosedRange<UInt32>] = [
    0x2010...0x2027, 0x2030...0x205E, 0x2190...0x21FF, 0x2500...0x25FC,
  ]

  @Test func everyScalarTheSanitizerPassesUnlookedIsAssigned() {
    for range in Self.assigned {
      for value in range {
        let scalar = Unicode.Scalar(value)!
        #expect(scalar.properties.generalCategory != .unassigned, "U+\(String(value, radix: 16))")
        #expect(SafeText.placeholder(for: scalar) == nil)
      }
    }
  }

  @Test func everyScalarTheEncoderTakesAsUndisputedIsOldAndNoEmoji() {
    for range in Self.undisputed {
      for value in range {
        let scalar = Unicode.Scalar(value)!
        let properties = scalar.properties
        #expect(!properties.isEmojiPresentation, "U+\(String(value, radix: 16))")
        #expect((properties.age?.major ?? 99) < 9, "U+\(String(value, radix: 16))")
        #expect(!Grapheme(Character(scalar)).isWidthDisputed)
      }
    }
    // Just past the ranges, the tables still decide: ◽ is an emoji.
    #expect(Grapheme(Character("\u{25FD}")).isWidthDisputed)
  }
}
