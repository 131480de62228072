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
      let lowered = lowercased(text)
      // Scalars below U+0300 never compose with what is before them, nor change; their
      // UTF-8 starts below 0xCC, so only the others are decoded.
      let (mayChange, hasJamo) =
        lowered.utf8.withContiguousStorageIfAvailable { bytes in
          var (mayChange, hasJamo) = (false, false)
          var offset = 0
          while offset < bytes.count {
            let byte = bytes[offset]
            if byte < 0xCC {
              offset += 1
              continue
            }
            let (scalar, size) = decode(bytes, at: offset)
            if !mayChange, mayCompose(scalar) { mayChange = true }
            if isJamo(scalar) { hasJamo = true }
            offset += size
          }
          return (mayChange, hasJamo)
        } ?? (
          lowered.unicodeScalars.contains(where: mayCompose),
          lowered.unicodeScalars.contains(where: isJamo)
        )
      return (
        mayChange ? lowered.precomposedStringWithCanonicalMapping : lowered,
        hasJamo ? .unsound : .exact
      )
    }

    /// The scalars of `text.lowercased()`, made from its UTF-8 in one buffer.
    ///
    /// ASCII bytes are lowered by arithmetic, another scalar copied as it is unless
    /// lowercasing changes it (its `lowercaseMapping` then). The standard library appends
    /// each scalar's mapping to a string one at a time, which was a third of the search
    /// index's build on real mail.
    ///
    /// - Parameter text: Any text.
    /// - Returns: The same scalars as `text.lowercased()`.
    static func lowercased(_ text: String) -> String {
      var text = text
      return text.withUTF8 { bytes -> String? in
        // Nothing to lower (ASCII without capitals, the commonest text): the text itself.
        var offset = 0
        while offset < bytes.count, bytes[offset] < 0x80, bytes[offset] &- 0x41 >= 26 {
          offset += 1
        }
        if offset == bytes.count { return nil }
        var output = [UInt8]()
        output.reserveCapacity(bytes.count + 8)
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[..<offset]))
        while offset < bytes.count {
          let byte = bytes[offset]
          if byte < 0x80 {
            output.append(byte &- 0x41 < 26 ? byte | 0x20 : byte)
            offset += 1
            continue
          }
          let (scalar, size) = decode(bytes, at: offset)
          if traits(of: scalar) & Trait.lowers != 0 {
            output.append(contentsOf: scalar.properties.lowercaseMapping.utf8)
          } else {
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[offset..<offset + size]))
          }
          offset += size
        }
        return String(decoding: output, as: UTF8.self)
      } ?? text
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
