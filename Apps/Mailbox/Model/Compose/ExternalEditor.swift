#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The user's editor, `$VISUAL` or `$EDITOR` (else `vi`), run on a file in the
/// foreground: it inherits the terminal and the reader waits for it to exit.
///
/// The command runs as `/bin/sh -c '<editor> "$1"' sh <file>`, so an editor given with
/// arguments (`emacs -nw`, `code --wait`) works and the file name is never parsed by the
/// shell. The caller gives the terminal back first (see the reader's compose wiring).
public enum ExternalEditor {
  /// The editor command from `environment`: `VISUAL`, else `EDITOR`, else `vi`.
  ///
  /// - Parameter environment: The process environment.
  /// - Returns: The command, as the shell will read it.
  public static func command(environment: [String: String]) -> String {
    for name in ["VISUAL", "EDITOR"] {
      if let value = environment[name], !value.allSatisfy({ $0 == " " }) { return value }
    }
    return "vi"
  }

  /// Runs the editor on `path` and waits for it.
  ///
  /// - Parameters:
  ///   - path: The file to edit.
  ///   - command: The editor command (``command(environment:)``).
  /// - Returns: The editor's exit status (128 + the signal when one ended it), or nil
  ///   when it could not be started.
  public static func run(path: String, command: String) -> Int32? {
    // As system(3) does: the reader ignores Ctrl-C and Ctrl-\ while the editor runs;
    // the editor gets every signal's default action.
    var ignore = sigaction()
    ignore.__sigaction_handler.sa_handler = SIG_IGN
    var savedInterrupt = sigaction()
    var savedQuit = sigaction()
    sigaction(SIGINT, &ignore, &savedInterrupt)
    sigaction(SIGQUIT, &ignore, &savedQuit)
    defer {
      sigaction(SIGINT, &savedInterrupt, nil)
      sigaction(SIGQUIT, &savedQuit, nil)
    }
    let started = ShellProcess.start(
      ["-c", command + " \"$1\"", "sh", path], fileActions: nil, newProcessGroup: false)
    guard case .success(let pid) = started else { return nil }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 {
      if errno != EINTR { return nil }
    }
    return ShellProcess.exitStatus(status)
  }
}
