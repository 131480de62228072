import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writing new messages into Maildirs, through `tmp/`, in a folder found or made by name.
///
/// Flags on existing messages are ``MaildirFiles/setFlags(of:in:adding:removing:)``'s.
///
/// Delivery follows the Maildir rules: the file is written and synced under `tmp/` with a
/// unique name, then linked into `cur/` with its flags and the `tmp/` name removed, so a
/// reader never sees half a message and a crash leaves at most a file in `tmp/`.
public enum MaildirDelivery {
  /// The Maildir of the folder `name` in the mail tree at `root`, made if missing: the
  /// tree's folder of that name (``MailFolderTree/folder(named:)``), else a new one where
  /// ``MailFolderTree/pathForNewFolder(named:)`` puts it (`.Sent` in a Maildir++ root).
  ///
  /// - Parameters:
  ///   - root: The mail directory the reader opened.
  ///   - name: The folder's name as the sidebar shows it, `/` between levels.
  /// - Returns: The Maildir's path.
  /// - Throws: ``ComposeError`` (``ComposeError/Code/folder``) when it cannot be made.
  public static func folder(root: String, name: String) throws(ComposeError) -> String {
    let clean = name.split(separator: "/").filter { $0 != "." && $0 != ".." && !$0.isEmpty }
    guard !clean.isEmpty else {
      throw ComposeError(.folder, "The folder name \"\(name)\" is empty")
    }
    let tree = MailFolderTree.discover(at: root) ?? MailFolderTree(root: root, folders: [])
    if let found = tree.folder(named: clean.joined(separator: "/")) { return found.path }
    let path = tree.pathForNewFolder(named: clean.joined(separator: "/"))
    do {
      try MaildirFiles.createMaildir(at: path)
    } catch {
      throw ComposeError(.folder, error.message)
    }
    return path
  }

  /// Delivers `message` into the Maildir at `maildir`, in `cur/` with `flags`.
  ///
  /// - Parameters:
  ///   - message: The message's bytes.
  ///   - maildir: The Maildir's path (with `tmp/` and `cur/`).
  ///   - flags: The flags, such as `S` for a sent copy or `DS` for a draft.
  /// - Returns: The new file's path relative to the Maildir (`cur/…:2,S`).
  /// - Throws: ``ComposeError`` (``ComposeError/Code/folder``) when it cannot be written.
  @discardableResult
  public static func deliver(_ message: [UInt8], to maildir: String, flags: String)
    throws(ComposeError) -> String
  {
    let unique = uniqueName()
    let temporary = maildir + "/tmp/" + unique
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o600)
    guard descriptor >= 0 else { throw failure("write", temporary) }
    var written = 0
    var failed = false
    message.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress else { return }
      while written < buffer.count {
        let count = write(descriptor, base + written, buffer.count - written)
        if count < 0, errno == EINTR { continue }
        if count <= 0 {
          failed = true
          return
        }
        written += count
      }
    }
    if failed || fsync(descriptor) != 0 {
      let error = failure("write", temporary)
      close(descriptor)
      unlink(temporary)
      throw error
    }
    close(descriptor)
    let relative = "cur/" + unique + ":2," + String(flags.sorted())
    guard link(temporary, maildir + "/" + relative) == 0 else {
      let error = failure("file", maildir + "/" + relative)
      unlink(temporary)
      throw error
    }
    unlink(temporary)
    return relative
  }

  private static let counter = Counter()

  /// `seconds.MmicrosecondsPpidQcount.host`, unique on this machine (Maildir's naming).
  private static func uniqueName() -> String {
    var now = timeval()
    gettimeofday(&now, nil)
    var host = [CChar](repeating: 0, count: 256)
    gethostname(&host, host.count - 1)
    let hostName = String(
      decoding: host.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self
    )
    .replacingOccurrences(of: "/", with: "\\057").replacingOccurrences(of: ":", with: "\\072")
    return "\(now.tv_sec).M\(now.tv_usec)P\(getpid())Q\(counter.next()).\(hostName)"
  }

  private static func failure(_ what: String, _ path: String) -> ComposeError {
    ComposeError(.folder, "Cannot \(what) \(path): \(String(cString: strerror(errno)))")
  }

  /// A count shared by every delivery in the process.
  private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func next() -> Int {
      lock.lock()
      defer { lock.unlock() }
      value += 1
      return value
    }
  }
}
