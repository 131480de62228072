extension InputDecoder {
  /// Where the decoder is in the input grammar.
  enum State: Hashable, Sendable {
    /// Between events: the next byte starts something new.
    case ground
    /// Inside a multi-byte UTF-8 character.
    case text(PartialScalar)
    /// After an ESC: a sequence, an Alt-prefixed key or the Escape key itself.
    case escape
    /// After `ESC [`: collecting parameter and intermediate bytes until a final byte.
    case controlSequence
    /// After `ESC O`: one final byte names the key.
    case singleShift
    /// After `ESC [ [`: the Linux console's F1–F5 (`ESC [ [ A` … `ESC [ [ E`).
    case consoleFunctionKey
    /// After `CSI M`: collecting the three bytes of an X10 mouse report.
    case legacyMouse
    /// Inside an OSC, DCS, SOS, PM or APC string, which is skipped up to BEL or `ESC \`.
    /// `hasContent` tells a bare two-byte prefix (an Alt key) from a started string.
    case string(introducer: UInt8, hasContent: Bool)
    /// After an ESC inside a string: `\` ends the string, anything else starts a sequence.
    case stringEscape
    /// Inside a bracketed paste, until `ESC [201~`.
    case paste
  }

  /// A UTF-8 character whose lead byte has arrived but whose continuation bytes have not.
  struct PartialScalar: Hashable, Sendable {
    /// The bits decoded so far.
    var value: UInt32
    /// How many continuation bytes are still missing.
    var remaining: Int
    /// The smallest acceptable next byte (excludes overlong forms and surrogates).
    var lower: UInt8 = 0x80
    /// The largest acceptable next byte (excludes code points above U+10FFFF).
    var upper: UInt8 = 0xBF
    /// Whether an ESC prefix made this an Alt key.
    var alt: Bool

    /// The result of adding one byte.
    enum Step: Hashable, Sendable {
      case needsMore
      case complete(Unicode.Scalar)
      case invalid
    }

    /// Starts a character from its lead byte, or returns nil when `lead` cannot start one.
    init?(lead: UInt8, alt: Bool) {
      self.alt = alt
      switch lead {
      case 0xC2...0xDF:
        value = UInt32(lead & 0x1F)
        remaining = 1
      case 0xE0...0xEF:
        value = UInt32(lead & 0x0F)
        remaining = 2
        if lead == 0xE0 { lower = 0xA0 }
        if lead == 0xED { upper = 0x9F }
      case 0xF0...0xF4:
        value = UInt32(lead & 0x07)
        remaining = 3
        if lead == 0xF0 { lower = 0x90 }
        if lead == 0xF4 { upper = 0x8F }
      default:
        return nil
      }
    }

    /// Adds a continuation byte.
    mutating func adding(_ byte: UInt8) -> Step {
      guard byte >= lower, byte <= upper else { return .invalid }
      value = value << 6 | UInt32(byte & 0x3F)
      remaining -= 1
      lower = 0x80
      upper = 0xBF
      guard remaining == 0 else { return .needsMore }
      return Unicode.Scalar(value).map(Step.complete) ?? .invalid
    }
  }
}
