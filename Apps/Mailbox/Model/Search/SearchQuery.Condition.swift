import Foundation

extension SearchQuery {
  /// A `date:` or `is:` condition: answered from a message's summary, never its text.
  ///
  /// ```swift
  /// SearchQuery("date:2024..2025").conditions  // [date 2024-01-01 up to 2026-01-01, UTC]
  /// SearchQuery("-is:flagged").conditions      // [not flagged]
  /// ```
  struct Condition: Sendable, Hashable {
    /// What a message must be.
    enum Kind: Sendable, Hashable {
      /// Dated in the range, in seconds since 1970 UTC (a message without a date is not).
      case date(Range<Int64>)
      /// Unread (in the reader, counting its own read marks).
      case unread
      /// Read.
      case read
      /// Flagged: an `F` among the Maildir flags after `:2,` in its file name.
      case flagged
    }

    /// What a message must be.
    let kind: Kind
    /// Whether the message must not be so (`-is:unread`, `NOT date:2024`).
    let isNegated: Bool
    /// The condition as typed, lowercased and without its negation (`date:-7d`), for
    /// ``SearchQuery/description``; no part of its equality (`date:2024` is
    /// `date:2024-01-01..2024-12-31`).
    let spelling: String

    /// A condition of `kind`, negated when `isNegated`, typed as `spelling` (the kind's
    /// own when left out: `is:unread`, or `date:` with the range's days).
    init(_ kind: Kind, isNegated: Bool = false, spelling: String? = nil) {
      self.kind = kind
      self.isNegated = isNegated
      self.spelling =
        spelling
        ?? {
          switch kind {
          case .date: "date:?"
          case .unread: "is:unread"
          case .read: "is:read"
          case .flagged: "is:flagged"
          }
        }()
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.kind == rhs.kind && lhs.isNegated == rhs.isNegated
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(kind)
      hasher.combine(isNegated)
    }

    /// The facts about one message that conditions ask.
    struct Flags {
      /// Its date.
      var date: MailDate?
      /// Whether it counts as unread.
      var isUnread: Bool
      /// Whether it is flagged.
      var isFlagged: Bool
    }

    /// Whether the condition holds for a message with `flags`.
    func holds(for flags: Flags) -> Bool {
      let holds =
        switch kind {
        case .date(let range): flags.date.map { range.contains(Self.seconds($0)) } ?? false
        case .unread: flags.isUnread
        case .read: !flags.isUnread
        case .flagged: flags.isFlagged
        }
      return holds != isNegated
    }

    /// The condition `prefix:value` names, or nil when it names none (the token is then
    /// read as a term); `problem` says why when the prefix is `date:` but the value is no
    /// date or range (`date:2024-13`: `not a date (…)`) or one out of range
    /// (`date:-300000000000y`: `date out of range`), for the status line beside the query.
    static func reading(prefix: String, value: String, now: Int64) -> (
      condition: Condition?, problem: String?
    ) {
      switch (prefix, value) {
      case ("is", "unread"): return (Condition(.unread), nil)
      case ("is", "read"): return (Condition(.read), nil)
      case ("is", "flagged"): return (Condition(.flagged), nil)
      case ("date", _):
        switch dateRange(value, now: now) {
        case .range(let range): return (Condition(.date(range), spelling: "date:" + value), nil)
        case .outOfRange: return (nil, "date out of range")
        case .notADate: return (nil, "not a date (2024-03-05, 2024..2025, -7d)")
        }
      default: return (nil, nil)
      }
    }

    /// What a `date:` value reads as.
    private enum DateValue {
      /// The seconds it covers.
      case range(Range<Int64>)
      /// A date's shape with a number out of range: a year outside 1–9999, a span back of
      /// more than 10,000 years.
      case outOfRange
      /// No date, range or span.
      case notADate
    }

    /// The longest span `date:-N…` goes back, in days: 10,000 years.
    static let maximumDaysBack: Int64 = 3_652_425

    /// The seconds since 1970 (UTC) now.
    static func currentTime() -> Int64 { Int64(Date().timeIntervalSince1970) }

    /// Whether a message at `location` carries the Maildir `F` (flagged) flag.
    static func isFlagged(_ location: MessageLocation) -> Bool {
      guard case .file(let path) = location else { return false }
      return MaildirEntry.flags(of: path).contains("F")
    }

    /// `date:` values: `2024`, `2024-03`, `2024-03-05`, either side of `..` (an end left
    /// out is open), or `-7d` (days, `w` weeks, `m` 30-day months, `y` 365-day years).
    ///
    /// Every number is range-checked: a year in 1–9999, a real month and day, a span back
    /// of at most ``maximumDaysBack`` days (so no arithmetic overflows, whatever `now` is).
    private static func dateRange(_ value: String, now: Int64) -> DateValue {
      if value.hasPrefix("-"), let unit = value.last,
        let days = ["d": 1, "w": 7, "m": 30, "y": 365][unit] as Int64?
      {
        switch Number(value.dropFirst().dropLast()) {
        case .value(let count):
          let span = count.multipliedReportingOverflow(by: days)
          guard !span.overflow, span.partialValue <= maximumDaysBack else { return .outOfRange }
          let start = now.subtractingReportingOverflow(span.partialValue * 86_400)
          return start.overflow ? .outOfRange : .range(start.partialValue..<Int64.max)
        case .tooBig: return .outOfRange
        case .notANumber: break
        }
      }
      let parts = value.components(separatedBy: "..")
      switch parts.count {
      case 1:
        return dayRange(parts[0]).map { .range($0) } ?? dayProblem(parts[0])
      case 2:
        let lower = parts[0].isEmpty ? Int64.min : dayRange(parts[0])?.lowerBound
        let upper = parts[1].isEmpty ? Int64.max : dayRange(parts[1])?.upperBound
        guard let lower else { return dayProblem(parts[0]) }
        guard let upper else { return dayProblem(parts[1]) }
        return lower <= upper ? .range(lower..<upper) : .notADate
      default: return .notADate
      }
    }

    /// A run of ASCII digits read without overflowing.
    private enum Number {
      /// The digits' value, up to 13 significant digits.
      case value(Int64)
      /// More significant digits than that.
      case tooBig
      /// Not only ASCII digits, or none.
      case notANumber

      /// Reads `digits`.
      init(_ digits: Substring) {
        guard !digits.isEmpty, digits.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else {
          self = .notANumber
          return
        }
        let significant = digits.drop { $0 == "0" }
        self = significant.utf8.count > 13 ? .tooBig : .value(Int64(significant) ?? 0)
      }
    }

    /// Why `text` gave no ``dayRange(_:)``: out of range when it is a date's shape
    /// (numbers between `-`) with a number too big or small, else no date.
    private static func dayProblem(_ text: String) -> DateValue {
      let fields = text.split(separator: "-", omittingEmptySubsequences: false)
      let numbers = fields.map(Number.init)
      guard (1...3).contains(fields.count),
        !numbers.contains(where: { if case .notANumber = $0 { true } else { false } })
      else { return .notADate }
      if case .value(let year) = numbers[0], (1...9999).contains(year) { return .notADate }
      return .outOfRange
    }

    /// The seconds a `2024`, `2024-03` or `2024-03-05` covers.
    private static func dayRange(_ text: String) -> Range<Int64>? {
      let fields = text.split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }
      guard (1...3).contains(fields.count), let year = fields[0], (1...9999).contains(year) else {
        return nil
      }
      let month = fields.count > 1 ? fields[1] : 1
      let day = fields.count > 2 ? fields[2] : 1
      guard let month, let day, MailDate(year: year, month: month, day: day) != nil else {
        return nil
      }
      let start = days(year: year, month: month, day: day) * 86_400
      let end: Int64 =
        switch fields.count {
        case 1: days(year: year + 1, month: 1, day: 1) * 86_400
        case 2:
          month == 12
            ? days(year: year + 1, month: 1, day: 1) * 86_400
            : days(year: year, month: month + 1, day: 1) * 86_400
        default: start + 86_400
        }
      return start..<end
    }

    /// The seconds since 1970 (UTC) of `date`.
    static func seconds(_ date: MailDate) -> Int64 {
      days(year: date.year, month: date.month, day: date.day) * 86_400
        + Int64(date.hour * 3600 + date.minute * 60 + date.second - date.zoneOffsetMinutes * 60)
    }

    /// Days from 1970-01-01 to a date of the proleptic Gregorian calendar.
    private static func days(year: Int, month: Int, day: Int) -> Int64 {
      let y = Int64(month <= 2 ? year - 1 : year)
      let era = (y >= 0 ? y : y - 399) / 400
      let yearOfEra = y - era * 400
      let shifted = Int64(month > 2 ? month - 3 : month + 9)
      let dayOfYear = (153 * shifted + 2) / 5 + Int64(day) - 1
      let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
      return era * 146_097 + dayOfEra - 719_468
    }
  }
}
