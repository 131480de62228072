import Foundation
import SystemTestSupport

/// An mbox whose senders, subjects and bodies try to take over the terminal.
///
/// It holds title and clipboard writes (OSC 0, OSC 52), screen clearing, cursor movement,
/// C1 controls (as UTF-8 and as raw bytes), bidi overrides, and an RFC 2047 encoded word
/// hiding an escape. A reader that shows them inert leaves the pane title, the screen
/// around its output and the terminal's modes untouched.
enum HostileMailbox {
  /// One message: the words that must stay visible, and the raw header values.
  struct Message {
    /// Visible words of the sender and subject that a sanitized line still contains.
    var visibleWords: [String]
    /// The `From:` value.
    var from: String
    /// The `Subject:` value as raw bytes (may be invalid UTF-8).
    var subject: [UInt8]

    init(_ visibleWords: [String], from: String = "Mallory <mallory@example.com>", subject: String)
    {
      self.init(visibleWords, from: from, subject: Array(subject.utf8))
    }

    init(_ visibleWords: [String], from: String = "Mallory <mallory@example.com>", subject: [UInt8])
    {
      self.visibleWords = visibleWords
      self.from = from
      self.subject = subject
    }
  }

  /// The title an attack would set; the tests check the pane title never becomes it.
  static let title = "PWNED"

  private static let esc = "\u{1B}"
  private static let bel = "\u{07}"

  /// The messages, in mailbox order.
  static let messages: [Message] = [
    Message(["Mallory", "Title", "attack"], subject: "Title \(esc)]0;\(title)\(bel) attack"),
    Message(
      ["Mallory", "Clipboard", "write"], subject: "Clipboard \(esc)]52;c;cm0gLXJmIH4K\(bel) write"),
    Message(["Mallory", "Clear", "screen"], subject: "Clear \(esc)[2J\(esc)[H\(esc)c screen"),
    Message(
      ["Mallory", "Cursor", "moves"], subject: "Cursor \(esc)[10;10H\(esc)[5A\r\u{08}\u{08} moves"),
    Message(["Mallory", "C1", "controls"], subject: "C1 \u{9B}2J\u{9D}0;\(title)\u{9C} controls"),
    Message(
      ["Mallory", "Raw", "bytes"],
      subject: Array("Raw ".utf8) + [0x9B, 0x32, 0x4A, 0x1B, 0x5B, 0x32, 0x4A]
        + Array(" bytes".utf8)),
    Message(
      ["Mallory", "Bidi", "text"],
      subject: "Bidi \u{202E}desrever\u{202C} \u{2067}isolate\u{2069} text"),
    Message(
      ["Eve", "Encoded", "title"], from: "\(esc)[31mEve\(esc)[0m <eve@example.com>",
      subject:
        "=?UTF-8?B?\(Data("Encoded \(esc)]2;\(title)\(bel) title".utf8).base64EncodedString())?="),
  ]

  /// Writes the mailbox to `directory/hostile.mbox`; every body repeats the attacks.
  ///
  /// - Parameter directory: Where to write, such as ``Sandbox/files``.
  /// - Returns: The file's location.
  /// - Throws: The file system's error.
  static func write(into directory: URL) throws -> URL {
    var bytes: [UInt8] = []
    for (index, message) in messages.enumerated() {
      bytes += Array("From mallory@example.com Mon Jan  5 10:0\(index):00 2026\n".utf8)
      bytes += Array("From: \(message.from)\n".utf8)
      bytes += Array("To: victim@example.com\n".utf8)
      bytes += Array("Date: Mon, 5 Jan 2026 10:0\(index):00 +0000\n".utf8)
      bytes += Array("Subject: ".utf8) + message.subject + [0x0A]
      bytes += Array("Message-ID: <hostile-\(index)@example.com>\n\n".utf8)
      bytes += Array(
        "Body line \(esc)]0;\(title)\(bel)\(esc)[2J\(esc)[H with \u{202E}attacks\n\n".utf8)
    }
    let url = directory.appendingPathComponent("hostile.mbox")
    try Data(bytes).write(to: url)
    return url
  }
}
