extension MailDate {
  private static let weekdayNames = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"]

  /// The date as a `Date` header writes it (RFC 5322 §3.3): `Fri, 27 Nov 2026 01:08:43 +0100`.
  public var headerText: String {
    let localSeconds = secondsSince1970 + zoneOffsetMinutes * 60
    let days = localSeconds >= 0 ? localSeconds / 86_400 : (localSeconds - 86_399) / 86_400
    let weekday = Self.weekdayNames[((days % 7) + 7) % 7]
    let zone = abs(zoneOffsetMinutes)
    let sign = zoneOffsetMinutes < 0 ? "-" : "+"
    return "\(weekday), \(day) \(Self.monthNames[month - 1]) \(year) "
      + "\(two(hour)):\(two(minute)):\(two(second)) \(sign)\(two(zone / 60))\(two(zone % 60))"
  }

  private func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}
