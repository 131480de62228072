extension MailboxConfiguration {
  /// Reads `[attachments]`: `directory`, where attachments are saved (absolute, or `~/…`
  /// under the home directory).
  static func readAttachments(
    _ configuration: inout MailboxConfiguration, _ section: ConfigFile.Section, _ path: String
  ) throws(ConfigError) {
    try checkKeys(of: section, known: ["directory"], path: path)
    guard let entry = section["directory"] else { return }
    guard entry.value.hasPrefix("/") || entry.value == "~" || entry.value.hasPrefix("~/") else {
      throw ConfigError(
        path: path, line: entry.line,
        problem: "directory needs an absolute path or one under ~/, such as ~/Downloads")
    }
    configuration.saveDirectory = entry.value
  }

  /// The folder attachments are saved in: ``saveDirectory`` with `~` as `HOME`, else
  /// the XDG download directory.
  ///
  /// - Parameter environment: Where `HOME` and the XDG variables are read.
  /// - Returns: An absolute path.
  public func attachmentDirectory(environment: [String: String]) -> String {
    guard let directory = saveDirectory else {
      return AttachmentFiles.downloadDirectory(environment: environment)
    }
    guard directory.hasPrefix("~") else { return directory }
    let home = environment["HOME"] ?? ""
    return home + directory.dropFirst()
  }
}
