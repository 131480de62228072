#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A Maildir's directory held open, so its message files are listed with `readdir` and
/// opened with `openat` relative to it (no path walk from `/` per file).
///
/// Immutable after opening, so one instance can be shared by indexers on any thread.
final class MaildirDirectory: Sendable {
  private let descriptor: Int32
  /// `cur/` and `new/` held open too (-1 if they cannot be), so a message file is opened
  /// by its name alone: one path component for the kernel to look up, not two.
  private let current: Int32
  private let new: Int32
  /// The Maildir's absolute path, for error messages.
  let path: String

  /// Opens the directory at `path`.
  ///
  /// - Throws: ``MailboxError`` `.notFound`, `.permissionDenied` or `.unreadable`.
  init(path: String) throws(MailboxError) {
    descriptor = try ReadOnlyFile.openDescriptor(path, flags: O_DIRECTORY)
    current = openat(descriptor, "cur", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    new = openat(descriptor, "new", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    self.path = path
  }

  deinit {
    for held in [descriptor, current, new] where held >= 0 { close(held) }
  }

  #if os(Linux)
    /// `O_NOATIME` (Linux): reading a message does not write its access time.
    private static let noAccessTime: Int32 = 0o1_000_000
  #else
    private static let noAccessTime: Int32 = 0
  #endif

  /// Opens `relativePath` (such as `cur/1700000000.M1P2.host:2,S`) read-only, without
  /// updating its access time where the file's owner allows that.
  ///
  /// `O_NONBLOCK`, so a file replaced by a FIFO since it was listed cannot hang the
  /// reader (reading it then fails); it changes nothing for a regular file.
  ///
  /// - Returns: the descriptor, or nil if it cannot be opened.
  func openFile(_ relativePath: String) -> Int32? {
    let flags = O_RDONLY | O_CLOEXEC | O_NONBLOCK
    return relativePath.withCString { path in
      // "cur/NAME" or "new/NAME": NAME in the directory held open.
      var (directory, name) = (descriptor, path)
      if strncmp(path, "cur/", 4) == 0, current >= 0 {
        (directory, name) = (current, path + 4)
      } else if strncmp(path, "new/", 4) == 0, new >= 0 {
        (directory, name) = (new, path + 4)
      }
      var file = openat(directory, name, flags | Self.noAccessTime)
      // O_NOATIME is refused (EPERM) for files the reader does not own.
      if file < 0, errno == EPERM, Self.noAccessTime != 0 {
        file = openat(directory, name, flags)
      }
      return file >= 0 ? file : nil
    }
  }

  /// The message files in `cur/` and `new/` in delivery order, and how many others there are.
  ///
  /// Delivery order is by name, byte by byte (the same name in both: `cur/` first). The
  /// others are entries that are not regular files: symbolic-link loops, dangling links,
  /// FIFOs, folders. Names starting with `.` are ignored.
  ///
  /// A file's type comes from `readdir`; only where the file system does not say, or for a
  /// symbolic link, is it asked with `stat` (which follows the link).
  ///
  /// - Throws: ``MailboxError`` `.readFailed` if `cur/` or `new/` cannot be listed.
  func messageEntries() throws(MailboxError) -> (entries: [MaildirEntry], unusable: Int) {
    var paths: [String] = []
    var keys: [SortKey] = []
    var unusable = 0
    for sub in ["cur", "new"] {
      let subdirectory = openat(descriptor, sub, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
      guard subdirectory >= 0, let stream = fdopendir(subdirectory) else {
        if subdirectory >= 0 { close(subdirectory) }
        throw MailboxError(
          code: .readFailed, path: path + "/" + sub, problem: "cannot list the directory")
      }
      defer { closedir(stream) }
      let prefix = Array((sub + "/").utf8)
      while let entry = readdir(stream) {
        let name = Self.name(of: entry)
        guard let base = name.baseAddress, let first = name.first, first != UInt8(ascii: ".")
        else { continue }
        let isRegular: Bool
        switch Int32(entry.pointee.d_type) {
        case Int32(DT_REG): isRegular = true
        case Int32(DT_UNKNOWN), Int32(DT_LNK):
          var info = stat()
          // The name is NUL-terminated in the dirent.
          let cName = UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self)
          isRegular =
            fstatat(subdirectory, cName, &info, 0) == 0 && info.st_mode & S_IFMT == S_IFREG
        default: isRegular = false
        }
        guard isRegular else {
          unusable += 1
          continue
        }
        keys.append(SortKey(name: name, index: paths.count))
        // "cur/NAME" made at once: one string per message.
        paths.append(
          String(unsafeUninitializedCapacity: prefix.count + name.count) { buffer in
            _ = buffer.initialize(from: prefix)
            _ = buffer[prefix.count...].initialize(from: name)
            return prefix.count + name.count
          })
      }
    }
    // Integer keys only, so the sort moves no strings; names that share their first 16
    // bytes are compared whole (the same name in both: cur/ first, as "c" < "n").
    keys.sort { a, b in
      if a.high != b.high { return a.high < b.high }
      if a.low != b.low { return a.low < b.low }
      let (nameA, nameB) = (paths[a.index].utf8.dropFirst(4), paths[b.index].utf8.dropFirst(4))
      if !nameA.elementsEqual(nameB) { return nameA.lexicographicallyPrecedes(nameB) }
      return paths[a.index].utf8.lexicographicallyPrecedes(paths[b.index].utf8)
    }
    let entries = keys.map { key in
      let path = paths[key.index]
      return MaildirEntry(relativePath: path, isInNew: path.utf8.first == UInt8(ascii: "n"))
    }
    return (entries, unusable)
  }

  /// The name of a directory entry (without its terminating NUL).
  private static func name(of entry: UnsafeMutablePointer<dirent>) -> UnsafeBufferPointer<UInt8> {
    let offset = MemoryLayout<dirent>.offset(of: \dirent.d_name) ?? 0
    let start = UnsafeRawPointer(entry).advanced(by: offset).assumingMemoryBound(to: UInt8.self)
    return UnsafeBufferPointer(start: start, count: strlen(start))
  }

  /// A listed name's first 16 bytes, big-endian, as two integers (most comparisons are
  /// two integer compares instead of a `String` comparison), and where the name is.
  private struct SortKey {
    var high: UInt64
    var low: UInt64
    var index: Int

    init(name: UnsafeBufferPointer<UInt8>, index: Int) {
      var high: UInt64 = 0
      var low: UInt64 = 0
      for position in 0..<16 {
        let byte = UInt64(position < name.count ? name[position] : 0)
        if position < 8 { high = high << 8 | byte } else { low = low << 8 | byte }
      }
      self.high = high
      self.low = low
      self.index = index
    }
  }
}
