extension MailboxConfiguration {
  /// The compose settings with the `[folders]` names for Sent and Drafts.
  public var composeSettings: ComposeSettings {
    var settings = compose
    settings.sentFolder = folders.sent
    settings.draftsFolder = folders.drafts
    return settings
  }

  /// Reads `[identity NAME]`: `name` (the display name) and `addresses`.
  ///
  /// The addresses are comma separated, the sending one first. Identities are kept in
  /// file order; the first sends new mail.
  static func readIdentity(
    _ configuration: inout MailboxConfiguration, _ section: ConfigFile.Section, _ path: String
  ) throws(ConfigError) {
    try checkKeys(of: section, known: ["name", "addresses"], path: path)
    guard let entry = section["addresses"] else {
      throw ConfigError(
        path: path, line: section.line,
        problem:
          "[identity] needs addresses = you@example.org (comma separated, the sending one first)")
    }
    var addresses: [String] = []
    for word in entry.value.split(separator: ",") {
      let address = String(word).trimmingASCIIWhitespace()
      guard MessageID.isPlainAddress(address) else {
        throw ConfigError(
          path: path, line: entry.line,
          problem: "\"\(Draft.oneLine(address))\" is not an address (name@domain)")
      }
      addresses.append(address)
    }
    guard !addresses.isEmpty else {
      throw ConfigError(path: path, line: entry.line, problem: "addresses needs an address")
    }
    let name = section["name"]?.value ?? section.argument ?? ""
    configuration.compose.identities.append(Identity(name: name, addresses: addresses))
  }

  /// Reads `[compose]`: `editor`, `form` (the reader's own compose form, the default) or
  /// `external` (`$VISUAL`/`$EDITOR` on the draft's file).
  static func readCompose(
    _ configuration: inout MailboxConfiguration, _ section: ConfigFile.Section, _ path: String
  ) throws(ConfigError) {
    try checkKeys(of: section, known: ["editor"], path: path)
    guard let entry = section["editor"] else { return }
    guard let editor = ComposeSettings.Editor(rawValue: entry.value.lowercased()) else {
      throw ConfigError(path: path, line: entry.line, problem: "editor needs form or external")
    }
    configuration.compose.editor = editor
  }

  /// Reads `[send]`: `command`, `timeout`, `reply-all-includes-me` and `8bit`.
  ///
  /// The command is run by `/bin/sh -c` with the message on standard input; the timeout
  /// is in seconds; the other two are `yes` or `no`.
  static func readSend(
    _ configuration: inout MailboxConfiguration, _ section: ConfigFile.Section, _ path: String
  ) throws(ConfigError) {
    try checkKeys(
      of: section, known: ["command", "timeout", "reply-all-includes-me", "8bit"], path: path)
    for entry in section.entries {
      switch entry.key {
      case "command":
        guard !entry.value.isEmpty else {
          throw ConfigError(
            path: path, line: entry.line,
            problem: "command needs a program that reads the message, such as msmtp -t")
        }
        configuration.compose.sendCommand = entry.value
      case "timeout":
        guard let seconds = Int(entry.value), (1...3600).contains(seconds) else {
          throw ConfigError(
            path: path, line: entry.line, problem: "timeout needs seconds from 1 to 3600")
        }
        configuration.compose.sendTimeout = .seconds(seconds)
      default:
        let value: Bool
        switch entry.value.lowercased() {
        case "yes", "true", "on": value = true
        case "no", "false", "off": value = false
        default:
          throw ConfigError(path: path, line: entry.line, problem: "\(entry.key) needs yes or no")
        }
        if entry.key == "8bit" {
          configuration.compose.allows8bit = value
        } else {
          configuration.compose.replyAllExcludesOwnAddresses = !value
        }
      }
    }
  }
}
