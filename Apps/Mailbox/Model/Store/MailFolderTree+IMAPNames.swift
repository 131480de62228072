extension MailFolderTree {
  /// A folder name as IMAP keeps it, decoded for the sidebar.
  ///
  /// IMAP's modified UTF-7 (RFC 3501 §5.1.3) writes `Entwürfe` as `Entw&APw-rfe` and
  /// `R&D` as `R&-D`; Dovecot and offlineimap put such names into Maildirs. A name that
  /// is not valid modified UTF-7 (`AT&T`) is returned as it is.
  ///
  /// - Parameter name: One component of a folder's path.
  /// - Returns: The decoded name, or `name`.
  /// - Complexity: O(length of `name`).
  static func decodedIMAPName(_ name: String) -> String {
    guard name.utf8.contains(UInt8(ascii: "&")) else { return name }
    var result = ""
    var rest = Substring(name)
    while let ampersand = rest.firstIndex(of: "&") {
      result += rest[..<ampersand]
      let shifted = rest[rest.index(after: ampersand)...]
      guard let dash = shifted.firstIndex(of: "-") else { return name }
      let encoded = shifted[..<dash]
      if encoded.isEmpty {
        result += "&"
      } else {
        guard let decoded = decodedUTF16(encoded) else { return name }
        result += decoded
      }
      rest = shifted[shifted.index(after: dash)...]
    }
    return result + rest
  }

  /// Modified base64 (`,` for `/`, no padding) of UTF-16BE text, or nil when it is not.
  private static func decodedUTF16(_ encoded: Substring) -> String? {
    let base64 = encoded.utf8.map { $0 == UInt8(ascii: ",") ? UInt8(ascii: "/") : $0 }
    let decoded = Base64.decode(base64)
    guard !decoded.isDamaged, !decoded.bytes.isEmpty, decoded.bytes.count.isMultiple(of: 2)
    else { return nil }
    let units = stride(from: 0, to: decoded.bytes.count, by: 2).map {
      UInt16(decoded.bytes[$0]) << 8 | UInt16(decoded.bytes[$0 + 1])
    }
    var text = ""
    var iterator = units.makeIterator()
    var parser = Unicode.UTF16.ForwardParser()
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let scalar): text.unicodeScalars.append(Unicode.UTF16.decode(scalar))
      case .emptyInput: return text
      case .error: return nil
      }
    }
  }
}
