/// Names for attached files: a forwarded part's name made safe to write to disk and to
/// show on one line.
enum AttachmentName {
  /// `filename` without directories, control characters or a leading dot; `attachment-N`
  /// when nothing is left.
  static func safe(_ filename: String, index: Int) -> String {
    let last = filename.split(whereSeparator: { $0 == "/" || $0 == "\\" }).last ?? ""
    var name = Draft.oneLine(String(last)).trimmingASCIIWhitespace()
    while name.hasPrefix(".") { name.removeFirst() }
    if name.utf8.count > 200 { name = String(name.prefix(100)) }
    return name.isEmpty ? "attachment-\(index)" : name
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
