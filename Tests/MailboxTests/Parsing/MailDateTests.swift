import Testing

@testable import MailboxCore
@testable import MailboxModel

@Suite struct MailDateTests {
  @Test(arguments: [
    ("Sat, 21 Nov 2026 09:30:00 +0100", "2026-11-21", "09:30", 60),
    ("21 Nov 2026 09:30 -0500", "2026-11-21", "09:30", -300),
    ("Sat, 21 Nov 26 09:30:00 GMT", "2026-11-21", "09:30", 0),
    ("Fri, 1 Jan 99 23:59:59 PST", "1999-01-01", "23:59", -480),
    ("Sat Nov 21 10:00:00 2026", "2026-11-21", "10:00", 0),
    ("Thu, 29 Feb 2024 12:00:00 +0000 (UTC)", "2024-02-29", "12:00", 0),
    ("  sat,  21  NOV  2026  9:05:00  +0530 ", "2026-11-21", "09:05", 330),
  ])
  func parsesModernAndObsoleteForms(text: String, day: String, time: String, zone: Int) throws {
    let date = try #require(MailDate(parsing: text))
    #expect(date.isoDay == day)
    #expect(date.hourMinute == time)
    #expect(date.zoneOffsetMinutes == zone)
  }

  @Test(arguments: [
    "", "sometime last week", "32 Nov 2026 10:00", "29 Feb 2025 10:00", "21 Nov 2026 25:00",
    "21 Foo 2026", "Nov 2026",
  ])
  func malformedDatesGiveNilAndShowAsQuestionMark(text: String) {
    #expect(MailDate(parsing: text) == nil)
    #expect(MailDate.displayText(MailDate(parsing: text)) == "?")
  }

  @Test func shortTextShowsMonthAndDayOnlyInTheCurrentYear() throws {
    let date = try #require(MailDate(parsing: "Sat, 21 Nov 2026 09:30:00 +0100"))
    #expect(date.shortText(currentYear: 2026) == "Nov 21")
    #expect(date.shortText(currentYear: 2027) == "2026-11-21")
  }

  @Test func datesOrderByTheInstantTheyDenote() throws {
    let berlin = try #require(MailDate(parsing: "Sat, 21 Nov 2026 10:00:00 +0100"))
    let london = try #require(MailDate(parsing: "Sat, 21 Nov 2026 09:30:00 +0000"))
    #expect(berlin < london)
    #expect(try #require(MailDate(parsing: "1 Jan 1970 00:00:00 +0000")).secondsSince1970 == 0)
    #expect(
      try #require(MailDate(parsing: "21 Nov 2026 00:00:00 +0000")).secondsSince1970
        == 1_795_219_200)
  }
}
