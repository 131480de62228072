/// One mailbox in a tree of folders: a Maildir or an mbox file, with its place in the tree.
///
/// ```swift
/// let tree = try MailFolderTree.discover(at: "~/Mail")
/// for folder in tree.folders {
///   print(String(repeating: "  ", count: folder.depth) + folder.name)   // Inbox, Archive, 2024
/// }
/// ```
public struct MailFolder: Sendable, Hashable {
  /// The absolute path of the Maildir or mbox file.
  public var path: String
  /// Its names from the tree's root: `["Archive", "2024"]` for `Archive/2024` (nested
  /// directories) or `.Archive.2024` (Maildir++); `["Inbox"]` for a Maildir++ root.
  public var components: [String]
  /// How many folders above it are shown, so it is indented under its nearest one.
  public var depth: Int
  /// What the sidebar shows: its own name, or the names since the nearest folder above
  /// (`Lists/swift` when `Lists` holds no mail itself).
  public var name: String
  /// Whether it is a Maildir or an mbox file.
  public var format: MailboxFormat

  /// Creates a folder.
  ///
  /// - Parameters:
  ///   - path: The absolute path of the Maildir or mbox file.
  ///   - components: Its names from the tree's root.
  ///   - depth: How many folders above it are shown.
  ///   - name: What the sidebar shows.
  ///   - format: Whether it is a Maildir or an mbox file.
  public init(
    path: String, components: [String], depth: Int, name: String, format: MailboxFormat
  ) {
    self.path = path
    self.components = components
    self.depth = depth
    self.name = name
    self.format = format
  }

  /// The path from the tree's root, `Archive/2024`: what the state file remembers.
  public var relativeName: String { components.joined(separator: "/") }
}
