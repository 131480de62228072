import Foundation
import PropertyBased
import Testing

@testable import MailboxModel

extension SearchIndex.Words {
  /// The words as the full-text table is given them, as text.
  var text: String {
    withUTF8 { bytes, count in
      bytes.map {
        String(decoding: UnsafeRawBufferPointer(start: $0, count: Int(count)), as: UTF8.self)
      }
        ?? ""
    }
  }
}

/// The words the search index stores (``SearchIndex/Words``), read eight bytes at a time,
/// against a plain character-by-character reading of the same text.
@Suite struct SearchIndexWordsTests {
  /// The words of `texts` read one scalar at a time: runs of letters and digits
  /// (alphabetic or numeric scalars) of each text lowercased and composed, each once, in
  /// the order they first appear.
  static func reference(_ texts: [String]) -> [String] {
    var words: [String] = []
    var seen = Set<String>()
    for text in texts {
      let folded = text.lowercased().precomposedStringWithCanonicalMapping
      var current = ""
      for scalar in folded.unicodeScalars + [" "] {
        if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
          current.unicodeScalars.append(scalar)
        } else if !current.isEmpty {
          if seen.insert(current).inserted { words.append(current) }
          current = ""
        }
      }
    }
    return words
  }

  /// How `text` reads, one character at a time: exact when every character holding a
  /// letter or digit is one scalar (composed, lowercased), unsound with conjoining jamo
  /// (before composing).
  static func referenceReading(_ text: String) -> SearchIndex.Reading {
    let lowered = text.lowercased()
    if lowered.unicodeScalars.contains(where: { (0x1100...0x11FF).contains($0.value) }) {
      return .unsound
    }
    let folded = lowered.precomposedStringWithCanonicalMapping
    let joined = folded.contains { character in
      character.unicodeScalars.count > 1
        && character.unicodeScalars.contains {
          $0.properties.isAlphabetic || $0.properties.numericType != nil
        }
    }
    return joined ? .sound : .exact
  }

  /// Expects `text`'s words, and the new words it gives a fresh ``SearchIndex/KnownWords``,
  /// to be ``reference(_:)``'s.
  static func expectReadAsCharacterByCharacter(
    _ text: String, _ label: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var words = SearchIndex.Words()
    var known = SearchIndex.KnownWords()
    var new: [String] = []
    words.add(text, known: &known, new: &new)
    let expected = reference([text])
    #expect(
      words.text == expected.joined(separator: " "), "\(label)", sourceLocation: sourceLocation)
    #expect(new == expected, "\(label)", sourceLocation: sourceLocation)
  }

  /// The known words are bounded: past ``SearchIndex/KnownWords/limit`` the set starts
  /// again, so a word met before is new once more (the vocabulary table ignores it).
  @Test func knownWordsForgetPastTheirLimit() {
    var known = SearchIndex.KnownWords()
    var words = SearchIndex.Words()
    var new: [String] = []
    words.add("short averyverylongword", known: &known, new: &new)
    for start in stride(from: 0, to: SearchIndex.KnownWords.limit, by: 4_096) {
      words.removeAll()
      let text = (start..<start + 4_096).map { "k\($0)" }.joined(separator: " ")
      words.add(text, known: &known, new: &new)
    }
    #expect(known.count <= SearchIndex.KnownWords.limit)
    #expect(new.count == SearchIndex.KnownWords.limit + 2)
    new = []
    words.removeAll()
    words.add("short averyverylongword k0", known: &known, new: &new)
    #expect(new == ["short", "averyverylongword", "k0"])
  }

  @Test func wordsAreLowercasedRunsOfLettersAndDigitsEachOnce() {
    var words = SearchIndex.Words()
    var known = SearchIndex.KnownWords()
    var new: [String] = []
    #expect(words.add("Re: Café PLANS, plans; PLANS 2026", known: &known, new: &new) == .exact)
    #expect(words.text == "re café plans 2026")
    #expect(new == ["re", "café", "plans", "2026"])
    // Another message: its own words again, but only unknown ones are new.
    words.removeAll()
    new = []
    #expect(
      words.add("plans for 2026, benchmarking benchmarks", known: &known, new: &new) == .exact)
    #expect(words.text == "plans for 2026 benchmarking benchmarks")
    #expect(new == ["for", "benchmarking", "benchmarks"])
  }

  /// Words of one to twenty bytes, two sharing their first eight or sixteen bytes, at
  /// every offset around the eight-byte reads and the 64-bit masks.
  @Test func everyWordLengthAndOffsetReadsAsCharacterByCharacter() {
    let stems = ["a", "abcdefg", "abcdefgh", "abcdefghi", "abcdefghijklmnop", "abcdefghijklmnopq"]
    for lead in 0..<70 {
      let text =
        String(repeating: "-", count: lead) + stems.joined(separator: " ")
        + " ABCDEFGHI abcdefghX abcdefghijklmnopX"
      Self.expectReadAsCharacterByCharacter(text, "lead \(lead)")
    }
  }

  /// Words found from each 64 bytes' starts and ends: one going on through several of
  /// them, and words ending at, or starting just after, their boundaries.
  @Test func wordsAcrossTheSixtyFourByteMasksReadAsCharacterByCharacter() {
    let long = String(repeating: "Wxyz0123", count: 20)  // 160 bytes
    for lead in [0, 1, 62, 63, 64, 65, 127, 128] {
      for text in [
        String(repeating: "-", count: lead) + long + " tail",
        String(repeating: "b", count: lead) + " " + long,
        String(repeating: "c", count: lead) + "." + String(repeating: "d", count: 64) + "!e",
      ] {
        Self.expectReadAsCharacterByCharacter(text, "lead \(lead): \(text)")
      }
    }
  }

  @Test func randomTextsReadAsCharacterByCharacter() async {
    let pieces = [
      "a", "B", "7", "plan", "PLAN", "Plans", "benchmark", "BENCHMARKING", "x1y2z3w4v5u6",
      " ", "  ", ",", ".", "\n", "\t", "é", "Ü", "ß", "İ", "日本", "🎉", "-", "_", "@", "\u{0}",
      "abcdefgh", "abcdefghi", "abcdefghijklmnopqrstuvwxyz0123456789", "e\u{301}", "\u{301}",
      "q\u{301}", "\u{212A}", "ΣΑΣ", "Москва", "東京", "가", "\u{11A8}", "\u{FE0F}", "SS",
      "ẞ", "²", "\u{0915}\u{093F}", "\u{200D}", "Å",
    ]
    let gen = Gen.int(in: 0..<pieces.count).array(of: 0...80).array(of: 1...4)
    await propertyCheck(count: 300, input: gen) { messages in
      let texts = messages.map { $0.map { pieces[$0] }.joined() }
      var words = SearchIndex.Words()
      var known = SearchIndex.KnownWords()
      var new: [String] = []
      // The same texts as UTF-8 bytes (a summary's sender and subject) read the same.
      var fromBytes = SearchIndex.Words()
      var knownBytes = SearchIndex.KnownWords()
      var newBytes: [String] = []
      for text in texts {
        words.removeAll()
        let reading = words.add(text, known: &known, new: &new)
        #expect(words.text == Self.reference([text]).joined(separator: " "), "\(texts)")
        #expect(reading == Self.referenceReading(text), "\(text.unicodeScalars.map(\.value))")
        fromBytes.removeAll()
        #expect(
          fromBytes.add(utf8: Array(text.utf8)[...], known: &knownBytes, new: &newBytes)
            == reading)
        #expect(fromBytes.text == words.text, "\(texts)")
      }
      #expect(new == Self.reference(texts), "\(texts)")
      #expect(newBytes == new)
    }
  }

  /// Senders and subjects queued for the builder hold the same bytes and hashes as each
  /// read from the store, after the first are dropped too; and hashes tell texts apart.
  @Test func headersCopiedInABatchAreTheStoresTexts() throws {
    var store = SummaryStore()
    store.append(
      contentsOf: [
        ("Ada", "ada@x", "Lunch"), ("", "bo@x", ""), ("Zoë", "z@x", "Café 🎉"),
        ("Ada", "ada@x", "Lunch!"),
      ].enumerated().map { number, texts in
        MessageSummary(
          index: number, location: .mbox(offset: number * 100, length: 100),
          sender: MailAddress(name: texts.0, address: texts.1), subject: texts.2, date: nil,
          isUnread: false)
      })
    var queue = SearchIndex.Headers.Queue()
    for position in store.indices { queue.append(store, at: position) }
    queue.removeFirst(1)
    #expect(queue.count == 3)
    let batch = queue.headers(0..<3)
    #expect(batch.count == 3)
    // Part of what it holds, from any position, is the same.
    #expect(queue.headers(1..<3).map(\.hash) == Array(batch[1...]).map(\.hash))
    #expect(queue.headers(2..<2).isEmpty)
    for (position, headers) in zip(1..<4, batch) {
      let single = SearchIndex.Headers(store, at: position)
      #expect(Array(headers.name) == Array(single.name))
      #expect(Array(headers.address) == Array(single.address))
      #expect(Array(headers.subject) == Array(single.subject))
      #expect(headers.hash == single.hash)
    }
    #expect(String(decoding: batch[1].subject, as: UTF8.self) == "Café 🎉")
    let hashes = store.indices.map { SearchIndex.Headers(store, at: $0).hash }
    #expect(Set(hashes).count == 4)
    // The same bytes split differently between the texts are other texts.
    #expect(
      SearchIndex.Headers(name: Array("ab".utf8)[...], address: [], subject: []).hash
        != SearchIndex.Headers(
          name: Array("a".utf8)[...], address: Array("b".utf8)[...], subject: []
        ).hash)
  }
}
