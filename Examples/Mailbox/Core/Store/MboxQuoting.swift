/// Undoes the `>From ` quoting that mbox writers apply to body lines.
///
/// mboxrd quotes every line matching `^>*From ` by adding one `>`; mboxo quotes only
/// `^From `. A reader cannot tell which writer made a file, so, like most readers, this
/// removes one `>` from every line matching `^>+From `: exact for mboxrd, and for mboxo
/// it only differs on lines that were written as `>From ` in the original message.
enum MboxQuoting {
  /// `bytes` with one `>` removed from each line matching `^>+From `.
  ///
  /// - Complexity: O(n).
  static func unquote(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    var lineStart = bytes.startIndex
    while lineStart < bytes.endIndex {
      var cursor = lineStart
      while cursor < bytes.endIndex, bytes[cursor] == Bytes.greaterThan { cursor += 1 }
      let quoted = cursor > lineStart && bytes[cursor...].starts(with: Bytes.fromSpace)
      let lineEnd = bytes[lineStart...].firstIndex(of: Bytes.lf).map { $0 + 1 } ?? bytes.endIndex
      output.append(contentsOf: bytes[(quoted ? lineStart + 1 : lineStart)..<lineEnd])
      lineStart = lineEnd
    }
    return output
  }

  /// `bytes` without one final line break (the blank line that separates messages).
  static func droppingSeparator(_ bytes: [UInt8]) -> ArraySlice<UInt8> {
    var slice = bytes[...]
    if slice.last == Bytes.lf { slice = slice.dropLast() }
    if slice.last == Bytes.cr { slice = slice.dropLast() }
    return slice
  }
}
