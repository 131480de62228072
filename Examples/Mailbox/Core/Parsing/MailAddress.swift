/// A mailbox address with its display name, parsed from a header such as `From`.
///
/// Accepts the forms found in real mail: `"Name" <addr>`, `Name <addr>`,
/// `addr (Name)` and a bare `addr`. Encoded words in the name are decoded (even inside
/// quotes, which RFC 2047 forbids but mailers write anyway). Only the first address of a
/// list is taken.
public struct MailAddress: Sendable, Hashable, Codable {
  /// The display name, decoded; empty when none was given.
  public var name: String
  /// The address (`local@domain`) as written; may be empty for malformed headers.
  public var address: String

  /// Creates an address from its parts.
  public init(name: String, address: String) {
    self.name = name
    self.address = address
  }

  /// What a list shows for this sender: the name, else the address, else `(unknown)`.
  public var displayName: String {
    if !name.isEmpty { return name }
    return address.isEmpty ? "(unknown)" : address
  }

  /// Parses the first address of a header value.
  ///
  /// - Parameter value: the unfolded header value bytes (not yet RFC 2047 decoded).
  /// - Returns: the address; never fails, unparseable text becomes the name.
  public init(header value: some Collection<UInt8>) {
    let text = Bytes.utf8String(value).trimmingASCIIWhitespace()
    let first = Self.firstAddress(in: text)
    if let open = first.lastIndex(of: "<") {
      let afterOpen = first.index(after: open)
      let close = first[afterOpen...].firstIndex(of: ">") ?? first.endIndex
      address = String(first[afterOpen..<close]).trimmingASCIIWhitespace()
      name = Self.decodedName(String(first[..<open]))
    } else if let open = first.firstIndex(of: "("), let close = first.lastIndex(of: ")"), open < close {
      address = String(first[..<open]).trimmingASCIIWhitespace()
      name = Self.decodedName(String(first[first.index(after: open)..<close]))
    } else if first.contains("@") || !first.contains("=?") {
      address = first
      name = ""
    } else {
      address = ""
      name = Self.decodedName(first)
    }
  }

  /// The text up to the first comma that is outside quotes, angle brackets and comments.
  private static func firstAddress(in text: String) -> String {
    var inQuotes = false
    var depth = 0
    var escaped = false
    for index in text.indices {
      let character = text[index]
      if escaped {
        escaped = false
        continue
      }
      switch character {
      case "\\" where inQuotes: escaped = true
      case "\"": inQuotes.toggle()
      case "<", "(": if !inQuotes { depth += 1 }
      case ">", ")": if !inQuotes { depth = max(0, depth - 1) }
      case "," where !inQuotes && depth == 0: return String(text[..<index]).trimmingASCIIWhitespace()
      default: break
      }
    }
    return text
  }

  /// Unquotes a display name and decodes its encoded words.
  private static func decodedName(_ raw: String) -> String {
    var name = raw.trimmingASCIIWhitespace()
    if name.count >= 2, name.first == "\"", name.last == "\"" {
      var unquoted = ""
      var escaped = false
      for character in name.dropFirst().dropLast() {
        if !escaped, character == "\\" {
          escaped = true
          continue
        }
        escaped = false
        unquoted.append(character)
      }
      name = unquoted
    }
    return EncodedWords.decode(name).trimmingASCIIWhitespace()
  }
}
