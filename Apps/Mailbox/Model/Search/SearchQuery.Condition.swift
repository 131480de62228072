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

    /// A condition of `kind`, negated when `isNegated`.
    init(_ kind: Kind, isNegated: Bool = false) {
      self.kind = kind
      self.isNegated = isNegated
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
    /// read as a term).
    init?(prefix: String, value: String, now: Int64) {
      switch (prefix, value) {
      case ("is", "unread"): self.init(.unread)
      case ("is", "read"): self.init(.read)
      case ("is", "flagged"): self.init(.flagged)
      case ("date", _):
        guard let range = Self.dateRange(value, now: now) else { return nil }
        self.init(.date(range))
      default: return nil
      }
    }

    /// The seconds since 1970 (UTC) now.
    static func currentTime() -> Int64 { Int64(Date().timeIntervalSince1970) }

    /// Whether a message at `location` carries the Maildir `F` (flagged) flag.
    static func isFlagged(_ location: MessageLocation) -> Bool {
      guard case .file(let path) = location else { return false }
      return MaildirEntry.flags(of: path).contains("F")
    }

    /// `date:` values: `2024`, `2024-03`, `2024-03-05`, either side of `..` (an end left
    /// out is open), or `-7d` (days, `w` weeks, `m` 30-day months, `y` 365-day years).
    private static func dateRange(_ value: String, now: Int64) -> Range<Int64>? {
      if value.hasPrefix("-"), let unit = value.last,
        let count = Int64(value.dropFirst().dropLast()),
        count >= 0
      {
        let days: Int64? = ["d": 1, "w": 7, "m": 30, "y": 365][unit]
        guard let days else { return nil }
        return (now - count * days * 86_400)..<Int64.max
      }
      let parts = value.components(separatedBy: "..")
      switch parts.count {
      case 1:
        guard let day = dayRange(parts[0]) else { return nil }
        return day
      case 2:
        let lower = parts[0].isEmpty ? Int64.min : dayRange(parts[0])?.lowerBound
        let upper = parts[1].isEmpty ? Int64.max : dayRange(parts[1])?.upperBound
        guard let lower, let upper, lower <= upper else { return nil }
        return lower..<upper
      default: return nil
      }
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
