import MailboxCore
import Testing

@Suite struct ListLineTests {
  @Test func formatsSenderSubjectAndDateSeparatedByTabs() {
    let summary = MessageSummary(
      index: 0, location: .mbox(offset: 0, length: 0),
      sender: MailAddress(name: "Zoë", address: "z@x"),
      subject: "Hi\tthere \u{1B}[2J\u{9B}\u{202E}", date: MailDate(year: 2026, month: 11, day: 21),
      isUnread: true)
    #expect(ListLine.format(summary) == "Zoë\tHi there ␛[2J\u{FFFD}\u{FFFD}\t2026-11-21")
  }

  @Test func missingFieldsHavePlaceholders() {
    let summary = MessageSummary(
      index: 0, location: .file(relativePath: "cur/x"), sender: MailAddress(name: "", address: ""),
      subject: "",
      date: nil, isUnread: false)
    #expect(ListLine.format(summary) == "(unknown)\t(no subject)\t?")
    #expect(summary.id == "file:cur/x")
  }
}
