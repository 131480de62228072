/// One message file in a Maildir's `cur/` or `new/`.
struct MaildirEntry: Sendable, Hashable {
  /// The path relative to the Maildir, such as `cur/1700000000.M1P2.host:2,S`.
  var relativePath: String
  /// Whether the message counts as unread: it is in `new/`, or its info has no `S` flag.
  var isUnread: Bool

  /// Describes the file `name` found in `subdirectory` (`"cur"` or `"new"`).
  init(subdirectory: String, name: String) {
    relativePath = subdirectory + "/" + name
    if subdirectory == "new" {
      isUnread = true
    } else if let info = name.lastRange(of: ":2,") {
      isUnread = !name[info.upperBound...].contains("S")
    } else {
      isUnread = true
    }
  }
}

extension MaildirEntry {
  /// Whether this file is the message once found at `relativePath`: the same unique
  /// name, maybe since moved from `new/` to `cur/` or given other flags.
  func isSameMessage(as relativePath: String) -> Bool {
    Self.uniqueName(relativePath) == Self.uniqueName(self.relativePath)
  }

  /// The file name without its directory and its `:2,` flags.
  private static func uniqueName(_ relativePath: String) -> Substring {
    let name = relativePath.split(separator: "/").last ?? Substring(relativePath)
    return name.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).first ?? name
  }
}

extension String {
  /// The range of the last occurrence of `needle`, without Foundation.
  func lastRange(of needle: String) -> Range<String.Index>? {
    var result: Range<String.Index>?
    var searchStart = startIndex
    while let found = self[searchStart...].firstRange(of: needle) {
      result = found
      searchStart = index(after: found.lowerBound)
    }
    return result
  }
}
