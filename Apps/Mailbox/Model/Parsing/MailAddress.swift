/// A mailbox address with its display name, parsed from a header such as `From`.
///
/// Accepts the forms found in real mail: `"Name" <addr>`, `Name <addr>`,
/// `addr (Name)` and a bare `addr`. Encoded words in the name are decoded (even inside
/// quotes, which RFC 2047 forbids but mailers write anyway). ``init(header:)`` takes the
/// first address of a list; ``formattedList(header:)`` shows them all.
public struct MailAddress: Sendable, Hashable, Codable {
  /// The display name, decoded; empty when none was given.
  public var name: String
  /// The address (`local@domain`) as written; may be empty for malformed headers.
  public var address: String

  /// Creates an address from its parts.
  ///
  /// - Parameters:
  ///   - name: The display name; empty when none.
  ///   - address: The address as written.
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
  /// - Complexity: O(n), on bytes; strings are made only for the two results.
  public init(header value: some Collection<UInt8>) {
    let bytes = Array(value)
    let (name, address) = Self.parts(of: Bytes.trimmed(Self.firstAddress(in: bytes[...])))
    self.name = name
    self.address = Bytes.utf8String(address)
  }

  /// The address as the message view shows it: `Name <address>`, or the one of the two
  /// that is there; the name shows the same however it was written.
  public var formatted: String {
    if name.isEmpty { return address }
    return address.isEmpty ? name : name + " <" + address + ">"
  }

  /// Every address of a header value such as `To`, each ``formatted`` and joined by
  /// `, `; commas in quoted names, angle brackets and comments do not split.
  ///
  /// ```swift
  /// MailAddress.formattedList(header: Array(#""Raman, Priya" <p@x>, bob@x"#.utf8))
  /// // "Raman, Priya <p@x>, bob@x"
  /// ```
  ///
  /// - Parameter value: The unfolded header value bytes (not yet RFC 2047 decoded).
  /// - Returns: The addresses; empty ones (`a@x,,b@x`) are left out.
  /// - Complexity: O(n).
  public static func formattedList(header value: some Collection<UInt8>) -> String {
    // The same as `list(header:).map(\.formatted).joined(separator: ", ")`, written into
    // one buffer made a String once: the search index's build formats every message's
    // To and Cc. Decoding the bytes once, not piece by piece, reads the same, since each
    // piece joins the next at an ASCII byte (`, `, ` <`, `>`).
    let bytes = Array(value)
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count + 8)
    var isFirst = true
    forEachAddress(in: bytes) { first in
      let (name, address) = parts(of: first)
      if !isFirst { output += Self.separator }
      isFirst = false
      switch (name.isEmpty, address.isEmpty) {
      case (true, _): output += address
      case (false, true): output += name.utf8
      case (false, false):
        output += name.utf8
        output += Self.open
        output += address
        output.append(Bytes.greaterThan)
      }
    }
    return Bytes.utf8String(output)
  }

  private static let separator = Array(", ".utf8)
  private static let open = Array(" <".utf8)

  /// The decoded name and the address bytes of one address (trimmed, no top-level
  /// comma), as ``init(header:)`` reads them.
  private static func parts(of first: ArraySlice<UInt8>) -> (
    name: String, address: ArraySlice<UInt8>
  ) {
    if let open = first.lastIndex(of: 0x3C) {  // <
      let close = first[(open + 1)...].firstIndex(of: Bytes.greaterThan) ?? first.endIndex
      return (decodedName(first[..<open]), Bytes.trimmed(first[(open + 1)..<close]))
    }
    if let open = first.firstIndex(of: 0x28), let close = first.lastIndex(of: 0x29), open < close {
      return (decodedName(first[(open + 1)..<close]), Bytes.trimmed(first[..<open]))
    }
    if first.contains(0x40) || !EncodedWords.hasStart(first) { return ("", first) }  // @
    return (decodedName(first), first[first.endIndex...])
  }

  /// Every address of a header value such as `To` or `Reply-To`, parsed one by one;
  /// commas in quoted names, angle brackets and comments do not split.
  ///
  /// ```swift
  /// MailAddress.list(header: Array(#""Raman, Priya" <p@x>, bob@x"#.utf8)).map(\.address)
  /// // ["p@x", "bob@x"]
  /// ```
  ///
  /// - Parameter value: The unfolded header value bytes (not yet RFC 2047 decoded).
  /// - Returns: The addresses; empty ones (`a@x,,b@x`) are left out.
  /// - Complexity: O(n).
  public static func list(header value: some Collection<UInt8>) -> [MailAddress] {
    var found: [MailAddress] = []
    forEachAddress(in: Array(value)) { first in
      let (name, address) = parts(of: first)
      found.append(MailAddress(name: name, address: Bytes.utf8String(address)))
    }
    return found
  }

  /// Calls `body` with each address of a list, trimmed, in order: the bytes between
  /// commas that are outside quotes, angle brackets and comments, empty ones left out.
  private static func forEachAddress(in bytes: [UInt8], _ body: (ArraySlice<UInt8>) -> Void) {
    var rest = bytes[...]
    while !rest.isEmpty {
      let one = firstAddress(in: rest)
      let first = Bytes.trimmed(one)
      if !first.isEmpty { body(first) }
      rest = rest[min(rest.endIndex, one.endIndex + 1)...]
    }
  }

  /// The bytes up to the first comma that is outside quotes, angle brackets and comments.
  private static func firstAddress(in bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
    var inQuotes = false
    var depth = 0
    var escaped = false
    for index in bytes.indices {
      if escaped {
        escaped = false
        continue
      }
      switch bytes[index] {
      case 0x5C where inQuotes: escaped = true  // backslash
      case 0x22: inQuotes.toggle()  // "
      case 0x3C, 0x28: if !inQuotes { depth += 1 }  // < (
      case 0x3E, 0x29: if !inQuotes { depth = max(0, depth - 1) }  // > )
      case 0x2C where !inQuotes && depth == 0: return bytes[..<index]  // ,
      default: break
      }
    }
    return bytes
  }

  /// A display name as a list shows it, the same however it was written.
  ///
  /// Quotes and their backslash escapes are removed wherever they are (`"Ada" Lovelace`
  /// as well as `"Ada Lovelace"`), runs of whitespace (folding, tabs) become one space,
  /// and encoded words are decoded, so `"Ada Lovelace"`, `Ada Lovelace`, `Ada   Lovelace`
  /// and `"=?UTF-8?Q?Ada?= Lovelace"` all show as `Ada Lovelace`.
  private static func decodedName(_ raw: ArraySlice<UInt8>) -> String {
    var phrase: [UInt8] = []
    phrase.reserveCapacity(raw.count)
    var inQuotes = false
    var escaped = false
    var pendingSpace = false
    for byte in raw {
      if !escaped, inQuotes, byte == 0x5C {  // backslash
        escaped = true
        continue
      }
      if !escaped, byte == 0x22 {  // "
        inQuotes.toggle()
        continue
      }
      escaped = false
      if byte == Bytes.space || byte == Bytes.tab || byte == Bytes.cr || byte == Bytes.lf {
        pendingSpace = !phrase.isEmpty
        continue
      }
      if pendingSpace { phrase.append(Bytes.space) }
      pendingSpace = false
      phrase.append(byte)
    }
    return EncodedWords.decode(phrase).trimmingASCIIWhitespace()
  }
}
