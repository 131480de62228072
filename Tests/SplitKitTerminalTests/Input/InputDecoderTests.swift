import SplitKitTerminal
import Testing

/// Feeds `bytes` in chunks of `size`, then resolves a pending escape as the timeout would.
func decode(_ bytes: [UInt8], chunkSize size: Int) -> [InputEvent] {
  var decoder = InputDecoder()
  var events: [InputEvent] = []
  var start = 0
  while start < bytes.count {
    let end = min(start + size, bytes.count)
    events += decoder.feed(bytes[start..<end])
    start = end
  }
  events += decoder.flushPendingEscape()
  #expect(!decoder.hasPendingEscape)
  return events
}

@Suite struct InputDecoderTests {
  @Test(arguments: 1...8)
  func everyCorpusSampleDecodesTheSameUnderEveryChunking(chunkSize: Int) {
    for sample in inputCorpus {
      #expect(decode(sample.bytes, chunkSize: chunkSize) == sample.events, "\(sample.name)")
    }
  }

  @Test(arguments: 1...8)
  func theWholeCorpusInOneStreamDecodesToAllItsEvents(chunkSize: Int) {
    // Samples that end in an unfinished sequence need the timeout, so they stay out of the stream.
    let complete = inputCorpus.filter { sample in
      var decoder = InputDecoder()
      _ = decoder.feed(sample.bytes)
      return !decoder.hasPendingEscape
    }
    #expect(complete.count > inputCorpus.count - 12)
    let stream = complete.flatMap(\.bytes)
    #expect(decode(stream, chunkSize: chunkSize) == complete.flatMap(\.events))
  }

  @Test func aLoneEscapeWaitsForTheTimeout() {
    var decoder = InputDecoder()
    #expect(decoder.feed([0x1B]) == [])
    #expect(decoder.hasPendingEscape)
    #expect(decoder.flushPendingEscape() == [.key(.escape)])
    #expect(!decoder.hasPendingEscape)
    #expect(decoder.flushPendingEscape() == [])
  }

  @Test func anEscapeFollowedInTimeBecomesASequence() {
    var decoder = InputDecoder()
    #expect(decoder.feed([0x1B]) == [])
    #expect(decoder.feed(Array("[1;5".utf8)) == [])
    #expect(decoder.hasPendingEscape)
    #expect(decoder.feed(Array("A".utf8)) == [.key(.up, .control)])
    #expect(!decoder.hasPendingEscape)
  }

  @Test func aPasteSpanningManyChunksIsOneEvent() {
    var decoder = InputDecoder()
    #expect(decoder.feed(Array("\u{1B}[200~".utf8)) == [])
    for _ in 0..<100 {
      #expect(decoder.feed(Array("line\r\n".utf8)) == [])
    }
    #expect(!decoder.hasPendingEscape)
    #expect(decoder.flushPendingEscape() == [])
    #expect(
      decoder.feed(Array("\u{1B}[201~".utf8)) == [.paste(String(repeating: "line\r\n", count: 100))]
    )
  }

  @Test func aPasteLongerThanTheLimitIsCutButStillEnds() {
    var decoder = InputDecoder()
    _ = decoder.feed(Array("\u{1B}[200~".utf8))
    let chunk = [UInt8](repeating: UInt8(ascii: "x"), count: 64 * 1024)
    for _ in 0..<(InputDecoder.maximumPasteLength / chunk.count + 4) {
      #expect(decoder.feed(chunk) == [])
    }
    let events = decoder.feed(Array("\u{1B}[201~q".utf8))
    #expect(
      events == [
        .paste(String(repeating: "x", count: InputDecoder.maximumPasteLength)),
        .key(.character("q")),
      ])
  }

  @Test func aNeverEndingSequenceIsBoundedAndDropped() {
    var decoder = InputDecoder()
    _ = decoder.feed(Array("\u{1B}[".utf8))
    for _ in 0..<10_000 {
      #expect(decoder.feed(Array("1;2;3;4;".utf8)) == [])
    }
    #expect(decoder.feed(Array("Aq".utf8)) == [.key(.character("q"))])
  }

  @Test func aNeverEndingStringIsSkippedUntilItsTerminator() {
    var decoder = InputDecoder()
    _ = decoder.feed(Array("\u{1B}]".utf8))
    for _ in 0..<10_000 {
      #expect(decoder.feed(Array("abcdefgh".utf8)) == [])
    }
    #expect(decoder.hasPendingEscape)
    #expect(decoder.feed(Array("\u{07}q".utf8)) == [.key(.character("q"))])
  }

  @Test func modifierDescriptionsNameEachKey() {
    #expect("\(KeyEvent(.up, modifiers: [.control, .shift]))" == "[control, shift]+up")
    #expect("\(InputEvent.key(.character("c"), .control))" == "key([control]+character(U+63))")
  }
}
