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
  /// The words of `texts` read one character at a time: runs of ASCII letters and digits
  /// of each text lowercased (the whole text lowercased first when it is not ASCII),
  /// each once, in the order they first appear.
  static func reference(_ texts: [String]) -> [String] {
    var words: [String] = []
    var seen = Set<String>()
    for text in texts {
      let lowered = text.utf8.allSatisfy { $0 < 0x80 } ? text : text.lowercased()
      var current: [UInt8] = []
      for byte in lowered.utf8 + [0x20] {
        if Bytes.isASCIILetterOrDigit(byte) {
          current.append(Bytes.lowercased(byte))
        } else if !current.isEmpty {
          let word = String(decoding: current, as: UTF8.self)
          if seen.insert(word).inserted { words.append(word) }
          current = []
        }
      }
    }
    return words
  }

  @Test func wordsAreLowercasedRunsOfLettersAndDigitsEachOnce() {
    var words = SearchIndex.Words()
    var known = SearchIndex.KnownWords()
    var new: [String] = []
    #expect(!words.add("Re: Café PLANS, plans; PLANS 2026", known: &known, new: &new))
    #expect(words.text == "re caf plans 2026")
    #expect(new == ["re", "caf", "plans", "2026"])
    // Another message: its own words again, but only unknown ones are new.
    words.removeAll()
    new = []
    #expect(words.add("plans for 2026, benchmarking benchmarks", known: &known, new: &new))
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
      var words = SearchIndex.Words()
      var known = SearchIndex.KnownWords()
      var new: [String] = []
      words.add(text, known: &known, new: &new)
      let expected = Self.reference([text])
      #expect(words.text == expected.joined(separator: " "), "lead \(lead)")
      #expect(new == expected, "lead \(lead)")
    }
  }

  @Test func randomTextsReadAsCharacterByCharacter() async {
    let pieces = [
      "a", "B", "7", "plan", "PLAN", "Plans", "benchmark", "BENCHMARKING", "x1y2z3w4v5u6",
      " ", "  ", ",", ".", "\n", "\t", "é", "Ü", "ß", "İ", "日本", "🎉", "-", "_", "@", "\u{0}",
      "abcdefgh", "abcdefghi", "abcdefghijklmnopqrstuvwxyz0123456789",
    ]
    let gen = Gen.int(in: 0..<pieces.count).array(of: 0...80).array(of: 1...4)
    await propertyCheck(count: 300, input: gen) { messages in
      let texts = messages.map { $0.map { pieces[$0] }.joined() }
      var words = SearchIndex.Words()
      var known = SearchIndex.KnownWords()
      var new: [String] = []
      for text in texts {
        words.removeAll()
        words.add(text, known: &known, new: &new)
        #expect(words.text == Self.reference([text]).joined(separator: " "), "\(texts)")
      }
      #expect(new == Self.reference(texts), "\(texts)")
    }
  }
}
