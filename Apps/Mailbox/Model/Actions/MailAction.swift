/// An action done to one message in a Maildir, remembered so it can be undone.
///
/// ```swift
/// let done = try MailAction.move(message: "cur/1700.M1:2,S", from: inbox, to: trash)
/// let undone = try done.undo()   // back in the Inbox
/// ```
public enum MailAction: Sendable, Hashable {
  /// Flags were set and cleared on the message now at `path` in `folder`.
  case flags(folder: String, path: String, added: Set<Character>, removed: Set<Character>)
  /// The message now at `path` in `target` was moved there from `source`.
  case moved(source: String, target: String, path: String)

  /// Sets and clears flags (only those not already so), remembering what changed.
  ///
  /// - Parameters:
  ///   - path: The message's path in `folder`, as last seen.
  ///   - folder: The Maildir.
  ///   - adding: Flags to set.
  ///   - removing: Flags to clear.
  /// - Returns: What was done, with the message's path now.
  /// - Throws: ``MailActionError`` as ``MaildirFiles/setFlags(of:in:adding:removing:)``.
  public static func setFlags(
    of path: String, in folder: String, adding: Set<Character> = [],
    removing: Set<Character> = []
  ) throws(MailActionError) -> MailAction {
    let unique = MaildirName.unique(of: path)
    let before =
      MaildirFiles.locate(unique: unique, in: folder, hint: path).map {
        ($0.hasPrefix("new/"), MaildirName(String($0.split(separator: "/").last ?? "")).flags)
      } ?? (false, [])
    let now = try MaildirFiles.setFlags(of: path, in: folder, adding: adding, removing: removing)
    return .flags(
      folder: folder, path: now, added: adding.subtracting(before.1),
      removed: removing.intersection(before.1))
  }

  /// Moves the message into `target`'s `cur/`.
  ///
  /// - Parameters:
  ///   - path: The message's path in `source`, as last seen.
  ///   - source: The Maildir it is in.
  ///   - target: The Maildir it goes to.
  /// - Returns: What was done.
  /// - Throws: ``MailActionError`` as ``MaildirFiles/move(_:from:to:)``.
  public static func move(message path: String, from source: String, to target: String)
    throws(MailActionError) -> MailAction
  {
    .moved(
      source: source, target: target, path: try MaildirFiles.move(path, from: source, to: target))
  }

  /// The folder the message is in after the action, and its path there.
  public var result: (folder: String, path: String) {
    switch self {
    case .flags(let folder, let path, _, _): (folder, path)
    case .moved(_, let target, let path): (target, path)
    }
  }

  /// Reverses the action: the flags it set are cleared and those it cleared set again
  /// (flags another program changed meanwhile stay); a moved message goes back.
  ///
  /// - Returns: The reverse action (undoing it redoes this one).
  /// - Throws: ``MailActionError`` when the message cannot be found or moved back.
  public func undo() throws(MailActionError) -> MailAction {
    switch self {
    case .flags(let folder, let path, let added, let removed):
      let now = try MaildirFiles.setFlags(of: path, in: folder, adding: removed, removing: added)
      return .flags(folder: folder, path: now, added: removed, removed: added)
    case .moved(let source, let target, let path):
      return try .move(message: path, from: target, to: source)
    }
  }
}
