extension SearchIndex {
  /// The sender and subject of one list position, as the list's summary has them: what
  /// plain words, `from:` and `subject:` compare (``SearchQuery/IndexMatcher``), so the
  /// index's words for them are exactly those texts' words.
  ///
  /// Their UTF-8 bytes, as slices: of the summary store's own text
  /// (``init(_:at:)``, used at once), or of one buffer copied for a batch of positions
  /// (``Queue``, handed to the builder's thread with the messages' locations without a
  /// String per text, or a reference to the store). ``hash`` tells a message
  /// indexed with other texts (a summary made differently since), which is indexed again.
  ///
  /// ```swift
  /// let headers = SearchIndex.Headers(store, at: 0)
  /// String(decoding: headers.address, as: UTF8.self)   // "ada@example.org"
  /// ```
  struct Headers: Sendable {
    /// The sender's name.
    let name: ArraySlice<UInt8>
    /// The sender's address.
    let address: ArraySlice<UInt8>
    /// The subject.
    let subject: ArraySlice<UInt8>
    /// A hash of the three texts' bytes, stored with the message's row.
    let hash: Int64

    /// The texts of the message at `position` of `store`, as slices of the store's text.
    init(_ store: SummaryStore, at position: Int) {
      let (name, address, subject) = store.searchedText(at: position)
      self.init(name: name.bytes, address: address.bytes, subject: subject.bytes)
    }

    /// The texts with these UTF-8 bytes.
    init(name: ArraySlice<UInt8>, address: ArraySlice<UInt8>, subject: ArraySlice<UInt8>) {
      self.name = name
      self.address = address
      self.subject = subject
      hash = Self.hash(name, address, subject)
    }

    /// The ``hash`` of the texts of the message at `position` of `store`, without
    /// making its headers.
    static func hash(_ store: SummaryStore, at position: Int) -> Int64 {
      let (name, address, subject) = store.searchedText(at: position)
      return hash(name.bytes, address.bytes, subject.bytes)
    }

    /// FNV-1a of the three texts' bytes, each followed by a byte no UTF-8 text holds.
    private static func hash(
      _ name: ArraySlice<UInt8>, _ address: ArraySlice<UInt8>, _ subject: ArraySlice<UInt8>
    ) -> Int64 {
      var hash: UInt64 = 0xcbf2_9ce4_8422_2325
      func add(_ part: ArraySlice<UInt8>) {
        for byte in part { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        hash = (hash ^ 0xFF) &* 0x100_0000_01b3
      }
      add(name)
      add(address)
      add(subject)
      return Int64(bitPattern: hash)
    }

    /// The senders and subjects of list positions waiting for the builder, in one buffer,
    /// copied from the store (nothing else of it is kept, so the reader's store is never
    /// copied when it grows) without a String or array per text.
    struct Queue {
      private var bytes: [UInt8] = []
      /// Where each text ends in ``bytes``: three per position.
      private var ends: [Int] = []

      /// Positions held.
      var count: Int { ends.count / 3 }

      /// Adds the texts of the message at `position` of `store`.
      mutating func append(_ store: SummaryStore, at position: Int) {
        let (name, address, subject) = store.searchedText(at: position)
        for text in [name, address, subject] {
          bytes += text.bytes
          ends.append(bytes.count)
        }
      }

      /// The texts of the positions held at `range`, as slices of one buffer of theirs.
      func headers(_ range: Range<Int>) -> [Headers] {
        guard !range.isEmpty else { return [] }
        let base = range.lowerBound == 0 ? 0 : ends[range.lowerBound * 3 - 1]
        let copied = Array(bytes[base..<ends[range.upperBound * 3 - 1]])
        return range.map { number in
          let start = (number == 0 ? 0 : ends[number * 3 - 1]) - base
          let (name, address, subject) = (
            ends[number * 3] - base, ends[number * 3 + 1] - base, ends[number * 3 + 2] - base
          )
          return Headers(
            name: copied[start..<name], address: copied[name..<address],
            subject: copied[address..<subject])
        }
      }

      /// Drops the first `count` positions.
      mutating func removeFirst(_ count: Int) {
        guard count > 0 else { return }
        let dropped = ends[count * 3 - 1]
        bytes.removeFirst(dropped)
        ends.removeFirst(count * 3)
        for index in ends.indices { ends[index] -= dropped }
      }

      /// Drops every position.
      mutating func removeAll() {
        bytes.removeAll()
        ends.removeAll()
      }
    }
  }
}
