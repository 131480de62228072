extension InputDecoder {
  /// Handles a byte after `ESC [`.
  mutating func consumeInControlSequence(_ byte: UInt8, into events: inout [InputEvent]) {
    switch byte {
    case 0x20...0x3F:
      if sequence.count < Self.maximumSequenceLength {
        sequence.append(byte)
      } else {
        sequenceOverflowed = true
      }
    case 0x40...0x7E:
      if sequence.isEmpty, byte == UInt8(ascii: "M") {
        state = .legacyMouse
        return
      }
      if sequence.isEmpty, byte == UInt8(ascii: "[") {
        state = .consoleFunctionKey
        return
      }
      state = .ground
      if !sequenceOverflowed {
        dispatchControlSequence(final: byte, into: &events)
      }
      resetSequence()
    case 0x1B:
      // An ESC cancels the sequence and starts a new one.
      resetSequence()
      state = .escape
    default:
      // A control or non-ASCII byte cannot be part of a sequence: drop the sequence and
      // decode the byte on its own so nothing after the garbage is lost.
      resetSequence()
      state = .ground
      consume(byte, into: &events)
    }
  }

  /// Handles the byte after `ESC O`.
  mutating func consumeSingleShift(_ byte: UInt8, into events: inout [InputEvent]) {
    state = .ground
    guard (0x40...0x7E).contains(byte) else {
      // Not SS3 after all: ESC O was Alt+O, and this byte stands on its own.
      events.append(.key(.character("O"), .alt))
      consume(byte, into: &events)
      return
    }
    if byte == UInt8(ascii: "M") {
      events.append(.key(.enter))
    } else if let key = Self.letterKey(byte) {
      events.append(.key(key))
    } else if let key = Self.rxvtArrow(byte) {
      // rxvt: SS3 with a lowercase arrow letter is Control+arrow.
      events.append(.key(key, .control))
    }
  }

  /// Handles the byte after `ESC [ [` (Linux console F1–F5).
  mutating func consumeConsoleFunctionKey(_ byte: UInt8, into events: inout [InputEvent]) {
    state = .ground
    switch byte {
    case UInt8(ascii: "A")...UInt8(ascii: "E"):
      events.append(.key(.f(Int(byte - UInt8(ascii: "A")) + 1)))
    case 0x40...0x7E:
      return
    default:
      consume(byte, into: &events)
    }
  }

  /// Collects the three bytes of an X10 mouse report (`CSI M Cb Cx Cy`).
  mutating func consumeLegacyMouse(_ byte: UInt8, into events: inout [InputEvent]) {
    sequence.append(byte)
    guard sequence.count == 3 else { return }
    let values = sequence.map { Int($0) - 32 }
    resetSequence()
    state = .ground
    if let event = Self.mouseEvent(
      code: values[0], column: values[1], row: values[2], released: false)
    {
      events.append(.mouse(event))
    }
  }

  /// Interprets a complete control sequence whose body is in ``sequence``.
  private mutating func dispatchControlSequence(final: UInt8, into events: inout [InputEvent]) {
    var body = sequence[...]
    var marker: UInt8?
    if let first = body.first, (0x3C...0x3F).contains(first) {
      marker = first
      body = body.dropFirst()
    }
    guard let parameters = Self.parameters(body) else { return }
    let first = parameters.first ?? nil
    let modifiers = KeyModifiers(xtermParameter: parameters.count > 1 ? parameters[1] ?? 1 : 1)
    switch (marker, final) {
    case (UInt8(ascii: "<"), UInt8(ascii: "M")), (UInt8(ascii: "<"), UInt8(ascii: "m")):
      guard parameters.count == 3, let code = parameters[0], let column = parameters[1],
        let row = parameters[2],
        let event = Self.mouseEvent(
          code: code, column: column, row: row, released: final == UInt8(ascii: "m"))
      else { return }
      events.append(.mouse(event))
    case (nil, UInt8(ascii: "I")) where parameters.isEmpty:
      events.append(.focusGained)
    case (nil, UInt8(ascii: "O")) where parameters.isEmpty:
      events.append(.focusLost)
    case (nil, UInt8(ascii: "Z")):
      events.append(.key(.backTab, modifiers.subtracting(.shift)))
    case (nil, UInt8(ascii: "~")):
      if first == 200 {
        beginPaste()
      } else if let key = first.flatMap(Self.tildeKey) {
        events.append(.key(key, modifiers))
      }
    case (nil, UInt8(ascii: "^")), (nil, UInt8(ascii: "@")):
      // rxvt: the final byte carries the modifiers (^ Control, @ Control+Shift).
      if parameters.count == 1, let key = first.flatMap(Self.tildeKey) {
        events.append(.key(key, final == UInt8(ascii: "^") ? .control : [.control, .shift]))
      }
    case (nil, UInt8(ascii: "u")):
      if let code = first, let event = Self.unicodeKey(code: code, modifiers: modifiers) {
        events.append(.key(event))
      }
    case (nil, _):
      if parameters.isEmpty, let arrow = Self.rxvtArrow(final) {
        // rxvt: CSI with a lowercase arrow letter is Shift+arrow.
        events.append(.key(arrow, .shift))
        return
      }
      // Cursor keys and F1–F4 carry their modifiers as `1;m`; a different first
      // parameter (a cursor position report, say) is not a key.
      guard first == nil || first == 1, let key = Self.letterKey(final) else { return }
      events.append(.key(key, modifiers))
    default:
      return
    }
  }

  /// Splits a sequence body into `;`-separated numbers, keeping the first `:` sub-parameter.
  ///
  /// Empty fields are nil (the default). Returns nil when a field is not a number, has
  /// more than five digits, or the body holds intermediate bytes, which no key uses.
  private static func parameters(_ body: ArraySlice<UInt8>) -> [Int?]? {
    guard !body.isEmpty else { return [] }
    var result: [Int?] = []
    for field in body.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false) {
      let digits = field.prefix { $0 != UInt8(ascii: ":") }
      guard digits.count <= 5 else { return nil }
      var value: Int?
      for digit in digits {
        guard (0x30...0x39).contains(digit) else { return nil }
        value = (value ?? 0) * 10 + Int(digit - 0x30)
      }
      result.append(value)
    }
    return result
  }

  /// The key named by the final byte of `CSI 1;m X` or `SS3 X`.
  private static func letterKey(_ byte: UInt8) -> Key? {
    switch byte {
    case UInt8(ascii: "A"): .up
    case UInt8(ascii: "B"): .down
    case UInt8(ascii: "C"): .right
    case UInt8(ascii: "D"): .left
    case UInt8(ascii: "H"): .home
    case UInt8(ascii: "F"): .end
    case UInt8(ascii: "P"): .f(1)
    case UInt8(ascii: "Q"): .f(2)
    case UInt8(ascii: "R"): .f(3)
    case UInt8(ascii: "S"): .f(4)
    default: nil
    }
  }

  /// The arrow named by rxvt's lowercase final bytes `a` (up) to `d` (left).
  private static func rxvtArrow(_ byte: UInt8) -> Key? {
    switch byte {
    case UInt8(ascii: "a"): .up
    case UInt8(ascii: "b"): .down
    case UInt8(ascii: "c"): .right
    case UInt8(ascii: "d"): .left
    default: nil
    }
  }

  /// The key named by the first parameter of `CSI n ~`.
  private static func tildeKey(_ number: Int) -> Key? {
    switch number {
    case 1, 7: .home
    case 2: .insert
    case 3: .delete
    case 4, 8: .end
    case 5: .pageUp
    case 6: .pageDown
    case 11...15: .f(number - 10)
    case 17...21: .f(number - 11)
    case 23, 24: .f(number - 12)
    default: nil
    }
  }

  /// The key of a `CSI code;m u` report (fixterms / kitty keyboard protocol).
  private static func unicodeKey(code: Int, modifiers: KeyModifiers) -> KeyEvent? {
    switch code {
    case 9: return KeyEvent(.tab, modifiers: modifiers)
    case 13: return KeyEvent(.enter, modifiers: modifiers)
    case 27: return KeyEvent(.escape, modifiers: modifiers)
    case 127: return KeyEvent(.backspace, modifiers: modifiers)
    default:
      guard code >= 0x20, let scalar = Unicode.Scalar(UInt32(code)) else { return nil }
      return KeyEvent(.character(Character(scalar)), modifiers: modifiers)
    }
  }

  /// Decodes an SGR or X10 mouse report; `column` and `row` are one-based.
  ///
  /// The button code's low two bits name the button (3 is none), 4 is Shift, 8 Alt,
  /// 16 Control, 32 motion and 64 the wheel (64 up, 65 down, 66 left, 67 right). Codes
  /// of 128 and above (buttons 8–11) are not reported.
  static func mouseEvent(code: Int, column: Int, row: Int, released: Bool) -> MouseEvent? {
    guard (0..<128).contains(code), column >= 1, row >= 1 else { return nil }
    var modifiers: KeyModifiers = []
    if code & 4 != 0 { modifiers.insert(.shift) }
    if code & 8 != 0 { modifiers.insert(.alt) }
    if code & 16 != 0 { modifiers.insert(.control) }
    let buttons: [MouseEvent.Button] = [.left, .middle, .right, .none]
    let button = buttons[code & 3]
    let kind: MouseEvent.Kind
    if code & 64 != 0 {
      kind = [.wheelUp, .wheelDown, .wheelLeft, .wheelRight][code & 3]
    } else if released || button == .none && code & 32 == 0 {
      kind = .release
    } else if code & 32 != 0 {
      kind = button == .none ? .move : .drag
    } else {
      kind = .press
    }
    let reported: MouseEvent.Button = code & 64 != 0 || kind == .move ? .none : button
    return MouseEvent(
      kind, button: reported, at: CellPosition(x: column - 1, y: row - 1), modifiers: modifiers)
  }
}
