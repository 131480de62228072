import Foundation
import GRDB
import PropertyBased
import Testing

@testable import MailboxCore
@testable import MailboxModel

/// The search index answers every query as reading every message does (the scan), over
/// random mailboxes and queries, whole or partly built, and falls back to the scan when
/// it is missing, damaged, stale or held by another reader.
@Suite struct SearchIndexTests {
  typealias SeededRandom = MboxScannerTests.SeededRandom

  /// Words with the shapes that make substring search hard: case, accents precomposed
  /// and combining (`cafe` is not in `cafe\u{301}` compared by characters, though its
  /// ASCII letters are), a Kelvin sign, digits, punctuation inside words; scripts beyond
  /// Latin (CJK, Cyrillic, Greek with its final sigma, Hangul composed and as jamo),
  /// case pairs that lowercase to several scalars or none of the other's (`İ`, `ß`/`SS`,
  /// `ẞ`), and a letter with a mark that has no composed form.
  static let words = [
    "plan", "planning", "explanation", "Budget", "travel", "TRAVEL", "café", "cafe\u{301}", "cafe",
    "\u{212A}elvin", "kelvin", "x-ray", "e-mail", "2024", "q3", "lunch", "naïve", "Straße",
    "zoë", "hello", "world", "über", "ok", "a", "re", "plan9", "planet", "déjà", "vu",
    "東京", "東京都", "Москва", "МОСКВА", "Ελλάδα", "ΟΔΟΣ", "İstanbul", "istanbul", "STRASSE",
    "straße", "ẞ", "q\u{301}ty", "한국", "\u{1112}\u{1161}\u{11AB}", "Ǆemal", "ﬁnal", "½",
    "Ångström", "A\u{30A}ngstro\u{308}m",
  ]

  /// `text` as an RFC 2047 encoded word when it is not ASCII, in UTF-8, as `B` or `Q`
  /// (or left raw, 8-bit, as some mailers send it).
  static func encodedWord(_ text: String, random: inout SeededRandom) -> String {
    guard !text.utf8.allSatisfy({ $0 < 0x80 }) else { return text }
    switch Int.random(in: 0..<3, using: &random) {
    case 0: return "=?UTF-8?B?" + Data(text.utf8).base64EncodedString() + "?="
    case 1:
      let encoded = text.utf8.map { byte in
        byte == 0x20
          ? "_"
          : Bytes.isASCIILetterOrDigit(byte)
            ? String(UnicodeScalar(byte)) : "=" + String(format: "%02X", byte)
      }
      return "=?UTF-8?Q?" + encoded.joined() + "?="
    default: return text
    }
  }

  /// `text` in UTF-8 quoted-printable, with soft line breaks.
  static func quotedPrintable(_ text: String, eol: String) -> String {
    var lines: [String] = []
    for line in text.components(separatedBy: "\n") {
      var out = ""
      var width = 0
      for byte in line.utf8 {
        let piece =
          byte >= 0x80 || byte == 0x3D || byte < 0x20
          ? "=" + String(format: "%02X", byte) : String(UnicodeScalar(byte))
        if width + piece.count > 72 {
          out += "=" + eol
          width = 0
        }
        out += piece
        width += piece.count
      }
      lines.append(out)
    }
    return lines.joined(separator: eol)
  }

  /// A random message: headers with random names and words (RFC 2047 encoded or raw
  /// when not ASCII), a plain, quoted-printable (UTF-8 or Latin-1), base64, HTML or
  /// text-and-HTML body, LF or CRLF lines.
  static func randomMessage(_ number: Int, random: inout SeededRandom) -> String {
    func phrase(_ count: ClosedRange<Int>) -> String {
      (0..<Int.random(in: count, using: &random)).map { _ in
        words.randomElement(using: &random) ?? "x"
      }.joined(
        separator: [" ", " ", ", ", ".", "\n", "-", "  "].randomElement(using: &random) ?? " ")
    }
    func header(_ count: ClosedRange<Int>) -> String {
      let text = phrase(count).replacingOccurrences(of: "\n", with: " ")
      return encodedWord(text, random: &random)
    }
    let eol = Bool.random(using: &random) ? "\r\n" : "\n"
    let year = Int.random(in: 2022...2026, using: &random)
    let month = ["Jan", "Mar", "Jun", "Dec"].randomElement(using: &random) ?? "Jan"
    var headers = [
      "From: \(header(1...2)) <s\(number)@example.org>",
      "To: \(header(1...2)) <r\(number)@example.org>",
      "Subject: \(header(0...4))",
      "Date: Mon, \(Int.random(in: 1...28, using: &random)) \(month) \(year) 10:00:00 +0000",
      "Message-ID: <m\(number)@example.org>",
    ]
    if Bool.random(using: &random) {
      headers.append("Cc: =?UTF-8?Q?Zo=C3=AB?= <zoe@example.org>, \(header(1...1))")
    }
    let text = phrase(0...30)
    let html =
      "<html><body><p>\(text.replacingOccurrences(of: "\n", with: "<br>"))</p></body></html>"
    var body = text
    switch Int.random(in: 0..<7, using: &random) {
    case 0:
      headers.append("Content-Type: text/plain; charset=utf-8")
    case 1:
      headers.append("Content-Type: text/plain; charset=utf-8")
      headers.append("Content-Transfer-Encoding: base64")
      body = Data(text.utf8).base64EncodedString(options: [.lineLength76Characters])
    case 2:
      headers.append("Content-Type: text/html; charset=utf-8")
      body = html
    case 3:
      headers.append("Content-Type: text/plain; charset=utf-8")
      headers.append("Content-Transfer-Encoding: quoted-printable")
      body = quotedPrintable(text, eol: eol)
    case 4, 5:
      // Text and HTML alternatives, the HTML quoted-printable or base64; or HTML alone
      // in a multipart, which the message view shows as text.
      let htmlOnly = Bool.random(using: &random)
      headers.append("MIME-Version: 1.0")
      headers.append("Content-Type: multipart/alternative; boundary=\"b\(number)\"")
      var parts: [String] = []
      if !htmlOnly {
        parts.append(
          "Content-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: 8bit\n\n" + text)
      }
      parts.append(
        Bool.random(using: &random)
          ? "Content-Type: text/html; charset=utf-8\nContent-Transfer-Encoding: quoted-printable"
            + "\n\n" + quotedPrintable(html, eol: "\n")
          : "Content-Type: text/html; charset=utf-8\nContent-Transfer-Encoding: base64\n\n"
            + Data(html.utf8).base64EncodedString(options: [.lineLength76Characters]))
      body =
        parts.map { "--b\(number)\n" + $0 + "\n" }.joined() + "--b\(number)--"
      body = body.replacingOccurrences(of: "\n", with: eol)
    default:
      headers.append("Content-Type: text/plain; charset=iso-8859-1")
      headers.append("Content-Transfer-Encoding: quoted-printable")
      body = text.unicodeScalars.map { $0.value < 0x80 ? String($0) : "=E9" }.joined()
    }
    return (headers + ["", body]).joined(separator: eol) + eol
  }

  /// A random query of one to three terms, most reading messages, a third answered from
  /// the summaries (plain words, `from:`, `subject:`).
  static func randomQuery(random: inout SeededRandom) -> String {
    (0..<Int.random(in: 1...3, using: &random)).map { _ in
      let word = (words.randomElement(using: &random) ?? "x")
      let length = word.count
      let start = Int.random(in: 0..<length, using: &random)
      let part = String(word.dropFirst(start).prefix(Int.random(in: 1...length, using: &random)))
      let value =
        switch Int.random(in: 0..<6, using: &random) {
        case 0: part
        case 1: word + "*"
        case 2: part + "*"
        case 3: "\"\(word) \(words.randomElement(using: &random) ?? "x")\""
        case 4: part.uppercased()
        default: word
        }
      let negation = ["", "", "", "-", "NOT "].randomElement(using: &random) ?? ""
      switch Int.random(in: 0..<12, using: &random) {
      case 0, 10: return negation + value
      case 11: return negation + "from:" + value
      case 1: return negation + "to:" + value
      case 2: return negation + "subject:" + value
      case 3:
        return negation
          + ["is:unread", "is:flagged", "date:2024..2025", "date:2026-03"][
            Int.random(in: 0..<4, using: &random)]
      default: return negation + "body:" + value
      }
    }.joined(separator: " ")
  }

  /// Writes a random mailbox at `path` (an mbox file or a Maildir) of `count` messages.
  static func writeRandomMailbox(
    at path: String, maildir: Bool, count: Int, random: inout SeededRandom
  )
    throws
  {
    let messages = (0..<count).map { randomMessage($0, random: &random) }
    if maildir {
      for sub in ["cur", "new", "tmp"] {
        try FileManager.default.createDirectory(
          atPath: path + "/" + sub, withIntermediateDirectories: true)
      }
      for (number, message) in messages.enumerated() {
        let flags = ["", "S", "F", "FS"].randomElement(using: &random) ?? ""
        try TestFiles.write(message, to: path + "/cur/\(1000 + number).M\(number).host:2,\(flags)")
      }
    } else {
      try TestFiles.write(TestFiles.mbox(messages), to: path)
    }
  }

  /// The positions matching `query` in `mailbox`: by comparing every summary and reading
  /// every candidate (`answers` nil), or asking the index first, as the reader's search
  /// does: what it rules out is skipped, and the sender and subject it says match are
  /// not compared.
  static func search(
    _ query: SearchQuery, _ store: SummaryStore, _ mailbox: Mailbox, _ answers: SearchIndex.Answers?
  ) -> [Int] {
    var matcher = SearchQuery.IndexMatcher(query)
    return store.indices.filter { position in
      let header = answers?.headerVerdict(at: position) ?? .read
      guard header != .fails, matcher.matches(store, at: position, termsHold: header == .matches)
      else { return false }
      return MessageSearch.matches(
        store[position], query: query, in: mailbox, answers: answers, at: position)
    }
  }

  /// Indexes `count` positions of `store` (all by default) in one go.
  static func build(_ folder: SearchIndex.Folder, _ store: SummaryStore, count: Int? = nil) {
    var subset = SummaryStore()
    for position in 0..<(count ?? store.count) { subset.append(store[position]) }
    while folder.indexFrame(subset, until: .seconds(1), now: { .zero }) {}
  }

  /// Brings a random number of frequent words' kept rows up to date, each to a random
  /// lag: some are kept to the last row, some behind, some not gathered.
  static func keepUp(_ folder: SearchIndex.Folder, random: inout SeededRandom) throws {
    for _ in 0..<Int.random(in: 0...6, using: &random) {
      try folder.keepUpFrequentWords(lag: Int64.random(in: 0...10, using: &random))
    }
  }

  /// An mbox of `messages` at `directory/mail`, its index (in `directory/cache`) built
  /// whole, and its summaries.
  static func builtMbox(_ messages: [String], in directory: String) throws -> (
    SearchIndex, SearchIndex.Folder, SummaryStore
  ) {
    try TestFiles.write(TestFiles.mbox(messages), to: directory + "/mail")
    let mailbox = try Mailbox.open(path: directory + "/mail")
    let store = try summaries(mailbox)
    let index = SearchIndex(root: directory + "/mail", cacheDirectory: directory + "/cache")
    let folder = try #require(index.folder("", of: mailbox))
    build(folder, store)
    return (index, folder, store)
  }

  static func summaries(_ mailbox: Mailbox) throws -> SummaryStore {
    var store = SummaryStore()
    store.append(contentsOf: try mailbox.allSummaries())
    return store
  }

  /// A random mailbox at `directory/mail` of a number of messages in `count`, its
  /// summaries, and its index's folder (in `directory/cache`) with a random part of it
  /// built: the rest is read.
  static func randomPartlyIndexedMailbox(
    in directory: String, maildir: Bool, count: ClosedRange<Int>, random: inout SeededRandom
  ) throws -> (Mailbox, SummaryStore, SearchIndex.Folder) {
    let path = directory + "/mail"
    try writeRandomMailbox(
      at: path, maildir: maildir, count: Int.random(in: count, using: &random), random: &random)
    let mailbox = try Mailbox.open(path: path)
    let store = try summaries(mailbox)
    // Words become frequent after a few messages, so their kept rows answer too.
    let index = SearchIndex(
      root: path, cacheDirectory: directory + "/cache",
      frequentWords: .init(
        rows: Int.random(in: 1...6, using: &random),
        sampleEvery: Int.random(in: 1...3, using: &random),
        lag: Int64.random(in: 0...8, using: &random),
        maximumWords: Int.random(in: 1...40, using: &random)))
    #expect(index.status == .ready)
    let folder = try #require(index.folder("", of: mailbox))
    let covered = Int.random(in: 0...store.count, using: &random)
    // Built in a few steps, frequent words kept up between them, so their kept rows
    // end at different rows.
    var built = 0
    while built < covered {
      built = Int.random(in: built + 1...covered, using: &random)
      build(folder, store, count: built)
      try keepUp(folder, random: &random)
    }
    #expect(folder.processedCount == covered)
    return (mailbox, store, folder)
  }

  @Test func theIndexAnswersAsTheScanOverRandomMailboxesAndQueries() async throws {
    await propertyCheck(count: 30, input: Gen.int(in: 0...1_000_000)) { seed in
      var random = SeededRandom(state: UInt64(seed))
      try TestFiles.withTemporaryDirectory { directory in
        let (mailbox, store, folder) = try Self.randomPartlyIndexedMailbox(
          in: directory, maildir: seed % 2 == 0, count: 1...40, random: &random)
        for round in 0..<16 {
          if round == 8 {
            Self.build(folder, store)
            try Self.keepUp(folder, random: &random)
          }
          let text = Self.randomQuery(random: &random)
          let query = SearchQuery(text, now: 1_767_225_600)
          let answers = folder.answers(for: query)
          #expect((answers != nil) == !query.terms.isEmpty)
          let scanned = Self.search(query, store, mailbox, nil)
          let indexed = Self.search(query, store, mailbox, answers)
          #expect(indexed == scanned, "seed \(seed), query \(text)")
        }
      }
    }
  }

  /// The list's own search, given the index's answers, finds what the scan finds: in
  /// steps of random sizes, with part of the mailbox not indexed (those are read), so
  /// the look-ups of the index's verdicts stop and go on around every message it cannot
  /// decide.
  @Test func theListsSearchWithTheIndexFindsWhatTheScanFinds() async throws {
    await propertyCheck(count: 25, input: Gen.int(in: 0...1_000_000)) { seed in
      var random = SeededRandom(state: UInt64(seed))
      try TestFiles.withTemporaryDirectory { directory in
        let (mailbox, store, folder) = try Self.randomPartlyIndexedMailbox(
          in: directory, maildir: seed % 2 == 0, count: 1...60, random: &random)
        for _ in 0..<8 {
          let text = Self.randomQuery(random: &random)
          let query = SearchQuery(text)
          var list = MessageList()
          list.append(try mailbox.allSummaries())
          list.setFilter(text)
          list.indexAnswers = folder.answers(for: query)
          list.hasIndexAnswers = true
          while list.isSearching {
            list.searchStep(
              limit: Int.random(in: 1...20, using: &random),
              readLimit: Int.random(in: 1...3, using: &random)
            ) { MessageSearch.matches($0, query: query, in: mailbox) }
          }
          let scanned = Self.search(query, store, mailbox, nil)
          #expect(list.matches ?? [] == scanned, "seed \(seed), query \(text)")
        }
      }
    }
  }

  /// The same for a search typed at a random moment of a relaunch, while the list
  /// fills in random batches and the index (built at the last launch for a random part
  /// of the mailbox; the rest was appended or delivered since) follows it frame by
  /// frame: it finds what the scan finds, and reads only messages the index cannot
  /// decide or did not hold, never one listed after the search began that it held.
  @Test func aSearchStartedDuringListingFindsWhatTheScanFindsReadingOnlyWhatTheIndexCannotDecide()
    async throws
  {
    await propertyCheck(count: 25, input: Gen.int(in: 0...1_000_000)) { seed in
      var random = SeededRandom(state: UInt64(seed))
      try TestFiles.withTemporaryDirectory { directory in
        let path = directory + "/mail"
        try Self.writeRandomMailbox(
          at: path, maildir: seed % 2 == 0, count: Int.random(in: 1...60, using: &random),
          random: &random)
        let mailbox = try Mailbox.open(path: path)
        let store = try Self.summaries(mailbox)
        let text = Self.randomQuery(random: &random)
        let query = SearchQuery(text)
        let covered = Int.random(in: 0...store.count, using: &random)
        // The last launch indexed the first `covered` messages: what it says of them.
        let mayRead: Set<Int> = try {
          let index = SearchIndex(root: path, cacheDirectory: directory + "/cache")
          let folder = try #require(index.folder("", of: mailbox))
          Self.build(folder, store, count: covered)
          let answers = folder.answers(for: query)
          return Set(
            store.indices.filter { $0 >= covered || (answers?.verdict(at: $0) ?? .read) == .read })
        }()
        let indexing = SearchIndexing(root: path, cacheDirectory: directory + "/cache")
        #expect(indexing.problem == nil)
        var list = MessageList()
        let typedAt = Int.random(in: 0...store.count, using: &random)
        var (listed, typed, frames, clock) = (0, false, 0, 0)
        var read: [Int] = []
        while listed < store.count || !typed || list.isSearching, frames < 10_000 {
          frames += 1
          let next = min(store.count, listed + Int.random(in: 0...6, using: &random))
          list.append((listed..<next).map { store[$0] })
          listed = next
          if !typed, listed >= typedAt {
            list.setFilter(text)
            typed = true
          }
          indexing.prepare(&list, mailbox: mailbox)
          list.searchStep(
            limit: Int.random(in: 1...20, using: &random),
            readLimit: Int.random(in: 1...3, using: &random)
          ) { summary in
            read.append(summary.index)
            return MessageSearch.matches(summary, query: query, in: mailbox)
          }
          let deadline = Duration.microseconds(clock + Int.random(in: 1...4, using: &random))
          indexing.build(&list, until: deadline) {
            clock += 1
            return .microseconds(clock)
          }
        }
        #expect(frames < 10_000, "seed \(seed), query \(text)")
        #expect(
          list.matches ?? [] == Self.search(query, store, mailbox, nil),
          "seed \(seed), query \(text)")
        #expect(Set(read).isSubset(of: mayRead), "seed \(seed), query \(text), covered \(covered)")
      }
    }
  }

  /// Eight verdicts at a time give the matches one at a time would, and stop at the
  /// first message the index cannot decide; the same for the first position the
  /// summary's terms do not rule out.
  @Test func theMatchesOfARangeAreTheVerdictsOneByOne() async {
    let entries = Gen.int(in: 0...40).array(of: 0...200)
    await propertyCheck(count: 300, input: entries) { entries in
      // 0: not indexed (read); otherwise row (1...20) and whether the body and the
      // sender are plain.
      let positions = entries.map {
        $0 == 0
          ? Int64(0)
          : SearchIndex.Entry.make(
            row: Int64(($0 + 1) / 2),
            flags: $0 & 1 == 0 ? 0 : SearchIndex.Entry.bodyIsPlain | SearchIndex.Entry.senderIsPlain
          )
      }
      // Rows 1, 4, 7, …, 19.
      let rows = SearchIndex.RowSet(
        bits: [stride(from: 1, through: 20, by: 3).reduce(UInt64(0)) { $0 | 1 << UInt64($1) }])
      for (isExact, isNegated, through) in [
        (true, false, Int64.max), (true, true, 13), (false, false, 7), (true, false, 0),
      ] {
        let answers = SearchIndex.Answers(
          positions: positions,
          terms: [.init(isNegated: isNegated, isExact: isExact, rows: rows)], through: through)
        // Part of an answer: the rows beyond `through` are not reached yet.
        #expect(
          positions.indices.allSatisfy {
            (answers.verdict(at: $0) == .pending)
              == (SearchIndex.Entry.row(positions[$0]) > through)
          })
        for start in [0, 1, 7, positions.count / 2] where start <= positions.count {
          for end in [positions.count, start + 9] {
            var found = [-1]
            let stop = answers.appendMatches(from: start, to: end, into: &found)
            var expected = [-1]
            var position = start
            while position < min(end, positions.count),
              ![.read, .pending].contains(answers.verdict(at: position))
            {
              if answers.verdict(at: position) == .matches { expected.append(position) }
              position += 1
            }
            #expect(stop == position)
            #expect(found == expected)
          }
        }
        #expect(
          answers.matchCount == positions.indices.count { answers.verdict(at: $0) == .matches })
        // A `from:` term with the same rows: whole, whatever `through` says.
        let headers = SearchIndex.Answers(
          positions: positions, terms: [],
          headerTerms: [
            .init(
              isNegated: isNegated, isExact: isExact, plain: SearchIndex.Entry.senderIsPlain,
              rows: rows)
          ], through: through)
        #expect(headers.decidesHeaders && !answers.decidesHeaders)
        #expect(positions.indices.allSatisfy { headers.headerVerdict(at: $0) != .pending })
        for start in [0, 1, 7, positions.count / 2, positions.count + 3] {
          for end in [positions.count, start + 9, positions.count + 20] where end >= start {
            var expected = start
            while expected < min(end, positions.count),
              headers.headerVerdict(at: expected) == .fails
            {
              expected += 1
            }
            #expect(headers.firstHeaderCandidate(from: start, to: end) == expected)
          }
        }
      }
    }
  }

  /// Most messages of a plain mailbox are answered without reading them.
  @Test func aBuiltIndexAnswersWordsWithoutReading() throws {
    try TestFiles.withTemporaryDirectory { directory in
      let messages = (0..<50).map { number in
        "From: a@x\nTo: b@x\nSubject: s\(number)\n\nword\(number) common text\(number % 5)\n"
      }
      let (_, folder, store) = try Self.builtMbox(messages, in: directory)
      #expect(folder.addedCount == 50)
      let answers = try #require(folder.answers(for: SearchQuery("body:text3")))
      let verdicts = store.indices.map { answers.verdict(at: $0) }
      #expect(!verdicts.contains(.read))
      #expect(verdicts.filter { $0 == .matches }.count == 10)
      let prefix = try #require(folder.answers(for: SearchQuery("body:word4*")))
      #expect(store.indices.filter { prefix.verdict(at: $0) == .matches } == [4] + Array(40...49))
      let negated = try #require(folder.answers(for: SearchQuery("-body:common")))
      #expect(store.indices.allSatisfy { negated.verdict(at: $0) == .fails })
    }
  }

  /// `to:` is decided without reading wherever the To and Cc headers read exactly, a name
  /// in encoded words too.
  ///
  /// Exactly: every letter a character of one scalar, and the same text read either way
  /// (the header lines decoded, or the parsed message's), as `body:` is decided. `to:team`
  /// over a million messages used to read every one (20 s), and on real mail, with its
  /// encoded names, 3.6 s at 200,000.
  @Test func aBuiltIndexAnswersRecipientsWithoutReadingWhereTheyArePlain() throws {
    try TestFiles.withTemporaryDirectory { directory in
      let messages = (0..<40).map { number in
        // Every fourth from 3 with a name in an encoded word; every fourth from 2 folded
        // over two lines with a quoted name, as real mail has them (the header lines and
        // the parsed message then differ between the words).
        let to =
          number % 4 == 3
          ? "=?UTF-8?Q?Zo=C3=AB?= <team\(number % 2)@x>"
          : number % 4 == 2
            ? "team\(number % 2)@x,\n\t\"Kate, O'Brien\" <kate@x>" : "team\(number % 2)@x"
        return "From: a@x\nTo: \(to)\nCc: c\(number)@y\nSubject: s\n\nbody\n"
      }
      let (_, folder, store) = try Self.builtMbox(messages, in: directory)
      let mailbox = try Mailbox.open(path: directory + "/mail")
      for text in [
        "to:team1", "to:c1", "to:tea*", "to:c1*", "-to:team0", "to:zoe", "to:zoë", "to:kate",
        "to:o",
      ] {
        let query = SearchQuery(text)
        let answers = try #require(folder.answers(for: query))
        let reads = store.indices.filter { answers.verdict(at: $0) == .read }
        // None is read, not even those whose To has an encoded word.
        #expect(reads.isEmpty, "\(text) reads \(reads)")
        #expect(
          Self.search(query, store, mailbox, answers) == Self.search(query, store, mailbox, nil),
          "\(text)")
      }
      let plain = try #require(folder.answers(for: SearchQuery("to:team1")))
      // team1: the odd messages, every one decided.
      #expect(
        store.indices.filter { plain.verdict(at: $0) == .matches }
          == Array(stride(from: 1, to: 40, by: 2)))
      let zoe = try #require(folder.answers(for: SearchQuery("to:zoë")))
      #expect(
        store.indices.filter { zoe.verdict(at: $0) == .matches }
          == Array(stride(from: 3, to: 40, by: 4)))
    }
  }

  /// Plain words, `from:` and `subject:` are decided from the index wherever the
  /// summary's sender and subject read exactly, `Café` too; and the list's search skips
  /// what the index rules out, a 64th of a comparison each.
  @Test func theSendersAndSubjectsAreDecidedWhereTheyArePlainAndTheListSkipsTheRest() throws {
    try TestFiles.withTemporaryDirectory { directory in
      let messages = (0..<10_000).map { number in
        let from = number % 1_000 == 7 ? "Zed Planner <zed@x>" : "Ann <a\(number % 3)@x>"
        let subject = number % 10 == 3 ? "=?UTF-8?Q?Caf=C3=A9?= planning" : "notes \(number)"
        return "From: \(from)\nSubject: \(subject)\n\nbody\n"
      }
      let (_, folder, store) = try Self.builtMbox(messages, in: directory)
      let mailbox = try Mailbox.open(path: directory + "/mail")
      for text in ["from:zed", "plan", "subject:plan*", "-ann", "from:a1 notes", "subject:café"] {
        let query = SearchQuery(text)
        let answers = try #require(folder.answers(for: query))
        #expect(answers.decidesHeaders)
        let compared = store.indices.filter { answers.headerVerdict(at: $0) == .read }
        // None is compared, not even a word in a non-ASCII subject (every tenth from 3).
        #expect(compared.isEmpty, "\(text) compares \(compared.count)")
        #expect(
          Self.search(query, store, mailbox, answers) == Self.search(query, store, mailbox, nil),
          "\(text)")
      }
      let zed = try #require(folder.answers(for: SearchQuery("from:zed")))
      let zeds = Array(stride(from: 7, to: 10_000, by: 1_000))
      #expect(store.indices.filter { zed.headerVerdict(at: $0) == .matches } == zeds)

      // The list, past the positions checked at once: one step of 100 checks reaches the
      // end, where the 5,904 left would take 60 without the index.
      var list = MessageList()
      list.append(try mailbox.allSummaries())
      list.setFilter("from:zed")
      #expect(list.searched == MessageList.immediateSearchLimit)
      list.indexAnswers = zed
      list.hasIndexAnswers = true
      list.searchStep(limit: 100) { _ in true }
      let isSearching = list.isSearching
      #expect(!isSearching)
      #expect(list.matches == zeds)
    }
  }

  /// A message indexed with other sender and subject texts than its summary has now (a
  /// summary made differently since) is read and indexed again, so the index never rules
  /// out what the summary matches.
  @Test func aMessageIndexedWithOtherSummaryTextsIsIndexedAgain() throws {
    try TestFiles.withTemporaryDirectory { directory in
      let messages = (0..<3).map { "From: a@x\nSubject: lunch \($0)\n\nbody\n" }
      try TestFiles.write(TestFiles.mbox(messages), to: directory + "/mail")
      let mailbox = try Mailbox.open(path: directory + "/mail")
      var summaries = try mailbox.allSummaries()
      let store = try Self.summaries(mailbox)
      summaries[1].subject = "dinner"
      var changed = SummaryStore()
      changed.append(contentsOf: summaries)
      do {
        let index = SearchIndex(root: directory + "/mail", cacheDirectory: directory + "/cache")
        let folder = try #require(index.folder("", of: mailbox))
        Self.build(folder, changed)
        let dinner = try #require(folder.answers(for: SearchQuery("subject:dinner")))
        #expect(store.indices.filter { dinner.headerVerdict(at: $0) == .matches } == [1])
      }
      let index = SearchIndex(root: directory + "/mail", cacheDirectory: directory + "/cache")
      let folder = try #require(index.folder("", of: mailbox))
      Self.build(folder, store)
      #expect(folder.addedCount == 1)
      let lunch = try #require(folder.answers(for: SearchQuery("subject:lunch")))
      #expect(store.indices.allSatisfy { lunch.headerVerdict(at: $0) == .matches })
    }
  }

  /// The vocabulary's words as text (searched for pieces inside words) hold each word of
  /// the vocabulary once, and find what asking the vocabulary row by row finds.
  @Test func theVocabularyAsTextHoldsEachWordOnceAndFindsWhatTheTableFinds() async throws {
    await propertyCheck(count: 10, input: Gen.int(in: 0...1_000_000)) { seed in
      var random = SeededRandom(state: UInt64(seed))
      try TestFiles.withTemporaryDirectory { directory in
        let (_, _, folder) = try Self.randomPartlyIndexedMailbox(
          in: directory, maildir: seed % 2 == 0, count: 1...40, random: &random)
        try folder.database.read { db in
          let table = try String.fetchAll(db, sql: "SELECT word FROM vocabulary")
          let text = try Data.fetchAll(db, sql: "SELECT words FROM vocabulary_text").flatMap {
            String(decoding: $0, as: UTF8.self).split(separator: " ").map(String.init)
          }
          #expect(text.sorted() == table.sorted(), "seed \(seed)")
          for piece in ["a", "plan", "e", "9", "zz", "kelvin", "2024"] {
            let expected = try String.fetchAll(
              db, sql: "SELECT word FROM vocabulary WHERE instr(word, ?) > 0", arguments: [piece])
            let found = try SearchIndex.Folder.wordsContaining(piece, limit: 1_000, db)
            #expect(found?.sorted() == expected.sorted(), "seed \(seed), \(piece)")
            if expected.count > 1 {
              #expect(
                try SearchIndex.Folder.wordsContaining(piece, limit: expected.count - 1, db) == nil)
            }
          }
        }
      }
    }
  }

  /// Past ``SearchIndex/KnownWords/limit`` words the builder forgets which words it wrote
  /// (its memory stays bounded); a word met again after that is offered to the
  /// vocabulary again, which keeps it once, and is still found.
  @Test func aVocabularyLargerThanTheKnownWordsKeepsEachWordOnce() throws {
    let half = SearchIndex.KnownWords.limit / 2 + 100
    let first = (0..<half).map { "w\($0)" }.joined(separator: " ")
    let second = (0..<half).map { "v\($0)" }.joined(separator: " ")
    let messages = [
      "From: a@x\nSubject: one\n\nzephyr \(first)\n",
      "From: a@x\nSubject: two\n\n\(second)\n",
      "From: a@x\nSubject: three\n\nzephyr again\n",
    ]
    try TestFiles.withTemporaryDirectory { directory in
      let (_, folder, store) = try Self.builtMbox(messages, in: directory)
      try folder.database.read { db in
        let table = try Int.fetchOne(db, sql: "SELECT count(*) FROM vocabulary") ?? 0
        let text = try Data.fetchAll(db, sql: "SELECT words FROM vocabulary_text").flatMap {
          String(decoding: $0, as: UTF8.self).split(separator: " ").map(String.init)
        }
        #expect(table > SearchIndex.KnownWords.limit)
        #expect(text.count == table)
        #expect(text.filter { $0 == "zephyr" }.count == 1)
        #expect(try SearchIndex.Folder.wordsContaining("zephy", limit: 10, db) == ["zephyr"])
      }
      let answers = try #require(folder.answers(for: SearchQuery("body:zephyr")))
      let verdicts = store.indices.map { answers.verdict(at: $0) }
      #expect(verdicts == [.matches, .fails, .matches])
    }
  }

  /// A new index's word tables merge FTS5 segments eight at a time (fewer rewrites of
  /// each word's rows while building), and say so in their own configuration.
  @Test func aNewIndexMergesEightSegmentsAtATime() throws {
    try TestFiles.withTemporaryDirectory { directory in
      let messages = (0..<20).map { "From: a@x\nSubject: s\($0)\n\nword\($0)\n" }
      let (index, _, _) = try Self.builtMbox(messages, in: directory)
      let database = try #require(index.database)
      for table in ["words", "headers"] {
        let automerge = try database.read { db in
          try Int.fetchOne(db, sql: "SELECT v FROM \(table)_config WHERE k = 'automerge'")
        }
        #expect(automerge == 8, "\(table)")
      }
    }
  }

  /// A question asked on the answer thread stops once a newer one is asked (the reader
  /// awaits only the newest), within a few thousand rows.
  @Test func aQuestionNoLongerAwaitedStopsWithinAFewThousandRows() throws {
    try TestFiles.withTemporaryDirectory { directory in
      let messages = (0..<5_000).map { "From: a@x\nSubject: s\($0)\n\ncommon\n" }
      let (index, folder, store) = try Self.builtMbox(messages, in: directory)
      let query = SearchQuery("body:common")
      let database = try #require(index.database)
      var asked = 0
      #expect(throws: CancellationError.self) {
        try database.read { db in
          try SearchIndex.Folder.answers(
            for: query, positions: folder.rows, in: db,
            isCurrent: {
              asked += 1
              return false
            })
        }
      }
      #expect(asked == 1)
      let answers = try database.read { db in
        try SearchIndex.Folder.answers(for: query, positions: folder.rows, in: db)
      }
      #expect(store.indices.allSatisfy { answers.verdict(at: $0) == .matches })
    }
  }

  /// A random mailbox at `directory/mail`, its summaries, and the queries the fallback
  /// tests compare with the scan.
  struct Fixture {
    let path: String
    let cache: String
    var mailbox: Mailbox
    var store: SummaryStore
    let queries = [
      "body:plan", "body:travel -to:zoe", "to:zoe body:kelvin*", "NOT body:a", "lunch",
    ]

    init(_ directory: String, maildir: Bool = false, count: Int = 30, seed: UInt64 = 7) throws {
      path = directory + "/mail"
      cache = directory + "/cache"
      var random = SeededRandom(state: seed)
      try SearchIndexTests.writeRandomMailbox(
        at: path, maildir: maildir, count: count, random: &random)
      mailbox = try Mailbox.open(path: path)
      store = try SearchIndexTests.summaries(mailbox)
    }

    /// Reads the mailbox again after a change.
    mutating func reload() throws {
      mailbox = try Mailbox.open(path: path)
      store = try SearchIndexTests.summaries(mailbox)
    }

    /// Expects `folder` (or no index) to answer every query as the scan does.
    func expectScanResults(_ folder: SearchIndex.Folder?, _ comment: Comment) {
      for text in queries {
        let query = SearchQuery(text)
        let scanned = SearchIndexTests.search(query, store, mailbox, nil)
        let answers = folder?.answers(for: query)
        #expect(SearchIndexTests.search(query, store, mailbox, answers) == scanned, comment)
      }
    }

    /// Opens the index and builds the root folder whole.
    func built() throws -> (SearchIndex, SearchIndex.Folder) {
      let index = SearchIndex(root: path, cacheDirectory: cache)
      let folder = try #require(index.folder("", of: mailbox))
      SearchIndexTests.build(folder, store)
      return (index, folder)
    }

    /// Every file of the mailbox: path, size, modification time and bytes.
    func files() throws -> [String] {
      let manager = FileManager.default
      let paths = manager.subpaths(atPath: path).map { $0.map { path + "/" + $0 } } ?? [path]
      return try paths.sorted().map { file in
        let attributes = try manager.attributesOfItem(atPath: file)
        let bytes = manager.contents(atPath: file) ?? Data()
        return
          "\(file) \(attributes[.size] ?? 0) \(attributes[.modificationDate] ?? 0) \(bytes.hashValue)"
      }
    }
  }

  @Test(arguments: [false, true])
  func aMissingIndexIsBuiltWithoutWritingTheMailboxAndDeletingItLosesNothing(maildir: Bool) throws {
    try TestFiles.withTemporaryDirectory { directory in
      let fixture = try Fixture(directory, maildir: maildir)
      let before = try fixture.files()
      do {
        let (index, folder) = try fixture.built()
        #expect(folder.addedCount == fixture.store.count)
        #expect(FileManager.default.fileExists(atPath: index.path))
        fixture.expectScanResults(folder, "built")
      }
      #expect(try fixture.files() == before)
      // Reopened: every message is found, none read again.
      do {
        let (_, folder) = try fixture.built()
        #expect(folder.addedCount == 0)
      }
      try FileManager.default.removeItem(atPath: fixture.cache)
      fixture.expectScanResults(nil, "no index")
      do {
        let (_, folder) = try fixture.built()
        #expect(folder.addedCount == fixture.store.count)
        fixture.expectScanResults(folder, "rebuilt")
      }
    }
  }

  @Test func aDamagedIndexIsBuiltAgain() throws {
    try TestFiles.withTemporaryDirectory { directory in
      let fixture = try Fixture(directory)
      let path = try fixture.built().0.path
      for suffix in ["-wal", "-shm"] { unlink(path + suffix) }
      try TestFiles.write(Array(repeating: 0x5A, count: 8192), to: path)
      let index = SearchIndex(root: fixture.path, cacheDirectory: fixture.cache)
      #expect(index.status == .ready)
      let folder = try #require(index.folder("", of: fixture.mailbox))
      #expect(folder.answers(for: SearchQuery("body:plan"))?.verdict(at: 0) == .read)
      SearchIndexTests.build(folder, fixture.store)
      #expect(folder.addedCount == fixture.store.count)
      fixture.expectScanResults(folder, "rebuilt after damage")
    }
  }

  @Test func anIndexFailingWhileOpenStopsAnsweringAndIsDeleted() throws {
    try TestFiles.withTemporaryDirectory { directory in
      let fixture = try Fixture(directory)
      let (index, folder) = try fixture.built()
      try folder.database.write { try $0.execute(sql: "DROP TABLE vocabulary_text") }
      #expect(folder.answers(for: SearchQuery("body:plan")) == nil)
      #expect(index.status != .ready)
      #expect(!FileManager.default.fileExists(atPath: index.path))
      fixture.expectScanResults(folder, "after the failure")
    }
  }

  @Test func anIndexAnotherReaderHoldsIsLeftAloneAndTheScanAnswers() throws {
    try TestFiles.withTemporaryDirectory { directory in
      let fixture = try Fixture(directory)
      do {
        let first = try fixture.built()
        let second = SearchIndex(root: fixture.path, cacheDirectory: fixture.cache)
        #expect(second.status == .locked)
        #expect(second.folder("", of: fixture.mailbox) == nil)
        fixture.expectScanResults(nil, "locked")
        withExtendedLifetime(first) {}
      }
      let third = SearchIndex(root: fixture.path, cacheDirectory: fixture.cache)
      #expect(third.status == .ready)
    }
  }

  @Test func anAppendedMboxIndexesOnlyTheNewMessages() throws {
    try TestFiles.withTemporaryDirectory { directory in
      var fixture = try Fixture(directory, count: 20)
      do { _ = try fixture.built() }
      var random = SeededRandom(state: 99)
      let more = (0..<5).map { Self.randomMessage(100 + $0, random: &random) }
      let handle = try #require(FileHandle(forWritingAtPath: fixture.path))
      handle.seekToEndOfFile()
      handle.write(Data(("\n" + TestFiles.mbox(more)).utf8))
      try handle.close()
      try fixture.reload()
      #expect(fixture.store.count == 25)
      do {
        let (_, folder) = try fixture.built()
        // The five new ones, and the last old one: its end moved (an mbox's last message
        // may have been cut short when indexed), so it is read again.
        #expect(folder.addedCount == 6)
        fixture.expectScanResults(folder, "appended")
      }
    }
  }

  @Test func aRewrittenMboxIsStaleAndIndexedAgain() throws {
    try TestFiles.withTemporaryDirectory { directory in
      var fixture = try Fixture(directory, count: 20)
      do { _ = try fixture.built() }
      var random = SeededRandom(state: 5)
      let messages = (0..<20).map { Self.randomMessage($0, random: &random) }
      try TestFiles.write(TestFiles.mbox(messages), to: fixture.path)
      try fixture.reload()
      do {
        let (_, folder) = try fixture.built()
        #expect(folder.addedCount == 20)
        fixture.expectScanResults(folder, "rewritten")
      }
    }
  }

  /// A Maildir message renamed for its flags, or moved to another folder of the tree,
  /// keeps its unique name, so it is found in the index and not read again.
  @Test func aMaildirMessageRenamedOrMovedIsNotIndexedAgain() throws {
    try TestFiles.withTemporaryDirectory { directory in
      var fixture = try Fixture(directory, maildir: true, count: 10)
      do { _ = try fixture.built() }
      let cur = fixture.path + "/cur/"
      let names = try FileManager.default.contentsOfDirectory(atPath: cur).sorted()
      let renamed = String(names[0].prefix { $0 != ":" }) + ":2,RS"
      try FileManager.default.moveItem(atPath: cur + names[0], toPath: cur + renamed)
      try FileManager.default.moveItem(
        atPath: cur + names[1], toPath: fixture.path + "/new/" + names[1])
      try fixture.reload()
      do {
        let (_, folder) = try fixture.built()
        #expect(folder.addedCount == 0)
        fixture.expectScanResults(folder, "renamed")
      }
      // Moved into another folder of the tree (indexed under the same root).
      let other = directory + "/mail/.Archive"
      for sub in ["cur", "new", "tmp"] {
        try FileManager.default.createDirectory(
          atPath: other + "/" + sub, withIntermediateDirectories: true)
      }
      try FileManager.default.moveItem(atPath: cur + names[2], toPath: other + "/cur/" + names[2])
      let archive = try Mailbox.open(path: other)
      let store = try Self.summaries(archive)
      let index = SearchIndex(root: fixture.path, cacheDirectory: fixture.cache)
      let folder = try #require(index.folder(".Archive", of: archive))
      Self.build(folder, store)
      #expect(store.count == 1)
      #expect(folder.addedCount == 0)
    }
  }
}
