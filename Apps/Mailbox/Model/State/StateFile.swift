#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The few file operations ``StateStore`` needs, done with POSIX calls so that every
/// failure can be told as a sentence (`strerror`), and nothing ever follows a symbolic
/// link, blocks on a FIFO or removes a directory.
enum StateFile {
  /// What is at a path, without following a final symbolic link.
  enum Kind: Equatable {
    /// Nothing.
    case missing
    /// A regular file of this many bytes.
    case regular(size: Int)
    /// Something else, described for a message ("is a directory").
    case other(String)
  }

  /// The `strerror` text of `code`, as a sentence fragment ("Permission denied").
  static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }

  /// What is at `path`.
  ///
  /// - Throws: the `strerror` text when the path cannot be examined (a parent is not
  ///   searchable, a symbolic-link loop, a name too long).
  static func kind(of path: String) throws(Failure) -> Kind {
    var info = stat()
    guard lstat(path, &info) == 0 else {
      if errno == ENOENT || errno == ENOTDIR { return .missing }
      throw Failure(reason: reason(errno))
    }
    switch info.st_mode & S_IFMT {
    case S_IFREG: return .regular(size: Int(info.st_size))
    case S_IFDIR: return .other("is a directory, not a state file")
    case S_IFLNK: return .other("is a symbolic link, not a state file")
    default: return .other("is not a regular file")
    }
  }

  /// Reads at most `limit` bytes of the regular file at `path`; nil when it has more.
  ///
  /// - Throws: the `strerror` text when it cannot be opened or read.
  static func contents(of path: String, limit: Int) throws(Failure) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
    guard descriptor >= 0 else { throw Failure(reason: reason(errno)) }
    defer { close(descriptor) }
    var bytes = [UInt8](repeating: 0, count: limit + 1)
    let (filled, failure) = bytes.withUnsafeMutableBytes { raw in
      repeatUntilDone(raw.count) { done in
        read(descriptor, raw.baseAddress?.advanced(by: done), raw.count - done)
      }
    }
    if failure != 0 { throw Failure(reason: reason(failure)) }
    guard filled <= limit else { return nil }
    bytes.removeSubrange(filled...)
    return bytes
  }

  /// Writes `bytes` to `path` atomically: a new file beside it, then a rename over it.
  ///
  /// Missing parent directories are created (mode 0700).
  ///
  /// - Throws: a sentence naming what could not be created or written, and why.
  static func writeAtomically(_ bytes: [UInt8], to path: String) throws(Failure) {
    let directory = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
    try createDirectories(directory.joined(separator: "/"))
    let temporary = path + ".tmp-\(getpid())"
    let descriptor = open(
      temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, mode_t(0o600))
    guard descriptor >= 0 else {
      throw Failure(reason: "cannot create \(temporary): \(reason(errno))")
    }
    let (written, writeFailure) = bytes.withUnsafeBytes { raw in
      repeatUntilDone(raw.count) { done in
        write(descriptor, raw.baseAddress?.advanced(by: done), raw.count - done)
      }
    }
    var failure = writeFailure
    if failure == 0, written < bytes.count { failure = EIO }
    if failure == 0, fsync(descriptor) != 0 { failure = errno }
    if close(descriptor) != 0, failure == 0 { failure = errno }
    if failure == 0, rename(temporary, path) != 0 { failure = errno }
    guard failure == 0 else {
      unlink(temporary)
      throw Failure(reason: "cannot write it: \(reason(failure))")
    }
  }

  /// Calls `step` with the bytes done so far until `count` are done, it returns 0 (end of
  /// file) or it fails with anything but `EINTR`.
  ///
  /// - Returns: the bytes done and the `errno` of the failure, or 0.
  private static func repeatUntilDone(_ count: Int, _ step: (Int) -> Int) -> (Int, Int32) {
    var done = 0
    while done < count {
      let result = step(done)
      if result < 0, errno == EINTR { continue }
      if result < 0 { return (done, errno) }
      if result == 0 { break }
      done += result
    }
    return (done, 0)
  }

  /// Creates `directory` and its missing parents.
  private static func createDirectories(_ directory: String) throws(Failure) {
    guard !directory.isEmpty else { return }
    var info = stat()
    if stat(directory, &info) == 0 {
      guard info.st_mode & S_IFMT == S_IFDIR else {
        throw Failure(reason: "\(directory) is not a directory")
      }
      return
    }
    let parent = directory.split(separator: "/", omittingEmptySubsequences: false).dropLast()
    try createDirectories(parent.joined(separator: "/"))
    guard mkdir(directory, mode_t(0o700)) == 0 || errno == EEXIST else {
      throw Failure(reason: "cannot create the directory \(directory): \(reason(errno))")
    }
  }

  /// Why an operation failed: a sentence fragment without the state file's path.
  struct Failure: Error {
    /// "Permission denied", "cannot create the directory /x: Read-only file system".
    var reason: String
  }
}
