#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A draft's own `Message-ID` and `Date`, made once when the draft is created.
///
/// Tests pass fixed ones; the reader uses ``now(domain:)``.
public struct DraftStamp: Sendable, Hashable {
  /// The message id, with angle brackets: `<1764205723.5f3a9c@example.org>`.
  public var messageID: String
  /// The date, in the local time zone.
  public var date: MailDate

  /// Creates a stamp.
  ///
  /// - Parameters:
  ///   - messageID: The id, with angle brackets.
  ///   - date: The date.
  public init(messageID: String, date: MailDate) {
    self.messageID = messageID
    self.date = date
  }

  /// A stamp for now: the current time in the local zone, and an id of the time and 64
  /// random bits at `domain`.
  ///
  /// - Parameter domain: The domain part of the id, usually the sender's.
  /// - Returns: The stamp.
  public static func now(domain: String) -> DraftStamp {
    var now = time(nil)
    var local = tm()
    localtime_r(&now, &local)
    let offset = Int(local.tm_gmtoff) / 60
    let date =
      MailDate(
        year: Int(local.tm_year) + 1900, month: Int(local.tm_mon) + 1, day: Int(local.tm_mday),
        hour: Int(local.tm_hour), minute: Int(local.tm_min), second: min(59, Int(local.tm_sec)),
        zoneOffsetMinutes: offset)
      ?? MailDate(year: 1970, month: 1, day: 1).unsafelyUnwrappedForEpoch
    let random = String(UInt64.random(in: .min ... .max), radix: 36)
    let host = domain.isEmpty ? "localhost" : domain
    return DraftStamp(messageID: "<\(Int(now)).\(random)@\(host)>", date: date)
  }
}

extension Optional where Wrapped == MailDate {
  /// The epoch, which is always a valid date.
  fileprivate var unsafelyUnwrappedForEpoch: MailDate {
    switch self {
    case .some(let date): date
    case .none: preconditionFailure("1970-01-01 is a valid date")
    }
  }
}
