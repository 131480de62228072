#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Tells when another program may have changed the mailboxes the reader shows, through
/// one file descriptor a host waits on (``fileDescriptor``): readable once something
/// happened, quiet otherwise.
///
/// On Linux it is an inotify descriptor watching a Maildir's `new/` and `cur/` (a file
/// delivered, renamed for its flags, moved away or deleted) or an mbox file (written,
/// replaced, removed), so nothing wakes the reader while nothing changes. Where inotify is
/// unavailable, turned off, or out of watches (`max_user_watches`, `max_user_instances`),
/// it is a timer that ticks every ``fallbackInterval`` instead (a `timerfd`), and the
/// reader checks then. Either way the reader then compares the mailbox's
/// ``MailboxStamp`` and reads what changed; the watcher itself reads no mail.
///
/// ```swift
/// let watcher = MailboxWatcher(fallbackInterval: .seconds(30))
/// watcher.watch(["/home/ann/Mail/cur", "/home/ann/Mail/new"])
/// host.watch(readable: watcher.fileDescriptor) {
///   if watcher.drain() != [] { app.checkForChanges() }
/// }
/// ```
public final class MailboxWatcher {
  /// How the watcher learns of changes.
  public enum Mode: Sendable, Hashable {
    /// inotify: a wake for each change, none otherwise.
    case inotify
    /// A timer: a wake every interval, changed or not.
    case timer(Duration)
  }

  /// The descriptor to wait on; -1 when there is neither inotify nor a timer.
  public private(set) var fileDescriptor: Int32 = -1
  /// How changes are learnt.
  public private(set) var mode: Mode
  /// How often the timer ticks where inotify cannot be used.
  public let fallbackInterval: Duration
  /// The paths watched now, by inotify's watch descriptor.
  private var watches: [Int32: String] = [:]

  /// The inotify events that mean a Maildir directory or an mbox file changed.
  private static let events: UInt32 = {
    #if os(Linux)
      let directory = IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO
      let file = IN_MODIFY | IN_CLOSE_WRITE | IN_ATTRIB | IN_MOVE_SELF | IN_DELETE_SELF
      return UInt32(directory | file)
    #else
      return 0
    #endif
  }()

  /// Makes a watcher, on inotify when `usesInotify` and the system has it, else on a timer.
  ///
  /// - Parameters:
  ///   - fallbackInterval: The timer's interval (30 s in the reader; the settings' `[watch]
  ///     interval`).
  ///   - usesInotify: False to use the timer even where inotify works (the settings'
  ///     `[watch] inotify = no`, for file systems whose changes inotify does not see, such
  ///     as NFS written by another machine).
  public init(fallbackInterval: Duration = .seconds(30), usesInotify: Bool = true) {
    self.fallbackInterval = fallbackInterval
    mode = .timer(fallbackInterval)
    #if os(Linux)
      if usesInotify {
        let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        if descriptor >= 0 {
          fileDescriptor = descriptor
          mode = .inotify
          return
        }
      }
    #endif
    startTimer()
  }

  deinit {
    if fileDescriptor >= 0 { close(fileDescriptor) }
  }

  /// Watches exactly `paths` from now on (Maildir `cur/` and `new/` directories, mbox
  /// files), dropping the ones watched before that are not among them.
  ///
  /// When inotify has no watch left for one of them, the watcher turns to the timer: its
  /// ``fileDescriptor`` changes, and the caller waits on the new one.
  ///
  /// - Parameter paths: Absolute paths.
  public func watch(_ paths: [String]) {
    guard mode == .inotify else { return }
    #if os(Linux)
      let wanted = Set(paths)
      for (watch, path) in watches where !wanted.contains(path) {
        inotify_rm_watch(fileDescriptor, watch)
        watches[watch] = nil
      }
      let present = Set(watches.values)
      for path in paths where !present.contains(path) {
        let watch = inotify_add_watch(fileDescriptor, path, Self.events)
        if watch >= 0 {
          watches[watch] = path
        } else if errno == ENOSPC || errno == ENOMEM {
          // Out of watches: a timer sees every path, as the reader checks them all.
          close(fileDescriptor)
          fileDescriptor = -1
          watches = [:]
          startTimer()
          return
        }
        // A path that is gone or unreadable is not watched; its folder says so when read.
      }
    #endif
  }

  /// Reads what is pending on ``fileDescriptor`` (inotify events, timer ticks), so the
  /// host's wait blocks again.
  ///
  /// - Returns: The watched paths that changed (empty when nothing was pending), or nil
  ///   when anything may have: a timer tick, or inotify's queue overflowed.
  public func drain() -> Set<String>? {
    guard fileDescriptor >= 0 else { return [] }
    var buffer = [UInt8](repeating: 0, count: 16 << 10)
    var changed: Set<String>? = []
    while true {
      let count = buffer.withUnsafeMutableBytes { read(fileDescriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return changed }
      guard mode == .inotify else {
        changed = nil
        continue
      }
      // struct inotify_event: wd, mask, cookie, len (4 bytes each), then len bytes of name.
      var offset = 0
      while offset + 16 <= count {
        let (watch, length) = buffer.withUnsafeBytes { raw in
          (
            raw.loadUnaligned(fromByteOffset: offset, as: Int32.self),
            Int(raw.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
          )
        }
        if let path = watches[watch] {
          changed?.insert(path)
        } else if watch < 0 {
          changed = nil  // IN_Q_OVERFLOW: events were lost
        }
        offset += 16 + length
      }
    }
  }

  /// Whether the watcher follows `path` (a path given to ``watch(_:)``) by inotify.
  ///
  /// - Parameter path: A path.
  /// - Returns: Whether inotify watches it.
  public func isWatching(_ path: String) -> Bool { watches.values.contains(path) }

  /// Replaces the descriptor with a timer of ``fallbackInterval`` (none where the
  /// system has no `timerfd`).
  private func startTimer() {
    mode = .timer(fallbackInterval)
    #if os(Linux)
      guard let create = Self.timerCreate, let set = Self.timerSet else { return }
      // TFD_NONBLOCK and TFD_CLOEXEC are O_NONBLOCK and O_CLOEXEC.
      let descriptor = create(CLOCK_MONOTONIC, O_NONBLOCK | O_CLOEXEC)
      guard descriptor >= 0 else { return }
      let (seconds, attoseconds) = fallbackInterval.components
      let nanoseconds = Int(attoseconds / 1_000_000_000)
      var interval = timespec(tv_sec: Int(max(seconds, 0)), tv_nsec: nanoseconds)
      if interval.tv_sec == 0 && interval.tv_nsec == 0 { interval.tv_sec = 1 }
      var specification = itimerspec(it_interval: interval, it_value: interval)
      _ = set(descriptor, 0, &specification, nil)
      fileDescriptor = descriptor
    #endif
  }

  #if os(Linux)
    private typealias TimerCreate = @convention(c) (Int32, Int32) -> Int32
    private typealias TimerSet =
      @convention(c) (
        Int32, Int32, UnsafePointer<itimerspec>, UnsafeMutablePointer<itimerspec>?
      ) -> Int32
    /// glibc's `timerfd_create` and `timerfd_settime`, looked up once (Swift's Glibc
    /// module does not import `sys/timerfd.h`).
    private static let timerCreate: TimerCreate? = dlsym(nil, "timerfd_create").map {
      unsafeBitCast($0, to: TimerCreate.self)
    }
    private static let timerSet: TimerSet? = dlsym(nil, "timerfd_settime").map {
      unsafeBitCast($0, to: TimerSet.self)
    }
  #endif
}
