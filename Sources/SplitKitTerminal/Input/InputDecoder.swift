/// Turns the bytes a terminal sends into ``InputEvent`` values.
///
/// The decoder is a state machine that you feed whatever `read()` returned; it keeps an
/// unfinished sequence until the rest arrives, so a sequence split across reads at any byte
/// decodes exactly as if it had arrived whole.
///
/// ```swift
/// var decoder = InputDecoder()
/// decoder.feed([0x1B, 0x5B])        // []  (ESC [ could still become an arrow)
/// decoder.feed([0x41])              // [.key(.up)]
/// decoder.feed([0x1B])              // []  (a lone ESC: wait for the escape timeout)
/// decoder.flushPendingEscape()      // [.key(.escape)]
/// ```
///
/// It understands UTF-8 text (invalid bytes become U+FFFD and never swallow the valid bytes
/// after them), control keys, CSI and SS3 cursor, editing and function keys with xterm
/// modifier parameters, `CSI u` keys, the rxvt and Linux console variants, Alt as an Escape prefix, SGR (1006) and X10 mouse
/// reports including the horizontal wheel, bracketed paste (2004) and focus reports (1004).
/// Unknown or malformed CSI, OSC, DCS, SOS, PM and APC sequences are dropped up to their
/// terminating byte and decoding continues with the byte after it.
///
/// ## The escape timeout
/// A lone ESC byte is either the Escape key or the start of a sequence whose remaining
/// bytes have not arrived yet. While ``hasPendingEscape`` is true the caller waits at most
/// ``escapeTimeout`` (50 ms) for more input and then calls ``flushPendingEscape()``, which
/// reports the Escape key (or Alt+`[` / Alt+`O` / Alt+`P`… for the two-byte prefixes) and
/// drops any unfinished sequence. ``EventLoopState`` does this for you.
///
/// ## Bracketed paste
/// The text between `ESC [200~` and `ESC [201~` arrives as one ``InputEvent/paste(_:)``.
/// A paste never holds input hostage: one longer than ``maximumPasteLength`` bytes arrives
/// as several paste events of at most that size (cut between characters), and one whose
/// terminator never comes ends when no byte arrives for ``pasteTimeout``: while
/// ``hasPendingPaste`` is true the caller waits at most that long and then calls
/// ``flushPendingPaste()``, which delivers the bytes so far as a paste and returns to
/// normal input, so `q` works again. ``EventLoopState`` does this for you. A Ctrl-C byte
/// (which terminals never paste) ends a paste at once and arrives as Ctrl-C, so Ctrl-C
/// always quits, even while a paste is open.
///
/// ## Bounds
/// Memory stays bounded whatever arrives: a control sequence longer than
/// ``maximumSequenceLength`` bytes is consumed and dropped, OSC and DCS strings are skipped
/// without being stored, and a paste keeps at most ``maximumPasteLength`` bytes before it
/// is delivered.
public struct InputDecoder: Sendable {
  /// How long to wait after an ESC byte before deciding it was the Escape key: 50 ms.
  ///
  /// Long enough for the rest of a sequence to arrive over a slow SSH link in one packet,
  /// short enough that pressing Escape feels immediate (Neovim's default `ttimeoutlen`).
  public static let escapeTimeout: Duration = .milliseconds(50)
  /// The longest control sequence body kept, in bytes; longer ones are dropped: 64.
  public static let maximumSequenceLength = 64
  /// The most bytes of one paste event (a longer paste arrives as several): 1 MiB.
  public static let maximumPasteLength = 1 << 20
  /// How long a bracketed paste may go without a byte before it is taken as unterminated
  /// and delivered as it is: 1 s.
  ///
  /// Terminals send a paste in one burst; a second of silence inside one means its
  /// terminator was lost (or never sent), and the person is waiting for their keys to work.
  public static let pasteTimeout: Duration = .seconds(1)

  var state: State = .ground
  /// The parameter and intermediate bytes of the control sequence being read.
  var sequence: [UInt8] = []
  /// Whether the current control sequence outgrew ``maximumSequenceLength``.
  var sequenceOverflowed = false
  /// The bytes of the paste being read.
  var paste: [UInt8] = []
  /// How many bytes of the paste terminator (`ESC [201~`) have matched so far.
  var pasteTerminatorMatched = 0

  /// Creates a decoder in its initial state.
  public init() {}

  /// Whether the bytes so far end in an unfinished escape sequence.
  ///
  /// When true and no byte arrives within ``escapeTimeout``, call
  /// ``flushPendingEscape()``.
  public var hasPendingEscape: Bool {
    switch state {
    case .escape, .controlSequence, .singleShift, .consoleFunctionKey, .string, .stringEscape,
      .legacyMouse:
      true
    case .ground, .text, .paste: false
    }
  }

  /// Whether a bracketed paste has started and not ended.
  ///
  /// When true and no byte arrives within ``pasteTimeout``, call ``flushPendingPaste()``.
  public var hasPendingPaste: Bool { state == .paste }

  /// Decodes a chunk of input bytes.
  ///
  /// - Parameter bytes: The bytes read from the terminal, in order; any chunking works.
  /// - Returns: The events completed by these bytes, in order. Bytes of an unfinished
  ///   sequence are kept for the next call.
  /// - Complexity: O(*n*) in the number of bytes.
  public mutating func feed(_ bytes: some Sequence<UInt8>) -> [InputEvent] {
    var events: [InputEvent] = []
    for byte in bytes {
      consume(byte, into: &events)
    }
    return events
  }

  /// Resolves an unfinished escape sequence after the escape timeout.
  ///
  /// A lone ESC becomes ``/SplitKitHostCore/Key/escape``; ESC followed by only `[`, `O`, `P`, `]`, `X`, `^`
  /// or `_` becomes that character with ``/SplitKitHostCore/KeyModifiers/alt``; any longer unfinished
  /// sequence is dropped. Does nothing when ``hasPendingEscape`` is false.
  ///
  /// - Returns: The events the pending bytes stood for.
  public mutating func flushPendingEscape() -> [InputEvent] {
    defer { resetSequence() }
    switch state {
    case .escape:
      state = .ground
      return [.key(.escape)]
    case .controlSequence where sequence.isEmpty && !sequenceOverflowed:
      state = .ground
      return [.key(.character("["), .alt)]
    case .singleShift:
      state = .ground
      return [.key(.character("O"), .alt)]
    case .string(let introducer, hasContent: false):
      state = .ground
      return [.key(.character(Character(Unicode.Scalar(introducer))), .alt)]
    case .controlSequence, .consoleFunctionKey, .string, .stringEscape, .legacyMouse:
      state = .ground
      return []
    case .ground, .text, .paste:
      return []
    }
  }

  /// Ends a bracketed paste whose terminator did not come within ``pasteTimeout``.
  ///
  /// The bytes received so far (including any start of a terminator) are delivered as a
  /// paste and the decoder returns to normal input. Does nothing when ``hasPendingPaste``
  /// is false.
  ///
  /// - Returns: The paste so far, or nothing.
  public mutating func flushPendingPaste() -> [InputEvent] {
    guard state == .paste else { return [] }
    var events: [InputEvent] = []
    appendToPaste(Self.pasteTerminator[..<pasteTerminatorMatched], into: &events)
    events.append(.paste(String(decoding: paste, as: UTF8.self)))
    paste = []
    pasteTerminatorMatched = 0
    state = .ground
    return events
  }

  /// Advances the state machine by one byte, appending completed events.
  mutating func consume(_ byte: UInt8, into events: inout [InputEvent]) {
    switch state {
    case .ground:
      consumeInGround(byte, alt: false, into: &events)
    case .text(let partial):
      consumeText(byte, partial: partial, into: &events)
    case .escape:
      consumeAfterEscape(byte, into: &events)
    case .controlSequence:
      consumeInControlSequence(byte, into: &events)
    case .singleShift:
      consumeSingleShift(byte, into: &events)
    case .consoleFunctionKey:
      consumeConsoleFunctionKey(byte, into: &events)
    case .legacyMouse:
      consumeLegacyMouse(byte, into: &events)
    case .string(let introducer, _):
      switch byte {
      case 0x07: state = .ground
      case 0x1B: state = .stringEscape
      default: state = .string(introducer: introducer, hasContent: true)
      }
    case .stringEscape:
      // ESC \ is the string terminator; ESC followed by anything else abandons the string
      // and starts a new escape sequence with that byte.
      if byte == UInt8(ascii: "\\") {
        state = .ground
      } else {
        state = .escape
        consume(byte, into: &events)
      }
    case .paste:
      consumeInPaste(byte, into: &events)
    }
  }

  /// Handles a byte with no sequence in progress; `alt` is set after an ESC prefix.
  private mutating func consumeInGround(_ byte: UInt8, alt: Bool, into events: inout [InputEvent]) {
    let modifiers: KeyModifiers = alt ? .alt : []
    switch byte {
    case 0x1B:
      state = .escape
    case 0x20...0x7E:
      state = .ground
      events.append(.key(.character(Character(Unicode.Scalar(byte))), modifiers))
    case 0x00...0x1F, 0x7F:
      state = .ground
      var event = Self.controlKey(byte)
      event.modifiers.formUnion(modifiers)
      events.append(.key(event))
    default:
      if let partial = PartialScalar(lead: byte, alt: alt) {
        state = .text(partial)
      } else {
        state = .ground
        events.append(.key(.character("\u{FFFD}"), modifiers))
      }
    }
  }

  /// Handles the byte after an ESC.
  private mutating func consumeAfterEscape(_ byte: UInt8, into events: inout [InputEvent]) {
    switch byte {
    case UInt8(ascii: "["):
      resetSequence()
      state = .controlSequence
    case UInt8(ascii: "O"):
      state = .singleShift
    case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "X"), UInt8(ascii: "^"),
      UInt8(ascii: "_"):
      state = .string(introducer: byte, hasContent: false)
    case 0x1B:
      // ESC ESC: the first was the Escape key; the second may start a sequence.
      events.append(.key(.escape))
    default:
      consumeInGround(byte, alt: true, into: &events)
    }
  }

  /// Handles a continuation byte of a multi-byte UTF-8 character.
  private mutating func consumeText(
    _ byte: UInt8, partial: PartialScalar, into events: inout [InputEvent]
  ) {
    var partial = partial
    switch partial.adding(byte) {
    case .needsMore:
      state = .text(partial)
    case .complete(let scalar):
      state = .ground
      events.append(.key(.character(Character(scalar)), partial.alt ? .alt : []))
    case .invalid:
      // The maximal invalid subpart becomes one U+FFFD; the byte that broke it starts over.
      state = .ground
      events.append(.key(.character("\u{FFFD}"), partial.alt ? .alt : []))
      consume(byte, into: &events)
    }
  }

  /// Handles a byte inside a bracketed paste, watching for the `ESC [201~` terminator.
  private mutating func consumeInPaste(_ byte: UInt8, into events: inout [InputEvent]) {
    if byte == 0x03 {
      // Ctrl-C: terminals do not paste it, so the paste is over and the person wants out.
      events += flushPendingPaste()
      events.append(.key(Self.controlKey(byte)))
      return
    }
    if pasteTerminatorMatched == 0, byte != 0x1B {
      // The common case, kept cheap: a byte of pasted text.
      paste.append(byte)
      if paste.count >= Self.maximumPasteLength { deliverFullPaste(into: &events) }
      return
    }
    let terminator = Self.pasteTerminator
    if byte == terminator[pasteTerminatorMatched] {
      pasteTerminatorMatched += 1
      if pasteTerminatorMatched == terminator.count {
        events.append(.paste(String(decoding: paste, as: UTF8.self)))
        paste = []
        pasteTerminatorMatched = 0
        state = .ground
      }
      return
    }
    appendToPaste(terminator[..<pasteTerminatorMatched], into: &events)
    // The terminator's first byte (ESC) occurs nowhere else in it, so a mismatch can only
    // restart a match at this very byte.
    if byte == terminator[0] {
      pasteTerminatorMatched = 1
    } else {
      pasteTerminatorMatched = 0
      appendToPaste(CollectionOfOne(byte), into: &events)
    }
  }

  private mutating func appendToPaste(
    _ bytes: some Collection<UInt8>, into events: inout [InputEvent]
  ) {
    for byte in bytes {
      paste.append(byte)
      if paste.count >= Self.maximumPasteLength { deliverFullPaste(into: &events) }
    }
  }

  /// Delivers a paste that reached ``maximumPasteLength`` as one event, cut before a
  /// character that may not be complete yet, and goes on reading the paste.
  private mutating func deliverFullPaste(into events: inout [InputEvent]) {
    var cut = paste.count
    // Back up over at most three continuation bytes to the start of the last character.
    while cut > paste.count - 3, cut > 1, paste[cut - 1] & 0xC0 == 0x80 { cut -= 1 }
    if cut > 1, paste[cut - 1] >= 0xC0 { cut -= 1 } else { cut = paste.count }
    events.append(.paste(String(decoding: paste[..<cut], as: UTF8.self)))
    paste.removeSubrange(..<cut)
  }

  /// Starts reading a bracketed paste.
  mutating func beginPaste() {
    paste = []
    pasteTerminatorMatched = 0
    state = .paste
  }

  mutating func resetSequence() {
    sequence.removeAll(keepingCapacity: true)
    sequenceOverflowed = false
  }

  /// The bytes that end a bracketed paste: `ESC [201~`.
  static let pasteTerminator: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]

  /// The key a C0 control byte or DEL stands for.
  static func controlKey(_ byte: UInt8) -> KeyEvent {
    switch byte {
    case 0x0D, 0x0A: KeyEvent(.enter)
    case 0x09: KeyEvent(.tab)
    case 0x7F: KeyEvent(.backspace)
    case 0x08: KeyEvent(.backspace, modifiers: .control)
    case 0x1B: KeyEvent(.escape)
    case 0x00: KeyEvent(.character(" "), modifiers: .control)
    case 0x01...0x1A:
      KeyEvent(.character(Character(Unicode.Scalar(byte + 0x60))), modifiers: .control)
    default: KeyEvent(.character(Character(Unicode.Scalar(byte + 0x40))), modifiers: .control)
    }
  }
}
