import SplitKitTerminal

/// The fewest bytes any renderer could write for an update, counting what positioning
/// costs as well as the changed cells' own bytes (`RenderedFrame.minimumBytes`).
///
/// The bound holds for any order of writes. For each row, changed cells form runs.
/// Reaching a row for the first time costs at least 3 bytes: every sequence that changes
/// the row (CUP, CUU/CUD, CNL/CPL, VPA) is `ESC [` plus a final byte; the one-byte line
/// feed is not usable because with output post-processing on (ONLCR) the terminal
/// receives CR LF, and the renderer cannot know. Two exceptions cost 0: the first row
/// written (the cursor may already be there) and a row whose first run starts at column
/// 0 right after a row whose last run ends in the last column (the terminal's auto-wrap).
/// Every further run of a row costs at least `min(g, 3)` for the gap `g` to the run
/// before it: from the same row, rewriting is a byte per cell, backspaces a byte per
/// column and any other move at least 3; from another row, at least 3. A run of changed
/// cells that are all blank costs at least `min(cells, 3)` (ECH or EL could erase it).
/// Style changes are counted as free, and so is nothing else: the 16 bytes of the
/// synchronized-output wrapper (`CSI ? 2026 h` … `l`) are added. Erase-in-display, which
/// could clear the blank tails of many rows with one sequence, is not considered; none
/// of the measured updates blanks rows.
enum UpdateLowerBound {
  static let synchronizedOutput = 16

  /// The bound for updating `old` to `new` (same size); 0 when nothing changed.
  static func bytes(from old: Buffer, to new: Buffer) -> Int {
    var total = 0
    var isFirstRow = true
    var previousRowEndsAtEdge = false
    for y in 0..<new.size.rows {
      var lastRunEnd: Int?
      var run = (bytes: 0, allBlank: true)
      var x = 0
      while x <= new.size.columns {
        let changed = x < new.size.columns && new[x, y] != old[x, y]
        guard changed else {
          if run.bytes > 0 {
            total += run.allBlank ? min(run.bytes, 3) : run.bytes
            lastRunEnd = x
            run = (0, true)
          }
          x += 1
          continue
        }
        let start = new[x, y].isContinuation ? x - 1 : x
        let lead = new[start, y]
        if run.bytes == 0 {
          if let end = lastRunEnd {
            total += min(start - end, 3)
          } else if !isFirstRow, !(start == 0 && previousRowEndsAtEdge) {
            total += 3
          }
        }
        run.bytes += String(lead.grapheme).utf8.count
        run.allBlank = run.allBlank && lead == .blank
        x = start + max(1, lead.width)
      }
      previousRowEndsAtEdge = lastRunEnd == new.size.columns
      if lastRunEnd != nil { isFirstRow = false }
    }
    return total == 0 ? 0 : total + synchronizedOutput
  }
}
