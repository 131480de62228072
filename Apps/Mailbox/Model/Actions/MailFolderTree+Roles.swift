extension MailFolderTree {
  /// The folder the settings call `name` (`Archive`, `Archive/2024`, `Deleted Items`):
  /// the one whose components, as the sidebar shows them, are `name`'s `/`-separated
  /// parts; else, for a one-part name, the one whose last component matches ignoring
  /// case (`.Trash`, `INBOX/Trash` for `Trash`).
  ///
  /// - Parameter name: The folder's name from ``MailboxConfiguration/Folders``.
  /// - Returns: The folder, or nil when the tree has none by that name.
  public func folder(named name: String) -> MailFolder? {
    let parts = name.split(separator: "/").map(String.init)
    let decoded = { (folder: MailFolder) in folder.components.map(Self.decodedIMAPName) }
    if let exact = folders.first(where: { decoded($0) == parts && $0.format == .maildir }) {
      return exact
    }
    guard parts.count == 1, let only = parts.first?.lowercased() else { return nil }
    return folders.first {
      $0.format == .maildir && decoded($0).last?.lowercased() == only && $0.path != root
    }
  }

  /// Where a Maildir called `name` is made when the tree has none: `.Name` (Maildir++,
  /// dots between levels) in a root that is itself a Maildir, else `Name` nested under
  /// the root (as mbsync lays folders out).
  ///
  /// - Parameter name: The folder's name from the settings.
  /// - Returns: The absolute path the new Maildir gets.
  public func pathForNewFolder(named name: String) -> String {
    let parts = name.split(separator: "/").map(String.init)
    if MailFolderTree.isMaildir(root) {
      return root + "/." + parts.joined(separator: ".")
    }
    return root + "/" + parts.joined(separator: "/")
  }
}
