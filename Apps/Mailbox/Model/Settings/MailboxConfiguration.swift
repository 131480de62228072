import Foundation

/// The reader's settings file: what the special folders are called and which program opens
/// attachments and links.
///
/// The file is `$XDG_CONFIG_HOME/splitkit-mailbox/config` (`~/.config/splitkit-mailbox/config`
/// when `XDG_CONFIG_HOME` is unset or not absolute), beside the state file's folder name.
/// Without a file every setting has its default; a file that cannot be used stops the
/// reader with one line naming the file, the line and the problem (exit status 78).
///
/// ```
/// # ~/.config/splitkit-mailbox/config
/// [folders]
/// # A files the open message here
/// archive = Archive
/// # d moves it here (Maildir++: .Trash)
/// trash = Trash
/// sent = Sent
/// drafts = Drafts
///
/// [open]
/// # attachments and links; the path or URL is one more argument
/// command = xdg-open
///
/// [attachments]
/// # w saves here (default: the XDG download directory)
/// directory = ~/Downloads/mail
///
/// # the first identity sends new mail
/// [identity home]
/// name = Ada Lovelace
/// addresses = ada@example.org, ada@lovelace.example
///
/// [send]
/// # reads the message on standard input; sendmail -t -oi by default
/// command = msmtp -t
/// # seconds before the send is stopped and the draft kept
/// timeout = 60
/// ```
///
/// Folder names are as the sidebar shows them, `/` between levels (`Archive/2024`).
/// The syntax is ``ConfigFile``'s. Each section is read by one entry of
/// ``sectionReaders``; a feature with settings of its own adds a section there and a
/// property here (in an extension file of its own), so the file stays one.
public struct MailboxConfiguration: Sendable, Hashable {
  /// The folders the reader files mail into, by role.
  public var folders = Folders()
  /// The program that opens attachments and links, as its arguments: the file or URL is
  /// appended as one more argument, with no shell in between.
  public var opener: [String] = ["xdg-open"]
  /// Where attachments are saved (`[attachments] directory`, absolute or `~/…`); nil for
  /// the XDG download directory.
  public var saveDirectory: String?
  /// Who the user writes as and how mail is sent (`[identity NAME]` and `[send]`); its
  /// folder names are ``folders``' (see ``composeSettings``).
  public var compose = ComposeSettings()
  /// How another program's changes are noticed (`[watch]`).
  public var watch = Watch()
  /// The file these settings came from, or nil for the defaults.
  public var path: String?

  /// The names of the special folders.
  public struct Folders: Sendable, Hashable {
    /// Where archiving files a message: `Archive`.
    public var archive = "Archive"
    /// Where deleting moves a message: `Trash` (`.Trash` in a Maildir++ tree).
    public var trash = "Trash"
    /// Where sent messages are kept: `Sent`.
    public var sent = "Sent"
    /// Where drafts are kept: `Drafts`.
    public var drafts = "Drafts"

    /// The defaults.
    public init() {}
  }

  /// The defaults: what the reader uses without a settings file.
  public init() {}

  /// How one section is read into the configuration; it throws for an unknown key or a
  /// bad value, naming the entry's line.
  public typealias SectionReader =
    @Sendable (inout MailboxConfiguration, ConfigFile.Section, String) throws(ConfigError) -> Void

  /// The sections the file may have, by name.
  ///
  /// A section not listed is an error.
  public static let sectionReaders: [String: SectionReader] = [
    "folders": readFolders,
    "open": readOpener,
    "identity": readIdentity,
    "send": readSend,
    "compose": readCompose,
    "attachments": readAttachments,
    "watch": readWatch,
  ]

  /// Reads `text`, the settings file at `path`.
  ///
  /// - Parameters:
  ///   - text: The file's contents.
  ///   - path: The file's path, for errors.
  /// - Throws: ``ConfigError`` naming the first bad line.
  public init(parsing text: String, path: String) throws(ConfigError) {
    let file = try ConfigFile.parse(text, path: path)
    self.path = path
    for section in file.sections {
      guard let reader = Self.sectionReaders[section.name] else {
        let known = Self.sectionReaders.keys.sorted().map { "[\($0)]" }.joined(separator: ", ")
        throw ConfigError(
          path: path, line: section.line,
          problem: "unknown section [\(section.name)] (known: \(known))")
      }
      try reader(&self, section, path)
    }
  }

  /// `$XDG_CONFIG_HOME/splitkit-mailbox/config`, or `$HOME/.config/splitkit-mailbox/config`.
  ///
  /// - Parameter environment: Where `XDG_CONFIG_HOME` and `HOME` are read.
  /// - Returns: The file's path (which may not exist).
  public static func defaultPath(environment: [String: String]) -> String {
    if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
      return config + "/splitkit-mailbox/config"
    }
    let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
    return home + "/.config/splitkit-mailbox/config"
  }

  /// The largest settings file read: 256 KiB.
  public static let maximumFileSize = 256 << 10

  /// Reads the settings file for `environment`, or the defaults when there is none.
  ///
  /// Without an `[identity]`, `$EMAIL` (`Name <address>` or a plain address) is the
  /// identity, as in mutt and git.
  ///
  /// - Parameter environment: Where `XDG_CONFIG_HOME`, `HOME` and `EMAIL` are read.
  /// - Returns: The settings.
  /// - Throws: ``ConfigError`` when the file exists but cannot be read or has a bad line.
  public static func load(environment: [String: String]) throws(ConfigError)
    -> MailboxConfiguration
  {
    var configuration = try load(path: defaultPath(environment: environment))
    if configuration.compose.identities.isEmpty,
      let identity = environment["EMAIL"].flatMap(Identity.init(environmentValue:))
    {
      configuration.compose.identities = [identity]
    }
    return configuration
  }

  /// Reads the settings file at `path`, or the defaults when nothing is there.
  ///
  /// - Parameter path: The settings file.
  /// - Returns: The settings.
  /// - Throws: ``ConfigError`` when the file exists but is not a regular file, is larger
  ///   than ``maximumFileSize``, cannot be read, is not UTF-8 or has a bad line.
  public static func load(path: String) throws(ConfigError) -> MailboxConfiguration {
    let attributes: [FileAttributeKey: Any]
    do {
      attributes = try FileManager.default.attributesOfItem(atPath: path)
    } catch {
      guard FileManager.default.fileExists(atPath: path) else { return MailboxConfiguration() }
      throw ConfigError(path: path, line: nil, problem: "cannot be read")
    }
    guard attributes[.type] as? FileAttributeType == .typeRegular else {
      throw ConfigError(path: path, line: nil, problem: "is not a regular file")
    }
    if let size = attributes[.size] as? Int, size > maximumFileSize {
      throw ConfigError(
        path: path, line: nil, problem: "is larger than \(maximumFileSize >> 10) KiB")
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw ConfigError(path: path, line: nil, problem: "cannot be read")
    }
    guard let text = String(validating: data, as: UTF8.self) else {
      let lines = Array(data).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      let line = lines.firstIndex { String(validating: $0, as: UTF8.self) == nil }
      throw ConfigError(path: path, line: line.map { $0 + 1 }, problem: "is not UTF-8 text")
    }
    return try MailboxConfiguration(parsing: text, path: path)
  }

  /// Throws for an entry whose key is not in `known`.
  ///
  /// - Parameters:
  ///   - section: The section read.
  ///   - known: Its keys.
  ///   - path: The file, for errors.
  /// - Throws: ``ConfigError`` naming the first unknown key's line.
  public static func checkKeys(
    of section: ConfigFile.Section, known: [String], path: String
  ) throws(ConfigError) {
    for entry in section.entries where !known.contains(entry.key) {
      throw ConfigError(
        path: path, line: entry.line,
        problem: "unknown key \(entry.key) in [\(section.name)] (known: "
          + known.joined(separator: ", ") + ")")
    }
  }

  private static func readFolders(
    _ configuration: inout MailboxConfiguration, _ section: ConfigFile.Section, _ path: String
  ) throws(ConfigError) {
    try checkKeys(of: section, known: ["archive", "trash", "sent", "drafts"], path: path)
    for entry in section.entries {
      let parts = entry.value.split(separator: "/", omittingEmptySubsequences: false)
      guard !entry.value.isEmpty, !parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." })
      else {
        throw ConfigError(
          path: path, line: entry.line,
          problem:
            "\(entry.key) needs a folder name as the sidebar shows it, such as Archive or Archive/2024"
        )
      }
      switch entry.key {
      case "archive": configuration.folders.archive = entry.value
      case "trash": configuration.folders.trash = entry.value
      case "sent": configuration.folders.sent = entry.value
      default: configuration.folders.drafts = entry.value
      }
    }
  }

  private static func readOpener(
    _ configuration: inout MailboxConfiguration, _ section: ConfigFile.Section, _ path: String
  ) throws(ConfigError) {
    try checkKeys(of: section, known: ["command"], path: path)
    guard let entry = section["command"] else { return }
    let words = entry.value.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    guard let program = words.first else {
      throw ConfigError(
        path: path, line: entry.line,
        problem:
          "command needs a program, such as xdg-open; the file or link is added as its last argument"
      )
    }
    guard
      !program.contains("%")
        && !words.contains(where: { $0.contains("$") || $0 == "|" || $0 == ";" })
    else {
      throw ConfigError(
        path: path, line: entry.line,
        problem:
          "command is run without a shell: no $, |, ; or %s; the file or link is added as its last argument"
      )
    }
    configuration.opener = words
  }
}
