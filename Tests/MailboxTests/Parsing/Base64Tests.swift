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
