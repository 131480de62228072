#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file opened with `O_RDONLY` and read with `pread`: the mailbox is never written.
///
/// Immutable after opening, so one instance can be shared by the indexer and by
/// on-demand message reads on any thread.
final class ReadOnlyFile: Sendable {
  private let descriptor: Int32
  /// The path it was opened with.
  let path: String

  /// Opens `path` read-only.
  ///
  /// - Throws: ``MailboxError`` `.notFound` or `.permissionDenied` (or `.readFailed`).
  init(path: String) throws(MailboxError) {
    descriptor = try Self.openDescriptor(path, flags: 0)
    self.path = path
  }

  /// Opens `path` with `O_RDONLY | O_CLOEXEC` and `flags`.
  ///
  /// - Returns: the descriptor.
  /// - Throws: ``MailboxError`` mapped from `errno` (``error(_:path:)``).
  static func openDescriptor(_ path: String, flags: Int32) throws(MailboxError) -> Int32 {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | flags)
    guard descriptor >= 0 else { throw error(errno, path: path) }
    return descriptor
  }

  deinit { close(descriptor) }

  /// The current size of the file in bytes.
  func size() throws(MailboxError) -> Int {
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw Self.error(errno, path: path) }
    return Int(info.st_size)
  }

  /// Reads up to `count` bytes at `offset`; fewer only at the end of the file.
  func read(at offset: Int, count: Int) throws(MailboxError) -> [UInt8] {
    guard count > 0 else { return [] }
    // Not zeroed first: the read fills it, and only what it filled is kept.
    var failure: MailboxError?
    let buffer = [UInt8](unsafeUninitializedCapacity: count) { raw, filled in
      let result = Result { () throws(MailboxError) -> Int in
        try read(at: offset, into: UnsafeMutableRawBufferPointer(raw))
      }
      switch result {
      case .success(let count): filled = count
      case .failure(let error): (failure, filled) = (error, 0)
      }
    }
    if let failure { throw failure }
    return buffer
  }

  /// Reads into `buffer` from `offset` until it is full or the file ends.
  ///
  /// - Returns: how many bytes were read; fewer than `buffer.count` only at the end.
  func read(at offset: Int, into buffer: UnsafeMutableRawBufferPointer) throws(MailboxError)
    -> Int
  {
    guard let base = buffer.baseAddress else { return 0 }
    var filled = 0
    while filled < buffer.count {
      let got = pread(descriptor, base + filled, buffer.count - filled, off_t(offset + filled))
      if got < 0 {
        if errno == EINTR { continue }
        throw Self.error(errno, path: path)
      }
      if got == 0 { break }
      filled += got
    }
    return filled
  }

  /// Maps an `errno` to a ``MailboxError``.
  static func error(_ code: Int32, path: String) -> MailboxError {
    switch code {
    case ENOENT, ENOTDIR:
      MailboxError(code: .notFound, path: path, problem: "no such file or directory")
    case EACCES, EPERM:
      MailboxError(code: .permissionDenied, path: path, problem: "permission denied")
    case ELOOP:
      MailboxError(
        code: .unreadable, path: path,
        problem: "cannot be opened: too many levels of symbolic links (a symbolic-link loop?)")
    case ENAMETOOLONG:
      MailboxError(
        code: .unreadable, path: path, problem: "cannot be opened: the path is too long")
    default:
      MailboxError(
        code: .readFailed, path: path, problem: "cannot read (\(String(cString: strerror(code))))")
    }
  }

  /// What is at `path`: a regular file, a directory, something else, or an error.
  static func kind(of path: String) throws(MailboxError) -> FileKind {
    var info = stat()
    guard stat(path, &info) == 0 else { throw error(errno, path: path) }
    switch info.st_mode & S_IFMT {
    case S_IFREG: return .regular
    case S_IFDIR: return .directory
    default: return .other
    }
  }

  /// Whether the directory at `path` can be listed.
  static func isReadableDirectory(_ path: String) -> Bool { access(path, R_OK | X_OK) == 0 }

  /// The kinds of filesystem object ``kind(of:)`` tells apart.
  enum FileKind { case regular, directory, other }
}
