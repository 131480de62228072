import PropertyBased
import Testing

@testable import MailboxModel

/// The query parser over arbitrary text (issue 38): it never traps, and what it parsed
/// prints as a query that parses back to the same terms, conditions and problem.
extension SearchQueryTests {
  /// Pieces of queries, with the numbers, quotes, negations and characters (combining
  /// marks, case folding that changes length, controls) most likely to upset the parser.
  static let queryPieces = [
    "from:", "subject:", "to:", "body:", "date:", "is:", "any:", "re:", "FROM:", "Date:", "NOT",
    "not", "-", "--", "*", "\"", " ", "  ", "\t", "\n", ":", "..", "2024", "-03", "-29", "-7d",
    "-300000000000y", "-9223372036854775807d", "99999999999999999999", "0", "9999", "10000",
    "y", "w", "m", "d", "unread", "read", "flagged", "a", "Ü", "ß", "İ", "\u{301}", "\u{212A}",
    "🇸🇪", "\u{0}", "\u{1B}[1m", "\u{85}", "\u{2028}", "\r\n", "ﬀ", "Σ",
  ]

  /// Checks the property for `text`.
  static func expectStableParse(_ text: String) {
    let now: Int64 = 1_780_000_000
    let query = SearchQuery(text, now: now)
    let printed = query.description
    let again = SearchQuery(printed, now: now)
    #expect(
      again.terms == query.terms, "\(text.debugDescription) printed \(printed.debugDescription)")
    #expect(again.conditions == query.conditions, "\(text.debugDescription)")
    #expect(again.problem == query.problem, "\(text.debugDescription)")
    #expect(again.description == printed, "\(text.debugDescription)")
  }

  @Test func queriesOfQueryPiecesParsePrintAndParseTheSame() async {
    await propertyCheck(
      count: 2_000, input: Gen.element(of: Self.queryPieces).compactMap { $0 }.array(of: 0...14)
    ) { pieces in
      Self.expectStableParse(pieces.joined())
    }
  }

  @Test func arbitraryTextParsesPrintsAndParsesTheSame() async {
    let scalar = Gen.unicodeScalar(in: "\u{0}"..."\u{D7FF}")
    await propertyCheck(count: 1_000, input: scalar.array(of: 0...40)) { scalars in
      var text = ""
      text.unicodeScalars.append(contentsOf: scalars)
      Self.expectStableParse(text)
    }
    await propertyCheck(count: 1_000, input: Gen.uint8().array(of: 0...60)) { bytes in
      Self.expectStableParse(String(decoding: bytes, as: UTF8.self))
    }
  }

  /// Inputs the fuzzer found (`fuzz-query`), kept as examples.
  @Test(arguments: [
    // A quoted text that starts with `-` once unquoted: printed `"-xect* e"`, it came back
    // negated.
    "dat\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}e:205 NOT --xect\"* e", "NOT --a\" b", "\"-a b\"",
  ])
  func fuzzedQueriesParsePrintAndParseTheSame(text: String) {
    Self.expectStableParse(text)
  }

  @Test func thePrinterWritesEachFormOnce() {
    let query = SearchQuery(
      "From:Ada  NOT body:\"Travel  Budget\" plan* is:unread -date:-7d NOT --x \"a b\"*")
    #expect(
      query.description
        == "from:ada -body:\"travel  budget\" plan* NOT --x \"a b*\" is:unread -date:-7d")
  }
}
