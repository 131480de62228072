extension FrameEncoder {
  /// One way of moving the cursor along a row, with its cost in bytes.
  private enum Horizontal {
    case none
    /// Rewrite the unchanged cells in between (one byte each, already in the current style).
    case rewrite
    /// Backspace (BS, one byte per column), for one to three columns left.
    case backspace(Int)
    /// Cursor forward or back (CUF/CUB) by a count.
    case relative(Int)
    /// Cursor character absolute (CHA) to the target column.
    case column
  }

  /// Moves the cursor to `target` with the fewest bytes.
  ///
  /// The candidates are an absolute position (CUP, or `CSI H` for home); a vertical move
  /// (CUU/CUD) then a horizontal one; or carriage return, or next/previous line (CNL/CPL)
  /// for another row, then a horizontal move from the first column. Horizontal moves are
  /// the shortest of cursor forward/back (CUF/CUB), column absolute (CHA), up to three
  /// backspaces, or rewriting up to three unchanged one-byte cells of `buffer` in the
  /// current style. Default parameters are omitted.
  mutating func moveCursor(to target: CellPosition, in buffer: Buffer) {
    guard let from = cursor else { return absoluteMove(to: target) }
    if from == target { return }
    let dy = target.y - from.y
    let vertical = dy == 0 ? 0 : Self.relativeCost(abs(dy))
    let stay = horizontal(from: from.x, to: target.x, y: target.y, in: buffer)
    let fromStart = horizontal(from: 0, to: target.x, y: target.y, in: buffer)
    let viaRow = vertical + stay.cost
    let viaStart = (dy == 0 ? 1 : vertical) + fromStart.cost
    guard min(viaRow, viaStart) < Self.absoluteCost(target) else { return absoluteMove(to: target) }
    if viaStart < viaRow {
      if dy == 0 {
        bytes.append(0x0D)
      } else {
        relativeMove(abs(dy), final: dy > 0 ? UInt8(ascii: "E") : UInt8(ascii: "F"))
      }
      perform(fromStart.move, from: 0, to: target, in: buffer)
    } else {
      if dy != 0 { relativeMove(abs(dy), final: dy > 0 ? UInt8(ascii: "B") : UInt8(ascii: "A")) }
      perform(stay.move, from: from.x, to: target, in: buffer)
    }
    cursor = target
  }

  /// The cheapest horizontal move from column `from` to `to` on row `y`.
  private func horizontal(from: Int, to: Int, y: Int, in buffer: Buffer) -> (
    move: Horizontal, cost: Int
  ) {
    let dx = to - from
    if dx == 0 { return (.none, 0) }
    if dx > 0, dx <= 3, canRewrite(from: from, to: to, y: y, in: buffer) { return (.rewrite, dx) }
    if dx < 0, dx >= -3 { return (.backspace(-dx), -dx) }
    let relative = Self.relativeCost(abs(dx))
    let column = to == 0 ? 3 : 3 + Self.digits(to + 1)
    return column < relative ? (.column, column) : (.relative(dx), relative)
  }

  private mutating func perform(
    _ move: Horizontal, from: Int, to target: CellPosition, in buffer: Buffer
  ) {
    switch move {
    case .none: break
    case .rewrite:
      let row = target.y * size.columns
      for x in from..<target.x { buffer.cells[row + x].storage.append(to: &bytes) }
    case .backspace(let count): bytes.append(contentsOf: repeatElement(0x08, count: count))
    case .relative(let dx):
      relativeMove(abs(dx), final: dx > 0 ? UInt8(ascii: "C") : UInt8(ascii: "D"))
    case .column: relativeMove(target.x + 1, final: UInt8(ascii: "G"))
    }
  }

  /// Whether cells `from..<to` of row `y` are one byte each and already in the current
  /// style, so writing them again moves the cursor without changing the screen.
  private func canRewrite(from: Int, to: Int, y: Int, in buffer: Buffer) -> Bool {
    guard let style else { return false }
    let row = y * size.columns
    for x in from..<to {
      let cell = buffer.cells[row + x]
      guard cell.width == 1, cell.storage.count == 1, cell.style.resolved(for: colorMode) == style
      else {
        return false
      }
    }
    return true
  }

  private mutating func absoluteMove(to target: CellPosition) {
    append("\u{1B}[")
    if target.y > 0 || target.x > 0 { appendNumber(target.y + 1) }
    if target.x > 0 {
      bytes.append(UInt8(ascii: ";"))
      appendNumber(target.x + 1)
    }
    bytes.append(UInt8(ascii: "H"))
    cursor = target
  }

  /// Writes `CSI n final`, leaving out the count when it is the default 1.
  private mutating func relativeMove(_ count: Int, final: UInt8) {
    append("\u{1B}[")
    if count > 1 { appendNumber(count) }
    bytes.append(final)
  }

  mutating func appendNumber(_ value: Int) {
    if value >= 10 { appendNumber(value / 10) }
    bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
  }

  static func digits(_ value: Int) -> Int {
    value >= 10 ? 1 + digits(value / 10) : 1
  }

  /// The bytes of `CSI n X` for a relative move by `count`; the 1 is implied.
  private static func relativeCost(_ count: Int) -> Int {
    count == 1 ? 3 : 3 + Self.digits(count)
  }

  /// The bytes of the shortest CUP to `target`.
  private static func absoluteCost(_ target: CellPosition) -> Int {
    if target.x == 0 { return target.y == 0 ? 3 : 3 + digits(target.y + 1) }
    return 4 + digits(target.y + 1) + digits(target.x + 1)
  }
}
