#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a mailbox looks like on disk, in a few `stat` calls: two stamps differ when
/// another program changed it in between.
///
/// For a Maildir, the modification times of `new/` and `cur/`: a directory's changes when
/// a file in it is created, renamed (flags), moved away or deleted. For an mbox, the
/// file's size and modification time. Nothing is read, so a reader can take one every
/// frame.
///
/// ```swift
/// let seen = MailboxStamp(of: mailbox)
/// // later
/// if MailboxStamp(of: mailbox) != seen { /* read the mailbox again */ }
/// ```
///
/// A change within the file system's timestamp granularity of the stamp being taken
/// (a few milliseconds) can go unseen until the next change.
public struct MailboxStamp: Equatable, Sendable {
  /// Per watched path: size, seconds and nanoseconds of the modification time, or -1s
  /// when it cannot be read.
  private var parts: [Int64] = []

  /// An mbox's size and modification time (seconds, nanoseconds); -1s when they cannot
  /// be read (for the summary cache).
  var sizeAndTime: [Int64] { Array(parts.prefix(3)) }

  /// An mbox's size when stamped; nil when it could not be read (or for a Maildir).
  package var mboxSize: Int? { parts.count == 3 && parts[0] >= 0 ? Int(parts[0]) : nil }

  /// The stamp of `mailbox` now.
  ///
  /// - Parameter mailbox: The mailbox (a Maildir folder or an mbox file).
  public init(of mailbox: Mailbox) {
    let paths =
      mailbox.format == .maildir ? [mailbox.path + "/new", mailbox.path + "/cur"] : [mailbox.path]
    for path in paths {
      var info = stat()
      if stat(path, &info) == 0 {
        #if canImport(Darwin)
          let time = info.st_mtimespec
        #else
          let time = info.st_mtim
        #endif
        parts += [Int64(info.st_size), Int64(time.tv_sec), Int64(time.tv_nsec)]
      } else {
        parts += [-1, -1, -1]
      }
    }
  }
}
