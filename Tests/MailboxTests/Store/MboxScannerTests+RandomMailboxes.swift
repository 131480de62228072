import Testing

@testable import MailboxCore
@testable import MailboxModel

/// A property check without a dependency: seeded random mailboxes, every one scanned
/// whole and in random chunkings, against the number of messages the builder wrote.
extension MboxScannerTests {
  /// A small deterministic generator (SplitMix64).
  struct SeededRandom: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var value = state
      value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
      value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
      return value ^ (value >> 31)
    }
  }

  /// A random mbox of `count` messages with hostile shapes: CRLF, folded and 20 KB headers,
  /// unquoted `From ` body lines after text, `>From ` lines, NUL bytes, long lines,
  /// missing headers, and no final line break.
  static func randomMbox(messages count: Int, random: inout SeededRandom) -> [UInt8] {
    var bytes: [UInt8] = []
    for index in 0..<count {
      let eol = Bool.random(using: &random) ? "\r\n" : "\n"
      bytes += Array("From s\(index)@x Sat Nov 21 10:00:00 2026\(eol)".utf8)
      if Int.random(in: 0..<8, using: &random) != 0 {
        bytes += Array("Subject: m\(index)\(eol)".utf8)
        if Bool.random(using: &random) {
          bytes += Array("References: <a@x>\(eol) <b@x>\(eol)".utf8)
        }
        if Int.random(in: 0..<6, using: &random) == 0 {
          bytes += Array("X-Long: \(String(repeating: "y", count: 20_000))\(eol)".utf8)
        }
        bytes += Array(eol.utf8)
      }
      for _ in 0..<Int.random(in: 0..<6, using: &random) {
        switch Int.random(in: 0..<6, using: &random) {
        case 0: bytes += Array("text then\(eol)From someone without a date\(eol)".utf8)
        case 1: bytes += Array(">From quoted\(eol)>>From twice\(eol)".utf8)
        case 2: bytes += [0x61, 0x00, 0x62] + Array(eol.utf8)
        case 3:
          bytes +=
            Array(String(repeating: "z", count: Int.random(in: 0..<3000, using: &random)).utf8)
            + Array(eol.utf8)
        case 4: bytes += Array(eol.utf8)
        default: bytes += Array("body line\(eol)".utf8)
        }
      }
      if index < count - 1 || Bool.random(using: &random) { bytes += Array("\(eol)".utf8) }
    }
    return bytes
  }

  @Test(arguments: 0..<40)
  func randomMailboxesScanToTheirMessageCountUnderAnyChunking(seed: UInt64) {
    var random = SeededRandom(state: seed)
    let count = Int.random(in: 1...12, using: &random)
    let bytes = Self.randomMbox(messages: count, random: &random)
    let whole = Self.scan(bytes, chunkSize: bytes.count)
    #expect(whole.count == count)
    #expect(whole.map(\.index) == Array(0..<count))
    for _ in 0..<4 {
      let size = Int.random(in: 1...max(1, bytes.count / 3), using: &random)
      #expect(Self.scan(bytes, chunkSize: size) == whole, "chunk size \(size)")
    }
  }

  @Test func aHundredKilobyteUnfoldedSubjectIsIndexedUnderAnyChunking() {
    let subject = String(repeating: "s", count: 100_000)
    let bytes = Array("From a Sat Nov 21 10:00:00 2026\nSubject: \(subject)\n\nbody\n".utf8)
    for size in [1, 4096, 65_536, bytes.count] {
      #expect(Self.scan(bytes, chunkSize: size).map(\.subject) == [subject])
    }
  }
}
