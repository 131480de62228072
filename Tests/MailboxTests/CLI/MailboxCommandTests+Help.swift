import Testing

/// `mailbox --help` names the conversation keys and the search syntax.
extension MailboxCommandTests {
  @Test func helpListsTheThreadKeysAndTheSearchSyntax() throws {
    let run = try Self.run(["--help"])
    #expect(run.status == 0)
    // --help wraps lines at 80 columns: compare with runs of spaces and newlines as one space.
    let text = String(decoding: run.stdout, as: UTF8.self).split(whereSeparator: \.isWhitespace)
      .joined(separator: " ")
    for needle in [
      "t switches between conversations", "z collapses or expands", "from:WORD", "subject:WORD",
      "to:WORD", "body:WORD",
    ] {
      #expect(text.contains(needle), "--help should mention \(needle)")
    }
  }
}
