#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Changes Maildir message files by the convention's renames, and by nothing else.
///
/// Every change is one `rename(2)` of a message file: within its Maildir to set flags
/// (`new/` → `cur/`, the `:2,` info rewritten), or into another Maildir's `cur/` to move
/// it. A rename never replaces a file (`RENAME_NOREPLACE`), so a message is never
/// overwritten, and it is atomic, so a message is never lost or doubled however the
/// process ends. Only a move to another file system copies: the copy is written to the
/// target's `tmp/`, `fsync`ed, linked into its `cur/`, and only then is the original
/// unlinked (a crash between those two steps leaves both files; see the reliability
/// article).
///
/// Another program (mbsync, mutt, notmuch) may rename a file at any moment. Each change
/// finds the file again by its unique name (``MaildirName/unique``) in `cur/` and `new/`,
/// applies the change to the flags the file has *now* (so flags the other program set
/// are kept), and tries again if it lost a race; if the file is gone it says so.
///
/// ```swift
/// let path = try MaildirFiles.setFlags(of: "new/1700.M1.host", in: "/home/ann/Mail/INBOX",
///                                      adding: ["S"], removing: [])
/// // path == "cur/1700.M1.host:2,S"
/// ```
public enum MaildirFiles {
  /// How many times a change is tried when another program keeps renaming the file.
  static let attempts = 16

  /// The path (relative to `folder`) of the message with `unique` name: `hint` if that
  /// file is there, else the file in `cur/` or `new/` with that unique name.
  ///
  /// - Parameters:
  ///   - unique: The message's unique name.
  ///   - folder: The Maildir's absolute path.
  ///   - hint: Where it was last seen, relative to `folder`.
  /// - Returns: Its relative path, or nil if no file has that unique name.
  /// - Complexity: O(1) when `hint` is right; else one listing of `cur/` and `new/`.
  public static func locate(unique: String, in folder: String, hint: String?) -> String? {
    if let hint, MaildirName.unique(of: hint) == unique, isRegularFile(folder + "/" + hint) {
      return hint
    }
    for sub in ["cur", "new"] {
      guard let stream = opendir(folder + "/" + sub) else { continue }
      defer { closedir(stream) }
      while let entry = readdir(stream) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
          String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        guard name.hasPrefix(unique) else { continue }
        if MaildirName(name).unique == unique { return sub + "/" + name }
      }
    }
    return nil
  }

  /// Gives the message at `relativePath` in the Maildir `folder` the flags it has now,
  /// plus `adding`, minus `removing`, moving it from `new/` to `cur/`.
  ///
  /// - Parameters:
  ///   - relativePath: Where the message was last seen (`new/NAME`, `cur/NAME:2,S`).
  ///   - folder: The Maildir's absolute path.
  ///   - adding: Flags to set.
  ///   - removing: Flags to clear.
  /// - Returns: The message's relative path now (unchanged when nothing changed).
  /// - Throws: ``MailActionError``: `.gone` when no file has its unique name any more,
  ///   `.readOnly`, `.diskFull`, `.exists` (two files with its unique name), `.failed`.
  public static func setFlags(
    of relativePath: String, in folder: String, adding: Set<Character>,
    removing: Set<Character>
  ) throws(MailActionError) -> String {
    let unique = MaildirName.unique(of: relativePath)
    var hint: String? = relativePath
    for _ in 0..<attempts {
      guard let current = locate(unique: unique, in: folder, hint: hint) else {
        throw gone(folder)
      }
      var name = MaildirName(fileName(of: current))
      name.flags.formUnion(adding)
      name.flags.subtract(removing)
      let target = "cur/" + name.fileName
      if target == current { return current }
      let status = renameNoReplace(folder + "/" + current, folder + "/" + target)
      switch status {
      case 0:
        return target
      case ENOENT where !isRegularFile(folder + "/" + current):
        hint = nil  // renamed meanwhile: find it again
      case EEXIST where !isRegularFile(folder + "/" + current):
        hint = nil  // renamed to this very name meanwhile
      default:
        throw error(status, doing: "mark a message in", folder: folder)
      }
    }
    throw MailActionError(
      code: .failed,
      message: "Could not change the flags: another program kept renaming the message in "
        + displayName(folder))
  }

  /// Moves the message at `relativePath` in the Maildir `source` into the Maildir
  /// `target`'s `cur/`, keeping its name and flags (a message from `new/` gets empty
  /// `:2,` info).
  ///
  /// - Parameters:
  ///   - relativePath: Where the message was last seen in `source`.
  ///   - source: The Maildir it is in (absolute).
  ///   - target: The Maildir it goes to (absolute).
  /// - Returns: Its path relative to `target`.
  /// - Throws: ``MailActionError``: `.gone`, `.noTarget` when `target` is not a Maildir
  ///   any more, `.exists` when it already holds a file with this unique name,
  ///   `.readOnly`, `.diskFull`, `.failed`. The message is then where it was.
  public static func move(_ relativePath: String, from source: String, to target: String)
    throws(MailActionError) -> String
  {
    let unique = MaildirName.unique(of: relativePath)
    var hint: String? = relativePath
    for _ in 0..<attempts {
      guard isDirectory(target + "/cur") else { throw noTarget(target) }
      guard let current = locate(unique: unique, in: source, hint: hint) else {
        throw gone(source)
      }
      let destination = "cur/" + MaildirName(fileName(of: current)).fileName
      let from = source + "/" + current
      let status = renameNoReplace(from, target + "/" + destination)
      switch status {
      case 0:
        return destination
      case ENOENT where !isRegularFile(from), EEXIST where !isRegularFile(from):
        hint = nil
      case ENOENT:
        throw noTarget(target)
      case EEXIST:
        throw MailActionError(
          code: .exists,
          message: "Not moved: \(displayName(target)) already holds this message")
      case EXDEV:
        try copyAcross(from, source: source, to: target, name: destination)
        return destination
      case EACCES, EPERM, EROFS:
        // Name the folder that refuses: the target when its cur/ cannot be written while
        // the message's own directory can.
        let here = source + "/" + (current.split(separator: "/").first.map(String.init) ?? "")
        if access(target + "/cur", W_OK) != 0, access(here, W_OK) == 0 {
          throw error(status, doing: "move into", folder: target)
        }
        throw error(status, doing: "move out of", folder: source)
      default:
        throw error(status, doing: "move out of", folder: source)
      }
    }
    throw MailActionError(
      code: .failed,
      message: "Not moved: another program kept renaming the message in " + displayName(source))
  }

  /// Creates a Maildir (`cur/`, `new/`, `tmp/`) at `path`, and the directories above it.
  ///
  /// - Parameter path: The new Maildir's absolute path.
  /// - Throws: ``MailActionError`` when a directory cannot be made.
  public static func createMaildir(at path: String) throws(MailActionError) {
    var built = ""
    for component in path.split(separator: "/") {
      built += "/" + component
      if mkdir(built, 0o700) != 0, errno != EEXIST {
        throw error(errno, doing: "create the folder", folder: path)
      }
    }
    for sub in ["cur", "new", "tmp"] where mkdir(path + "/" + sub, 0o700) != 0 && errno != EEXIST {
      throw error(errno, doing: "create the folder", folder: path)
    }
  }

  // MARK: - Across file systems

  /// The suffix of a copy being made across file systems, in the target's `tmp/`, where
  /// no mail reader lists it: `UNIQUE.PID.moving`.
  static let movingSuffix = ".moving"

  /// Removes the copies into `folder`'s `tmp/` that a move across file systems left when
  /// its process was killed (`UNIQUE.PID.moving` whose process is gone); a copy whose
  /// process still runs, and every other file, is kept.
  ///
  /// The reader calls this for each folder of a tree as it opens it, so an interrupted
  /// move cleans up after itself on the next launch.
  ///
  /// - Parameter folder: A Maildir's absolute path.
  /// - Returns: How many copies were removed.
  @discardableResult
  public static func removeAbandonedCopies(in folder: String) -> Int {
    guard let stream = opendir(folder + "/tmp") else { return 0 }
    defer { closedir(stream) }
    var removed = 0
    while let entry = readdir(stream) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      guard name.hasSuffix(movingSuffix) else { continue }
      let parts = name.dropLast(movingSuffix.count).split(separator: ".")
      guard parts.count >= 2, let pid = pid_t(parts[parts.count - 1]), pid > 0,
        kill(pid, 0) != 0, errno == ESRCH
      else { continue }
      if unlink(folder + "/tmp/" + name) == 0 { removed += 1 }
    }
    return removed
  }

  /// Copies `from` into `target`'s `tmp/`, syncs it, links it into `cur/`, syncs that,
  /// then unlinks `from`; if `from` cannot be unlinked the copy is removed again, so the
  /// message is never in both folders when this returns.
  ///
  /// The copy has no name while it is written where the file system allows it
  /// (`O_TMPFILE`), so a process killed meanwhile leaves nothing; elsewhere it is
  /// `tmp/UNIQUE.PID.moving`, which ``removeAbandonedCopies(in:)`` removes later.
  private static func copyAcross(
    _ from: String, source: String, to target: String, name: String
  ) throws(MailActionError) {
    let input = open(from, O_RDONLY | O_CLOEXEC)
    guard input >= 0 else { throw error(errno, doing: "read a message in", folder: source) }
    defer { close(input) }
    var info = stat()
    guard fstat(input, &info) == 0 else {
      throw error(errno, doing: "read a message in", folder: source)
    }
    _ = mkdir(target + "/tmp", 0o700)
    // Never executable, whatever the original's mode.
    let mode = info.st_mode & 0o666
    var temporary: String?
    var output = openUnnamed(in: target + "/tmp", mode: mode)
    if output < 0 {
      let path = target + "/tmp/" + MaildirName.unique(of: name) + ".\(getpid())" + movingSuffix
      temporary = path
      output = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
    }
    guard output >= 0 else { throw error(errno, doing: "copy into", folder: target) }
    var failure: Int32 = 0
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    copying: while true {
      let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        failure = errno
        break
      }
      if count == 0 { break }
      var written = 0
      while written < count {
        let step = buffer[written..<count].withUnsafeBytes {
          write(output, $0.baseAddress, $0.count)
        }
        if step < 0 {
          if errno == EINTR { continue }
          failure = errno
          break copying
        }
        written += step
      }
    }
    if failure == 0, fsync(output) != 0 { failure = errno }
    if failure == 0 {
      let linked =
        if let temporary { link(temporary, target + "/" + name) } else {
          linkat(
            AT_FDCWD, "/proc/self/fd/\(output)", AT_FDCWD, target + "/" + name, AT_SYMLINK_FOLLOW)
        }
      if linked != 0 { failure = errno }
    }
    if close(output) != 0, failure == 0 { failure = errno }
    if let temporary { unlink(temporary) }
    guard failure == 0 else {
      if failure == EEXIST {
        throw MailActionError(
          code: .exists, message: "Not moved: \(displayName(target)) already holds this message")
      }
      throw error(failure, doing: "copy into", folder: target)
    }
    syncDirectory(target + "/cur")
    guard unlink(from) == 0 else {
      let status = errno
      unlink(target + "/" + name)
      syncDirectory(target + "/cur")
      throw error(status, doing: "move out of", folder: source)
    }
    syncDirectory(from.split(separator: "/").dropLast().reduce("") { $0 + "/" + $1 })
  }

  /// A file with no name in the directory `path` (`O_TMPFILE`), open for writing, or -1
  /// where the system or the file system has none (or `/proc` is missing to link it).
  private static func openUnnamed(in path: String, mode: mode_t) -> Int32 {
    #if os(Linux)
      // O_TMPFILE is __O_TMPFILE | O_DIRECTORY; __O_TMPFILE is 0o20000000 on Linux.
      guard access("/proc/self/fd", X_OK) == 0 else { return -1 }
      return open(path, O_WRONLY | O_CLOEXEC | O_DIRECTORY | 0o20000000, mode)
    #else
      return -1
    #endif
  }

  private static func syncDirectory(_ path: String) {
    let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    fsync(descriptor)
    close(descriptor)
  }

  // MARK: - Renaming without replacing

  #if os(Linux)
    private typealias RenameAt2 =
      @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
    /// glibc's `renameat2`, looked up once (it is not in every C library's headers).
    private static let renameat2Function: RenameAt2? = {
      guard let symbol = dlsym(nil, "renameat2") else { return nil }
      return unsafeBitCast(symbol, to: RenameAt2.self)
    }()
  #endif

  /// Renames `from` to `to` unless `to` exists; 0, or the `errno` of the failure.
  static func renameNoReplace(_ from: String, _ to: String) -> Int32 {
    #if os(Linux)
      if let renameat2 = renameat2Function {
        // RENAME_NOREPLACE = 1; AT_FDCWD = -100.
        if renameat2(-100, from, -100, to, 1) == 0 { return 0 }
        let status = errno
        guard status == EINVAL || status == ENOSYS else { return status }
      }
    #endif
    // Without RENAME_NOREPLACE (an old kernel or a file system that lacks it): link, which
    // never replaces, then unlink; where links are refused, check and rename.
    if link(from, to) == 0 {
      unlink(from)
      return 0
    }
    let status = errno
    guard status == EPERM || status == ENOTSUP || status == EOPNOTSUPP else { return status }
    if isRegularFile(to) { return EEXIST }
    return rename(from, to) == 0 ? 0 : errno
  }

  // MARK: - Helpers

  private static func fileName(of relativePath: String) -> String {
    relativePath.split(separator: "/").last.map(String.init) ?? relativePath
  }

  static func isRegularFile(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
  }

  static func isDirectory(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
  }

  /// The folder's last path component, for messages.
  static func displayName(_ folder: String) -> String {
    folder.split(separator: "/").last.map(String.init) ?? folder
  }

  private static func gone(_ folder: String) -> MailActionError {
    MailActionError(
      code: .gone,
      message:
        "The message is no longer in \(displayName(folder)); another program moved or deleted it")
  }

  private static func noTarget(_ folder: String) -> MailActionError {
    MailActionError(
      code: .noTarget, message: "Not moved: the folder \(displayName(folder)) no longer exists")
  }

  /// The error for the system error `status` while doing `doing` `folder`.
  static func error(_ status: Int32, doing: String, folder: String) -> MailActionError {
    let name = displayName(folder)
    switch status {
    case EACCES, EPERM, EROFS:
      return MailActionError(
        code: .readOnly, message: "Cannot \(doing) \(name): the folder is read-only")
    case ENOSPC, EDQUOT:
      return MailActionError(
        code: .diskFull, message: "Cannot \(doing) \(name): the disk is full")
    default:
      return MailActionError(
        code: .failed, message: "Cannot \(doing) \(name): " + String(cString: strerror(status)))
    }
  }
}
