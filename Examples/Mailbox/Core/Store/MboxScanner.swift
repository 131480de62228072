#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finds the messages of an mbox in a stream of byte chunks, whatever their size.
///
/// A message starts at a line beginning `From ` that is the first line of the file,
/// follows a blank line (what mboxo and mboxrd writers produce; body lines that begin
/// `From ` are written as `>From `), or looks like a real separator on its own
/// (`From sender Sat Nov 21 10:00:00 2026`: a time and a year), for writers that forgot
/// the blank line. Its header section is collected (up to
/// ``maximumHeaderBytes``) and turned into a ``MessageSummary`` when the message ends.
/// Only the first bytes of each body line are looked at, so a 1 GB file costs one pass
/// and memory for one header section.
///
/// The scanner is a pure state machine: the same bytes give the same summaries however
/// they are split into chunks, which the tests check for every chunk size.
struct MboxScanner: Sendable {
  /// Header sections longer than this are cut (the rest of the message is still found).
  static let maximumHeaderBytes = 1 << 20

  private enum State: Sendable {
    /// Before the first `From ` line.
    case start
    /// Inside a message's header section.
    case headers
    /// Inside a message's body.
    case body
  }

  private struct Pending: Sendable {
    var contentStart: Int
    var headers: HeaderBlock?
  }

  private var state = State.start
  /// Absolute offset of the next byte to consume.
  private(set) var offset = 0
  private var lineStart = 0
  private var lineLength = 0
  private var lineHead: [UInt8] = []
  private var lastByte: UInt8 = 0
  private var previousLineBlank = true
  private var headerBytes: [UInt8] = []
  private var pending: Pending?
  private var nextIndex = 0
  /// Summaries found since they were last taken.
  private(set) var found: [MessageSummary] = []
  /// Whether the first non-blank line was not a `From ` line.
  private(set) var startsWithoutFromLine = false

  /// Takes the summaries found so far.
  mutating func takeFound() -> [MessageSummary] {
    defer { found = [] }
    return found
  }

  /// Consumes the next chunk of the file.
  ///
  /// - Complexity: O(n) in the chunk size.
  mutating func consume(_ chunk: ArraySlice<UInt8>) {
    var segmentStart = chunk.startIndex
    while segmentStart < chunk.endIndex {
      if lineLength == 0, state == .body {
        segmentStart = skipBodyLines(in: chunk, from: segmentStart)
        if segmentStart == chunk.endIndex { break }
      }
      let newline = Self.firstNewline(in: chunk, from: segmentStart)
      let segmentEnd = newline ?? chunk.endIndex
      absorb(chunk[segmentStart..<segmentEnd])
      guard let newline else { break }
      endLine(terminatorLength: 1)
      segmentStart = newline + 1
    }
    offset += chunk.count
  }

  /// Passes over whole body lines that cannot start a message (the fast path).
  ///
  /// Only the first bytes of each line are looked at. Returns where the careful path
  /// must take over: a line that begins `From `, or a line that runs past the chunk.
  private mutating func skipBodyLines(in chunk: ArraySlice<UInt8>, from start: Int) -> Int {
    var position = start
    while position < chunk.endIndex {
      guard let newline = Self.firstNewline(in: chunk, from: position) else { return position }
      let length = newline - position
      if length >= 5, chunk[position] == 0x46,
        chunk[position..<(position + 5)].elementsEqual(Bytes.fromSpace)
      {
        return position
      }
      previousLineBlank = length == 0 || (length == 1 && chunk[position] == Bytes.cr)
      lineStart += length + 1
      position = newline + 1
    }
    return position
  }

  /// The index of the first LF in `chunk` at or after `start` (memchr).
  private static func firstNewline(in chunk: ArraySlice<UInt8>, from start: Int) -> Int? {
    chunk.withUnsafeBufferPointer { buffer -> Int? in
      guard let base = buffer.baseAddress else { return nil }
      let from = start - chunk.startIndex
      guard from < buffer.count,
        let found = memchr(base + from, Int32(Bytes.lf), buffer.count - from)
      else {
        return nil
      }
      return chunk.startIndex + UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
    }
  }

  /// Ends the stream: finishes the last line and the last message.
  mutating func finish() {
    if lineLength > 0 { endLine(terminatorLength: 0) }
    finishMessage(endingAt: offset)
  }

  /// Adds part of a line (no LF) to the current line.
  private mutating func absorb(_ segment: ArraySlice<UInt8>) {
    guard !segment.isEmpty else { return }
    if state == .headers, headerBytes.count < Self.maximumHeaderBytes {
      headerBytes.append(contentsOf: segment.prefix(Self.maximumHeaderBytes - headerBytes.count))
    }
    if lineHead.count == lineLength {  // still keeping every byte of this line
      var rest = segment
      if lineHead.count < 5 {
        let head = rest.prefix(5 - lineHead.count)
        lineHead.append(contentsOf: head)
        rest = rest.dropFirst(head.count)
      }
      if lineHead.count >= 5, lineHead.count < Self.fromLineLimit,
        lineHead.starts(with: Bytes.fromSpace)
      {
        lineHead.append(contentsOf: rest.prefix(Self.fromLineLimit - lineHead.count))
      }
    }
    lineLength += segment.count
    lastByte = segment[segment.endIndex - 1]
  }

  /// Handles the end of the current line.
  private mutating func endLine(terminatorLength: Int) {
    let lineEnd = lineStart + lineLength + terminatorLength
    let isBlank = lineLength == 0 || (lineLength == 1 && lastByte == Bytes.cr)
    let isFrom = lineHead.starts(with: Bytes.fromSpace)
    if isFrom, previousLineBlank || state == .start || Self.looksLikeSeparator(lineHead) {
      finishMessage(endingAt: lineStart)
      pending = Pending(contentStart: lineEnd, headers: nil)
      headerBytes.removeAll(keepingCapacity: true)
      state = .headers
    } else {
      switch state {
      case .start:
        if !isBlank { startsWithoutFromLine = true }
      case .headers:
        if isBlank {
          pending?.headers = HeaderBlock.parse(headerBytes[...])
          headerBytes.removeAll(keepingCapacity: true)
          state = .body
        } else if headerBytes.count < Self.maximumHeaderBytes, terminatorLength > 0 {
          headerBytes.append(Bytes.lf)
        }
      case .body:
        break
      }
    }
    previousLineBlank = isBlank
    lineStart = lineEnd
    lineLength = 0
    lineHead.removeAll(keepingCapacity: true)
    lastByte = 0
  }

  /// How much of a `From ` line is kept to check that it looks like a separator.
  private static let fromLineLimit = 160

  /// Whether a `From ` line has a time (`hh:mm`) followed later by a four-digit year.
  static func looksLikeSeparator(_ line: [UInt8]) -> Bool {
    func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    var timeEnd: Int?
    var index = 2
    while index + 2 < line.count {
      if line[index] == Bytes.colon, isDigit(line[index - 1]), isDigit(line[index - 2]),
        isDigit(line[index + 1]),
        isDigit(line[index + 2])
      {
        timeEnd = index + 3
        break
      }
      index += 1
    }
    guard let start = timeEnd else { return false }
    var run = 0
    for byte in line[start...] {
      run = isDigit(byte) ? run + 1 : 0
      if run == 4 { return true }
    }
    return false
  }

  /// Emits the summary of the message in progress, which ends at `end`.
  private mutating func finishMessage(endingAt end: Int) {
    guard let message = pending else { return }
    let headers = message.headers ?? HeaderBlock.parse(headerBytes[...])
    let length = max(0, end - message.contentStart)
    found.append(
      MessageSummary(
        index: nextIndex, location: .mbox(offset: message.contentStart, length: length),
        headers: headers,
        unreadByLocation: nil))
    nextIndex += 1
    pending = nil
    headerBytes.removeAll(keepingCapacity: true)
  }
}
