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
    var unquoted = Array(bytes)
    unquote(&unquoted)
    return unquoted
  }

  /// Removes one `>` from each line of `bytes` matching `^>+From `, in place: only the
  /// quoted lines' `>` are looked at (`memchr`), and the bytes after the first such line
  /// move down once.
  static func unquote(_ bytes: inout [UInt8]) {
    let kept = bytes.withUnsafeMutableBufferPointer { buffer -> Int in
      guard let base = buffer.baseAddress else { return 0 }
      // Bytes before `write` are final; those from `read` on are still to move there.
      var write = 0
      var read = 0
      var start = 0
      while let found = Bytes.firstIndex(
        of: Bytes.greaterThan, in: UnsafeBufferPointer(buffer), from: start)
      {
        var cursor = found
        while cursor < buffer.count, buffer[cursor] == Bytes.greaterThan { cursor += 1 }
        if found == 0 || buffer[found - 1] == Bytes.lf,
          UnsafeBufferPointer(rebasing: buffer[cursor...]).starts(with: Bytes.fromSpace)
        {
          if write < read { (base + write).update(from: base + read, count: found - read) }
          write += found - read
          read = found + 1
        }
        start = cursor
      }
      guard read > 0 else { return buffer.count }
      (base + write).update(from: base + read, count: buffer.count - read)
      return write + buffer.count - read
    }
    bytes.removeLast(bytes.count - kept)
  }

  /// ``unquote(_:)`` line by line, whether or not a line is quoted: what it is tested
  /// against.
  static func unquoteLines(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
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

  /// Whether a line of `bytes` matches `^>+From `, found by looking only at each `>`
  /// (`memchr`).
  static func hasQuotedLine(_ bytes: ArraySlice<UInt8>) -> Bool {
    bytes.withUnsafeBufferPointer { buffer in
      var start = 0
      while let found = Bytes.firstIndex(of: Bytes.greaterThan, in: buffer, from: start) {
        var cursor = found
        while cursor < buffer.count, buffer[cursor] == Bytes.greaterThan { cursor += 1 }
        if found == 0 || buffer[found - 1] == Bytes.lf,
          UnsafeBufferPointer(rebasing: buffer[cursor...]).starts(with: Bytes.fromSpace)
        {
          return true
        }
        start = cursor
      }
      return false
    }
  }

  /// The first bytes of a message cut short, without a last line that the cut leaves as
  /// the start of a `>+From ` quote (`>>Fr`), which ``unquote(_:)`` could not recognise.
  static func droppingCutQuote(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
    let lineStart = (bytes.lastIndex(of: Bytes.lf) ?? bytes.startIndex - 1) + 1
    let line = bytes[lineStart...]
    let rest = line.drop { $0 == Bytes.greaterThan }
    let isCutQuote =
      rest.count < line.count && rest.count < Bytes.fromSpace.count
      && Bytes.fromSpace.starts(with: rest)
    return isCutQuote ? bytes[..<lineStart] : bytes
  }

  /// `bytes` without one final line break (the blank line that separates messages).
  static func droppingSeparator(_ bytes: [UInt8]) -> ArraySlice<UInt8> {
    var slice = bytes[...]
    if slice.last == Bytes.lf { slice = slice.dropLast() }
    if slice.last == Bytes.cr { slice = slice.dropLast() }
    return slice
  }
}
