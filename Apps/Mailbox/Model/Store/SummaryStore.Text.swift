extension SummaryStore {
  /// Byte strings in 1 MiB pages, each after its length (one byte below 128, else two),
  /// named by a 32-bit reference: page number × 2²⁰ + offset.
  ///
  /// Pages are allocated at their full size and never grow, so appending never copies.
  struct Text: Sendable {
    /// The reference of no text (reads as empty).
    static let none = UInt32.max
    /// The longest string kept; longer ones are cut.
    static let maximumLength = 0x3FFF
    private static let pageShift = 20
    private static let pageSize = 1 << pageShift
    /// Pages that fit below ``none``.
    private static let maximumPages = 4095

    private var pages: [[UInt8]] = []

    /// Appends the strings `parts` one after the other on one page.
    ///
    /// - Returns: the reference of the first; ``none`` when the text is full (4 GiB).
    mutating func append(_ parts: [some Collection<UInt8>]) -> UInt32 {
      let needed = parts.reduce(0) { $0 + Swift.min($1.count, Self.maximumLength) + 2 }
      if pages.isEmpty || pages[pages.count - 1].count + needed > Self.pageSize {
        guard pages.count < Self.maximumPages else { return Self.none }
        var page: [UInt8] = []
        page.reserveCapacity(Swift.max(Self.pageSize, needed))
        pages.append(page)
      }
      let page = pages.count - 1
      let reference = UInt32(page << Self.pageShift | pages[page].count)
      for part in parts {
        let length = Swift.min(part.count, Self.maximumLength)
        if length < 0x80 {
          pages[page].append(UInt8(length))
        } else {
          pages[page].append(UInt8(0x80 | length >> 8))
          pages[page].append(UInt8(length & 0xFF))
        }
        pages[page].append(contentsOf: part.prefix(length))
      }
      return reference
    }

    /// Appends one string and returns its reference.
    mutating func append(_ bytes: some Collection<UInt8>) -> UInt32 { append([bytes]) }

    /// The bytes at `reference`; empty for ``none``.
    func bytes(at reference: UInt32) -> ArraySlice<UInt8> {
      var next = reference
      return bytes(at: reference, next: &next)
    }

    /// The bytes at `reference`, setting `next` to the string appended after it.
    func bytes(at reference: UInt32, next: inout UInt32) -> ArraySlice<UInt8> {
      guard reference != Self.none else { return [] }
      let page = pages[Int(reference >> UInt32(Self.pageShift))]
      var offset = Int(reference & UInt32(Self.pageSize - 1))
      var length = Int(page[offset])
      offset += 1
      if length >= 0x80 {
        length = (length & 0x7F) << 8 | Int(page[offset])
        offset += 1
      }
      next = reference & ~UInt32(Self.pageSize - 1) | UInt32(offset + length)
      return page[offset..<(offset + length)]
    }

    /// The string at `reference` (lossy UTF-8); empty for ``none``.
    func string(at reference: UInt32) -> String {
      String(decoding: bytes(at: reference), as: UTF8.self)
    }

    /// The bytes the pages take.
    var allocatedBytes: Int { pages.reduce(0) { $0 + $1.capacity } }
  }
}
