/// The secret that keeps other local users and other sites' pages out: the page and the
/// WebSocket need it, from the URL's `token` query the first time and the cookie the
/// page then carries.
enum AccessToken {
  /// The cookie that carries the token after the first visit.
  static let cookieName = "splitkit_token"

  /// A new random token: 32 hexadecimal digits from the system's generator (128 bits).
  static func random() -> String {
    var generator = SystemRandomNumberGenerator()
    return (0..<4).map { _ in
      let word = String(generator.next() as UInt32, radix: 16)
      return String(repeating: "0", count: 8 - word.count) + word
    }.joined()
  }

  /// Whether `given` is the token, compared in constant time for tokens of its length.
  static func matches(_ given: String?, _ token: String) -> Bool {
    guard let given else { return false }
    let (a, b) = (Array(given.utf8), Array(token.utf8))
    guard a.count == b.count, !b.isEmpty else { return false }
    var difference: UInt8 = 0
    for index in a.indices { difference |= a[index] ^ b[index] }
    return difference == 0
  }

  /// The token cookie's value in a `Cookie` header (`a=1; splitkit_token=…`), if any.
  static func cookie(in header: String) -> String? {
    for pair in header.split(separator: ";") {
      let parts = pair.split(separator: "=", maxSplits: 1)
      if parts.count == 2, parts[0].trimmingCharacters(in: " ") == cookieName {
        return String(parts[1].trimmingCharacters(in: " "))
      }
    }
    return nil
  }
}

extension Substring {
  /// The text without `character` at either end.
  fileprivate func trimmingCharacters(in character: Character) -> Substring {
    var text = self
    while text.first == character { text = text.dropFirst() }
    while text.last == character { text = text.dropLast() }
    return text
  }
}
