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
  /// - Complexity: O(n) in the length of the header section.
  static func parse(_ bytes: ArraySlice<UInt8>, keeping names: [[UInt8]]? = nil) -> HeaderBlock {
    var fields: [Field] = []
    var index = bytes.startIndex
    let end = bytes.endIndex
    var isFirstLine = true
    var sawField = false
    var keptLast = false
    while index < end {
      let lineStart = index
      var lineEnd = index
      while lineEnd < end, bytes[lineEnd] != Bytes.lf { lineEnd += 1 }
      let next = lineEnd < end ? lineEnd + 1 : end
      var contentEnd = lineEnd
      if contentEnd > lineStart, bytes[contentEnd - 1] == Bytes.cr { contentEnd -= 1 }
      defer { isFirstLine = false }
      if contentEnd == lineStart {
        return HeaderBlock(fields: fields, bodyStart: next, endedAtBlankLine: true)
      }
      if Bytes.isWhitespace(bytes[lineStart]), sawField {
        if keptLast {
          fields[fields.count - 1].value.append(contentsOf: bytes[lineStart..<contentEnd])
        }
        index = next
        continue
      }
      if isFirstLine, bytes[lineStart..<contentEnd].starts(with: Bytes.fromSpace) {
        index = next
        continue
      }
      guard let field = field(in: bytes[lineStart..<contentEnd], keeping: names) else {
        return HeaderBlock(fields: fields, bodyStart: lineStart, endedAtBlankLine: false)
      }
      sawField = true
      keptLast = field != nil
      if let field { fields.append(field) }
      index = next
    }
    return HeaderBlock(fields: fields, bodyStart: end, endedAtBlankLine: false)
  }

  /// Splits one unfolded line into a field, or returns nil when it is not `name: value`;
  /// `.some(nil)` for a field whose name is not among `names`.
  private static func field(in line: ArraySlice<UInt8>, keeping names: [[UInt8]]?) -> Field?? {
    guard let colon = line.firstIndex(of: Bytes.colon) else { return nil }
    var nameEnd = colon
    while nameEnd > line.startIndex, Bytes.isWhitespace(line[nameEnd - 1]) { nameEnd -= 1 }
    let name = line[line.startIndex..<nameEnd]
    guard !name.isEmpty, name.allSatisfy({ $0 > 32 && $0 < 127 }) else { return nil }
    if let names, !names.contains(where: { Bytes.equalsIgnoringCase(name, $0) }) {
      return .some(nil)
    }
    var valueStart = colon + 1
    while valueStart < line.endIndex, Bytes.isWhitespace(line[valueStart]) { valueStart += 1 }
    return Field(name: name, value: Array(line[valueStart..<line.endIndex]))
  }
}

extension HeaderBlock.Field {
  /// The value with leading and trailing whitespace removed.
  var trimmedValue: ArraySlice<UInt8> { Bytes.trimmed(value[...]) }
}
