import SplitKitTerminal
import SplitKitTerminalTesting
import Testing

@testable import MailboxCore
@testable import MailboxModel

/// List rows: marker, sender column, subject and date, truncated by display width.
@Suite struct MessageRowTests {
  static func render(_ row: MessageRow, width: Int) -> String {
    let view = ListView(count: 1) { _ in row.listRow(width: width) }
    var buffer = Buffer(size: CellSize(columns: width, rows: 1))
    view.render(in: buffer.bounds, of: &buffer, state: ListState())
    return ScreenEmulator(screen: buffer).screen.lines[0]
  }

  static func row(
    name: String, address: String = "x@example.org", subject: String, unread: Bool = false,
    year: Int = 2026
  ) -> MessageRow {
    MessageRow(
      summary: MessageSummary(
        index: 0, location: .mbox(offset: 0, length: 1),
        sender: MailAddress(name: name, address: address),
        subject: subject,
        date: MailDate(
          year: year, month: 3, day: 4, hour: 5, minute: 6, second: 0, zoneOffsetMinutes: 0),
        isUnread: unread),
      isUnread: unread, currentYear: 2026)
  }

  @Test func aHundredKilobyteSubjectReachesTheListOnlyAsWideAsTheRow() {
    let huge = Self.row(name: "Ada", subject: "Huge " + String(repeating: "s", count: 100_000))
    let spans = huge.listRow(width: 50).spans
    // Cut before sanitizing and drawing: the row costs what a short subject's does.
    #expect(spans.allSatisfy { $0.text.count <= 50 })
    #expect(Self.render(huge, width: 50) == "  Ada            Huge ssssssssssssssssssss… Mar 4 ")
  }

  @Test func rowsShowMarkerSenderSubjectAndShortDate() {
    #expect(
      Self.render(
        Self.row(name: "Ada Lindqvist", subject: "Quarterly planning", unread: true), width: 50)
        == "● Ada Lindqvist  Quarterly planning         Mar 4 ")
    #expect(
      Self.render(Self.row(name: "Ada", subject: "Old", year: 2024), width: 50)
        == "  Ada            Old                   2024-03-04 ")
  }

  @Test func wideCharactersAreTruncatedByDisplayWidthWithAnEllipsis() {
    let line = Self.render(Self.row(name: "山田太郎山田太郎山田太郎", subject: "会議の議事録会議の議事録会議の議事録"), width: 40)
    #expect(line == "  山田太郎山… 会議の議事録会議の… Mar 4 ")
    #expect(Text.displayWidth(line) == 40)
  }

  @Test(arguments: 8...70)
  func everyWidthFillsTheRowExactly(width: Int) {
    let line = Self.render(
      Self.row(name: "Zoë Brontë-Lindqvist", subject: "🎉 Launch party — ¿qué tal? 会議"), width: width
    )
    #expect(Text.displayWidth(line) == width)
    #expect(line.contains("…"))
  }

  @Test func hostileNamesAndSubjectsAreSanitizedBeforeMeasuring() {
    let line = Self.render(
      Self.row(name: "Mallory \u{1B}]0;x\u{07}", subject: "\u{1B}[2Jclear\u{202E}"), width: 50)
    #expect(line == "  Mallory ␛]0;x␇ ␛[2Jclear�                 Mar 4 ")
  }

  @Test func missingSenderAndSubjectShowPlaceholders() {
    let line = Self.render(Self.row(name: "", address: "", subject: ""), width: 60)
    #expect(line.contains("(unknown)"))
    #expect(line.contains("(no subject)"))
  }
}
