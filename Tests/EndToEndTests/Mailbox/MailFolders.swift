import Foundation

/// Folder trees for `mailbox DIR`, written by the test into its sandbox the way mail
/// clients lay them out: a Maildir++ root, mbsync-style nested Maildirs, and an mbox file
/// per folder as mutt keeps them.
enum MailFolders {
  /// A message from `sender` about `subject`; `read` adds `Status: RO` (for mbox files).
  static func message(_ sender: String, _ subject: String, read: Bool = false) -> String {
    (read ? "Status: RO\n" : "") + "From: \(sender) <\(sender.lowercased())@example.org>\n"
      + "Subject: \(subject)\nDate: Mon, 5 Jan 2026 10:00:00 +0000\n"
      + "Message-ID: <\(subject.filter(\.isLetter))@example.org>\n\nAbout \(subject).\n"
  }

  /// Writes `files` (path relative to `root` → contents), creating directories, and
  /// `cur/`, `new/`, `tmp/` in every directory listed in `maildirs`.
  static func write(at root: URL, maildirs: [String], files: [String: String]) throws {
    for maildir in maildirs {
      for sub in ["cur", "new", "tmp"] {
        try FileManager.default.createDirectory(
          at: root.appendingPathComponent(maildir).appendingPathComponent(sub),
          withIntermediateDirectories: true)
      }
    }
    for (path, contents) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(contents.utf8).write(to: url)
    }
  }

  /// A Maildir++ root: the Inbox (one read, two unread), `.Sent`, `.Archive`,
  /// `.Archive.2024`.
  static func maildirPlusPlus(at root: URL) throws {
    try write(
      at: root, maildirs: [".", ".Sent", ".Archive", ".Archive.2024"],
      files: [
        "cur/1.M1.host:2,S": message("Ada", "Welcome aboard"),
        "new/2.M2.host": message("Bob", "Lunch today"),
        "new/3.M3.host": message("Cy", "Build is red"),
        ".Sent/cur/4.M4.host:2,S": message("Me", "Re Lunch today"),
        ".Archive/cur/5.M5.host:2,S": message("Dee", "Old news"),
        ".Archive.2024/new/6.M6.host": message("Eve", "Tax papers"),
      ])
  }

  /// mbsync-style nested Maildirs: `INBOX`, `Lists/swift`, `Work` and `Work/Projects`.
  static func nested(at root: URL) throws {
    try write(
      at: root, maildirs: ["INBOX", "Lists/swift", "Work", "Work/Projects"],
      files: [
        "INBOX/new/1.M1.host": message("Ada", "Nested hello"),
        "Lists/swift/new/2.M2.host": message("Bob", "Swift is out"),
        "Work/cur/3.M3.host:2,S": message("Cy", "Standup notes"),
        "Work/Projects/new/4.M4.host": message("Dee", "Kickoff"),
        ".mbsyncstate": "not a mailbox\n",
      ])
  }

  /// One mbox file per folder: `inbox` (one unread, one read), `sent`, `lists/swift`.
  static func mboxPerFolder(at root: URL) throws {
    func mbox(_ messages: [String]) -> String {
      messages.map { "From someone@example.org Mon Jan  5 10:00:00 2026\n" + $0 + "\n" }.joined()
    }
    try write(
      at: root, maildirs: [],
      files: [
        "inbox": mbox([message("Ada", "Mbox hello"), message("Bob", "Already read", read: true)]),
        "sent": mbox([message("Me", "Sent note", read: true)]),
        "lists/swift": mbox([message("Cy", "List post")]),
        "notes.txt": "not mail\n",
      ])
  }
}
