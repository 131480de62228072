import Foundation

/// Saves and restores a small `Codable` UI state per mailbox, in one JSON file in the
/// XDG state directory.
///
/// The file is `$XDG_STATE_HOME/splitkit-mailbox/state.json` (or
/// `~/.local/state/splitkit-mailbox/state.json` when `XDG_STATE_HOME` is unset or not
/// absolute), holding `{"version": 1, "mailboxes": {"/absolute/path": payload}}`. It is
/// written atomically (temporary file, then rename).
///
/// Reading never fails and never takes long: a missing file is a first run (no payload,
/// nothing to say); ``load(for:)`` gives no payload and a one-line warning when the file
/// is not a regular file, is larger than
/// ``maximumFileSize`` (refused before it is read), is not JSON, or has a version other
/// than ``version``. Entries are independent: one mailbox's entry that does not decode
/// is ignored for that mailbox only, and saving another mailbox keeps it as it is.
///
/// Writing loses nothing it does not understand: ``save(_:for:)`` replaces a file that is
/// not JSON at all, but a file of another version, a file too large, or anything that is
/// not a regular file (a directory, a symbolic link, a FIFO) is left alone and reported;
/// ``remove(for:)`` (`--reset-state`) only rewrites the file without this mailbox's entry
/// and never deletes anything.
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

  /// The version this store reads and writes: 1.
  public static var version: Int { 1 }

  /// The largest state file that is read: 4 MiB (about a second of JSON parsing).
  public static var maximumFileSize: Int { 4 << 20 }

  /// The state file.
  public let filePath: String

  /// What ``load(for:)`` found.
  public struct Loaded: Sendable {
    /// The saved state of the mailbox, or nil.
    public var payload: Payload?
    /// A one-line explanation when there is no payload because the file could not be
    /// used (`Saved state ignored: …`); nil otherwise, also when the file is missing.
    public var warning: String?
  }

  /// Why ``save(_:for:)`` or ``remove(for:)`` failed.
  public struct SaveError: Error, Sendable, CustomStringConvertible {
    /// One sentence naming the file and the problem.
    public var description: String
  }

  /// What the file holds, as far as this version understands it.
  private enum Reading {
    /// No file.
    case missing
    /// A version-1 file: each mailbox's entry, undecoded.
    case entries([String: Any])
    /// A file that cannot be used; `replaceable` when saving may overwrite it (not JSON).
    case unusable(reason: String, replaceable: Bool)
  }

  /// A store using `directory/state.json`.
  ///
  /// - Parameter directory: The folder that holds `state.json`.
  public init(directory: String) {
    filePath = (directory.hasSuffix("/") ? String(directory.dropLast()) : directory) + "/state.json"
  }

  /// A store in the standard XDG location for `environment`.
  ///
  /// - Parameter environment: Where `XDG_STATE_HOME` and `HOME` are read.
  public init(environment: [String: String]) {
    self.init(directory: Self.defaultDirectory(environment: environment))
  }

  /// A store in the standard XDG location for this process's environment.
  public init() {
    self.init(environment: ProcessInfo.processInfo.environment)
  }

  /// `$XDG_STATE_HOME/splitkit-mailbox`, or `$HOME/.local/state/splitkit-mailbox`.
  ///
  /// - Parameter environment: Where `XDG_STATE_HOME` and `HOME` are read.
  /// - Returns: The folder path.
  public static func defaultDirectory(environment: [String: String]) -> String {
    if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
      return state + "/" + folderName
    }
    let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
    return home + "/.local/state/" + folderName
  }

  /// The key for a mailbox: its absolute path with symbolic links resolved.
  ///
  /// - Parameter mailboxPath: The mailbox's path as given.
  /// - Returns: The absolute, resolved path.
  public static func key(for mailboxPath: String) -> String {
    URL(fileURLWithPath: mailboxPath).standardizedFileURL.resolvingSymlinksInPath().path
  }

  /// Reads the saved state of the mailbox at `mailboxPath`.
  ///
  /// - Parameter mailboxPath: The mailbox's path as given.
  /// - Returns: the payload, or nil with a warning when the file cannot be used or this
  ///   mailbox's entry is invalid; nil without a warning when the file is missing (a
  ///   first run) or has no entry for this mailbox.
  public func load(for mailboxPath: String) -> Loaded {
    switch read() {
    case .missing:
      return Loaded(payload: nil, warning: nil)
    case .unusable(let reason, _):
      return Loaded(payload: nil, warning: "Saved state ignored: \(filePath) \(reason).")
    case .entries(let entries):
      guard let entry = entries[Self.key(for: mailboxPath)] else {
        return Loaded(payload: nil, warning: nil)
      }
      do {
        let data = try JSONSerialization.data(withJSONObject: entry, options: .fragmentsAllowed)
        return Loaded(payload: try JSONDecoder().decode(Payload.self, from: data), warning: nil)
      } catch {
        return Loaded(
          payload: nil,
          warning: "Saved state ignored: this mailbox's entry in \(filePath) is invalid"
            + Self.field(of: error) + ".")
      }
    }
  }

  /// Saves `payload` for the mailbox at `mailboxPath`, keeping every other mailbox's
  /// entry as it is (a file that is not JSON is replaced).
  ///
  /// - Parameters:
  ///   - payload: The state to save.
  ///   - mailboxPath: The mailbox's path as given.
  /// - Throws: ``SaveError`` when the file cannot be used (another version, too large,
  ///   not a regular file; it is left unchanged) or cannot be written.
  public func save(_ payload: Payload, for mailboxPath: String) throws(SaveError) {
    var entries: [String: Any] = [:]
    switch read() {
    case .missing, .unusable(_, replaceable: true): break
    case .unusable(let reason, replaceable: false):
      throw SaveError(description: "State not saved: \(filePath) \(reason); it was left as it is.")
    case .entries(let existing): entries = existing
    }
    do {
      entries[Self.key(for: mailboxPath)] = try JSONSerialization.jsonObject(
        with: JSONEncoder().encode(payload), options: .fragmentsAllowed)
    } catch {
      throw SaveError(description: "State not saved: it cannot be written as JSON.")
    }
    try write(entries, failure: "State not saved")
  }

  /// Forgets the state of the mailbox at `mailboxPath` (`mailbox --reset-state`) by
  /// rewriting the file without its entry; never deletes a file or a directory.
  ///
  /// - Parameter mailboxPath: The mailbox's path as given.
  /// - Throws: ``SaveError`` when the file cannot be used (another version, too large,
  ///   not a regular file; nothing is changed) or cannot be rewritten.
  public func remove(for mailboxPath: String) throws(SaveError) {
    switch read() {
    case .missing, .unusable(_, replaceable: true): return
    case .unusable(let reason, replaceable: false):
      throw SaveError(
        description: "State not reset: \(filePath) \(reason); nothing was changed or deleted.")
    case .entries(var entries):
      guard entries.removeValue(forKey: Self.key(for: mailboxPath)) != nil else { return }
      try write(entries, failure: "State not reset")
    }
  }

  private func read() -> Reading {
    let bytes: [UInt8]
    do throws(StateFile.Failure) {
      switch try StateFile.kind(of: filePath) {
      case .missing: return .missing
      case .other(let what): return .unusable(reason: what, replaceable: false)
      case .regular(let size) where size > Self.maximumFileSize:
        return .unusable(reason: Self.tooLarge(size), replaceable: false)
      case .regular:
        guard let read = try StateFile.contents(of: filePath, limit: Self.maximumFileSize) else {
          return .unusable(reason: Self.tooLarge(nil), replaceable: false)
        }
        bytes = read
      }
    } catch {
      return .unusable(reason: "cannot be read (\(error.reason))", replaceable: false)
    }
    guard let object = try? JSONSerialization.jsonObject(with: Data(bytes)) else {
      return .unusable(reason: "is not valid JSON", replaceable: true)
    }
    guard let contents = object as? [String: Any], let version = contents["version"] as? Int
    else {
      return .unusable(reason: "is not a state file (it has no version)", replaceable: true)
    }
    guard version == Self.version else {
      return .unusable(
        reason: "has version \(version), which this mailbox does not know (it reads version "
          + "\(Self.version))", replaceable: false)
    }
    guard let entries = contents["mailboxes"] as? [String: Any] else {
      return .unusable(reason: "is not a state file (it has no mailboxes)", replaceable: true)
    }
    return .entries(entries)
  }

  private func write(_ entries: [String: Any], failure: String) throws(SaveError) {
    let contents: [String: Any] = ["version": Self.version, "mailboxes": entries]
    let data: Data
    do {
      data = try JSONSerialization.data(
        withJSONObject: contents, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
    } catch {
      throw SaveError(description: "\(failure): it cannot be written as JSON.")
    }
    do throws(StateFile.Failure) {
      try StateFile.writeAtomically(Array(data), to: filePath)
    } catch {
      throw SaveError(description: "\(failure): \(filePath): \(error.reason).")
    }
  }

  private static func tooLarge(_ size: Int?) -> String {
    let limit = "the \(maximumFileSize >> 20) MiB a state file may be"
    guard let size else { return "is larger than \(limit)" }
    let mebibytes = Double(size) / Double(1 << 20)
    return "is \((mebibytes * 10).rounded() / 10) MiB, larger than \(limit)"
  }

  /// ` (field primaryColumnWidth)` for a decoding error with a coding path, else "".
  private static func field(of error: any Error) -> String {
    let path: [any CodingKey]
    switch error as? DecodingError {
    case .typeMismatch(_, let context), .valueNotFound(_, let context),
      .dataCorrupted(let context):
      path = context.codingPath
    case .keyNotFound(let key, let context): path = context.codingPath + [key]
    default: path = []
    }
    guard !path.isEmpty else { return "" }
    return " (field "
      + path.map { $0.intValue.map(String.init) ?? $0.stringValue }
      .joined(separator: ".") + ")"
  }
}
