/// The header section of a message or MIME part, parsed from bytes (RFC 5322 §2.2).
///
/// Folded fields are unfolded by dropping the line breaks before continuation lines, in
/// one pass, so a single 100 KB header field costs linear time. Lines that are not fields
/// end the header section early (best effort for mail with missing headers); a leading
/// mbox `From ` line is skipped.
struct HeaderBlock: Sendable {
  /// One field: its name as written and its unfolded, trimmed value bytes.
  struct Field: Sendable {
    var name: ArraySlice<UInt8>
    var value: [UInt8]
  }

  /// The fields in order of appearance.
  var fields: [Field]
  /// The index in the parsed slice where the body starts (after the blank line).
  var bodyStart: Int
  /// Whether the header section ended at a blank line, as it should.
  var endedAtBlankLine: Bool

  /// The value of the first field named `lowercaseName` (ASCII lowercase), if any.
  func value(_ lowercaseName: [UInt8]) -> [UInt8]? {
    fields.first { Bytes.equalsIgnoringCase($0.name, lowercaseName) }?.value
  }

  /// The value of the first field named `lowercaseName`, as lossy UTF-8 text.
  func text(_ lowercaseName: [UInt8]) -> String? {
    value(lowercaseName).map { Bytes.utf8String($0) }
  }

  /// Parses the header section at the start of `bytes`.
  ///
  /// - Parameters:
  ///   - bytes: a message or MIME part, starting with its first header line.
  ///   - names: when given, only fields with these lowercase names are kept (the others
  ///     are passed over without copying their values), as indexing needs.
  /// - Returns: the fields and where the body starts.
  /// - Complexity: O(n) in the length of the header section; lines are found with
  ///   `memchr`, and nothing is allocated for a field that is not kept.
  static func parse(_ bytes: ArraySlice<UInt8>, keeping names: [[UInt8]]? = nil) -> HeaderBlock {
    bytes.withUnsafeBufferPointer { buffer in
      parse(bytes, buffer: buffer, keeping: names)
    }
  }

  /// ``parse(_:keeping:)`` over the slice's own storage: `buffer[i]` is
  /// `bytes[bytes.startIndex + i]`.
  private static func parse(
    _ bytes: ArraySlice<UInt8>, buffer: UnsafeBufferPointer<UInt8>, keeping names: [[UInt8]]?
  ) -> HeaderBlock {
    let base = bytes.startIndex
    var fields: [Field] = []
    fields.reserveCapacity(names?.count ?? 16)
    var index = 0
    let end = buffer.count
    var isFirstLine = true
    var sawField = false
    var keptLast = false
    while index < end {
      let lineStart = index
      let lineEnd = Bytes.firstIndex(of: Bytes.lf, in: buffer, from: index) ?? end
      let next = lineEnd < end ? lineEnd + 1 : end
      var contentEnd = lineEnd
      if contentEnd > lineStart, buffer[contentEnd - 1] == Bytes.cr { contentEnd -= 1 }
      let wasFirstLine = isFirstLine
      isFirstLine = false
      if contentEnd == lineStart {
        return HeaderBlock(fields: fields, bodyStart: base + next, endedAtBlankLine: true)
      }
      let line = UnsafeBufferPointer(rebasing: buffer[lineStart..<contentEnd])
      if Bytes.isWhitespace(line[0]), sawField {
        if keptLast { fields[fields.count - 1].value.append(contentsOf: line) }
        index = next
        continue
      }
      if wasFirstLine, line.starts(with: Bytes.fromSpace) {
        index = next
        continue
      }
      guard let (nameEnd, valueStart, kept) = field(in: line, keeping: names) else {
        return HeaderBlock(fields: fields, bodyStart: base + lineStart, endedAtBlankLine: false)
      }
      sawField = true
      keptLast = kept
      if kept {
        fields.append(
          Field(
            name: bytes[(base + lineStart)..<(base + lineStart + nameEnd)],
            value: Array(UnsafeBufferPointer(rebasing: line[valueStart...]))))
      }
      index = next
    }
    return HeaderBlock(fields: fields, bodyStart: base + end, endedAtBlankLine: false)
  }

  /// Splits one line into a field: the end of its name and the start of its value, and
  /// whether its name is among `names` (always, without `names`); nil when the line is
  /// not `name: value`.
  private static func field(in line: UnsafeBufferPointer<UInt8>, keeping names: [[UInt8]]?)
    -> (nameEnd: Int, valueStart: Int, kept: Bool)?
  {
    guard let colon = Bytes.firstIndex(of: Bytes.colon, in: line, from: 0) else { return nil }
    var nameEnd = colon
    while nameEnd > 0, Bytes.isWhitespace(line[nameEnd - 1]) { nameEnd -= 1 }
    guard nameEnd > 0 else { return nil }
    for byte in line[..<nameEnd] where byte <= 32 || byte >= 127 { return nil }
    var valueStart = colon + 1
    while valueStart < line.count, Bytes.isWhitespace(line[valueStart]) { valueStart += 1 }
    guard let names else { return (nameEnd, valueStart, true) }
    let name = UnsafeBufferPointer(rebasing: line[..<nameEnd])
    let kept = names.contains { $0.count == nameEnd && Bytes.equalsIgnoringCase(name, $0) }
    return (nameEnd, valueStart, kept)
  }
}

extension HeaderBlock.Field {
  /// The value with leading and trailing whitespace removed.
  var trimmedValue: ArraySlice<UInt8> { Bytes.trimmed(value[...]) }
}
