extension Message {
  /// A stand-in for a message whose bytes could not be read (the file changed on disk):
  /// the list's fields, no body, and the problem as a note.
  package static func unreadable(summary: MessageSummary, problem: String) -> Message {
    Message(
      headers: [], sender: summary.sender, from: summary.sender.displayName, to: "", cc: "",
      subject: summary.subject, date: summary.date, body: "", bodyFormat: .none, attachments: [],
      notes: ["This message could not be read: \(problem)"])
  }
}
