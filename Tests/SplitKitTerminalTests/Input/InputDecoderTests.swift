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

  @Test func aPasteLongerThanTheLimitArrivesInPiecesCutBetweenCharacters() {
    var decoder = InputDecoder()
    _ = decoder.feed(Array("\u{1B}[200~".utf8))
    // "x" then two-byte characters: the limit falls in the middle of one.
    let text = "x" + String(repeating: "é", count: InputDecoder.maximumPasteLength)
    var events: [InputEvent] = []
    let bytes = Array(text.utf8)
    for start in stride(from: 0, to: bytes.count, by: 64 * 1024) {
      events += decoder.feed(bytes[start..<min(start + 64 * 1024, bytes.count)])
    }
    #expect(decoder.hasPendingPaste)
    events += decoder.feed(Array("\u{1B}[201~q".utf8))
    let pieces = events.compactMap { event -> String? in
      if case .paste(let piece) = event { return piece }
      return nil
    }
    #expect(pieces.count == 3)
    #expect(pieces.allSatisfy { $0.utf8.count <= InputDecoder.maximumPasteLength })
    #expect(pieces.joined() == text)
    #expect(events.last == .key(.character("q")))
    #expect(!decoder.hasPendingPaste)
  }

  @Test func anUnterminatedPasteIsFlushedAsItIsAndInputIsDecodedAgain() {
    var decoder = InputDecoder()
    #expect(decoder.feed(Array("\u{1B}[200~hello\u{1B}[2".utf8)) == [])
    #expect(decoder.hasPendingPaste)
    #expect(!decoder.hasPendingEscape)
    #expect(decoder.flushPendingEscape() == [])
    #expect(decoder.flushPendingPaste() == [.paste("hello\u{1B}[2")])
    #expect(!decoder.hasPendingPaste)
    #expect(decoder.flushPendingPaste() == [])
    #expect(
      decoder.feed([UInt8(ascii: "q"), 0x03]) == [
        .key(.character("q")), .key(.character("c"), .control),
      ])
  }

  @Test func ctrlCEndsAnOpenPasteAndArrivesAsCtrlC() {
    var decoder = InputDecoder()
    #expect(
      decoder.feed(Array("\u{1B}[200~abc\u{1B}[\u{03}q".utf8)) == [
        .paste("abc\u{1B}["), .key(.character("c"), .control), .key(.character("q")),
      ])
    #expect(!decoder.hasPendingPaste)
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
