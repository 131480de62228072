/// The decoded bytes of one attachment, read from the message's file a slice at a time:
/// what saving an attachment streams, so that memory holds a slice, never the attachment.
///
/// The attachment is found in the message's first bytes, as the view lists it
/// (``Mailbox/attachmentStream(at:index:)``), and read from there to the first line of a
/// MIME delimiter around it (or the message's end), however far past those first bytes.
/// The bytes are those ``Mailbox/attachmentContents(at:)`` gives for it: mbox quoting is
/// undone, the line break before the delimiter is left out, and base64 and
/// quoted-printable are decoded with the same rules, whatever the slices' sizes.
///
/// ```swift
/// var stream = try mailbox.attachmentStream(at: location, index: 0)
/// while !stream.isFinished { try write(stream.next()) }
/// ```
public struct AttachmentStream {
  /// Where an attachment's encoded body starts in its message (mbox quoting undone),
  /// how it is encoded, and the delimiters whose lines end it.
  struct Location: Equatable {
    /// The offset of its body's first byte in the message.
    var bodyStart: Int
    /// Its `Content-Transfer-Encoding`.
    var encoding: TransferEncoding
    /// The `--boundary` of each multipart around it.
    var delimiters: [[UInt8]]
  }

  /// How many bytes of the file one ``next()`` reads, unless a test says otherwise.
  public static let sliceSize = 256 * 1024

  /// How many bytes of the file one ``next()`` reads.
  var sliceSize = AttachmentStream.sliceSize

  private let file: ReadOnlyFile
  /// The message's bytes in the file (without an mbox separator line).
  private let range: Range<Int>
  /// The next offset in the file to read.
  private var position: Int
  /// How many bytes of the message (quoting undone) still come before the body.
  private var skipped: Int
  private var unquoting: MboxUnquoting?
  private var part: PartBody
  private var decoder: TransferStreamDecoder
  /// Whether the attachment's last byte has been returned.
  public private(set) var isFinished = false

  /// A stream of the attachment at `location` in the message at `range` of `file`.
  init(file: ReadOnlyFile, range: Range<Int>, isMbox: Bool, location: Location) throws(MailboxError)
  {
    var end = range.upperBound
    if isMbox, !range.isEmpty {
      // The blank line that separates it from the next message is not the message's.
      let tail = try file.read(at: max(range.lowerBound, end - 2), count: min(2, range.count))
      end -= tail.count - MboxQuoting.droppingSeparator(tail).count
    }
    self.file = file
    self.range = range.lowerBound..<end
    position = range.lowerBound
    skipped = location.bodyStart
    unquoting = isMbox ? MboxUnquoting() : nil
    part = PartBody(delimiters: location.delimiters)
    decoder = TransferStreamDecoder(encoding: location.encoding)
  }

  /// How much of the message has been read, from 0 to 1.
  public var progress: Double {
    range.isEmpty ? 1 : Double(position - range.lowerBound) / Double(range.count)
  }

  /// Whether some of the attachment could not be decoded (damaged base64).
  public var isDamaged: Bool { decoder.isDamaged }

  /// Reads the next slice of the file (at most ``sliceSize`` bytes).
  ///
  /// - Returns: The attachment's next decoded bytes, possibly none.
  /// - Throws: ``MailboxError`` if the file cannot be read or has become shorter.
  public mutating func next() throws(MailboxError) -> [UInt8] {
    guard !isFinished else { return [] }
    let count = min(sliceSize, range.upperBound - position)
    let raw = try file.read(at: position, count: count)
    guard raw.count == count else {
      throw MailboxError(
        code: .readFailed, path: file.path, problem: "changed on disk; the message is gone")
    }
    position += count
    let atEnd = position == range.upperBound
    var bytes = raw
    if var quoting = unquoting {
      bytes = quoting.feed(raw, atEnd: atEnd)
      unquoting = quoting
    }
    if skipped > 0 {
      let dropped = min(skipped, bytes.count)
      bytes.removeFirst(dropped)
      skipped -= dropped
    }
    let (content, ended) = part.feed(bytes[...], atEnd: atEnd)
    var decoded = decoder.feed(content)
    if ended || atEnd {
      decoded += decoder.finish()
      isFinished = true
    }
    return decoded
  }
}

/// Undoes mbox `>From ` quoting of a message read in slices: a line's start is kept back
/// until it is known whether the line is quoted.
struct MboxUnquoting {
  /// The start of a line not yet known to be quoted or not.
  private var pending: [UInt8] = []
  /// Whether the next byte starts a line.
  private var atLineStart = true

  /// The next slice with quoting undone, all but an undecided line start.
  mutating func feed(_ slice: [UInt8], atEnd: Bool) -> [UInt8] {
    var bytes = pending + slice
    pending = []
    guard !bytes.isEmpty else { return [] }
    let startsLine = atLineStart
    if !atEnd {
      let lineStart = (bytes.lastIndex(of: Bytes.lf) ?? -1) + 1
      let isLineStart = lineStart > 0 || startsLine
      let rest = bytes[lineStart...].drop { $0 == Bytes.greaterThan }
      if isLineStart, rest.count < bytes.count - lineStart, rest.count < Bytes.fromSpace.count,
        Bytes.fromSpace.starts(with: rest)
      {
        pending = Array(bytes[lineStart...])
        bytes.removeLast(pending.count)
      }
    }
    // What is kept back starts a line.
    atLineStart = pending.isEmpty ? bytes.last == Bytes.lf : true
    guard !bytes.isEmpty else { return [] }
    // Bytes that continue a line are unquoted after a byte that is no line's end.
    if !startsLine { bytes.insert(0, at: 0) }
    MboxQuoting.unquote(&bytes)
    if !startsLine { bytes.removeFirst() }
    return bytes
  }
}

/// Finds where a MIME part's body ends in a stream of its bytes: at the first line of one
/// of the delimiters around it (the line break before that line is the delimiter's), as
/// ``MultipartSplitter`` splits it.
struct PartBody {
  /// The longest line kept whole to see whether it is a delimiter; a longer one that
  /// cannot be one is passed on.
  static let longestLine = 64 * 1024
  let delimiters: [[UInt8]]
  /// The line being read, from its start or (when it was too long) from the last byte
  /// passed on.
  private var line: [UInt8] = []
  /// The line break after the last line passed on, kept until the next line is known
  /// not to be a delimiter.
  private var heldBreak: [UInt8] = []
  /// Whether part of the current line was passed on already (it is no delimiter).
  private var midLine = false
  private var ended = false

  private static let hyphen: UInt8 = 0x2D
  private static let crlf: [UInt8] = [Bytes.cr, Bytes.lf]
  private static let lf: [UInt8] = [Bytes.lf]

  init(delimiters: [[UInt8]]) { self.delimiters = delimiters }

  /// The part's bytes in `bytes`, and whether its end was found (or `atEnd` says the
  /// message ends).
  mutating func feed(_ bytes: ArraySlice<UInt8>, atEnd: Bool) -> (bytes: [UInt8], ended: Bool) {
    guard !ended else { return ([], true) }
    var output: [UInt8] = []
    output.reserveCapacity(heldBreak.count + line.count + bytes.count)
    // Lines are found with memchr, and a whole line in `bytes` that cannot be a delimiter
    // (every delimiter starts with "--") is passed on without being copied to `line`.
    let foundEnd = bytes.withUnsafeBufferPointer { buffer in
      var start = 0
      while let lf = Bytes.firstIndex(of: Bytes.lf, in: buffer, from: start) {
        var piece = UnsafeBufferPointer(rebasing: buffer[start..<lf])
        start = lf + 1
        if line.isEmpty, !midLine, piece.first != Self.hyphen {
          let hasCR = piece.last == Bytes.cr
          if hasCR { piece = UnsafeBufferPointer(rebasing: piece.dropLast()) }
          output += heldBreak
          output.append(contentsOf: piece)
          heldBreak = hasCR ? Self.crlf : Self.lf
          continue
        }
        line.append(contentsOf: piece)
        var content = line[...]
        let hasCR = content.last == Bytes.cr
        if hasCR { content = content.dropLast() }
        if !midLine, isDelimiter(content) { return true }
        output += heldBreak
        output += content
        heldBreak = hasCR ? Self.crlf : Self.lf
        line = []
        midLine = false
      }
      line.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[start...]))
      return false
    }
    if foundEnd {
      ended = true
      return (output, true)
    }
    if atEnd {
      ended = true
      if midLine || !isDelimiter(line[...]) {
        output += heldBreak
        output += line
      }
      return (output, true)
    }
    if line.count > Self.longestLine, midLine || !couldBeDelimiter(line[...]) {
      // No delimiter: passed on but a final CR, which may belong to the line break.
      output += heldBreak
      heldBreak = []
      let keep = line.last == Bytes.cr ? 1 : 0
      output += line.dropLast(keep)
      line = keep == 1 ? [Bytes.cr] : []
      midLine = true
    }
    return (output, false)
  }

  /// Whether `content` (a line without its line break) is a delimiter or a close
  /// delimiter of one of ``delimiters``.
  private func isDelimiter(_ content: ArraySlice<UInt8>) -> Bool {
    delimiters.contains { delimiter in
      guard content.starts(with: delimiter) else { return false }
      let rest = content.dropFirst(delimiter.count)
      let tail = rest.starts(with: [0x2D, 0x2D]) ? rest.dropFirst(2) : rest
      return tail.allSatisfy(Bytes.isWhitespace)
    }
  }

  /// Whether the start of a line, `line`, may still become a delimiter line.
  private func couldBeDelimiter(_ line: ArraySlice<UInt8>) -> Bool {
    delimiters.contains { delimiter in
      delimiter.starts(with: line)
        || (line.starts(with: delimiter)
          && line.dropFirst(delimiter.count).allSatisfy {
            Bytes.isWhitespace($0) || $0 == 0x2D || $0 == Bytes.cr
          })
    }
  }
}

/// Decodes a content transfer encoding fed in slices of any size, giving the bytes
/// ``TransferEncoding/decode(_:isComplete:)`` gives for the whole.
struct TransferStreamDecoder {
  /// The most quoted-printable bytes kept back waiting for an escape's end.
  static let longestHeld = 1024 * 1024
  let encoding: TransferEncoding
  private var base64 = Base64.Decoder()
  /// Quoted-printable bytes whose decoding depends on what follows.
  private var held: [UInt8] = []

  init(encoding: TransferEncoding) { self.encoding = encoding }

  /// Whether some of the input could not be decoded.
  var isDamaged: Bool { base64.isDamaged }

  /// The decoded bytes of `bytes`, but for what depends on the next slice.
  mutating func feed(_ bytes: [UInt8]) -> [UInt8] {
    switch encoding {
    case .identity: return bytes
    case .base64:
      var output: [UInt8] = []
      base64.decode(bytes, into: &output)
      return output
    case .quotedPrintable:
      held += bytes
      let cut = Self.safeCut(held)
      guard cut > 0 else { return [] }
      defer { held.removeFirst(cut) }
      return QuotedPrintable.decode(held[..<cut], underscoreIsSpace: false)
    }
  }

  /// The bytes kept back, decoded: the input has ended.
  mutating func finish() -> [UInt8] {
    switch encoding {
    case .identity: return []
    case .base64:
      var output: [UInt8] = []
      base64.finish(isComplete: true, into: &output)
      return output
    case .quotedPrintable:
      defer { held = [] }
      return QuotedPrintable.decode(held[...], isComplete: true).bytes
    }
  }

  /// The longest prefix of `bytes` that decodes as it does followed by anything: it
  /// does not end inside an escape (`=` and two hex digits) or between an `=` and the
  /// spaces and line break after it.
  static func safeCut(_ bytes: [UInt8]) -> Int {
    guard bytes.contains(Bytes.equals) else { return bytes.count }
    var cut = bytes.count
    while cut > 0 {
      let last = bytes[cut - 1]
      let isQuiet =
        last != Bytes.equals && last != Bytes.cr && !Bytes.isWhitespace(last)
        && (cut < 2 || bytes[cut - 2] != Bytes.equals)
      if isQuiet { return cut }
      cut -= 1
    }
    // Only hostile input holds this much back: decoded as it stands.
    return bytes.count > longestHeld ? bytes.count : 0
  }
}
