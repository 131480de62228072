extension SearchIndex {
  /// The words of a text as the index stores them: runs of ASCII letters and digits of
  /// the text lowercased, each once; any other character separates them.
  ///
  /// Whatever a `to:` or `body:` term finds by lowercasing and comparing characters, each
  /// run of ASCII letters and digits of the term lies inside one of these words, so the
  /// words containing it name every message that can match (see ``Answers``). A text that
  /// is all ASCII is *plain*: there a term made only of ASCII letters and digits matches
  /// exactly where a word contains it (or, `plan*`, starts with it).
  ///
  /// ```swift
  /// var words = SearchIndex.Words()
  /// words.add("Re: Café PLANS")
  /// words.text   // "re caf plans"
  /// ```
  struct Words {
    /// The words found, separated by spaces (what the full-text table is given).
    private(set) var bytes: [UInt8] = []
    /// The words seen since ``removeAll()``.
    private var seen = ByteSet()

    /// The words as text.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Adds the words of `text` not added yet; calls `isNew` with each.
    mutating func add(_ text: String, isNew: (UnsafeBufferPointer<UInt8>) -> Void = { _ in }) {
      var text = text
      let isASCII = text.withUTF8 { !$0.contains { $0 >= 0x80 } }
      if !isASCII { text = text.lowercased() }
      text.withUTF8 { utf8 in
        var start = 0
        var index = 0
        func flush() {
          defer { start = index + 1 }
          guard index > start else { return }
          let word = UnsafeBufferPointer(rebasing: utf8[start..<index])
          guard seen.insert(word) else { return }
          if !bytes.isEmpty { bytes.append(Bytes.space) }
          let from = bytes.count
          bytes.append(contentsOf: word)
          for position in from..<bytes.count { bytes[position] = Bytes.lowercased(bytes[position]) }
          bytes[from...].withUnsafeBufferPointer { isNew($0) }
        }
        while index < utf8.count {
          if !Bytes.isASCIILetterOrDigit(utf8[index]) { flush() }
          index += 1
        }
        flush()
      }
    }

    /// Forgets the words, keeping the storage.
    mutating func removeAll() {
      bytes.removeAll(keepingCapacity: true)
      seen.removeAll()
    }
  }

  /// A set of short byte strings, compared ASCII case-insensitively, kept in one arena.
  struct ByteSet {
    private var arena: [UInt8] = []
    /// Start and length in ``arena`` per entry, by slot; `-1` marks an empty slot.
    private var slots = [Int64](repeating: -1, count: 256)
    /// Entries held.
    private(set) var count = 0

    /// Adds `word` (lowercased); returns whether it was new.
    mutating func insert(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
      if count * 2 >= slots.count { grow() }
      var hash: UInt64 = 0xcbf2_9ce4_8422_2325
      for byte in word { hash = (hash ^ UInt64(Bytes.lowercased(byte))) &* 0x100_0000_01b3 }
      let mask = slots.count - 1
      var slot = Int(truncatingIfNeeded: hash ^ hash >> 29) & mask
      while slots[slot] >= 0 {
        let start = Int(slots[slot] >> 20)
        let length = Int(slots[slot] & 0xFFFFF)
        if length == word.count, equal(start, word) { return false }
        slot = (slot + 1) & mask
      }
      slots[slot] = Int64(arena.count) << 20 | Int64(min(word.count, 0xFFFFF))
      for byte in word { arena.append(Bytes.lowercased(byte)) }
      count += 1
      return true
    }

    /// Whether the arena holds `word` lowercased at `start`.
    private func equal(_ start: Int, _ word: UnsafeBufferPointer<UInt8>) -> Bool {
      for offset in 0..<word.count where arena[start + offset] != Bytes.lowercased(word[offset]) {
        return false
      }
      return true
    }

    /// Doubles the slots and places every entry again.
    private mutating func grow() {
      let old = slots
      slots = [Int64](repeating: -1, count: old.count * 2)
      let mask = slots.count - 1
      for entry in old where entry >= 0 {
        let start = Int(entry >> 20)
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in arena[start..<start + Int(entry & 0xFFFFF)] {
          hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        var slot = Int(truncatingIfNeeded: hash ^ hash >> 29) & mask
        while slots[slot] >= 0 { slot = (slot + 1) & mask }
        slots[slot] = entry
      }
    }

    /// Forgets every entry; a set grown large gives its storage back.
    mutating func removeAll() {
      guard count > 0 else { return }
      arena.removeAll(keepingCapacity: arena.count < 1 << 20)
      if slots.count > 1 << 16 {
        slots = [Int64](repeating: -1, count: 256)
      } else {
        for index in slots.indices { slots[index] = -1 }
      }
      count = 0
    }

    /// Bytes held (for the benchmark).
    var allocatedBytes: Int { arena.capacity + slots.count * 8 }
  }
}
