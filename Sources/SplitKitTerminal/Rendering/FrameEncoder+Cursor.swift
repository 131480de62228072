extension FrameEncoder {
  /// Moves the cursor to `target` with the shortest of: absolute position (CUP);
  /// vertical then horizontal relative moves; carriage return then a forward move; or
  /// rewriting up to three unchanged one-byte cells of `buffer` in the current style.
  mutating func moveCursor(to target: CellPosition, in buffer: Buffer) {
    guard let from = cursor else { return absoluteMove(to: target) }
    if from == target { return }
    let dy = target.y - from.y
    let dx = target.x - from.x
    let vertical = dy == 0 ? 0 : Self.relativeCost(abs(dy))
    let fill = dx > 0 && dx <= 3 && canRewrite(from: from.x, to: target.x, y: target.y, in: buffer)
    let horizontal = dx == 0 ? 0 : fill ? dx : Self.relativeCost(abs(dx))
    let carriageReturn = 1 + (target.x == 0 ? 0 : Self.relativeCost(target.x))
    let relative = vertical + min(horizontal, carriageReturn)
    guard relative < Self.absoluteCost(target) else { return absoluteMove(to: target) }
    if dy != 0 { relativeMove(abs(dy), final: dy > 0 ? UInt8(ascii: "B") : UInt8(ascii: "A")) }
    if carriageReturn < horizontal {
      bytes.append(0x0D)
      if target.x > 0 { relativeMove(target.x, final: UInt8(ascii: "C")) }
    } else if fill {
      let row = target.y * size.columns
      for x in from.x..<target.x { buffer.cells[row + x].storage.append(to: &bytes) }
    } else if dx != 0 {
      relativeMove(abs(dx), final: dx > 0 ? UInt8(ascii: "C") : UInt8(ascii: "D"))
    }
    cursor = target
  }

  /// Whether cells `from..<to` of row `y` are one byte each and already in the current
  /// style, so writing them again moves the cursor without changing the screen.
  private func canRewrite(from: Int, to: Int, y: Int, in buffer: Buffer) -> Bool {
    guard let style else { return false }
    let row = y * size.columns
    for x in from..<to {
      let cell = buffer.cells[row + x]
      guard cell.width == 1, cell.storage.count == 1, cell.style.resolved(for: colorMode) == style else {
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
    count == 1 ? 3 : 3 + digits(count)
  }

  /// The bytes of the shortest CUP to `target`.
  private static func absoluteCost(_ target: CellPosition) -> Int {
    if target.x == 0 { return target.y == 0 ? 3 : 3 + digits(target.y + 1) }
    return 4 + digits(target.y + 1) + digits(target.x + 1)
  }
}
