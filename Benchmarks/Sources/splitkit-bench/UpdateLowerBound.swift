import SplitKitTerminal

/// The fewest bytes any renderer could write for an update, counting what positioning
/// costs as well as the changed cells' own bytes (`RenderedFrame.minimumBytes`).
///
/// For each row, changed cells form runs. Reaching the first run of a row costs at least
/// 3 bytes: every sequence that changes the row (CUP, CUD, CUU, VPA) is `ESC [` plus a
/// final byte; the one-byte line feed is not usable because with output post-processing
/// on (ONLCR) the terminal receives CR LF, and the renderer cannot know. A gap of `g`
/// unchanged cells between two runs of a row costs at least `min(g, 3)`: rewriting the
/// gap is at least one byte per cell, and any horizontal move (CUF, CHA, CUP) is at least
/// 3. A run of changed cells that are all blank costs at least `min(cells, 3)` (it could
/// be erased with ECH or EL). Add the synchronized-output wrapper (`CSI ? 2026 h` … `l`, 16 bytes). Style changes
/// are counted as free, so the bound is generous to the renderer.
enum UpdateLowerBound {
  static let synchronizedOutput = 16

  /// The bound for updating `old` to `new` (same size); 0 when nothing changed.
  static func bytes(from old: Buffer, to new: Buffer) -> Int {
    var total = 0
    for y in 0..<new.size.rows {
      var lastRunEnd: Int?
      var run = (bytes: 0, allBlank: true)
      var x = 0
      while x <= new.size.columns {
        let changed = x < new.size.columns && new[x, y] != old[x, y]
        guard changed else {
          if run.bytes > 0 {
            // A run of blanks can be erased (ECH, EL) in 3 bytes or more.
            total += run.allBlank ? min(run.bytes, 3) : run.bytes
            lastRunEnd = x
            run = (0, true)
          }
          x += 1
          continue
        }
        let start = new[x, y].isContinuation ? x - 1 : x
        let lead = new[start, y]
        if run.bytes == 0 { total += lastRunEnd.map { min(start - $0, 3) } ?? 3 }
        run.bytes += String(lead.grapheme).utf8.count
        run.allBlank = run.allBlank && lead == .blank
        x = start + max(1, lead.width)
      }
    }
    return total == 0 ? 0 : total + synchronizedOutput
  }
}
