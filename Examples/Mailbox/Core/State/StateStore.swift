import Foundation

/// Saves and restores a small `Codable` UI state per mailbox, in one JSON file in the
/// XDG state directory.
///
/// The file is `$XDG_STATE_HOME/splitkit-mailbox/state.json` (or
/// `~/.local/state/splitkit-mailbox/state.json` when `XDG_STATE_HOME` is unset or not
/// absolute), holding `{"version": 1, "mailboxes": {"/absolute/path": payload}}`. It is
/// written atomically (temporary file, then rename). A missing or corrupt file is never
/// an error: ``load(for:)`` gives no payload and a one-line warning to show.
///
/// ```swift
/// struct UIState: Codable, Sendable { var selectedID: String?; var displayMode: String; var primaryWidth: Int }
/// let store = StateStore<UIState>()
/// let restored = store.load(for: mailbox.path)
/// if let warning = restored.warning { status = warning }
/// try store.save(UIState(selectedID: "abc@x", displayMode: "oneBesideSecondary", primaryWidth: 32), for: mailbox.path)
/// ```
public struct StateStore<Payload: Codable & Sendable>: Sendable {
  /// The folder under the XDG state directory.
  public static var folderName: String { "splitkit-mailbox" }

  /// The state file.
  public let filePath: String

  /// What ``load(for:)`` found.
  public struct Loaded: Sendable {
    /// The saved state of the mailbox, or nil.
    public var payload: Payload?
    /// A one-line explanation when the file was missing or unreadable; nil otherwise.
    public var warning: String?
  }

  /// Why ``save(_:for:)`` or ``remove(for:)`` failed.
  public struct SaveError: Error, Sendable, CustomStringConvertible {
    /// One line naming the file and the problem.
    public var description: String
  }

  private struct Contents: Codable {
    var version: Int
    var mailboxes: [String: Payload]
  }

  /// A store using `directory/state.json`.
  public init(directory: String) {
    filePath = (directory.hasSuffix("/") ? String(directory.dropLast()) : directory) + "/state.json"
  }

  /// A store in the standard XDG location for `environment`.
  public init(environment: [String: String]) {
    self.init(directory: Self.defaultDirectory(environment: environment))
  }

  /// A store in the standard XDG location for this process's environment.
  public init() {
    self.init(environment: ProcessInfo.processInfo.environment)
  }

  /// `$XDG_STATE_HOME/splitkit-mailbox`, or `$HOME/.local/state/splitkit-mailbox`.
  public static func defaultDirectory(environment: [String: String]) -> String {
    if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
      return state + "/" + folderName
    }
    let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
    return home + "/.local/state/" + folderName
  }

  /// The key for a mailbox: its absolute path with symbolic links resolved.
  public static func key(for mailboxPath: String) -> String {
    URL(fileURLWithPath: mailboxPath).standardizedFileURL.resolvingSymlinksInPath().path
  }

  /// Reads the saved state of the mailbox at `mailboxPath`.
  ///
  /// - Returns: the payload, or nil with a warning when the file is missing, unreadable
  ///   or corrupt; nil without a warning when the file has no entry for this mailbox.
  public func load(for mailboxPath: String) -> Loaded {
    guard FileManager.default.fileExists(atPath: filePath) else {
      return Loaded(payload: nil, warning: "No saved state: \(filePath) does not exist.")
    }
    guard let data = FileManager.default.contents(atPath: filePath) else {
      return Loaded(payload: nil, warning: "Saved state ignored: \(filePath) cannot be read.")
    }
    guard let contents = try? JSONDecoder().decode(Contents.self, from: data) else {
      return Loaded(payload: nil, warning: "Saved state ignored: \(filePath) is corrupt.")
    }
    return Loaded(payload: contents.mailboxes[Self.key(for: mailboxPath)], warning: nil)
  }

  /// Saves `payload` for the mailbox at `mailboxPath`, keeping other mailboxes' entries
  /// (a corrupt file is replaced).
  ///
  /// - Throws: ``SaveError`` when the directory or file cannot be written.
  public func save(_ payload: Payload, for mailboxPath: String) throws(SaveError) {
    var contents = readContents() ?? Contents(version: 1, mailboxes: [:])
    contents.mailboxes[Self.key(for: mailboxPath)] = payload
    try write(contents)
  }

  /// Forgets the state of the mailbox at `mailboxPath` (`mailbox --reset-state`).
  ///
  /// - Throws: ``SaveError`` when the file cannot be rewritten.
  public func remove(for mailboxPath: String) throws(SaveError) {
    guard var contents = readContents() else {
      if FileManager.default.fileExists(atPath: filePath) { try removeFile() }
      return
    }
    guard contents.mailboxes.removeValue(forKey: Self.key(for: mailboxPath)) != nil else { return }
    try write(contents)
  }

  private func readContents() -> Contents? {
    FileManager.default.contents(atPath: filePath).flatMap {
      try? JSONDecoder().decode(Contents.self, from: $0)
    }
  }

  private func write(_ contents: Contents) throws(SaveError) {
    let url = URL(fileURLWithPath: filePath)
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
      try encoder.encode(contents).write(to: url, options: .atomic)
    } catch {
      throw SaveError(description: "\(filePath): cannot save state (\(error.localizedDescription))")
    }
  }

  private func removeFile() throws(SaveError) {
    do { try FileManager.default.removeItem(atPath: filePath) } catch {
      throw SaveError(
        description: "\(filePath): cannot remove state (\(error.localizedDescription))")
    }
  }
}
