import Foundation

/// Folder trees written into a temporary directory, as mail clients lay them out.
enum FolderTrees {
  /// One message file: sender, subject, Message-ID `<id>`, and a body naming the subject.
  static func message(from sender: String, subject: String, id: String) -> String {
    """
    From: \(sender) <\(sender.lowercased())@example.org>
    Subject: \(subject)
    Date: Mon, 5 Jan 2026 10:00:00 +0000
    Message-ID: <\(id)>

    The body of \(subject).

    """
  }

  /// Makes a Maildir at `path` with `read` messages in `cur/` (flag `S`) and `unread`
  /// ones in `new/`, each `(sender, subject, id)`.
  static func maildir(
    _ path: String, read: [(String, String, String)] = [], unread: [(String, String, String)] = []
  ) throws {
    for sub in ["cur", "new", "tmp"] {
      try FileManager.default.createDirectory(
        atPath: path + "/" + sub, withIntermediateDirectories: true)
    }
    for (number, item) in read.enumerated() {
      try TestFiles.write(
        message(from: item.0, subject: item.1, id: item.2),
        to: path + "/cur/\(1_700_000_000 + number).M\(number).host:2,S")
    }
    for (number, item) in unread.enumerated() {
      try TestFiles.write(
        message(from: item.0, subject: item.1, id: item.2),
        to: path + "/new/\(1_700_100_000 + number).M\(number).host")
    }
  }

  /// A Maildir++ root (the Inbox) with `.Sent`, `.Archive` and `.Archive.2024`.
  static func maildirPlusPlus(at root: String) throws {
    try maildir(
      root, read: [("Ada", "Welcome aboard", "in1@x")],
      unread: [("Bob", "Lunch today?", "in2@x"), ("Cy", "Build is red", "in3@x")])
    try maildir(root + "/.Sent", read: [("Me", "Re: Lunch today?", "se1@x")])
    try maildir(root + "/.Archive", read: [("Dee", "Old news", "ar1@x")])
    try maildir(root + "/.Archive.2024", unread: [("Eve", "Tax papers", "ar2@x")])
  }

  /// An mbsync-style tree: `INBOX`, `Lists/swift` (under a plain directory) and
  /// `Work` holding `Work/Projects`.
  static func nested(at root: String) throws {
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    try maildir(root + "/INBOX", unread: [("Ada", "Nested hello", "n1@x")])
    try maildir(root + "/Lists/swift", unread: [("Bob", "Swift 6.3 is out", "n2@x")])
    try maildir(root + "/Work", read: [("Cy", "Standup notes", "n3@x")])
    try maildir(root + "/Work/Projects", unread: [("Dee", "Kickoff", "n4@x")])
    try TestFiles.write("junk", to: root + "/.mbsyncstate")
  }

  /// A mutt-style directory of mbox files: `inbox`, `sent` and `lists/swift`, plus a
  /// file that is not a mailbox.
  static func mboxPerFolder(at root: String) throws {
    try FileManager.default.createDirectory(
      atPath: root + "/lists", withIntermediateDirectories: true)
    try TestFiles.write(
      TestFiles.mbox([
        message(from: "Ada", subject: "Mbox hello", id: "m1@x"),
        "Status: RO\n" + message(from: "Bob", subject: "Already read", id: "m2@x"),
      ]), to: root + "/inbox")
    try TestFiles.write(
      TestFiles.mbox(["Status: RO\n" + message(from: "Me", subject: "Sent note", id: "m3@x")]),
      to: root + "/sent")
    try TestFiles.write(
      TestFiles.mbox([message(from: "Cy", subject: "List post", id: "m4@x")]),
      to: root + "/lists/swift")
    try TestFiles.write("not mail\n", to: root + "/notes.txt")
  }
}
