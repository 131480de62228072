extension SearchIndex {
  /// The words of a text as the index stores them: runs of letters and digits (Unicode
  /// scalars that are alphabetic or numeric, as `Character.isLetter` and `isNumber` ask)
  /// of the text lowercased as the scan lowercases it and composed (NFC), each once; any
  /// other character separates them.
  ///
  /// Whatever a `to:` or `body:` term finds by lowercasing and comparing characters
  /// (canonically equivalent characters are equal), the term composed lies inside the
  /// text composed, so each of its runs of letters and digits (``Folder/pieces(of:)``,
  /// made by this same reading) lies inside one of these words: the words containing it
  /// name every message that can match (see ``Answers``). How a text reads
  /// (``Reading``) says what more the words tell: on an *exact* text, every character is
  /// one scalar, so a term that is one such run matches exactly where a word contains it
  /// (or, `plan*`, starts with it), whatever the script.
  ///
  /// ```swift
  /// var words = SearchIndex.Words()
  /// var known = SearchIndex.KnownWords()
  /// var new: [String] = []
  /// words.add("Re: Café PLANS 東京", known: &known, new: &new)   // .exact
  /// words.withUTF8 { … }   // "re café plans 東京", for the full-text table
  /// new          // ["re", "café", "plans", "東京"]: not known before
  /// ```
  ///
  /// This runs for every word of every message indexed, so it reads the text eight
  /// bytes at a time: each eight are classified and lowercased at once in a 64-bit
  /// register, giving a bit per byte that is part of a word (a scalar beyond ASCII is
  /// looked at on its own, after); words are then found from those bits, and one of up
  /// to eight bytes is found again by its bytes (a hash for longer ones), so no byte
  /// costs a branch.
  struct Words {
    /// The words found, separated by spaces (what the full-text table is given), and
    /// room for more.
    private var storage: [UInt8] = []
    /// The bytes of ``storage`` in use.
    private var length = 0
    /// The words in ``storage``, to keep each once.
    private var seen = WordTable()
    /// The text being added, lowercased, every byte that is not part of a word 0, and
    /// eight more bytes.
    private var lowered: [UInt8] = []
    /// A bit per byte of ``lowered``: part of a word; and a word of zeros after.
    private var bits: [UInt64] = []
    /// A text that is not ASCII, lowercased (``Reading/lowercase(_:into:)``), kept
    /// between texts so it is allocated once.
    private var folded: [UInt8] = []

    /// Calls `body` with the words' UTF-8 bytes and their count (what the full-text table
    /// is given), without making a String of them.
    func withUTF8<Result>(_ body: (UnsafePointer<CChar>?, Int32) -> Result) -> Result {
      storage.withUnsafeBytes {
        body($0.baseAddress?.assumingMemoryBound(to: CChar.self), Int32(clamping: length))
      }
    }

    /// Calls `body` with each word, in the order added.
    func forEachWord(_ body: (String) -> Void) {
      storage.withUnsafeBufferPointer { bytes in
        var start = 0
        for end in 0...length where end == length || bytes[end] == 0x20 {
          if end > start {
            body(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
          }
          start = end + 1
        }
      }
    }

    /// Adds the words of the UTF-8 text `utf8` not added yet, as ``add(_:known:new:)``
    /// does, making a String of it only when it is not ASCII.
    ///
    /// - Returns: How the text reads.
    @discardableResult
    mutating func add(utf8: ArraySlice<UInt8>, known: inout KnownWords, new: inout [String])
      -> Reading
    {
      if utf8.withUnsafeBufferPointer({ append($0, onlyASCII: true, known: &known, new: &new) })
        == .exact
      {
        return .exact
      }
      var (text, reading) = Reading.fold(String(decoding: utf8, as: UTF8.self))
      return reading.combined(
        with: text.withUTF8 { append($0, onlyASCII: false, known: &known, new: &new) })
    }

    /// Adds the words of `text` not added yet, and appends those `known` did not hold to
    /// `new` (adding them to it).
    ///
    /// - Returns: How the text reads: ``Reading/exact`` for any ASCII text.
    @discardableResult
    mutating func add(_ text: String, known: inout KnownWords, new: inout [String]) -> Reading {
      var text = text
      return text.withUTF8 { utf8 in
        // Read as it is, unless it is not ASCII: then lowercased as Unicode says, and
        // composed, first.
        if append(utf8, onlyASCII: true, known: &known, new: &new) == .exact { return .exact }
        var buffer: [UInt8] = []
        swap(&buffer, &folded)
        defer { swap(&buffer, &folded) }
        let lowered = Reading.lowercase(utf8, into: &buffer)
        let reading: Reading = lowered.hasJamo ? .unsound : .exact
        guard lowered.mayCompose else {
          return reading.combined(
            with: buffer.withUnsafeBufferPointer {
              append(
                UnsafeBufferPointer(rebasing: $0[..<lowered.count]), onlyASCII: false,
                known: &known, new: &new)
            })
        }
        var composed = buffer.withUnsafeBufferPointer {
          Reading.composed(UnsafeBufferPointer(rebasing: $0[..<lowered.count]))
        }
        return reading.combined(
          with: composed.withUTF8 { append($0, onlyASCII: false, known: &known, new: &new) })
      }
    }

    /// Appends the words of `utf8` (lowercased and composed unless it is ASCII) not seen
    /// yet, and says how it reads; when `onlyASCII`, appends nothing and returns
    /// ``Reading/unsound`` if `utf8` is not all ASCII.
    private mutating func append(
      _ utf8: UnsafeBufferPointer<UInt8>, onlyASCII: Bool, known: inout KnownWords,
      new: inout [String]
    ) -> Reading {
      guard let source = utf8.baseAddress, !utf8.isEmpty else { return .exact }
      let count = utf8.count
      // At most every byte and a space before each word.
      let needed = length + count + count / 2 + 1
      if storage.count < needed { storage += repeatElement(0, count: needed - storage.count) }
      if lowered.count < count + 8 { lowered += repeatElement(0, count: count + 8 - lowered.count) }
      let bitWords = count / 64 + 2
      if bits.count < bitWords { bits += repeatElement(0, count: bitWords - bits.count) }
      var reading = Reading.exact
      length = storage.withUnsafeMutableBufferPointer { storage in
        lowered.withUnsafeMutableBufferPointer { lowered in
          bits.withUnsafeMutableBufferPointer { bits in
            // Each holds at least `count` bytes, so none is empty.
            guard let output = storage.baseAddress, let lowered = lowered.baseAddress,
              let bits = bits.baseAddress
            else { return length }
            if !Self.classify(source, count, into: lowered, bits: bits) {
              guard !onlyASCII else {
                reading = .unsound
                return length
              }
              reading = Reading.markScalars(source, count, into: lowered, bits: bits)
            }
            return Self.appendWords(
              count, from: lowered, bits: bits, to: output, at: length, seen: &seen,
              known: &known, new: &new)
          }
        }
      }
      return reading
    }

    /// Lowercases the `count` bytes at `source` into `lowered` (0 where a byte is not an
    /// ASCII letter or digit), eight at a time, and sets a bit in `bits` (zeroed here,
    /// `count / 64 + 2` words) for each byte that is; returns whether all are ASCII.
    private static func classify(
      _ source: UnsafePointer<UInt8>, _ count: Int, into lowered: UnsafeMutablePointer<UInt8>,
      bits: UnsafeMutablePointer<UInt64>
    ) -> Bool {
      bits.update(repeating: 0, count: count / 64 + 2)
      var highBits: UInt64 = 0
      var offset = 0
      // Sixty-four bytes at a time, their bits gathered in a register.
      while offset &+ 64 <= count {
        var word: UInt64 = 0
        for part in 0..<8 {
          let at = offset &+ part &* 8
          let eight = UnsafeRawPointer(source + at).loadUnaligned(as: UInt64.self)
          highBits |= eight
          let (bytes, mask) = classify(eight)
          UnsafeMutableRawPointer(lowered + at).storeBytes(of: bytes, as: UInt64.self)
          word |= mask &<< UInt64(part &* 8)
        }
        bits[offset >> 6] = word
        offset &+= 64
      }
      while offset &+ 8 <= count {
        let eight = UnsafeRawPointer(source + offset).loadUnaligned(as: UInt64.self)
        highBits |= eight
        let (bytes, mask) = classify(eight)
        UnsafeMutableRawPointer(lowered + offset).storeBytes(of: bytes, as: UInt64.self)
        bits[offset >> 6] |= mask &<< UInt64(offset & 63)
        offset &+= 8
      }
      if offset < count {
        var tail: UInt64 = 0
        for index in 0..<(count &- offset) {
          tail |= UInt64(source[offset &+ index]) &<< UInt64(index &* 8)
        }
        highBits |= tail
        let (bytes, mask) = classify(tail)
        UnsafeMutableRawPointer(lowered + offset).storeBytes(of: bytes, as: UInt64.self)
        bits[offset >> 6] |= mask &<< UInt64(offset & 63)
      }
      return highBits & 0x8080_8080_8080_8080 == 0
    }

    /// Eight bytes (little-endian) classified at once: each byte lowercased when it is an
    /// ASCII letter, 0 unless it is an ASCII letter or digit; and a bit per such byte.
    @inline(__always)
    static func classify(_ x: UInt64) -> (lowered: UInt64, mask: UInt64) {
      let ones: UInt64 = 0x0101_0101_0101_0101
      let high = ones &* 0x80
      let low = x & ~high
      // A byte's high bit is set when its low seven bits are ≥ `bound` (`atLeast`) or
      // > `bound` (`above`); no byte carries into the next.
      func atLeast(_ bound: UInt64) -> UInt64 { low &+ (0x80 &- bound) &* ones }
      func above(_ bound: UInt64) -> UInt64 { low &+ (0x7F &- bound) &* ones }
      let ascii = ~x & high
      let digit = atLeast(0x30) & ~above(0x39)
      let upper = atLeast(0x41) & ~above(0x5A) & ascii
      let lower = atLeast(0x61) & ~above(0x7A)
      let word = (digit | upper | lower) & ascii
      let flags = word >> 7
      let lowered = (x | upper >> 2) & (flags &* 0xFF)
      return (lowered, (flags &* 0x0102_0408_1020_4080) >> 56)
    }

    /// Appends the words of `lowered` (`count` bytes, words where `bits` says) not in
    /// `seen` to `output` from `length` on; returns the new length.
    ///
    /// Each 64 bytes' bits give at once where words start and end in them, so finding
    /// the next word costs no branch.
    private static func appendWords(
      _ count: Int, from lowered: UnsafePointer<UInt8>, bits: UnsafePointer<UInt64>,
      to output: UnsafeMutablePointer<UInt8>, at length: Int, seen: inout WordTable,
      known: inout KnownWords, new: inout [String]
    ) -> Int {
      var length = length
      // The start of a word that goes on into the next 64 bytes.
      var open = 0
      var previous: UInt64 = 0
      var next = bits[0]
      for index in 0...(count >> 6) {
        let current = next
        next = bits[index &+ 1]
        var starts = current & ~(current &<< 1 | previous &>> 63)
        // A bit at each word's last byte.
        var ends = current & ~(current &>> 1 | next &<< 63)
        previous = current
        let base = index &<< 6
        if ends != 0, current & 1 != 0, starts & 1 == 0 {
          // A word from the 64 bytes before ends here.
          let end = base &+ ends.trailingZeroBitCount &+ 1
          ends &= ends &- 1
          length = add(lowered, open, end, to: output, length, &seen, &known, &new)
        }
        while ends != 0 {
          let start = base &+ starts.trailingZeroBitCount
          let end = base &+ ends.trailingZeroBitCount &+ 1
          starts &= starts &- 1
          ends &= ends &- 1
          length = add(lowered, start, end, to: output, length, &seen, &known, &new)
        }
        if starts != 0 { open = base &+ starts.trailingZeroBitCount }
      }
      return length
    }

    /// Appends the word at `start..<end` of `lowered` to `output` at `length` unless
    /// `seen` holds it; returns the new length.
    @inline(__always)
    private static func add(
      _ lowered: UnsafePointer<UInt8>, _ start: Int, _ end: Int,
      to output: UnsafeMutablePointer<UInt8>, _ length: Int, _ seen: inout WordTable,
      _ known: inout KnownWords, _ new: inout [String]
    ) -> Int {
      var length = length
      let size = end &- start
      let bytes = lowered + start
      // A word of up to eight bytes is its own key (never 0); a longer one has a hash.
      var short: UInt64 = 0
      var hash: UInt64 = 0
      if size <= 8 {
        short =
          UnsafeRawPointer(bytes).loadUnaligned(as: UInt64.self)
          & (~0 &>> UInt64((8 &- size) &* 8))
        guard seen.insert(short: short) else { return length }
      } else {
        var mixed = hashSeed
        var offset = 0
        while offset < size {
          mixed = mix(mixed, Self.chunk(bytes + offset, size &- offset))
          offset &+= 8
        }
        hash = finish(mixed, size)
        let at = length > 0 ? length &+ 1 : length
        guard seen.insert(hash: hash, word: bytes, count: size, at: at, in: UnsafePointer(output))
        else { return length }
      }
      if length > 0 {
        output[length] = Bytes.space
        length &+= 1
      }
      (output + length).update(from: bytes, count: size)
      known.insert(
        short: short, hash: hash, word: UnsafePointer(output + length), count: size, new: &new)
      return length &+ size
    }

    /// Forgets the words, keeping the storage.
    mutating func removeAll() {
      length = 0
      seen.removeAll()
    }

    /// The eight bytes at `bytes` (little-endian), those past the first `count` zeroed;
    /// all eight must be readable.
    @inline(__always)
    static func chunk(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> UInt64 {
      UnsafeRawPointer(bytes).loadUnaligned(as: UInt64.self)
        & (count >= 8 ? ~0 : (1 &<< UInt64(count &* 8)) &- 1)
    }

    /// A word's hash: ``mix(_:_:)`` of each eight bytes (little-endian, the last ones
    /// padded with zeros) from ``hashSeed``, then ``finish(_:_:)`` with its length.
    static let hashSeed: UInt64 = 0x9E37_79B9_7F4A_7C15

    @inline(__always)
    static func mix(_ hash: UInt64, _ chunk: UInt64) -> UInt64 {
      let mixed = (hash ^ chunk) &* 0xBF58_476D_1CE4_E5B9
      return mixed ^ mixed >> 31
    }

    @inline(__always)
    static func finish(_ hash: UInt64, _ count: Int) -> UInt64 {
      let finished = mix(hash, UInt64(truncatingIfNeeded: count))
      return finished == 0 ? 1 : finished
    }

    /// Whether the `count` bytes at `a` and at `b` are the same.
    @inline(__always)
    static func equal(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ count: Int) -> Bool {
      for offset in 0..<count where a[offset] != b[offset] { return false }
      return true
    }
  }

  /// The words a folder knows are in the vocabulary table already: one of up to eight
  /// bytes by those bytes alone (8 bytes a slot), a longer one by its hash with its bytes
  /// in one arena (bounded: forgotten past ``limit``, and written again, which the table
  /// ignores).
  struct KnownWords {
    private var arena: [UInt8] = []
    private var table = WordTable()
    /// Words held before the set is forgotten.
    ///
    /// 65,536 words take about 3 MB. Four times as many held about 12 MB while building
    /// (25 B a message at 200,000 messages of the realistic corpus) and saved no time the
    /// benchmark could see, since a word forgotten and met again costs one ignored insert.
    static let limit = 1 << 16

    /// Adds the `count` bytes at `word`, appending them to `new` as text when new.
    ///
    /// When `short` is not 0 the word has up to eight bytes, and `short` is those bytes
    /// (little-endian); otherwise `hash` is its hash, as ``Words`` makes it.
    @inline(__always)
    mutating func insert(
      short: UInt64, hash: UInt64, word: UnsafePointer<UInt8>, count: Int, new: inout [String]
    ) {
      if short != 0 {
        guard table.insert(short: short) else { return }
      } else {
        let isNew = arena.withUnsafeBufferPointer { arena in
          table.insert(
            hash: hash, word: word, count: count, at: arena.count, in: arena.baseAddress ?? word)
        }
        guard isNew else { return }
        arena.append(contentsOf: UnsafeBufferPointer(start: word, count: count))
      }
      new.append(String(decoding: UnsafeBufferPointer(start: word, count: count), as: UTF8.self))
      if table.count > Self.limit {
        arena.removeAll(keepingCapacity: true)
        table = WordTable()
      }
    }

    /// Words held.
    var count: Int { table.count }
  }

  /// An open-addressing set of words whose bytes are kept by its owner: per slot the
  /// word's hash, and its start and length in the owner's buffer.
  struct WordTable {
    private var hashes = [UInt64](repeating: 0, count: 1024)
    /// Per slot: start << 16 | length.
    private var places = [UInt64](repeating: 0, count: 1024)
    /// The slots in use, so emptying the table touches only them.
    private var used: [Int32] = []
    /// Words of up to eight bytes, by their bytes (see ``insert(short:)``); 0 is empty.
    private var shortKeys = [UInt64](repeating: 0, count: 1024)
    private var shortUsed: [Int32] = []

    /// Words held.
    var count: Int { used.count + shortUsed.count }

    /// Adds the word of one to eight bytes whose bytes, little-endian, are `key`;
    /// returns whether it was new.
    @inline(__always)
    mutating func insert(short key: UInt64) -> Bool {
      let mask = shortKeys.count &- 1
      var slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
      while true {
        let held = shortKeys[slot]
        if held == key { return false }
        if held == 0 { break }
        slot = (slot &+ 1) & mask
      }
      shortKeys[slot] = key
      shortUsed.append(Int32(slot))
      if shortUsed.count &* 2 >= shortKeys.count { growShort() }
      return true
    }

    /// Doubles the short words' slots and places every one again.
    private mutating func growShort() {
      let keys = shortUsed.map { shortKeys[Int($0)] }
      shortKeys = [UInt64](repeating: 0, count: shortKeys.count * 2)
      shortUsed.removeAll(keepingCapacity: true)
      for key in keys { _ = insert(short: key) }
    }

    /// Adds the `count` bytes at `word` with `hash`, recorded as at `start` of `buffer`
    /// (where the owner keeps them) unless a word with the same bytes is there already;
    /// returns whether it was new.
    @inline(__always)
    mutating func insert(
      hash: UInt64, word: UnsafePointer<UInt8>, count: Int, at start: Int,
      in buffer: UnsafePointer<UInt8>
    ) -> Bool {
      let mask = hashes.count - 1
      var slot = Int(truncatingIfNeeded: hash ^ hash >> 29) & mask
      while hashes[slot] != 0 {
        if hashes[slot] == hash {
          let place = places[slot]
          if Int(place & 0xFFFF) == count,
            Words.equal(buffer + Int(place >> 16), word, count)
          {
            return false
          }
        }
        slot = (slot + 1) & mask
      }
      guard count < 1 << 16 else { return true }
      hashes[slot] = hash
      places[slot] = UInt64(start) << 16 | UInt64(count)
      used.append(Int32(slot))
      if used.count &* 2 >= hashes.count { grow() }
      return true
    }

    /// Doubles the slots and places every entry again.
    private mutating func grow() {
      let entries = used.map { (hashes[Int($0)], places[Int($0)]) }
      hashes = [UInt64](repeating: 0, count: hashes.count * 2)
      places = [UInt64](repeating: 0, count: hashes.count)
      used.removeAll(keepingCapacity: true)
      let mask = hashes.count - 1
      for (hash, place) in entries {
        var slot = Int(truncatingIfNeeded: hash ^ hash >> 29) & mask
        while hashes[slot] != 0 { slot = (slot + 1) & mask }
        hashes[slot] = hash
        places[slot] = place
        used.append(Int32(slot))
      }
    }

    /// Forgets every entry; a table grown large gives its storage back.
    mutating func removeAll() {
      if hashes.count > 1 << 16 || shortKeys.count > 1 << 16 {
        self = WordTable()
      } else {
        for slot in used { hashes[Int(slot)] = 0 }
        used.removeAll(keepingCapacity: true)
        for slot in shortUsed { shortKeys[Int(slot)] = 0 }
        shortUsed.removeAll(keepingCapacity: true)
      }
    }
  }
}
