/// Splits a multipart body at its boundary lines (RFC 2046 §5.1.1).
///
/// A delimiter is a line starting with `--boundary` (trailing whitespace allowed); the
/// close delimiter adds `--`. The line break before a delimiter belongs to it. The
/// preamble and epilogue are dropped.
enum MultipartSplitter {
  /// The parts of a multipart body.
  struct Result {
    /// Each part's bytes: its headers, a blank line, its body.
    var parts: [ArraySlice<UInt8>]
    /// Whether any delimiter line was found.
    var foundBoundary: Bool
    /// Whether the close delimiter was found.
    var closed: Bool
  }

  /// Splits `body` at `--boundary` lines.
  ///
  /// - Complexity: O(n).
  static func split(_ body: ArraySlice<UInt8>, boundary: [UInt8]) -> Result {
    let delimiter = [0x2D, 0x2D] + boundary
    var parts: [ArraySlice<UInt8>] = []
    var partStart: Int?
    var found = false
    for line in Bytes.lineRanges(body) {
      let content = body[line]
      guard content.starts(with: delimiter) else { continue }
      let rest = content.dropFirst(delimiter.count)
      let isClose = rest.starts(with: [0x2D, 0x2D])
      let tail = isClose ? rest.dropFirst(2) : rest
      guard tail.allSatisfy({ Bytes.isWhitespace($0) }) else { continue }
      found = true
      if let start = partStart {
        var end = line.lowerBound
        if end > start, body[end - 1] == Bytes.lf { end -= 1 }
        if end > start, body[end - 1] == Bytes.cr { end -= 1 }
        parts.append(body[start..<max(start, end)])
      }
      if isClose { return Result(parts: parts, foundBoundary: true, closed: true) }
      var next = line.upperBound
      if next < body.endIndex, body[next] == Bytes.cr { next += 1 }
      if next < body.endIndex, body[next] == Bytes.lf { next += 1 }
      partStart = next
    }
    if let start = partStart, start <= body.endIndex { parts.append(body[start..<body.endIndex]) }
    return Result(parts: parts, foundBoundary: found, closed: false)
  }
}
