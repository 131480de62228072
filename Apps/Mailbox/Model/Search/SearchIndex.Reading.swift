import Foundation

extension SearchIndex {
  /// How a text's words (``Words``) tell which `to:`, `body:`, `from:` and `subject:`
  /// terms it holds, found while reading it: kept per message and column in its
  /// ``Entry``.
  ///
  /// The scan lowercases the text and compares characters, canonically equivalent ones
  /// being equal; the words are runs of letters and digits of the same lowercased text,
  /// composed (NFC). Where every character that is a letter or digit is one scalar (all
  /// ASCII text, accented Latin, Greek, Cyrillic, CJK, composed Hangul, …), a term's run
  /// found inside a word is found by the scan at the same place, so the words decide.
  ///
  /// ```swift
  /// SearchIndex.Reading.folded("Straße İ")   // "straße i̇": lowercased, composed
  /// ```
  enum Reading: Sendable, Equatable {
    /// Every letter or digit is a character of one scalar: a term that is one run of
    /// letters and digits matches exactly where a word contains it (starts with it, for
    /// `plan*`).
    case exact
    /// A letter or digit is part of a character of several scalars (a letter with a
    /// combining mark that has no composed form, as `i̇` from `İ`; an Indic vowel sign):
    /// the words containing a term's runs name every message that can match, but a word
    /// holding one proves nothing, so the message is read.
    case sound
    /// It holds conjoining Hangul jamo, which compose with the syllable before them
    /// whatever the scan compares: its words rule nothing out, and the message is read.
    case unsound

    /// The less telling of the two.
    func combined(with other: Reading) -> Reading {
      switch (self, other) {
      case (.unsound, _), (_, .unsound): .unsound
      case (.sound, _), (_, .sound): .sound
      default: .exact
      }
    }

    /// `text` lowercased as the scan lowercases it, then composed (NFC) when some scalar
    /// of it may compose or change: what the index's words are read from, and a term's
    /// pieces.
    static func folded(_ text: String) -> String { fold(text).text }

    /// ``folded(_:)``, and ``unsound`` when the lowercased text holds conjoining Hangul
    /// jamo (composing may join them to the syllable before, which a comparison of the
    /// text as it is may not), else ``exact``.
    static func fold(_ text: String) -> (text: String, reading: Reading) {
      var text = text
      var output: [UInt8] = []
      let lowered = text.withUTF8 { lowercase($0, into: &output) }
      let string =
        lowered.changed
        ? output.withUnsafeBufferPointer {
          String(decoding: UnsafeBufferPointer(rebasing: $0[..<lowered.count]), as: UTF8.self)
        } : text
      return (
        lowered.mayCompose ? string.precomposedStringWithCanonicalMapping : string,
        lowered.hasJamo ? .unsound : .exact
      )
    }

    /// The scalars of `text.lowercased()`, made from its UTF-8 in one buffer
    /// (``lowercase(_:into:)``): `text` itself when lowercasing changes nothing.
    ///
    /// - Parameter text: Any text.
    /// - Returns: The same scalars as `text.lowercased()`.
    static func lowercased(_ text: String) -> String {
      var text = text
      var output: [UInt8] = []
      let lowered = text.withUTF8 { lowercase($0, into: &output) }
      guard lowered.changed else { return text }
      return output.withUnsafeBufferPointer {
        String(decoding: UnsafeBufferPointer(rebasing: $0[..<lowered.count]), as: UTF8.self)
      }
    }

    /// The UTF-8 text `utf8`, composed (NFC).
    ///
    /// - Parameter utf8: Valid UTF-8.
    /// - Returns: Its composed form.
    static func composed(_ utf8: UnsafeBufferPointer<UInt8>) -> String {
      String(decoding: utf8, as: UTF8.self).precomposedStringWithCanonicalMapping
    }

    /// What ``lowercase(_:into:)`` wrote, and what it saw of the scalars written.
    struct Lowered {
      /// The bytes written at the start of the output.
      var count: Int
      /// Whether they differ from the input's.
      var changed: Bool
      /// Whether a scalar written may compose or change under NFC (``mayCompose(_:)``).
      var mayCompose: Bool
      /// Whether a scalar written is a conjoining Hangul jamo (``isJamo(_:)``).
      var hasJamo: Bool
    }

    /// Writes the scalars of `utf8` (valid UTF-8) lowercased as `String.lowercased()`
    /// lowercases them into the start of `output` (grown when short, never shrunk, so a
    /// buffer kept between texts is allocated once), noting on the way whether the result
    /// needs composing and holds jamo: what folding a text needs, in one pass and without
    /// a String.
    ///
    /// ASCII is read and lowered eight bytes at a time; another scalar is copied as it is
    /// unless lowercasing changes it (its `lowercaseMapping` then). The standard library
    /// appends each scalar's mapping to a string one at a time, which was a third of the
    /// search index's build on real mail.
    ///
    /// - Parameters:
    ///   - utf8: The text's bytes.
    ///   - output: Where the lowercased bytes go.
    /// - Returns: The count written and what was seen.
    static func lowercase(_ utf8: UnsafeBufferPointer<UInt8>, into output: inout [UInt8])
      -> Lowered
    {
      var result = Lowered(count: 0, changed: false, mayCompose: false, hasJamo: false)
      guard let source = utf8.baseAddress, !utf8.isEmpty else { return result }
      let count = utf8.count
      // A scalar's lowercase mapping is at most half as long again as its own bytes.
      let needed = count + count / 2 + 8
      if output.count < needed { output += repeatElement(0, count: needed - output.count) }
      output.withUnsafeMutableBufferPointer { buffer in
        guard let target = buffer.baseAddress else { return }
        var (read, written) = (0, 0)
        let highBits: UInt64 = 0x8080_8080_8080_8080
        while read < count {
          if read + 8 <= count {
            let chunk = UnsafeRawPointer(source + read).loadUnaligned(as: UInt64.self)
            if chunk & highBits == 0 {
              // Bit 7 of a byte of `from`: it is at least "A"; of `beyond`: past "Z".
              let from = chunk &+ 0x3F3F_3F3F_3F3F_3F3F
              let beyond = chunk &+ 0x2525_2525_2525_2525
              let capitals = from & ~beyond & highBits
              if capitals != 0 { result.changed = true }
              UnsafeMutableRawPointer(target + written).storeBytes(
                of: chunk | capitals >> 2, as: UInt64.self)
              (read, written) = (read + 8, written + 8)
              continue
            }
          }
          let byte = source[read]
          if byte < 0x80 {
            let capital = byte &- 0x41 < 26
            if capital { result.changed = true }
            target[written] = capital ? byte | 0x20 : byte
            (read, written) = (read + 1, written + 1)
            continue
          }
          let (scalar, size) = decode(utf8, at: read)
          if traits(of: scalar) & Trait.lowers != 0 {
            result.changed = true
            for lowered in scalar.properties.lowercaseMapping.unicodeScalars {
              if mayCompose(lowered) { result.mayCompose = true }
              if isJamo(lowered) { result.hasJamo = true }
              for unit in lowered.utf8 {
                target[written] = unit
                written += 1
              }
            }
          } else {
            if mayCompose(scalar) { result.mayCompose = true }
            if isJamo(scalar) { result.hasJamo = true }
            for offset in 0..<size { target[written + offset] = source[read + offset] }
            written += size
          }
          read += size
        }
        result.count = written
      }
      return result
    }

    /// The bits of a scalar's ``traits(of:)``.
    enum Trait {
      /// Lowercasing changes it (`changesWhenLowercased`).
      static let lowers: UInt8 = 1
      /// ``isWord(_:)``.
      static let word: UInt8 = 2
      /// ``mayCompose(_:)``.
      static let composes: UInt8 = 4
      /// ``extendsCharacter(_:)``.
      static let extends: UInt8 = 8
    }

    /// The traits of every scalar of the Basic Multilingual Plane, looked up once (a few
    /// milliseconds, the first time text is folded): each asks Unicode's tables several
    /// questions, which were a fifth of the index's build on mail in other scripts.
    private static let planeZeroTraits: [UInt8] = (0..<0x10000).map { value in
      Unicode.Scalar(UInt32(value)).map(computedTraits(of:)) ?? 0
    }

    /// ``Trait``'s bits for `scalar`: from a table in the Basic Multilingual Plane.
    @inline(__always)
    static func traits(of scalar: Unicode.Scalar) -> UInt8 {
      scalar.value < 0x10000 ? planeZeroTraits[Int(scalar.value)] : computedTraits(of: scalar)
    }

    /// ``Trait``'s bits for `scalar`, asked of Unicode's tables.
    static func computedTraits(of scalar: Unicode.Scalar) -> UInt8 {
      (scalar.properties.changesWhenLowercased ? Trait.lowers : 0)
        | (computedIsWord(scalar) ? Trait.word : 0)
        | (computedMayCompose(scalar) ? Trait.composes : 0)
        | (computedExtendsCharacter(scalar) ? Trait.extends : 0)
    }

    /// Whether composing (NFC) may change `scalar` or join it to the scalar before: a
    /// combining mark, a Hangul vowel or final consonant, or one NFC never keeps.
    @inline(__always)
    static func mayCompose(_ scalar: Unicode.Scalar) -> Bool {
      scalar.value >= 0x300 && traits(of: scalar) & Trait.composes != 0
    }

    /// ``mayCompose(_:)``, asked of Unicode's tables.
    static func computedMayCompose(_ scalar: Unicode.Scalar) -> Bool {
      guard scalar.value >= 0x300 else { return false }
      let properties = scalar.properties
      switch properties.generalCategory {
      case .nonspacingMark, .spacingMark, .enclosingMark: return true
      default: break
      }
      return properties.canonicalCombiningClass != .notReordered
        || properties.isFullCompositionExclusion || (0x1161...0x11C2).contains(scalar.value)
    }

    /// The scalar whose UTF-8 (valid) starts at `offset` of `bytes`, and its size.
    @inline(__always)
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> (
      Unicode.Scalar, Int
    ) {
      let lead = UInt32(bytes[offset])
      func next(_ index: Int) -> UInt32 {
        offset + index < bytes.count ? UInt32(bytes[offset + index]) & 0x3F : 0
      }
      let (value, size): (UInt32, Int) =
        switch lead {
        case ..<0x80: (lead, 1)
        case ..<0xE0: ((lead & 0x1F) << 6 | next(1), 2)
        case ..<0xF0: ((lead & 0x0F) << 12 | next(1) << 6 | next(2), 3)
        default: ((lead & 0x07) << 18 | next(1) << 12 | next(2) << 6 | next(3), 4)
        }
      return (Unicode.Scalar(value) ?? "\u{FFFD}", size)
    }

    /// Whether `scalar` is part of a word: alphabetic or numeric, as `Character.isLetter`
    /// and `Character.isNumber` ask of a character's first scalar.
    @inline(__always)
    static func isWord(_ scalar: Unicode.Scalar) -> Bool {
      traits(of: scalar) & Trait.word != 0
    }

    /// ``isWord(_:)``, asked of Unicode's tables.
    static func computedIsWord(_ scalar: Unicode.Scalar) -> Bool {
      let properties = scalar.properties
      return properties.isAlphabetic || properties.numericType != nil
    }

    /// Whether `scalar` joins the scalar before it into one character: a mark, a
    /// grapheme extender, a zero-width joiner, an emoji modifier, or one of the spacing
    /// marks that are letters (Thai and Lao `am`).
    @inline(__always)
    static func extendsCharacter(_ scalar: Unicode.Scalar) -> Bool {
      traits(of: scalar) & Trait.extends != 0
    }

    /// ``extendsCharacter(_:)``, asked of Unicode's tables.
    static func computedExtendsCharacter(_ scalar: Unicode.Scalar) -> Bool {
      let properties = scalar.properties
      switch properties.generalCategory {
      case .nonspacingMark, .spacingMark, .enclosingMark: return true
      default: break
      }
      return properties.isGraphemeExtend || scalar.value == 0x200D
        || (0x1F3FB...0x1F3FF).contains(scalar.value) || scalar.value == 0x0E33
        || scalar.value == 0x0EB3
    }

    /// Whether `scalar` joins the scalar after it into one character (Unicode's
    /// Prepend characters).
    static func prependsCharacter(_ scalar: Unicode.Scalar) -> Bool {
      switch scalar.value {
      case 0x0600...0x0605, 0x06DD, 0x070F, 0x0890...0x0891, 0x08E2, 0x0D4E, 0x110BD, 0x110CD,
        0x111C2...0x111C3, 0x1193F, 0x11941, 0x11A3A, 0x11A84...0x11A89, 0x11D46, 0x11F02:
        true
      default: false
      }
    }

    /// Whether `scalar` is a conjoining Hangul jamo.
    static func isJamo(_ scalar: Unicode.Scalar) -> Bool {
      switch scalar.value {
      case 0x1100...0x11FF, 0xA960...0xA97F, 0xD7B0...0xD7FF: true
      default: false
      }
    }

    /// Reads the scalars beyond ASCII of the `count` bytes at `source` (lowercased and
    /// composed): copies each letter or digit into `lowered` and sets its bytes' bits in
    /// `bits` (``Words``'s reading has done the ASCII ones), and says how the text reads
    /// (a Prepend character, which joins the next scalar, makes it sound wherever it is).
    static func markScalars(
      _ source: UnsafePointer<UInt8>, _ count: Int, into lowered: UnsafeMutablePointer<UInt8>,
      bits: UnsafeMutablePointer<UInt64>
    ) -> Reading {
      let bytes = UnsafeBufferPointer(start: source, count: count)
      var reading = Reading.exact
      var offset = 0
      @inline(__always) func isWordByte(_ at: Int) -> Bool {
        at >= 0 && bits[at >> 6] >> UInt64(at & 63) & 1 != 0
      }
      while offset < count {
        if source[offset] < 0x80 {
          offset &+= 1
          continue
        }
        let (scalar, size) = decode(bytes, at: offset)
        let word = isWord(scalar)
        if word {
          for at in offset..<min(offset + size, count) {
            lowered[at] = source[at]
            bits[at >> 6] |= 1 << UInt64(at & 63)
          }
        }
        // Below U+0300 nothing joins a character or is jamo (most accented Latin).
        if reading == .exact, scalar.value >= 0x300 {
          if isJamo(scalar) {
            reading = .unsound
          } else if prependsCharacter(scalar)
            || (extendsCharacter(scalar) && (word || isWordByte(offset - 1)))
          {
            reading = .sound
          }
        } else if reading == .sound, isJamo(scalar) {
          reading = .unsound
        }
        offset &+= size
      }
      return reading
    }
  }
}
