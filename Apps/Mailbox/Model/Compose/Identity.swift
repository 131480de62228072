/// Who the user writes as: a name and the addresses that are theirs.
///
/// The first address is the one new mail is sent from; every address counts as the user's
/// own when a reply picks its `From` and when reply-all leaves the user out.
///
/// ```swift
/// let ada = Identity(name: "Ada Lovelace", addresses: ["ada@example.org", "ada@work.example"])
/// ada.address  // MailAddress(name: "Ada Lovelace", address: "ada@example.org")
/// ```
public struct Identity: Sendable, Hashable {
  /// The display name put in `From`; may be empty.
  public var name: String
  /// The addresses, the one new mail is sent from first; never empty in a usable identity.
  public var addresses: [String]

  /// Creates an identity.
  ///
  /// - Parameters:
  ///   - name: The display name.
  ///   - addresses: The addresses, the sending one first.
  public init(name: String, addresses: [String]) {
    self.name = name
    self.addresses = addresses
  }

  /// The identity `$EMAIL` names: `Name <address>` or a plain address; nil when it
  /// holds no single plain address (empty, a name alone, a control character).
  ///
  /// - Parameter value: The variable's value.
  public init?(environmentValue value: String) {
    guard !value.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
    else { return nil }
    let parsed = MailAddress(header: Array(value.utf8))
    guard MessageID.isPlainAddress(parsed.address) else { return nil }
    self.init(name: parsed.name, addresses: [parsed.address])
  }

  /// The first address with the name, as `From` shows it; nil without addresses.
  public var address: MailAddress? {
    addresses.first.map { MailAddress(name: name, address: $0) }
  }

  /// Whether `address` is one of this identity's, ignoring case.
  ///
  /// - Parameter address: An address such as `ada@example.org`.
  /// - Returns: Whether it is listed.
  public func owns(_ address: String) -> Bool {
    let wanted = address.lowercased()
    return addresses.contains { $0.lowercased() == wanted }
  }
}
