import PropertyBased
import Testing

@testable import MailboxCore
@testable import MailboxModel

@Suite struct Base64Tests {
  @Test func decodesAcrossLineBreaksWithOrWithoutPadding() {
    #expect(
      Base64.decode(Array("aGVs\nbG8=".utf8))
        == TransferDecoded(bytes: Array("hello".utf8), isDamaged: false))
    #expect(
      Base64.decode(Array("aGVsbG8".utf8))
        == TransferDecoded(bytes: Array("hello".utf8), isDamaged: false))
    #expect(Base64.decode(Array("".utf8)) == TransferDecoded(bytes: [], isDamaged: false))
  }

  @Test func aTruncatedFinalGroupKeepsTheWholeBytesAndIsDamaged() {
    #expect(
      Base64.decode(Array("aGVsbG8gd".utf8))
        == TransferDecoded(bytes: Array("hello ".utf8), isDamaged: true))
  }

  @Test func invalidCharactersAreSkippedAndMarkTheResultDamaged() {
    #expect(
      Base64.decode(Array("aGV*sbG8=".utf8))
        == TransferDecoded(bytes: Array("hello".utf8), isDamaged: true))
  }

  @Test(arguments: 0...40)
  func roundTripsEveryLengthOfBinaryData(length: Int) {
    let bytes = (0..<length).map { UInt8(($0 * 37 + 11) % 256) }
    let encoded = Self.encode(bytes)
    #expect(Base64.decode(Array(encoded.utf8)) == TransferDecoded(bytes: bytes, isDamaged: false))
  }

  /// The decoder (which takes whole groups four characters at a time) decodes exactly
  /// as a byte-at-a-time reading of RFC 2045 does: random text of the alphabet, padding,
  /// line breaks, spaces and damage, whole or cut into random pieces.
  @Test func decodesAsAByteAtATimeReadingWhateverTheTextAndItsPieces() async {
    let characters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
    let odd = Array("=\n\r \t*-.".utf8) + [0x00, 0x80, 0xFF]
    await propertyCheck(count: 500, input: Gen.int(in: 0...1_000_000)) { seed in
      var random = MboxScannerTests.SeededRandom(state: UInt64(seed))
      let length = Int.random(in: 0...300, using: &random)
      let text = (0..<length).map { _ in
        Int.random(in: 0..<10, using: &random) == 0
          ? odd.randomElement(using: &random)! : characters.randomElement(using: &random)!
      }
      let isComplete = Bool.random(using: &random)
      var decoder = Base64.Decoder()
      var output: [UInt8] = []
      var start = 0
      while start < text.count {
        let end = min(text.count, start + Int.random(in: 1...80, using: &random))
        decoder.decode(text[start..<end], into: &output)
        start = end
      }
      decoder.finish(isComplete: isComplete, into: &output)
      let expected = Self.referenceDecode(text, isComplete: isComplete)
      #expect(output == expected.bytes, "seed \(seed)")
      #expect(decoder.isDamaged == expected.isDamaged, "seed \(seed)")
      #expect(Base64.decode(text, isComplete: isComplete) == expected, "seed \(seed)")
    }
  }

  /// RFC 2045 base64 read a character at a time: whitespace skipped, other characters
  /// outside the alphabet skipped as damage, `=` ending a group, a lone final character
  /// damage unless the text was cut.
  private static func referenceDecode(_ text: [UInt8], isComplete: Bool) -> TransferDecoded {
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
    var output: [UInt8] = []
    var damaged = false
    var group: [UInt32] = []
    func flush() {
      let value = group.reduce(0) { $0 << 6 | $1 }
      switch group.count {
      case 1: damaged = true
      case 2: output.append(UInt8(truncatingIfNeeded: value >> 4))
      case 3:
        output += [UInt8(truncatingIfNeeded: value >> 10), UInt8(truncatingIfNeeded: value >> 2)]
      default: break
      }
      group = []
    }
    for byte in text {
      if let index = alphabet.firstIndex(of: byte) {
        group.append(UInt32(index))
        if group.count == 4 {
          let value = group.reduce(0) { $0 << 6 | $1 }
          output += [16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
          group = []
        }
      } else if byte == UInt8(ascii: "=") {
        flush()
      } else if ![0x20, 0x09, 0x0D, 0x0A].contains(byte) {
        damaged = true
      }
    }
    if !isComplete, group.count == 1 { group = [] }
    flush()
    return TransferDecoded(bytes: output, isDamaged: damaged)
  }

  private static func encode(_ bytes: [UInt8]) -> String {
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
    var output = ""
    var index = 0
    while index < bytes.count {
      let chunk = Array(bytes[index..<min(index + 3, bytes.count)])
      let value = chunk.enumerated().reduce(0) { $0 | Int($1.element) << (16 - 8 * $1.offset) }
      for position in 0..<4 {
        output.append(position <= chunk.count ? alphabet[(value >> (18 - 6 * position)) & 63] : "=")
      }
      index += 3
      if index % 57 == 0 { output.append("\n") }
    }
    return output
  }
}
