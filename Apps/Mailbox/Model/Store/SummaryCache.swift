import Foundation

/// The summaries of an mbox as its list had them, kept beside the search index so the
/// next launch lists an unchanged mbox without reading it, and an appended one reading
/// only what is new.
///
/// One file per mbox under `$XDG_CACHE_HOME/splitkit-mailbox/summaries` (or
/// `~/.cache/…`), named as the search index names its own. It holds the mbox's path, its
/// size and modification time when it was listed, the end of the last message listed and
/// a hash of the first and last 64 KiB before it (``Mailbox/mboxHash(end:)``), then the
/// summaries (``SummaryStore/encodedForCache()``, about 60 bytes a message), and last a
/// checksum of all that.
///
/// ``load(_:)`` trusts it only when the path is the mbox's and the checksum and the
/// summaries hold, and then:
/// - the mbox has the same size and modification time, and the same hash: it is listed
///   from the cache alone;
/// - the mbox is larger, the part listed has the same hash and a `From ` line starts
///   where it ended (an append): the cache lists that part, and the rest is read;
/// - anything else: nothing (the mbox is read, and the cache written again).
/// A damaged or foreign cache file is removed. The mbox is never written.
///
/// ```swift
/// let cache = SummaryCache(directory: SummaryCache.directory(), mailboxPath: mailbox.path)
/// if let cached = cache.load(mailbox) { list.appendCached(cached) /* read from cached.end */ }
/// // once the whole mbox is listed:
/// cache.save(list, of: mailbox, stamp: stampWhenListingBegan)
/// ```
package struct SummaryCache: Sendable {
  /// The cache file's path.
  package let path: String
  /// The absolute path of the mbox it is for.
  let mailboxPath: String

  /// What a cache gave: the summaries of an mbox's first messages.
  package struct Cached: Sendable {
    /// The summaries, in mailbox order.
    let store: SummaryStore
    /// How many there are.
    package var count: Int { store.count }
    /// The end (bytes) of the last one: where reading goes on.
    package let end: Int
  }

  /// What a cache file starts with: its format, version 1.
  static let magic = Array("splitkit-mailbox summaries 1\n".utf8)

  /// The cache of the mbox at `mailboxPath` (absolute) in `directory`.
  package init(directory: String, mailboxPath: String) {
    self.mailboxPath = mailboxPath
    let name = SearchIndex.fileName(for: mailboxPath)
    path = directory + "/" + name.dropLast(".sqlite".count) + ".summaries"
  }

  /// The directory of the summary caches for `environment`:
  /// `$XDG_CACHE_HOME/splitkit-mailbox/summaries`, or `~/.cache/splitkit-mailbox/summaries`
  /// when it is unset or not absolute (beside the search indexes).
  package static func directory(
    environment: [String: String] = ProcessInfo.processInfo.environment
  )
    -> String
  {
    let search = SearchIndex.cacheDirectory(environment: environment)
    return String(search.dropLast("search".count)) + "summaries"
  }

  /// The summaries the cache holds for `mailbox` as it is now, and the end of the last
  /// one: the mbox's size when they are all of it; nil when the cache is missing, stale,
  /// damaged or another mailbox's (a damaged or foreign one is removed).
  ///
  /// - Complexity: O(cache size): one read of the file, one pass to check it and one to
  ///   decode it, and 128 KiB of the mbox read.
  package func load(_ mailbox: Mailbox) -> Cached? {
    // Read once into the bytes decoded (a million messages are 60 MB: no copy of them).
    guard mailbox.format == .mbox, mailbox.path == mailboxPath,
      let file = try? ReadOnlyFile(path: path), let size = try? file.size(),
      let bytes = try? file.read(at: 0, count: size), bytes.count == size
    else { return nil }
    guard let header = Header(bytes, path: Array(mailboxPath.utf8)) else {
      try? FileManager.default.removeItem(atPath: path)
      return nil
    }
    let now = MailboxStamp(of: mailbox).sizeAndTime
    guard now.count == 3, now[0] >= 0, header.end <= now[0],
      (try? mailbox.mboxHash(end: Int(header.end))) == header.hash
    else { return nil }
    let unchanged = now == header.stamp && header.end == now[0]
    if !unchanged {
      // Appended: the part listed is the same and ends with a blank line, and a `From `
      // line follows, so reading it whole would start a message there too.
      let end = Int(header.end)
      guard now[0] > header.end, end >= 2,
        let around = try? mailbox.mboxBytes(in: [max(0, end - 4)..<end, end..<(end + 5)]),
        Self.endsWithBlankLine(around.bytes[0]), around.bytes[1] == Bytes.fromSpace
      else { return nil }
    }
    guard
      let store = SummaryStore.decodingCache(
        header.payload, count: Int(header.count), end: Int(header.end))
    else {
      try? FileManager.default.removeItem(atPath: path)
      return nil
    }
    return Cached(store: store, end: Int(header.end))
  }

  /// ``save(_:of:stamp:)`` on another thread: a million messages take a few hundred
  /// milliseconds to encode and write.
  package func saveInBackground(_ list: MessageList, of mailbox: Mailbox, stamp: MailboxStamp) {
    DispatchQueue.global(qos: .utility).async { save(list, of: mailbox, stamp: stamp) }
  }

  /// Whether `bytes` end with a blank line: a line break (LF or CRLF) after another.
  static func endsWithBlankLine(_ bytes: [UInt8]) -> Bool {
    var rest = bytes[...]
    for _ in 0..<2 {
      guard rest.last == Bytes.lf else { return false }
      rest = rest.dropLast()
      if rest.last == Bytes.cr { rest = rest.dropLast() }
    }
    return true
  }

  /// Writes the summaries of `list`, the whole of `mailbox` listed from its bytes as
  /// `stamp` saw them, unless the mbox changed since (then the next launch reads it).
  ///
  /// Written to a file beside the cache and renamed over it, so a reader never sees half
  /// of one.
  ///
  /// - Returns: Whether it was written.
  @discardableResult
  package func save(_ list: MessageList, of mailbox: Mailbox, stamp: MailboxStamp) -> Bool {
    let store = list.summaries
    guard mailbox.format == .mbox, mailbox.path == mailboxPath,
      MailboxStamp(of: mailbox) == stamp, let (payload, end) = store.encodedForCache(),
      let hash = try? mailbox.mboxHash(end: end)
    else { return false }
    let size = stamp.sizeAndTime
    guard size.count == 3, size[0] >= Int64(end) else { return false }
    var bytes = Self.magic
    let path = Array(mailboxPath.utf8)
    for value in [Int64(store.count), Int64(end)] + size + [hash, Int64(path.count)] {
      bytes += Header.littleEndian(value)
    }
    bytes += path
    bytes += payload
    bytes += Header.littleEndian(Int64(bitPattern: Header.checksum(bytes[...])))
    let directory = (self.path as NSString).deletingLastPathComponent
    let temporary = self.path + ".new"
    do {
      try FileManager.default.createDirectory(
        atPath: directory, withIntermediateDirectories: true)
      try Data(bytes).write(to: URL(fileURLWithPath: temporary))
      guard rename(temporary, self.path) == 0 else { return false }
      return true
    } catch {
      return false
    }
  }

  /// A cache file's header, checked: the format, the mbox's path, the checksum.
  private struct Header {
    var count: Int64
    var end: Int64
    /// The mbox's size and modification time (seconds, nanoseconds) when listed.
    var stamp: [Int64]
    var hash: Int64
    /// The summaries' bytes, within the file's.
    var payload: ArraySlice<UInt8>

    /// The header of `bytes`; nil when it is not a cache file of this format, is another
    /// mbox's than the one at `path`, or its summaries do not match their checksum.
    init?(_ file: [UInt8], path: [UInt8]) {
      var position = SummaryCache.magic.count
      guard file.starts(with: SummaryCache.magic), file.count >= position + 8 else { return nil }
      /// The eight bytes at `offset`, little-endian.
      func number(at offset: Int) -> Int64 {
        file[offset..<(offset + 8)].reversed().reduce(0) { $0 << 8 | Int64($1) }
      }
      // Everything before the checksum, the header too: a damaged byte anywhere shows.
      let bytes = file[..<(file.count - 8)]
      guard UInt64(bitPattern: number(at: bytes.count)) == Self.checksum(bytes) else { return nil }
      func next() -> Int64? {
        guard position + 8 <= bytes.count else { return nil }
        defer { position += 8 }
        return number(at: position)
      }
      guard let count = next(), let end = next(), let size = next(), let seconds = next(),
        let nanoseconds = next(), let hash = next(), let pathLength = next(), count >= 0,
        end >= 0, pathLength == path.count, pathLength <= bytes.count - position,
        bytes[position..<(position + path.count)].elementsEqual(path)
      else { return nil }
      position += path.count
      (self.count, self.end, stamp, self.hash) = (count, end, [size, seconds, nanoseconds], hash)
      payload = bytes[position...]
    }

    /// `value`'s eight bytes, little-endian.
    static func littleEndian(_ value: Int64) -> [UInt8] {
      (0..<8).map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
    }

    /// A 64-bit checksum of `bytes`, eight at a time: a damaged byte changes it.
    static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt64 {
      bytes.withUnsafeBytes { raw in
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(raw.count)
        var position = 0
        while position + 8 <= raw.count {
          let word = raw.loadUnaligned(fromByteOffset: position, as: UInt64.self)
          hash = (hash ^ word) &* 0x100_0000_01b3
          hash ^= hash >> 29
          position += 8
        }
        while position < raw.count {
          hash = (hash ^ UInt64(raw[position])) &* 0x100_0000_01b3
          position += 1
        }
        return hash
      }
    }
  }
}
