import Foundation

/// A directory of mailboxes, as mail clients keep them, found without reading a message.
///
/// ``discover(at:)`` recognises:
/// - a Maildir++ root (`cur/`, `new/`, and subfolders named `.Sent`, `.Archive.2024`): the
///   root is the Inbox, the dots nest;
/// - nested Maildirs, as mbsync and offlineimap write them (`INBOX/cur`,
///   `Archive/2024/cur`), at any depth up to ``maximumDepth``, and Maildirs inside Maildirs;
/// - mbox files, one per folder, as mutt keeps them (`~/Mail/inbox`, `~/Mail/lists/swift`).
///
/// Hidden names other than Maildir++ folders are skipped (`.mbsyncstate`, `.uidvalidity`),
/// as are regular files that do not start with a `From ` line; a file the user may not
/// read is listed, so opening it says so. Nothing is opened for writing. The Inbox comes
/// first, then every folder in name order, each under its parent.
///
/// ```swift
/// switch try MailFolderTree.open(path: "~/Mail") {
/// case .mailbox(let mailbox): print("one mailbox:", mailbox.name)
/// case .folders(let tree): print(tree.folders.map(\.name))
/// }
/// ```
public struct MailFolderTree: Sendable, Hashable {
  /// The absolute path of the directory.
  public var root: String
  /// The folders, in the order the sidebar lists them; never empty.
  public var folders: [MailFolder]

  /// How many directories deep the search goes below the root.
  public static let maximumDepth = 8

  /// What a path holds: one mailbox (two columns) or a tree of folders (three).
  public enum Opened: Sendable {
    /// A single mbox file or a Maildir without subfolders.
    case mailbox(Mailbox)
    /// A directory of mailboxes, or a Maildir++ root with subfolders.
    case folders(MailFolderTree)
  }

  /// Opens `path`: a folder tree when it holds more than one mailbox, else the mailbox.
  ///
  /// - Parameter path: A file or directory (absolute, relative, or `~/...`).
  /// - Returns: The mailbox, or the tree of folders.
  /// - Throws: ``MailboxError`` as ``Mailbox/open(path:)`` does; for a directory that is
  ///   neither a Maildir nor holds any mailbox, `.notMaildir` (exit status 65).
  public static func open(path: String) throws(MailboxError) -> Opened {
    do {
      let mailbox = try Mailbox.open(path: path)
      guard mailbox.format == .maildir, let tree = discover(at: mailbox.path),
        tree.folders.count > 1
      else { return .mailbox(mailbox) }
      return .folders(tree)
    } catch  where error.code == .permissionDenied {
      // A Maildir++ root whose cur/ or new/ cannot be read (an unreadable Inbox) is still
      // a tree: its other folders open, and the Inbox says why it does not.
      let absolute = Mailbox.absolutePath(path)
      guard ReadOnlyFile.isReadableDirectory(absolute), let tree = discover(at: absolute),
        tree.folders.count > 1
      else { throw error }
      return .folders(tree)
    } catch  where error.code == .notMaildir {
      guard let tree = discover(at: Mailbox.absolutePath(path)) else {
        throw MailboxError(
          code: .notMaildir, path: path,
          problem: "is a directory but neither a Maildir (no cur/ and new/) nor a folder of"
            + " mailboxes")
      }
      return .folders(tree)
    }
  }

  /// Finds the mailboxes under the directory at `root` (absolute).
  ///
  /// - Parameter root: The directory's absolute path.
  /// - Returns: The tree, or nil when it holds no mailbox.
  public static func discover(at root: String) -> MailFolderTree? {
    var found: [(components: [String], path: String, format: MailboxFormat)] = []
    if isMaildir(root) {
      found.append((["Inbox"], root, .maildir))
      for name in entries(of: root) where name.hasPrefix(".") && name.count > 1 && name != ".." {
        let path = root + "/" + name
        guard isMaildir(path) else { continue }
        let parts = name.dropFirst().split(separator: ".").map(String.init)
        guard !parts.isEmpty else { continue }
        found.append((parts, path, .maildir))
      }
      walk(root, components: [], depth: 0, insideMaildir: true, into: &found)
    } else {
      walk(root, components: [], depth: 0, insideMaildir: false, into: &found)
    }
    guard !found.isEmpty else { return nil }
    // In name order as the sidebar shows the names (`Entw&APw-rfe` as `Entwürfe`).
    found.sort { order($0.components.map(decodedIMAPName), $1.components.map(decodedIMAPName)) }
    var folders: [MailFolder] = []
    for entry in found {
      // The nearest folder above: the longest listed prefix of its components.
      let parent = folders.last { entry.components.starts(with: $0.components) }
      let depth = parent.map { $0.depth + 1 } ?? 0
      let own = entry.components.dropFirst(parent?.components.count ?? 0)
      folders.append(
        MailFolder(
          path: entry.path, components: entry.components, depth: depth,
          name: own.map(decodedIMAPName).joined(separator: "/"), format: entry.format))
    }
    return MailFolderTree(root: root, folders: folders)
  }

  /// Adds the mailboxes below `directory`: subdirectories that are Maildirs (and what
  /// they hold), mbox files, and plain directories searched further.
  private static func walk(
    _ directory: String, components: [String], depth: Int, insideMaildir: Bool,
    into found: inout [(components: [String], path: String, format: MailboxFormat)]
  ) {
    guard depth < maximumDepth else { return }
    for name in entries(of: directory) where !name.hasPrefix(".") {
      if insideMaildir, ["cur", "new", "tmp"].contains(name) { continue }
      let path = directory + "/" + name
      let here = components + [name]
      switch try? ReadOnlyFile.kind(of: path) {
      case .directory:
        let maildir = isMaildir(path)
        if maildir { found.append((here, path, .maildir)) }
        walk(path, components: here, depth: depth + 1, insideMaildir: maildir, into: &found)
      case .regular where !insideMaildir && isMbox(path):
        found.append((here, path, .mbox))
      default:
        continue
      }
    }
  }

  /// Whether `path` is a directory with `cur/` and `new/`.
  package static func isMaildir(_ path: String) -> Bool {
    (try? ReadOnlyFile.kind(of: path + "/cur")) == .directory
      && (try? ReadOnlyFile.kind(of: path + "/new")) == .directory
  }

  /// Whether the file at `path` starts like an mbox (an empty file counts, as mutt keeps
  /// empty folders), or is one this user may not read: listed like an unreadable Maildir,
  /// it says why when opened instead of vanishing from the folders.
  private static func isMbox(_ path: String) -> Bool {
    let file: ReadOnlyFile
    do {
      file = try ReadOnlyFile(path: path)
    } catch {
      return error.code == .permissionDenied
    }
    guard let head = try? file.read(at: 0, count: 4096) else { return false }
    return Mailbox.looksLikeMbox(head)
  }

  private static func entries(of directory: String) -> [String] {
    (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
  }

  /// The sidebar's order: the Inbox first, then by name ignoring case, parents before
  /// their children.
  private static func order(_ a: [String], _ b: [String]) -> Bool {
    for (x, y) in zip(a, b) where x != y {
      let (xInbox, yInbox) = (x.lowercased() == "inbox", y.lowercased() == "inbox")
      if xInbox != yInbox { return xInbox }
      let (lx, ly) = (x.lowercased(), y.lowercased())
      return lx == ly ? x < y : lx < ly
    }
    return a.count < b.count
  }
}
