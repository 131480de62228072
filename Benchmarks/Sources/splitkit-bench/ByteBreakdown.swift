/// Where a frame's bytes go: each escape sequence and control byte classified by kind.
///
/// Used to profile the diff encoder: a ratio far above 1 says *that* bytes are wasted,
/// the breakdown says *which* (cursor moves, style changes, erases, the synchronized
/// output wrapper, or text — the cells themselves plus any unchanged cells rewritten to
/// move the cursor).
struct ByteBreakdown {
  var cursor = 0
  var sgr = 0
  var erase = 0
  var sync = 0
  var text = 0

  var total: Int { cursor + sgr + erase + sync + text }

  /// Classifies `bytes` as the encoder writes them (CSI sequences, CR, BS, LF, UTF-8).
  mutating func add(_ bytes: [UInt8]) {
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x1B, index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "[") {
        var end = index + 2
        while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
        let length = min(end + 1, bytes.count) - index
        let isPrivate = index + 2 < bytes.count && bytes[index + 2] == UInt8(ascii: "?")
        switch end < bytes.count ? Character(Unicode.Scalar(bytes[end])) : " " {
        case "h" where isPrivate, "l" where isPrivate: sync += length
        case "m": sgr += length
        case "K", "X", "J", "r", "S", "T": erase += length
        default: cursor += length
        }
        index += length
      } else if byte == 0x0D || byte == 0x08 || byte == 0x0A {
        cursor += 1
        index += 1
      } else {
        text += 1
        index += 1
      }
    }
  }

  /// The breakdown as results named `prefix_cursor_bytes` …, averaged over `count` frames.
  func results(prefix: String, per count: Int) -> [BenchmarkResult] {
    let frames = Double(max(1, count))
    return [
      ("cursor", cursor, "cursor moves (CUP/CUU/CUD/CUF/CUB/CHA, CR, BS)"),
      ("sgr", sgr, "style changes (SGR)"),
      ("erase", erase, "erase/scroll (EL, ECH, ED, DECSTBM, SU/SD)"),
      ("sync", sync, "synchronized-output wrapper (DEC 2026)"),
      ("text", text, "characters, including rewritten unchanged cells"),
    ].map { kind, value, unit in
      BenchmarkResult(
        name: "\(prefix)_\(kind)_bytes", value: Double(value) / frames, unit: "bytes: \(unit)")
    }
  }
}
