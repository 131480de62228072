import Foundation

/// Temporary files and fixtures for the mailbox tests.
enum TestFiles {
  /// Runs `body` with a fresh temporary directory, removed afterwards.
  static func withTemporaryDirectory<T>(_ body: (String) throws -> T) throws -> T {
    let path = NSTemporaryDirectory() + "mailbox-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: path) }
    return try body(path)
  }

  /// Writes `bytes` to `path`.
  static func write(_ bytes: [UInt8], to path: String) throws {
    try Data(bytes).write(to: URL(fileURLWithPath: path))
  }

  /// Writes `text` (UTF-8) to `path`.
  static func write(_ text: String, to path: String) throws {
    try write(Array(text.utf8), to: path)
  }

  /// The path of a committed fixture in `Tests/MailboxTests/Fixtures`.
  static func fixture(_ name: String, file: String = #filePath) -> String {
    URL(fileURLWithPath: file).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fixtures").appendingPathComponent(name).path
  }

  /// An mbox made of `messages` (each a full message with headers, LF line ends),
  /// with From_ lines, mboxrd quoting and a blank line after each message, as a writer
  /// would produce.
  static func mbox(_ messages: [String]) -> String {
    messages.enumerated().map { index, message in
      let quoted = message.split(separator: "\n", omittingEmptySubsequences: false).map { line in
        line.drop { $0 == ">" }.hasPrefix("From ") ? ">" + line : String(line)
      }
      return "From sender\(index)@example.org Sat Nov 21 10:00:00 2026\n"
        + quoted.joined(separator: "\n")
        + (message.hasSuffix("\n") ? "\n" : "\n\n")
    }.joined()
  }
}
