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
    for copy in 0..<1000 {
      let candidate = numberedName(safe, copy: copy)
      if clash(for: candidate, in: directory) != nil { continue }
      do {
        return try save(bytes, named: candidate, in: directory)
      } catch  where error.code == .exists {
        // Taken since it was looked at: the next number.
        lastError = error
      }
    }
    throw lastError
      ?? MailActionError(code: .exists, message: "Not saved: \(directory)/\(safe) exists")
  }
}
