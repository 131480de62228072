#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Starting `/bin/sh` for the send command and the editor, with every signal at its
/// default action and none blocked, whatever the reader set for itself.
enum ShellProcess {
  /// Starts `/bin/sh` with `arguments` (after `sh`).
  ///
  /// - Parameters:
  ///   - arguments: The shell's arguments, such as `["-c", "sendmail -t"]`.
  ///   - fileActions: Redirections, or nil to inherit the reader's descriptors.
  ///   - newProcessGroup: Whether the shell leads a process group of its own, so a
  ///     timeout can stop it and its children together.
  /// - Returns: The process id, or the `errno` value when it could not start.
  static func start(
    _ arguments: [String], fileActions: UnsafePointer<posix_spawn_file_actions_t>?,
    newProcessGroup: Bool
  ) -> Result<pid_t, Errno> {
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    var all = sigset_t()
    sigemptyset(&none)
    sigfillset(&all)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setsigdefault(&attributes, &all)
    var flags = POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF
    if newProcessGroup {
      posix_spawnattr_setpgroup(&attributes, 0)
      flags |= POSIX_SPAWN_SETPGROUP
    }
    posix_spawnattr_setflags(&attributes, Int16(flags))
    let words = ["/bin/sh"] + arguments
    let argv = words.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    let result = posix_spawn(&pid, "/bin/sh", fileActions, &attributes, argv, environ)
    return result == 0 ? .success(pid) : .failure(Errno(code: result))
  }

  /// The exit status a shell would report for a `waitpid` status: the code, or 128 + the
  /// signal that ended the process.
  static func exitStatus(_ status: Int32) -> Int32 {
    let signal = status & 0x7F
    return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
  }

  /// An `errno` value as an error.
  struct Errno: Error {
    var code: Int32
    var message: String { String(cString: strerror(code)) }
  }
}
