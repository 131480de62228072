extension MailboxConfiguration {
  /// How the reader learns that another program changed the mailbox (`[watch]`).
  public struct Watch: Sendable, Hashable {
    /// Whether inotify is used where it works (`inotify = yes`, the default).
    public var usesInotify = true
    /// How often the mailbox is checked where inotify is not used (`interval`, in
    /// seconds): 30 s.
    public var interval: Duration = .seconds(30)

    /// The defaults.
    public init() {}
  }

  /// Reads `[watch]`: `inotify` (`yes` or `no`) and `interval` (seconds, 1 to 3600).
  static func readWatch(
    _ configuration: inout MailboxConfiguration, _ section: ConfigFile.Section, _ path: String
  ) throws(ConfigError) {
    try checkKeys(of: section, known: ["inotify", "interval"], path: path)
    for entry in section.entries {
      if entry.key == "interval" {
        guard let seconds = Int(entry.value), (1...3600).contains(seconds) else {
          throw ConfigError(
            path: path, line: entry.line, problem: "interval needs seconds from 1 to 3600")
        }
        configuration.watch.interval = .seconds(seconds)
        continue
      }
      switch entry.value.lowercased() {
      case "yes", "true", "on": configuration.watch.usesInotify = true
      case "no", "false", "off": configuration.watch.usesInotify = false
      default:
        throw ConfigError(path: path, line: entry.line, problem: "inotify needs yes or no")
      }
    }
  }
}
