public import SplitKitTerminal

/// A small terminal emulator in pure Swift that applies the bytes a
/// ``/SplitKitTerminal/FrameRenderer`` writes to a grid, so tests can check that the
/// output really produces the frame.
///
/// It understands what the renderer may emit — printable UTF-8 (grapheme clusters with
/// their display width, wide characters in two cells), CR, LF, BS, CUP (`H`, `f`),
/// CUU/CUD/CUF/CUB (`A`–`D`), CHA (`G`), ED (`J` 0 and 2), EL (`K` 0, 1 and 2), SGR (`m`)
/// and the synchronized-output mode (`?2026h`/`l`) — and behaves like xterm where it
/// matters: overwriting either half of a wide character blanks the other half, writing
/// the last column leaves a pending wrap, and a wide character that does not fit in the
/// last column wraps first. Anything else is listed in ``unsupported`` instead of being
/// guessed at, so a test can assert the output used nothing unexpected.
///
/// ```swift
/// var emulator = ScreenEmulator(screen: previous)
/// emulator.apply(renderer.render(next).bytes)
/// #expect(emulator.screen == next)
/// ```
public struct ScreenEmulator: Sendable {
  /// The screen's size.
  public let size: CellSize
  /// The cursor, zero-based.
  public private(set) var cursor = CellPosition(x: 0, y: 0)
  /// The style that printed characters get.
  public private(set) var style = Style.default
  /// Whether synchronized output (DEC mode 2026) is on.
  public private(set) var isSynchronizing = false
  /// Whether the cursor shows (DEC mode 25); a test terminal starts with it hidden, as a
  /// host's session leaves it.
  public private(set) var isCursorVisible = false
  /// Descriptions of input the emulator ignored: unknown sequences, stray controls,
  /// scrolling off the bottom, zero-width text.
  public private(set) var unsupported: [String] = []

  private var slots: [Slot]
  private var pendingWrap = false

  /// One emulated cell; `width` 0 marks the right half of a wide character.
  private struct Slot: Sendable {
    var character: Character
    var style: Style
    var width: Int

    static func blank(_ style: Style = .default) -> Slot {
      Slot(character: " ", style: style, width: 1)
    }
  }

  /// Creates a blank screen of `size` with the cursor at the top left.
  ///
  /// - Parameter size: The number of columns and rows.
  public init(size: CellSize) {
    self.size = size
    self.slots = Array(repeating: .blank(), count: size.area)
  }

  /// Creates a screen showing `screen`, as if it had been drawn earlier.
  ///
  /// - Parameter screen: What the terminal shows.
  public init(screen: Buffer) {
    self.init(size: screen.size)
    for y in 0..<size.rows {
      for x in 0..<size.columns {
        let cell = screen[x, y]
        slots[y * size.columns + x] = Slot(
          character: cell.grapheme, style: cell.style, width: cell.width)
      }
    }
  }

  /// What the screen shows, as a buffer comparable with the renderer's frames: its
  /// ``/SplitKitTerminal/Buffer/cursor`` is the cursor when it shows.
  public var screen: Buffer {
    var buffer = Buffer(size: size)
    buffer.cursor = isCursorVisible ? cursor : nil
    for y in 0..<size.rows {
      for x in 0..<size.columns {
        let slot = slots[y * size.columns + x]
        if slot.width > 0 {
          buffer.setString(String(slot.character), at: CellPosition(x: x, y: y), style: slot.style)
        }
      }
    }
    return buffer
  }

  /// Applies terminal output: text, controls and escape sequences, complete ones only.
  ///
  /// - Parameter bytes: What a program wrote to the terminal.
  public mutating func apply(_ bytes: some Sequence<UInt8>) {
    let input = Array(bytes)
    var index = 0
    var text: [UInt8] = []
    while index < input.count {
      let byte = input[index]
      if byte >= 0x20 && byte != 0x7F {
        text.append(byte)
        index += 1
        continue
      }
      printText(&text)
      index += 1
      switch byte {
      case 0x1B: index = escape(input, at: index)
      case 0x0D: moveTo(x: 0, y: cursor.y)
      case 0x0A: lineFeed()
      case 0x08: moveTo(x: cursor.x - 1, y: cursor.y)
      default: unsupported.append("control 0x\(String(byte, radix: 16))")
      }
    }
    printText(&text)
  }

  private mutating func printText(_ text: inout [UInt8]) {
    guard !text.isEmpty else { return }
    for character in String(decoding: text, as: UTF8.self) { print(character) }
    text.removeAll(keepingCapacity: true)
  }

  private mutating func print(_ character: Character) {
    let width = Text.displayWidth(character)
    guard width > 0 else {
      return unsupported.append("zero-width \(character.unicodeScalars.map(\.value))")
    }
    if pendingWrap || cursor.x + width > size.columns {
      pendingWrap = false
      cursor.x = 0
      lineFeed()
    }
    let index = cursor.y * size.columns + cursor.x
    for column in cursor.x..<cursor.x + width {
      eraseWideHalves(at: cursor.y * size.columns + column)
    }
    slots[index] = Slot(character: character, style: style, width: width)
    for part in 1..<width { slots[index + part] = Slot(character: " ", style: style, width: 0) }
    if cursor.x + width >= size.columns {
      cursor.x = size.columns - 1
      pendingWrap = true
    } else {
      cursor.x += width
    }
  }

  /// Before the slot at `index` is overwritten, blanks the other parts of a wide
  /// character it belongs to.
  private mutating func eraseWideHalves(at index: Int) {
    let row = index - index % size.columns
    var lead = index
    while lead > row, slots[lead].width == 0 { lead -= 1 }
    guard slots[lead].width > 1 || lead < index else { return }
    let end = min(lead + max(1, slots[lead].width), row + size.columns)
    for part in lead..<end where part != index {
      slots[part] = .blank()
    }
  }

  private mutating func lineFeed() {
    if cursor.y + 1 < size.rows {
      cursor.y += 1
    } else {
      unsupported.append("scroll at row \(cursor.y)")
    }
  }

  private mutating func moveTo(x: Int, y: Int) {
    pendingWrap = false
    cursor = CellPosition(x: min(max(0, x), size.columns - 1), y: min(max(0, y), size.rows - 1))
  }

  /// Erases `range` of slot indices with the current background.
  mutating func erase(_ range: Range<Int>) {
    let start = range.lowerBound
    let end = range.upperBound
    guard start < end else { return }
    eraseWideHalves(at: start)
    eraseWideHalves(at: end - 1)
    for index in range { slots[index] = .blank(Style(background: style.background)) }
  }

  mutating func setSynchronizing(_ on: Bool) { isSynchronizing = on }
  mutating func setCursorVisible(_ on: Bool) { isCursorVisible = on }
  mutating func setStyle(_ newStyle: Style) { style = newStyle }
  mutating func record(_ message: String) { unsupported.append(message) }
  mutating func move(x: Int, y: Int) { moveTo(x: x, y: y) }
}
