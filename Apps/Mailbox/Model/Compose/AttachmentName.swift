/// Names for attached files: a forwarded part's name made safe to write to disk and to
/// show on one line.
enum AttachmentName {
  /// The longest name written, in bytes: file systems allow 255.
  static let longestName = 255

  /// `filename` without directories, control characters or a leading dot, at most
  /// ``longestName`` bytes; `attachment-N` when nothing is left.
  static func safe(_ filename: String, index: Int) -> String {
    let last = filename.split(whereSeparator: { $0 == "/" || $0 == "\\" }).last ?? ""
    var name = Draft.oneLine(String(last)).trimmingASCIIWhitespace()
    while name.hasPrefix(".") { name.removeFirst() }
    name = shortened(name, to: longestName)
    return name.isEmpty ? "attachment-\(index)" : name
  }

  /// `name` cut to at most `limit` bytes, keeping an extension of up to 16 bytes: the
  /// stem is cut between characters, or inside its first character between Unicode
  /// scalars when that one character alone is too long (`a` and 400 accents).
  static func shortened(_ name: String, to limit: Int) -> String {
    guard name.utf8.count > limit else { return name }
    var stem = Substring(name)
    var suffix = ""
    if let dot = name.lastIndex(of: "."), dot != name.startIndex,
      name.utf8[dot...].count <= 16
    {
      (stem, suffix) = (name[..<dot], String(name[dot...]))
    }
    let room = limit - suffix.utf8.count
    var kept = ""
    for character in stem {
      guard kept.utf8.count + character.utf8.count <= room else { break }
      kept.append(character)
    }
    if kept.isEmpty {
      for scalar in stem.unicodeScalars {
        guard kept.utf8.count + UTF8.width(scalar) <= room else { break }
        kept.unicodeScalars.append(scalar)
      }
    }
    return kept + suffix
  }

  /// The MIME type for a file name's extension; `application/octet-stream` when unknown.
  static func contentType(for path: String) -> String {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else {
      return "application/octet-stream"
    }
    return types[name[name.index(after: dot)...].lowercased()] ?? "application/octet-stream"
  }

  private static let types: [String: String] = [
    "txt": "text/plain", "text": "text/plain", "md": "text/markdown", "csv": "text/csv",
    "html": "text/html", "htm": "text/html", "ics": "text/calendar", "pdf": "application/pdf",
    "json": "application/json", "xml": "application/xml", "zip": "application/zip",
    "gz": "application/gzip", "tar": "application/x-tar", "png": "image/png",
    "jpg": "image/jpeg", "jpeg": "image/jpeg", "gif": "image/gif", "webp": "image/webp",
    "svg": "image/svg+xml", "mp3": "audio/mpeg", "ogg": "audio/ogg", "mp4": "video/mp4",
    "eml": "message/rfc822", "patch": "text/x-diff", "diff": "text/x-diff",
    "doc": "application/msword", "odt": "application/vnd.oasis.opendocument.text",
    "docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  ]
}
