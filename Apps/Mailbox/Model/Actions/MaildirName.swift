/// A Maildir message file's name taken apart: the unique name, and the flags of its
/// `:2,` info.
///
/// The convention (cr.yp.to/proto/maildir.html, as mutt, mbsync and notmuch keep it): a
/// file in `new/` is named by its unique name alone; once a reader has seen it, it lives
/// in `cur/` as `UNIQUE:2,FLAGS`, the flags single characters in ASCII order (`D` draft,
/// `F` flagged, `P` passed, `R` replied, `S` seen, `T` trashed, lowercase ones for
/// keywords). A flag this reader does not know is kept as it is.
///
/// ```swift
/// var name = MaildirName("1700000000.M1P2.host:2,FS")
/// name.flags.insert("R")
/// name.fileName  // "1700000000.M1P2.host:2,FRS"
/// ```
public struct MaildirName: Sendable, Hashable {
  /// The part before the `:`: the message's identity in its Maildir, kept by every rename.
  public var unique: String
  /// The flags, each one character.
  public var flags: Set<Character>

  /// Takes `fileName` apart.
  ///
  /// A name without `:2,` info (a file in `new/`, or info of
  /// another version) has no flags; its other info is dropped when the name is rewritten.
  ///
  /// - Parameter fileName: The file's name, without its directory.
  public init(_ fileName: String) {
    guard let colon = fileName.firstIndex(of: ":") else {
      unique = fileName
      flags = []
      return
    }
    unique = String(fileName[..<colon])
    let info = fileName[fileName.index(after: colon)...]
    flags = info.hasPrefix("2,") ? Set(info.dropFirst(2)) : []
  }

  /// The unique name of the file at `relativePath` (`cur/NAME:2,S` → `NAME`).
  ///
  /// - Parameter relativePath: A path relative to the Maildir, or a bare file name.
  /// - Returns: The part of the file name before its `:`.
  public static func unique(of relativePath: String) -> String {
    let name = relativePath.split(separator: "/").last.map(String.init) ?? relativePath
    return MaildirName(name).unique
  }

  /// The flags in ASCII order, as the name writes them.
  public var flagString: String {
    String(
      flags.sorted { $0.unicodeScalars.first?.value ?? 0 < $1.unicodeScalars.first?.value ?? 0 })
  }

  /// The name for `cur/`: `UNIQUE:2,FLAGS`.
  public var fileName: String { unique + ":2," + flagString }
}
