import PropertyBased
import SplitKitTerminal
import Testing

extension InputDecoderTests {
  /// Bytes that end any bracketed paste and any sequence in progress, leaving the decoder
  /// between events once the escape timeout has passed.
  private static let resynchronize = Array("\u{1B}[201~".utf8)

  @Test func randomBytesDecodeTheSameUnderAnyChunking() async {
    await propertyCheck(count: 300, input: Gen.uint8().array(of: 0...200), Gen.int(in: 2...8)) {
      bytes, size in
      #expect(decode(bytes, chunkSize: size) == decode(bytes, chunkSize: 1))
    }
  }

  @Test func escapeHeavyRandomBytesNeverTrap() async {
    let escapeHeavy = Gen.element(
      of: Array("\u{1B}[]O<;:0123456789~MmIPu\u{07}\\".utf8) + [0xC3, 0xE6, 0x80])
    await propertyCheck(count: 300, input: escapeHeavy.compactMap { $0 }.array(of: 0...120)) {
      bytes in
      #expect(decode(bytes, chunkSize: 3) == decode(bytes, chunkSize: 1))
    }
  }

  @Test func aValidSequenceAfterGarbageStillDecodes() async {
    let complete = inputCorpus.filter { sample in
      var decoder = InputDecoder()
      _ = decoder.feed(sample.bytes)
      return !decoder.hasPendingEscape
    }
    await propertyCheck(
      count: 300, input: Gen.uint8().array(of: 0...100), Gen.int(in: 0...(complete.count - 1))
    ) { garbage, index in
      var decoder = InputDecoder()
      _ = decoder.feed(garbage)
      _ = decoder.feed(Self.resynchronize)
      _ = decoder.flushPendingEscape()
      #expect(
        decoder.feed(complete[index].bytes) == complete[index].events, "\(complete[index].name)")
    }
  }

  @Test func textWithoutControlsMatchesTheStandardLibrary() async {
    let textByte = Gen.uint8(in: 0x20...0xFF).filter { $0 != 0x7F }
    await propertyCheck(count: 300, input: textByte.array(of: 0...64)) { text in
      // A character cut off at the end waits for its next byte, so end on a plain letter.
      let bytes = text + [UInt8(ascii: "q")]
      let expected = String(decoding: bytes, as: UTF8.self).unicodeScalars.map {
        InputEvent.key(.character(Character($0)))
      }
      #expect(decode(bytes, chunkSize: 1) == expected)
    }
  }
}
