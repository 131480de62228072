import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Saves attachments as files, treating every name a message gives as hostile.
///
/// A name from mail never chooses where a file goes: ``safeFileName(_:)`` keeps only its
/// last component and drops what could mislead (control characters, direction overrides,
/// a leading `-` or `.`), so `../../.bashrc` is saved as `bashrc` in the chosen folder. A
/// file is never replaced unless the caller says the user agreed, and a name that only
/// differs in case from a file already there counts as taken (it would replace it on a
/// case-insensitive file system). Saved files are `rw-r--r--` at most, never executable,
/// and a symbolic link in the file's place is never followed.
///
/// ```swift
/// let path = try AttachmentFiles.save(bytes, named: attachment.filename,
///                                     in: AttachmentFiles.downloadDirectory(environment: env))
/// ```
public enum AttachmentFiles {
  /// The longest file name made, in UTF-8 bytes (file systems allow 255).
  static let maximumNameLength = 200

  /// `name` as a file name that stays inside any folder it is saved in.
  ///
  /// - Parameter name: The attachment's name from the message, possibly empty or hostile.
  /// - Returns: A non-empty name without `/`, `\`, control or direction characters, not
  ///   starting with `-`, `.`, `~` or a space; `attachment` when nothing is left.
  public static func safeFileName(_ name: String) -> String {
    let last = name.split(whereSeparator: { $0 == "/" || $0 == "\\" }).last.map(String.init) ?? ""
    var scalars = String.UnicodeScalarView()
    for scalar in last.unicodeScalars {
      switch scalar.value {
      case 0..<0x20, 0x7F..<0xA0, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0xFEFF:
        continue
      default:
        scalars.append(scalar)
      }
    }
    var result = String(scalars)
    while let first = result.first, first == "-" || first == "." || first == " " || first == "~" {
      result.removeFirst()
    }
    while result.last == " " || result.last == "." { result.removeLast() }
    while result.utf8.count > maximumNameLength {
      // Keep the extension: cut the middle of the name.
      let dot = result.lastIndex(of: ".").map { result.distance(from: result.startIndex, to: $0) }
      if let dot, dot > 1, result.count - dot < 16 {
        result.remove(at: result.index(result.startIndex, offsetBy: dot - 1))
      } else {
        result.removeLast()
      }
    }
    return result.isEmpty ? "attachment" : result
  }

  /// The XDG download directory: `XDG_DOWNLOAD_DIR` from the environment or
  /// `user-dirs.dirs`, else `~/Downloads` when it exists, else the home directory.
  ///
  /// - Parameter environment: Where `XDG_DOWNLOAD_DIR`, `XDG_CONFIG_HOME` and `HOME` are read.
  /// - Returns: An absolute path.
  public static func downloadDirectory(environment: [String: String]) -> String {
    let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
    if let directory = environment["XDG_DOWNLOAD_DIR"], directory.hasPrefix("/") {
      return directory
    }
    let config =
      environment["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home + "/.config"
    if let text = try? String(contentsOfFile: config + "/user-dirs.dirs", encoding: .utf8) {
      for line in text.split(separator: "\n") where line.hasPrefix("XDG_DOWNLOAD_DIR=") {
        var value = line.dropFirst("XDG_DOWNLOAD_DIR=".count)
        if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 {
          value = value.dropFirst().dropLast()
        }
        let path = value.replacingOccurrences(of: "$HOME", with: home)
        if path.hasPrefix("/"), MaildirFiles.isDirectory(path) { return path }
      }
    }
    let downloads = home + "/Downloads"
    return MaildirFiles.isDirectory(downloads) ? downloads : home
  }

  /// The file in `directory` that `name` would clash with: the same name, or one that
  /// differs only in case.
  ///
  /// - Parameters:
  ///   - name: A safe file name.
  ///   - directory: The folder.
  /// - Returns: The existing file's name, or nil when the name is free.
  public static func clash(for name: String, in directory: String) -> String? {
    let lowered = name.lowercased()
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    return names.first { $0 == name } ?? names.first { $0.lowercased() == lowered }
  }

  /// Writes `bytes` to `directory`/``safeFileName(_:)``.
  ///
  /// - Parameters:
  ///   - bytes: The decoded attachment.
  ///   - name: Its name from the message.
  ///   - directory: The folder chosen (absolute).
  ///   - replacing: Whether the user agreed to replace a file of that name.
  /// - Returns: The path written.
  /// - Throws: ``MailActionError`` `.exists` (naming the file) when the name is taken and
  ///   `replacing` is false, `.noTarget` when the folder is missing, `.readOnly`,
  ///   `.diskFull` (nothing is left behind), `.failed`.
  public static func save(
    _ bytes: [UInt8], named name: String, in directory: String, replacing: Bool = false
  )
    throws(MailActionError) -> String
  {
    let file = try PartialFile(named: name, in: directory, replacing: replacing)
    do throws(MailActionError) {
      try file.append(bytes)
      return try file.finish(replacing: replacing)
    } catch {
      file.discard()
      throw error
    }
  }

  /// A file being saved, named only once complete.
  ///
  /// It is written under a temporary name beside its own (`.name.pid.partial`), renamed to its name only once complete, so that a failure,
  /// a cancelled save or a killed process never leaves part of it under its name. The
  /// temporary files of processes that no longer run are removed when another is made
  /// in the same folder.
  public struct PartialFile: Sendable {
    /// The folder it is saved in.
    public let directory: String
    /// Its name there, once complete.
    public let name: String
    /// Where it is written until then.
    public let temporaryPath: String
    private let descriptor: Int32

    /// Makes the temporary file for saving `name` in `directory`.
    ///
    /// - Parameters:
    ///   - name: The attachment's name from the message (made safe).
    ///   - directory: The folder chosen (absolute).
    ///   - replacing: Whether the user agreed to replace a file of that name.
    /// - Throws: ``MailActionError`` `.exists` (naming the file) when the name is taken
    ///   and `replacing` is false, `.noTarget` when the folder is missing, `.readOnly`,
    ///   `.failed`.
    public init(named name: String, in directory: String, replacing: Bool) throws(MailActionError) {
      guard MaildirFiles.isDirectory(directory) else {
        throw MailActionError(code: .noTarget, message: "Not saved: \(directory) is not a folder")
      }
      let safe = AttachmentFiles.safeFileName(name)
      if let taken = AttachmentFiles.clash(for: safe, in: directory), !replacing {
        throw MailActionError(
          code: .exists, message: "\(directory)/\(taken) exists; replace it?")
      }
      Self.removeAbandoned(in: directory)
      let temporary = directory + "/.\(safe.prefix(64)).\(getpid()).partial"
      // One left by this process (a save cancelled before) is replaced.
      unlink(temporary)
      let output = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
      guard output >= 0 else {
        throw MaildirFiles.error(errno, doing: "save into", folder: directory)
      }
      self.directory = directory
      self.name = safe
      temporaryPath = temporary
      descriptor = output
    }

    /// Appends `bytes`.
    ///
    /// - Parameter bytes: The next decoded bytes of the attachment.
    /// - Throws: ``MailActionError`` `.diskFull`, `.failed`.
    public func append(_ bytes: [UInt8]) throws(MailActionError) {
      var written = 0
      while written < bytes.count {
        let step = bytes[written...].withUnsafeBytes {
          write(descriptor, $0.baseAddress, $0.count)
        }
        if step < 0 {
          guard errno == EINTR else {
            throw MaildirFiles.error(errno, doing: "save into", folder: directory)
          }
        } else {
          written += step
        }
      }
      // Starts writing what is written so far to the disk now, without waiting for it
      // (and lets go of the pages already there), so that the final fsync has little
      // left to wait for: syncing 200 MB at once held a frame for about 110 ms.
      _ = posix_fadvise(descriptor, 0, 0, POSIX_FADV_DONTNEED)
    }

    /// Makes the file complete under its name (`rw-r--r--`, synced), or removes it.
    ///
    /// - Parameter replacing: Whether the user agreed to replace a file of that name.
    /// - Returns: The path written.
    /// - Throws: ``MailActionError`` `.exists` when the name was taken meanwhile and
    ///   `replacing` is false, `.diskFull`, `.failed`; nothing is left behind.
    public func finish(replacing: Bool) throws(MailActionError) -> String {
      let path = directory + "/" + name
      var failure: Int32 = 0
      if fchmod(descriptor, 0o644) != 0 { failure = errno }
      if failure == 0, fsync(descriptor) != 0 { failure = errno }
      if close(descriptor) != 0, failure == 0 { failure = errno }
      if failure == 0 {
        // The name may have been taken since: without leave to replace, link refuses.
        if replacing {
          if let taken = AttachmentFiles.clash(for: name, in: directory), taken != name {
            unlink(directory + "/" + taken)
          }
          if rename(temporaryPath, path) != 0 { failure = errno }
        } else if MaildirFiles.renameNoReplace(temporaryPath, path) != 0 {
          failure = errno == 0 ? EEXIST : errno
        }
      }
      guard failure != 0 else { return path }
      unlink(temporaryPath)
      if failure == EEXIST {
        throw MailActionError(code: .exists, message: "\(path) exists; replace it?")
      }
      throw MaildirFiles.error(failure, doing: "save into", folder: directory)
    }

    /// Closes and removes the temporary file: the save is abandoned.
    public func discard() {
      close(descriptor)
      unlink(temporaryPath)
    }

    /// Removes the `.name.pid.partial` files in `directory` whose process has ended
    /// (killed while saving).
    static func removeAbandoned(in directory: String) {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
      for name in names where name.hasPrefix(".") && name.hasSuffix(".partial") {
        let parts = name.split(separator: ".")
        guard parts.count >= 3, let pid = Int32(parts[parts.count - 2]), pid > 0,
          pid != getpid(), kill(pid, 0) != 0, errno == ESRCH
        else { continue }
        unlink(directory + "/" + name)
      }
    }
  }

  /// Writes `bytes` into a new private folder (mode 0700) under the runtime or temporary
  /// directory, read-only and never executable, for an opener to read.
  ///
  /// - Parameters:
  ///   - bytes: The decoded attachment.
  ///   - name: Its name from the message.
  ///   - environment: Where `XDG_RUNTIME_DIR` and `TMPDIR` are read.
  /// - Returns: The file's path.
  /// - Throws: ``MailActionError`` when it cannot be written.
  public static func privateCopy(
    _ bytes: [UInt8], named name: String, environment: [String: String]
  )
    throws(MailActionError) -> String
  {
    let base =
      environment["XDG_RUNTIME_DIR"].flatMap { MaildirFiles.isDirectory($0) ? $0 : nil }
      ?? environment["TMPDIR"].flatMap { MaildirFiles.isDirectory($0) ? $0 : nil } ?? "/tmp"
    var template = Array((base + "/splitkit-mailbox-XXXXXX").utf8CString)
    guard let made = template.withUnsafeMutableBufferPointer({ $0.baseAddress.flatMap(mkdtemp) })
    else {
      throw MaildirFiles.error(errno, doing: "make a private folder in", folder: base)
    }
    let folder = String(cString: made)
    let path = try save(bytes, named: name, in: folder)
    chmod(path, 0o400)
    return path
  }
}
