/// A date from a `Date` header (RFC 5322 §3.3), kept in the sender's own time zone.
///
/// Parsing accepts the obsolete forms found in old archives: two-digit years, missing day
/// names, seconds or zone, zone names (`GMT`, `EST`, ...), comments, and the asctime order
/// of mbox `From ` lines (`Sat Nov 21 10:00:00 2026`). No Foundation `DateFormatter` is used.
///
/// ```swift
/// let date = MailDate(parsing: "Sat, 21 Nov 2026 09:30:00 +0100")
/// date?.isoDay                        // "2026-11-21"
/// date?.shortText(currentYear: 2026)  // "Nov 21"
/// MailDate.displayText(nil)           // "?"
/// ```
///
/// A date is stored in 10 bytes (the fields are validated on creation and read-only), as
/// every ``MessageSummary`` of a large mailbox carries one.
public struct MailDate: Sendable, Hashable, Comparable {
  private let storedYear: Int16
  private let storedMonth: UInt8
  private let storedDay: UInt8
  private let storedHour: UInt8
  private let storedMinute: UInt8
  private let storedSecond: UInt8
  private let storedZone: Int16

  /// The year, four digits (two-digit years are expanded).
  public var year: Int { Int(storedYear) }
  /// The month, 1...12.
  public var month: Int { Int(storedMonth) }
  /// The day of the month, 1...31.
  public var day: Int { Int(storedDay) }
  /// The hour, 0...23.
  public var hour: Int { Int(storedHour) }
  /// The minute, 0...59.
  public var minute: Int { Int(storedMinute) }
  /// The second, 0...60 (a leap second is allowed).
  public var second: Int { Int(storedSecond) }
  /// The zone's offset from UTC in minutes: +60 for `+0100`.
  public var zoneOffsetMinutes: Int { Int(storedZone) }

  static let monthNames = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
  ]
  private static let zoneNames: [String: Int] = [
    "UT": 0, "UTC": 0, "GMT": 0, "Z": 0, "EST": -300, "EDT": -240, "CST": -360, "CDT": -300,
    "MST": -420, "MDT": -360, "PST": -480, "PDT": -420,
  ]

  /// Creates a date from its fields; `nil` if a field is out of range.
  ///
  /// - Parameters:
  ///   - year: The year.
  ///   - month: The month, 1–12.
  ///   - day: The day of the month.
  ///   - hour: The hour, 0–23.
  ///   - minute: The minute, 0–59.
  ///   - second: The second, 0–60.
  ///   - zoneOffsetMinutes: The time zone's offset from UTC in minutes.
  public init?(
    year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0,
    zoneOffsetMinutes: Int = 0
  ) {
    guard (1...12).contains(month), day >= 1, day <= Self.daysIn(month: month, year: year),
      (0...23).contains(hour), (0...59).contains(minute), (0...60).contains(second),
      (-1439...1439).contains(zoneOffsetMinutes), (1...9999).contains(year)
    else { return nil }
    (storedYear, storedMonth, storedDay) = (Int16(year), UInt8(month), UInt8(day))
    (storedHour, storedMinute, storedSecond) = (UInt8(hour), UInt8(minute), UInt8(second))
    storedZone = Int16(zoneOffsetMinutes)
  }

  /// Parses a date header value; `nil` when it has no recognisable day, month and year.
  ///
  /// - Parameter text: The header value, such as `Mon, 5 Jan 2026 10:00:00 +0100`.
  public init?(parsing text: String) { self.init(parsingBytes: Array(text.utf8)) }

  /// Parses a date header value from its bytes, without making strings (indexing parses
  /// one per message).
  init?(parsingBytes text: [UInt8]) {
    var day: Int?
    var month: Int?
    var year: Int?
    var time: (hour: Int, minute: Int, second: Int)?
    var zone = 0
    var malformed = false
    Self.forEachToken(of: text) { token in
      let bytes = text[token]
      if bytes.allSatisfy(Self.isDigit) {
        guard let number = Self.number(bytes) else { return true }
        if bytes.count >= 3 || day != nil {
          year = year ?? Self.fullYear(number, digits: bytes.count)
        } else {
          day = number
        }
      } else if bytes.contains(Bytes.colon) {
        guard let parsed = Self.time(bytes) else {
          malformed = true
          return false
        }
        time = parsed
      } else if let sign = bytes.first, sign == 0x2B || sign == 0x2D, bytes.count == 5,
        let value = Self.number(bytes.dropFirst())
      {
        zone = (value / 100 * 60 + value % 100) * (sign == 0x2D ? -1 : 1)
      } else if let index = Self.monthIndex(bytes) {
        month = index + 1
      } else if let offset = Self.zoneOffset(bytes) {
        zone = offset
      }
      return true
    }
    if malformed { return nil }
    guard let day, let month, let year else { return nil }
    self.init(
      year: year, month: month, day: day, hour: time?.hour ?? 0, minute: time?.minute ?? 0,
      second: time?.second ?? 0, zoneOffsetMinutes: zone)
  }

  private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

  /// The value of a run of 1 to 9 ASCII digits, or nil.
  private static func number(_ bytes: ArraySlice<UInt8>) -> Int? {
    guard !bytes.isEmpty, bytes.count <= 9, bytes.allSatisfy(isDigit) else { return nil }
    return bytes.reduce(0) { $0 * 10 + Int($1 - 0x30) }
  }

  private static let lowercaseMonths = monthNames.map { Array($0.lowercased().utf8) }

  /// The 0-based month whose name `token` starts with (at least three letters).
  private static func monthIndex(_ token: ArraySlice<UInt8>) -> Int? {
    guard token.count >= 3, let first = token.first, Bytes.isASCIILetterOrDigit(first),
      !isDigit(first)
    else { return nil }
    let start = token.startIndex
    let prefix = (
      Bytes.lowercased(token[start]), Bytes.lowercased(token[start + 1]),
      Bytes.lowercased(token[start + 2])
    )
    return lowercaseMonths.firstIndex {
      $0[0] == prefix.0 && $0[1] == prefix.1 && $0[2] == prefix.2
    }
  }

  private static let lowercaseZoneNames = zoneNames.map {
    (Array($0.key.lowercased().utf8), $0.value)
  }

  /// The offset of a zone name (`GMT`, `EST`, ...), ignoring case.
  private static func zoneOffset(_ token: ArraySlice<UInt8>) -> Int? {
    lowercaseZoneNames.first { Bytes.equalsIgnoringCase(token, $0.0) }?.1
  }

  /// `hh:mm` or `hh:mm:ss` (each part 1 to 9 digits), or nil.
  private static func time(_ bytes: ArraySlice<UInt8>) -> (hour: Int, minute: Int, second: Int)? {
    var parts = (0, 0, 0)
    var count = 0
    var start = bytes.startIndex
    while true {
      let end = bytes[start...].firstIndex(of: Bytes.colon) ?? bytes.endIndex
      guard count < 3, let value = number(bytes[start..<end]) else { return nil }
      switch count {
      case 0: parts.0 = value
      case 1: parts.1 = value
      default: parts.2 = value
      }
      count += 1
      if end == bytes.endIndex { break }
      start = end + 1
    }
    return count >= 2 ? parts : nil
  }

  /// Calls `body` with the range of each word of `text` outside comments, split at
  /// spaces, commas, tabs and line breaks, until it returns false.
  private static func forEachToken(of text: [UInt8], _ body: (Range<Int>) -> Bool) {
    var depth = 0
    var start: Int?
    for (index, byte) in text.enumerated() {
      let isSeparator =
        byte == Bytes.space || byte == 0x2C || byte == Bytes.tab || byte == Bytes.cr
        || byte == Bytes.lf || byte == 0x28 || byte == 0x29 || depth > 0
      if byte == 0x28 {
        depth += 1
      } else if byte == 0x29 {
        depth = max(0, depth - 1)
      }
      if isSeparator {
        if let wordStart = start, !body(wordStart..<index) { return }
        start = nil
      } else if start == nil {
        start = index
      }
    }
    if let wordStart = start { _ = body(wordStart..<text.count) }
  }

  private static func fullYear(_ value: Int, digits: Int) -> Int {
    switch digits {
    case 1, 2: value < 50 ? 2000 + value : 1900 + value
    case 3: 1900 + value
    default: value
    }
  }

  static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// The day as `2026-11-21`.
  public var isoDay: String {
    "\(Self.padded(year, 4))-\(Self.padded(month, 2))-\(Self.padded(day, 2))"
  }

  /// The day as `Nov 21`.
  public var monthDay: String { "\(Self.monthNames[month - 1]) \(day)" }

  /// The time of day as `09:30`.
  public var hourMinute: String { "\(Self.padded(hour, 2)):\(Self.padded(minute, 2))" }

  /// A short list date: `Nov 21` within `currentYear`, else `2026-11-21`.
  ///
  /// - Parameter currentYear: the reader's year (the model never reads a clock).
  ///
  /// - Returns: The month and day, or the ISO day in another year.
  public func shortText(currentYear: Int) -> String { year == currentYear ? monthDay : isoDay }

  /// ``isoDay`` of `date`, or `?` for a missing or malformed date.
  ///
  /// - Parameter date: The date, if any.
  /// - Returns: `2026-11-21`, or `?`.
  public static func displayText(_ date: MailDate?) -> String { date?.isoDay ?? "?" }

  /// Seconds since 1970-01-01T00:00:00Z, for sorting across time zones.
  public var secondsSince1970: Int {
    let days = Self.daysFromCivil(year: year, month: month, day: day)
    return days * 86_400 + hour * 3600 + minute * 60 + second - zoneOffsetMinutes * 60
  }

  /// Orders dates by the instant they denote.
  ///
  /// - Parameters:
  ///   - lhs: A date.
  ///   - rhs: Another date.
  /// - Returns: Whether `lhs` is the earlier instant.
  public static func < (lhs: MailDate, rhs: MailDate) -> Bool {
    lhs.secondsSince1970 < rhs.secondsSince1970
  }

  /// Days from 1970-01-01 to a proleptic Gregorian date, by Howard Hinnant's algorithm.
  private static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
    let shiftedYear = month <= 2 ? year - 1 : year
    let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
    let yearOfEra = shiftedYear - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  private static func padded(_ value: Int, _ width: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }
}
