/// One message file in a Maildir's `cur/` or `new/`.
struct MaildirEntry: Sendable, Hashable {
  /// The path relative to the Maildir, such as `cur/1700000000.M1P2.host:2,S`.
  var relativePath: String
  /// Whether the message counts as unread: it is in `new/`, or its info has no `S` flag.
  var isUnread: Bool

  /// Describes the file `name` found in `subdirectory` (`"cur"` or `"new"`).
  init(subdirectory: String, name: String) {
    self.init(relativePath: subdirectory + "/" + name, isInNew: subdirectory == "new")
  }

  /// Describes the file at `relativePath` (`cur/NAME` or `new/NAME`).
  init(relativePath: String, isInNew: Bool) {
    self.relativePath = relativePath
    // The directory part holds no ":2,", so the flags are found in the whole path.
    isUnread = isInNew || !Self.flags(of: relativePath).utf8.contains(UInt8(ascii: "S"))
  }
}

extension MaildirEntry {
  /// The flags after the last `:2,` of a Maildir file's name (`"FS"` for
  /// `cur/1.2.host:2,FS`), empty when it has none.
  static func flags(of relativePath: String) -> Substring {
    let name = relativePath.utf8
    var index = name.endIndex
    // Walk back to the last ":2," (a "," preceded by "2" preceded by ":"), byte by byte,
    // as the listing of a large Maildir asks this of every message.
    while index > name.startIndex {
      index = name.index(before: index)
      guard name[index] == UInt8(ascii: ","), index > name.startIndex else { continue }
      let two = name.index(before: index)
      guard name[two] == UInt8(ascii: "2"), two > name.startIndex else { continue }
      if name[name.index(before: two)] == UInt8(ascii: ":") {
        return relativePath[name.index(after: index)...]
      }
    }
    return ""
  }

  /// The part of a Maildir file's name that stays when mail tools rename it for flags or
  /// move it between folders: the file name up to its first `:`.
  static func uniqueName(of relativePath: String) -> Substring { uniqueName(relativePath) }

  /// Whether this file is the message once found at `relativePath`: the same unique
  /// name, maybe since moved from `new/` to `cur/` or given other flags.
  func isSameMessage(as relativePath: String) -> Bool {
    Self.uniqueName(relativePath) == Self.uniqueName(self.relativePath)
  }

  /// The file name without its directory and its `:2,` flags.
  ///
  /// Found from the path's UTF-8 bytes, since `/` and `:` are ASCII: the search index asks
  /// this of every Maildir file it indexes.
  private static func uniqueName(_ relativePath: String) -> Substring {
    let utf8 = relativePath.utf8
    guard utf8.last != UInt8(ascii: "/") else {
      // A directory's path (never a message's): its last component.
      let name = relativePath.split(separator: "/").last ?? Substring(relativePath)
      return name.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)[0]
    }
    let start =
      utf8.lastIndex(of: UInt8(ascii: "/")).map { utf8.index(after: $0) } ?? utf8.startIndex
    return relativePath[start..<(utf8[start...].firstIndex(of: UInt8(ascii: ":")) ?? utf8.endIndex)]
  }
}
