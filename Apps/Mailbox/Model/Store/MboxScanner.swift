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
/// the blank line. Its header section (up to ``maximumHeaderBytes``) is turned into a
/// ``MessageSummary`` when the message ends.
///
/// Bodies are passed over with `memchr` looking for an `F` that starts a line, so a body
/// costs about what reading it costs, and nothing is allocated per line. The scanner keeps
/// one window: the bytes of the current chunk plus what an unfinished line or header
/// section left over from the previous one; ``MailboxIndexer`` reads the file straight
/// into it (``fill(count:_:)``).
///
/// The scanner is a pure state machine: the same bytes give the same summaries however
/// they are split into chunks, which the tests check for every chunk size.
struct MboxScanner: Sendable {
  /// Header sections longer than this are cut (the rest of the message is still found).
  static let maximumHeaderBytes = 1 << 20

  private enum State: Sendable {
    /// Before the first `From ` line.
    case start
    /// Inside a message's header section, which starts at file offset `contentStart`;
    /// complete lines up to `scanned` have been looked at.
    case headers(contentStart: Int, scanned: Int)
    /// Inside a message's body.
    case body
  }

  private var state = State.start
  /// The window: bytes not consumed yet, starting at file offset ``windowOffset``.
  private var window: [UInt8] = []
  /// How many bytes of ``window`` are filled.
  private var filled = 0
  /// The file offset of `window[0]`.
  private var windowOffset = 0
  /// Whether `window[0]` is the first byte of a line (false after a line longer than a
  /// whole chunk was passed over).
  private var windowStartsLine = true
  /// Whether the line that ended just before `window[0]` was blank (or there was none).
  private var previousLineBlank = true
  /// The message whose end is not known yet: its content start and its list fields.
  private var pending: (contentStart: Int, summary: MessageSummary)?
  private var nextIndex = 0
  /// Summaries found since they were last taken.
  private(set) var found: [MessageSummary] = []
  /// Whether the first non-blank line was not a `From ` line.
  private(set) var startsWithoutFromLine = false

  /// Absolute offset of the next byte to read into the window.
  var offset: Int { windowOffset + filled }

  /// A scanner at the start of a file.
  init() {}

  /// A scanner at file offset `offset`, where a `From ` line starts, numbering the
  /// messages from `index` (the ones before it are known already).
  init(startingAt offset: Int, index: Int) {
    windowOffset = offset
    nextIndex = index
  }

  /// Takes the summaries found so far.
  mutating func takeFound() -> [MessageSummary] {
    defer {
      found = []
      found.reserveCapacity(64)
    }
    return found
  }

  /// Consumes the next chunk of the file.
  ///
  /// - Complexity: O(n) in the chunk size.
  mutating func consume(_ chunk: ArraySlice<UInt8>) {
    fill(count: chunk.count) { buffer in
      chunk.withUnsafeBytes { buffer.copyMemory(from: $0) }
      return chunk.count
    }
  }

  /// Reads up to `count` more bytes into the window with `read` (given the free space,
  /// returning how many bytes it wrote) and scans them.
  ///
  /// - Complexity: O(n) in the bytes read.
  @discardableResult
  mutating func fill<E: Error>(
    count: Int, _ read: (UnsafeMutableRawBufferPointer) throws(E) -> Int
  ) throws(E) -> Int {
    if window.count < filled + count {
      window.append(contentsOf: repeatElement(0, count: filled + count - window.count))
    }
    let result = window.withUnsafeMutableBytes { raw in
      Result { () throws(E) -> Int in
        try read(UnsafeMutableRawBufferPointer(rebasing: raw[filled..<(filled + count)]))
      }
    }
    let got = try result.get()
    filled += got
    scan(atEnd: false)
    return got
  }

  /// Ends the stream: finishes the last line and the last message.
  mutating func finish() {
    scan(atEnd: true)
    finishMessage(endingAt: offset)
  }

  // MARK: Scanning

  private static let letterF: UInt8 = 0x46
  private static let rom: (UInt8, UInt8, UInt8, UInt8) = (0x72, 0x6F, 0x6D, 0x20)

  /// Scans the window as far as it can and drops what is done with.
  private mutating func scan(atEnd: Bool) {
    var position = 0
    var consumed = 0
    scanning: while true {
      switch state {
      case .start:
        guard position < filled, let (end, next) = line(from: position, atEnd: atEnd) else {
          break scanning
        }
        if startsWithFromSpace(position, end: end) {
          startMessage(afterLineEndingAt: next)
        } else if !isBlank(position, end: end) {
          startsWithoutFromLine = true
        }
        position = next
        consumed = next
      case .headers(let contentStart, let scanned):
        let sectionStart = contentStart - windowOffset
        position = scanned - windowOffset
        guard let next = scanHeaders(from: sectionStart, at: &position, atEnd: atEnd) else {
          state = .headers(contentStart: contentStart, scanned: windowOffset + position)
          consumed = sectionStart
          break scanning
        }
        position = next
        consumed = next
      case .body:
        guard let next = scanBody(from: position, atEnd: atEnd) else {
          consumed = bodyConsumable(from: position, atEnd: atEnd)
          break scanning
        }
        position = next
        consumed = next
      }
    }
    drop(consumed)
  }

  /// Looks at header lines from `position`: ends the section at a blank line (or the
  /// message at a separator) and returns where scanning goes on, or nil when the window
  /// ends first (`position` is then where to look again).
  private mutating func scanHeaders(from sectionStart: Int, at position: inout Int, atEnd: Bool)
    -> Int?
  {
    while true {
      if position - sectionStart >= Self.maximumHeaderBytes {
        pending = makePending(sectionStart, sectionStart + Self.maximumHeaderBytes)
        state = .body
        return position
      }
      guard position < filled, let (end, next) = line(from: position, atEnd: atEnd) else {
        if atEnd {
          pending = makePending(sectionStart, filled)
          state = .body
          return filled
        }
        return nil
      }
      if isBlank(position, end: end) {
        pending = makePending(sectionStart, position)
        state = .body
        return next
      }
      if startsWithFromSpace(position, end: end), looksLikeSeparator(position, end: end) {
        pending = makePending(sectionStart, position)
        finishMessage(endingAt: windowOffset + position)
        startMessage(afterLineEndingAt: next)
        return next
      }
      position = next
    }
  }

  /// Passes over body bytes from `start` to the next separator line and starts its
  /// message; returns where scanning goes on, or nil when the window ends first.
  private mutating func scanBody(from start: Int, atEnd: Bool) -> Int? {
    var search = start
    while let candidate = nextLineStartingF(from: search) {
      search = candidate + 1
      guard candidate + 5 <= filled else {
        if atEnd { return nil }
        bodyStop = candidate
        return nil
      }
      guard hasRomSpace(at: candidate + 1) else { continue }
      let newline = firstByte(Bytes.lf, from: candidate)
      if newline == nil, !atEnd, filled - candidate < Self.fromLineLimit {
        bodyStop = candidate
        return nil
      }
      let end = newline ?? filled
      guard isBlankBefore(candidate) || looksLikeSeparator(candidate, end: end) else { continue }
      finishMessage(endingAt: windowOffset + candidate)
      let next = newline.map { $0 + 1 } ?? filled
      startMessage(afterLineEndingAt: next)
      return next
    }
    return nil
  }

  /// Where ``scanBody(from:atEnd:)`` had to stop for a line it could not judge yet.
  private var bodyStop: Int?

  /// How much of the window a body scan that found nothing more may drop: up to its
  /// last line break, everything at the end, or up to a `From ` line it could not judge.
  private mutating func bodyConsumable(from start: Int, atEnd: Bool) -> Int {
    if let stop = bodyStop {
      bodyStop = nil
      return stop
    }
    if atEnd { return filled }
    if let lastNewline = lastByte(Bytes.lf, from: start) { return lastNewline + 1 }
    // No line break at all: keep a short line that may still become `From `, else pass
    // over this part of a very long line.
    return isLineStart(start) && filled - start < Self.fromLineLimit ? start : filled
  }

  /// Starts a message whose content begins at window index `contentIndex`.
  private mutating func startMessage(afterLineEndingAt contentIndex: Int) {
    let contentStart = windowOffset + contentIndex
    state = .headers(contentStart: contentStart, scanned: contentStart)
  }

  /// The summary of the header section in `window[start..<end]`, waiting for its length.
  private mutating func makePending(_ start: Int, _ end: Int) -> (Int, MessageSummary) {
    let headers = HeaderBlock.parse(
      window[start..<max(start, end)], keeping: MessageSummary.headerNames)
    let summary = MessageSummary(
      index: nextIndex, location: .mbox(offset: windowOffset + start, length: 0),
      headers: headers, unreadByLocation: nil)
    nextIndex += 1
    return (windowOffset + start, summary)
  }

  /// Emits the summary of the message in progress, which ends at file offset `end`.
  private mutating func finishMessage(endingAt end: Int) {
    guard let (contentStart, finished) = pending else { return }
    var summary = finished
    summary.location = .mbox(offset: contentStart, length: max(0, end - contentStart))
    found.append(summary)
    pending = nil
  }

  /// Drops the first `count` bytes of the window, remembering what the next line needs.
  private mutating func drop(_ count: Int) {
    guard count > 0 else { return }
    let endsLine = window[count - 1] == Bytes.lf
    previousLineBlank = endsLine && isBlankBefore(count)
    windowStartsLine = endsLine
    window.withUnsafeMutableBytes { raw in
      guard let base = raw.baseAddress else { return }
      memmove(base, base + count, filled - count)
    }
    filled -= count
    windowOffset += count
  }

  // MARK: Window helpers

  /// The end of the line starting at `start` (its LF, or the window's end when `atEnd`)
  /// and the index after it; nil when the line is not complete yet.
  private func line(from start: Int, atEnd: Bool) -> (end: Int, next: Int)? {
    if let newline = firstByte(Bytes.lf, from: start) { return (newline, newline + 1) }
    return atEnd && start < filled ? (filled, filled) : nil
  }

  /// The first index of `byte` at or after `start` in the filled window (memchr).
  private func firstByte(_ byte: UInt8, from start: Int) -> Int? {
    guard start < filled else { return nil }
    return window.withUnsafeBytes { raw -> Int? in
      guard let base = raw.baseAddress,
        let found = memchr(base + start, Int32(byte), filled - start)
      else { return nil }
      return base.distance(to: UnsafeRawPointer(found))
    }
  }

  /// The first index at or after `start` of an `F` that starts a line.
  ///
  /// Looks at 32 bytes at a time for an LF followed by `F` (two vector compares), so
  /// body text costs the same whatever letters it holds.
  private func nextLineStartingF(from start: Int) -> Int? {
    guard start < filled else { return nil }
    if start == 0, windowStartsLine, window[0] == Self.letterF { return 0 }
    return window.withUnsafeBytes { raw -> Int? in
      guard let base = raw.baseAddress else { return nil }
      // Pairs (LF, F) whose F is at `start` or later: the LF at `start - 1` or later.
      var index = max(0, start - 1)
      let lf = SIMD32<UInt8>(repeating: Bytes.lf)
      let letterF = SIMD32<UInt8>(repeating: Self.letterF)
      while index + 33 <= filled {
        let here = base.loadUnaligned(fromByteOffset: index, as: SIMD32<UInt8>.self)
        let after = base.loadUnaligned(fromByteOffset: index + 1, as: SIMD32<UInt8>.self)
        // Each lane of the mask is 0 or all ones; read it as four words.
        let pairs = unsafeBitCast((here .== lf) .& (after .== letterF), to: SIMD4<UInt64>.self)
        for word in 0..<4 where pairs[word] != 0 {
          return index + word * 8 + pairs[word].trailingZeroBitCount / 8 + 1
        }
        index += 32
      }
      while index + 1 < filled {
        if window[index] == Bytes.lf, window[index + 1] == Self.letterF { return index + 1 }
        index += 1
      }
      return nil
    }
  }

  /// The last index of `byte` at or after `start` in the filled window.
  private func lastByte(_ byte: UInt8, from start: Int) -> Int? {
    var index = filled - 1
    while index >= start {
      if window[index] == byte { return index }
      index -= 1
    }
    return nil
  }

  /// Whether window index `index` is the first byte of a line.
  private func isLineStart(_ index: Int) -> Bool {
    index == 0 ? windowStartsLine : window[index - 1] == Bytes.lf
  }

  /// Whether the line ending at `window[index - 1]` (an LF) is blank.
  private func isBlankBefore(_ index: Int) -> Bool {
    if index == 0 { return previousLineBlank }
    if index == 1 { return windowStartsLine }
    if window[index - 2] == Bytes.lf { return true }
    guard window[index - 2] == Bytes.cr else { return false }
    return isLineStart(index - 2)
  }

  /// Whether the line `window[start..<end]` (without its LF) is empty or a lone CR.
  private func isBlank(_ start: Int, end: Int) -> Bool {
    end == start || (end == start + 1 && window[start] == Bytes.cr)
  }

  private func startsWithFromSpace(_ start: Int, end: Int) -> Bool {
    end - start >= 5 && window[start] == Self.letterF && hasRomSpace(at: start + 1)
  }

  private func hasRomSpace(at index: Int) -> Bool {
    window[index] == Self.rom.0 && window[index + 1] == Self.rom.1
      && window[index + 2] == Self.rom.2 && window[index + 3] == Self.rom.3
  }

  private func looksLikeSeparator(_ start: Int, end: Int) -> Bool {
    Self.looksLikeSeparator(Array(window[start..<min(end, start + Self.fromLineLimit)]))
  }

  /// How much of a `From ` line is looked at to check that it looks like a separator.
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
}
