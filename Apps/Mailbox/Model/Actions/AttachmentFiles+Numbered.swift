import Foundation

extension AttachmentFiles {
  /// `name` numbered for the `copy`-th file of that name: `report (1).pdf`,
  /// `notes (2)`; `name` itself for 0.
  ///
  /// - Parameters:
  ///   - name: A safe file name.
  ///   - copy: 0 for the name itself.
  /// - Returns: The numbered name.
  public static func numberedName(_ name: String, copy: Int) -> String {
    guard copy > 0 else { return name }
    if let dot = name.lastIndex(of: "."), dot != name.startIndex {
      return name[..<dot] + " (\(copy))" + name[dot...]
    }
    return name + " (\(copy))"
  }

  /// Writes `bytes` to `directory` under ``safeFileName(_:)``, or the first
  /// ``numberedName(_:copy:)`` free there when that is taken: never over a file.
  ///
  /// - Parameters:
  ///   - bytes: The decoded attachment.
  ///   - name: Its name from the message.
  ///   - directory: The folder (absolute).
  /// - Returns: The path written.
  /// - Throws: ``MailActionError`` as ``save(_:named:in:replacing:)`` does, `.exists`
  ///   only when 1,000 numbered names are all taken.
  public static func saveKeepingOthers(_ bytes: [UInt8], named name: String, in directory: String)
    throws(MailActionError) -> String
  {
    let safe = safeFileName(name)
    var lastError: MailActionError?
    // A name taken since it was found free: look again (at most 1,000 times).
    for _ in 0..<1000 {
      guard let candidate = firstFreeName(safe, in: directory) else { break }
      do {
        return try save(bytes, named: candidate, in: directory)
      } catch  where error.code == .exists {
        lastError = error
      }
    }
    throw lastError
      ?? MailActionError(code: .exists, message: "Not saved: \(directory)/\(safe) exists")
  }

  /// The first of ``safeFileName(_:)`` and its ``numberedName(_:copy:)``s that is free in
  /// `directory`: what a save suggests, so accepting the suggestion replaces nothing.
  ///
  /// - Parameters:
  ///   - name: The attachment's name from the message.
  ///   - directory: The folder.
  /// - Returns: A safe file name free there (the safe name itself when 1,000 are taken).
  public static func freeName(for name: String, in directory: String) -> String {
    let safe = safeFileName(name)
    return firstFreeName(safe, in: directory) ?? safe
  }

  /// The first of `safe` and its first 999 ``numberedName(_:copy:)``s free in `directory`.
  private static func firstFreeName(_ safe: String, in directory: String) -> String? {
    (0..<1000).lazy.map { numberedName(safe, copy: $0) }
      .first { clash(for: $0, in: directory) == nil }
  }

  /// Where a path the user typed for a save puts the file: its folder and file name.
  ///
  /// `~/` starts at the home directory; a relative path starts at `base`; a path that
  /// names an existing folder, or ends in `/`, saves the attachment under its own safe
  /// name inside it. The file name is what the user typed (``save(_:named:in:replacing:)``
  /// still keeps it to one safe component).
  ///
  /// ```swift
  /// AttachmentFiles.destination(of: "~/papers/", name: "a.pdf", base: "/home/me/Downloads",
  ///                             environment: ["HOME": "/home/me"])  // ("/home/me/papers", "a.pdf")
  /// ```
  ///
  /// - Parameters:
  ///   - typed: The path as typed.
  ///   - name: The attachment's name from the message.
  ///   - base: The folder a relative path starts at (the attachments folder).
  ///   - environment: Where `HOME` is read.
  /// - Returns: The folder (absolute) and the file name.
  public static func destination(
    of typed: String, name: String, base: String, environment: [String: String]
  ) -> (directory: String, name: String) {
    var path = typed.trimmingCharacters(in: .whitespaces)
    if path == "~" || path.hasPrefix("~/") { path = (environment["HOME"] ?? "") + path.dropFirst() }
    if !path.hasPrefix("/") { path = base + "/" + path }
    if path.hasSuffix("/") || MaildirFiles.isDirectory(path) {
      return (String(path.reversed().drop { $0 == "/" }.reversed()), safeFileName(name))
    }
    let slash = path.lastIndex(of: "/") ?? path.startIndex
    let directory = String(path[..<slash])
    return (directory.isEmpty ? "/" : directory, String(path[path.index(after: slash)...]))
  }
}
