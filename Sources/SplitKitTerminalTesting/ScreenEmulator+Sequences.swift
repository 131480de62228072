import SplitKitTerminal

extension ScreenEmulator {
  /// Handles the sequence after an ESC at `index`; returns the index after it.
  mutating func escape(_ input: [UInt8], at index: Int) -> Int {
    guard index < input.count, input[index] == UInt8(ascii: "[") else {
      record("ESC not followed by [")
      return index
    }
    var cursorIndex = index + 1
    var isPrivate = false
    if cursorIndex < input.count, input[cursorIndex] == UInt8(ascii: "?") {
      isPrivate = true
      cursorIndex += 1
    }
    var parameterBytes: [UInt8] = []
    while cursorIndex < input.count, (0x30...0x3F).contains(input[cursorIndex]) {
      parameterBytes.append(input[cursorIndex])
      cursorIndex += 1
    }
    guard cursorIndex < input.count, (0x40...0x7E).contains(input[cursorIndex]) else {
      record("unterminated CSI")
      return cursorIndex
    }
    let parameters = String(decoding: parameterBytes, as: UTF8.self)
      .split(separator: ";", omittingEmptySubsequences: false)
      .map { Int($0) ?? 0 }
    control(final: input[cursorIndex], parameters: parameters, isPrivate: isPrivate)
    return cursorIndex + 1
  }

  private mutating func control(final: UInt8, parameters: [Int], isPrivate: Bool) {
    let first = parameters.first ?? 0
    let count = max(1, first)
    switch (Character(Unicode.Scalar(final)), isPrivate) {
    case ("h", true) where parameters == [2026]: setSynchronizing(true)
    case ("l", true) where parameters == [2026]: setSynchronizing(false)
    case ("h", true) where parameters == [25]: setCursorVisible(true)
    case ("l", true) where parameters == [25]: setCursorVisible(false)
    case ("H", false), ("f", false):
      let row = max(1, first)
      let column = max(1, parameters.count > 1 ? parameters[1] : 1)
      move(x: column - 1, y: row - 1)
    case ("A", false): move(x: cursor.x, y: cursor.y - count)
    case ("B", false): move(x: cursor.x, y: cursor.y + count)
    case ("C", false): move(x: cursor.x + count, y: cursor.y)
    case ("D", false): move(x: cursor.x - count, y: cursor.y)
    case ("E", false): move(x: 0, y: cursor.y + count)
    case ("F", false): move(x: 0, y: cursor.y - count)
    case ("G", false): move(x: count - 1, y: cursor.y)
    case ("J", false) where first == 2: erase(0..<size.area)
    case ("J", false) where first == 0: erase(cursor.y * size.columns + cursor.x..<size.area)
    case ("K", false) where first == 0:
      erase(cursor.y * size.columns + cursor.x..<(cursor.y + 1) * size.columns)
    case ("K", false) where first == 1:
      erase(cursor.y * size.columns..<cursor.y * size.columns + cursor.x + 1)
    case ("K", false) where first == 2:
      erase(cursor.y * size.columns..<(cursor.y + 1) * size.columns)
    case ("m", false): selectGraphicRendition(parameters)
    default:
      record("CSI \(isPrivate ? "?" : "")\(parameters) \(Character(Unicode.Scalar(final)))")
    }
  }

  private mutating func selectGraphicRendition(_ parameters: [Int]) {
    var next = style
    var index = 0
    while index < parameters.count {
      let parameter = parameters[index]
      index += 1
      switch parameter {
      case 0: next = .default
      case 1: next.attributes.insert(.bold)
      case 2: next.attributes.insert(.dim)
      case 3: next.attributes.insert(.italic)
      case 4: next.attributes.insert(.underline)
      case 7: next.attributes.insert(.reverse)
      case 22: next.attributes.subtract([.bold, .dim])
      case 23: next.attributes.remove(.italic)
      case 24: next.attributes.remove(.underline)
      case 27: next.attributes.remove(.reverse)
      case 30...37: next.foreground = ansi(parameter - 30)
      case 39: next.foreground = .default
      case 40...47: next.background = ansi(parameter - 40)
      case 49: next.background = .default
      case 90...97: next.foreground = ansi(parameter - 90 + 8)
      case 100...107: next.background = ansi(parameter - 100 + 8)
      case 38, 48:
        guard let color = extendedColor(parameters, at: &index) else {
          return record("bad extended colour \(parameters)")
        }
        if parameter == 38 { next.foreground = color } else { next.background = color }
      default: record("SGR \(parameter)")
      }
    }
    setStyle(next)
  }

  private func ansi(_ index: Int) -> Color {
    .ansi(Color.ANSIColor(rawValue: UInt8(index)) ?? .black)
  }

  private func extendedColor(_ parameters: [Int], at index: inout Int) -> Color? {
    guard index < parameters.count else { return nil }
    let kind = parameters[index]
    let values = parameters.dropFirst(index + 1)
    if kind == 5, let value = values.first, (0...255).contains(value) {
      index += 2
      return .indexed(UInt8(value))
    }
    if kind == 2, values.count >= 3 {
      let rgb = Array(values.prefix(3))
      guard rgb.allSatisfy({ (0...255).contains($0) }) else { return nil }
      index += 4
      return .rgb(UInt8(rgb[0]), UInt8(rgb[1]), UInt8(rgb[2]))
    }
    return nil
  }
}
