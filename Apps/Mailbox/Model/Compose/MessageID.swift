/// Message ids (`<local@domain>`) and plain addresses, checked before they go into a
/// header: nothing with spaces, control characters or brackets inside gets through.
enum MessageID {
  /// The well-formed ids in a `Message-ID`, `In-Reply-To` or `References` value, in order
  /// and without repeats; anything between them (comments, stray words) is dropped.
  static func list(_ value: String) -> [String] {
    var ids: [String] = []
    var rest = Substring(value)
    while let open = rest.firstIndex(of: "<") {
      let after = rest[rest.index(after: open)...]
      guard let close = after.firstIndex(of: ">") else { break }
      let inside = after[..<close]
      if isPlainAddress(String(inside)) || isPlainToken(inside) {
        let id = "<" + inside + ">"
        if !ids.contains(id) { ids.append(id) }
      }
      rest = after[after.index(after: close)...]
    }
    return ids
  }

  /// Whether `address` is `local@domain` with no space, control character, bracket,
  /// quote, comma or semicolon: safe to write between `<` and `>` in a header.
  static func isPlainAddress(_ address: String) -> Bool {
    let parts = address.split(separator: "@", omittingEmptySubsequences: false)
    return parts.count == 2 && !parts[0].isEmpty && !parts[1].isEmpty && isPlainToken(address[...])
  }

  private static func isPlainToken(_ text: Substring) -> Bool {
    !text.isEmpty && text.utf8.count <= 900
      && text.unicodeScalars.allSatisfy { scalar in
        scalar.value > 0x20 && scalar.value != 0x7F
          && !"<>()[],;:\"\\".unicodeScalars.contains(scalar)
          && !(0x80...0x9F).contains(scalar.value) && scalar != "\u{2028}" && scalar != "\u{2029}"
      }
  }
}
