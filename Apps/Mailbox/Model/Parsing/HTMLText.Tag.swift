extension HTMLText {
  /// One tag (or comment) read from HTML source.
  struct Tag {
    /// The lowercase element name; empty for comments and declarations.
    var name: String
    var isClosing: Bool
    var isComment: Bool
    /// The index after the closing `>`.
    var end: Int
    /// The raw text between the name and `>`.
    var attributes: String

    /// Reads the tag that starts at `start` (a `<`); nil when `<` is just text.
    init?(_ scalars: [Unicode.Scalar], at start: Int) {
      var index = start + 1
      guard index < scalars.count else { return nil }
      if scalars[index] == "!" || scalars[index] == "?" {
        let isComment =
          index + 2 < scalars.count && scalars[index + 1] == "-" && scalars[index + 2] == "-"
        var close = index
        if isComment {
          close = index + 3
          while close + 2 < scalars.count,
            !(scalars[close] == "-" && scalars[close + 1] == "-" && scalars[close + 2] == ">")
          {
            close += 1
          }
          close = min(scalars.count, close + 3)
        } else {
          while close < scalars.count, scalars[close] != ">" { close += 1 }
          close = min(scalars.count, close + 1)
        }
        (name, isClosing, self.isComment, end, attributes) = ("", false, true, close, "")
        return
      }
      isClosing = scalars[index] == "/"
      if isClosing { index += 1 }
      let nameStart = index
      while index < scalars.count,
        scalars[index].properties.isAlphabetic || ("0"..."9").contains(scalars[index])
      {
        index += 1
      }
      guard index > nameStart else { return nil }
      name = String(String.UnicodeScalarView(scalars[nameStart..<index])).lowercased()
      let attributesStart = index
      var quote: Unicode.Scalar?
      while index < scalars.count {
        let scalar = scalars[index]
        if let open = quote {
          if scalar == open { quote = nil }
        } else if scalar == "\"" || scalar == "'" {
          quote = scalar
        } else if scalar == ">" {
          break
        }
        index += 1
      }
      attributes = String(
        String.UnicodeScalarView(scalars[attributesStart..<min(index, scalars.count)]))
      end = min(scalars.count, index + 1)
      isComment = false
    }

    /// The decoded value of attribute `name` (lowercase), if present.
    func attribute(_ wanted: String) -> String? {
      let scalars = Array(attributes.unicodeScalars)
      var index = 0
      while index < scalars.count {
        while index < scalars.count, scalars[index].properties.isWhitespace || scalars[index] == "/"
        { index += 1 }
        let nameStart = index
        while index < scalars.count, scalars[index] != "=", !scalars[index].properties.isWhitespace
        { index += 1 }
        let name = String(String.UnicodeScalarView(scalars[nameStart..<index])).lowercased()
        while index < scalars.count, scalars[index].properties.isWhitespace { index += 1 }
        var value = ""
        if index < scalars.count, scalars[index] == "=" {
          index += 1
          while index < scalars.count, scalars[index].properties.isWhitespace { index += 1 }
          let quote =
            index < scalars.count && (scalars[index] == "\"" || scalars[index] == "'")
            ? scalars[index] : nil
          if quote != nil { index += 1 }
          let valueStart = index
          while index < scalars.count,
            quote.map({ scalars[index] != $0 }) ?? !scalars[index].properties.isWhitespace
          {
            index += 1
          }
          value = String(String.UnicodeScalarView(scalars[valueStart..<index]))
          if quote != nil { index += 1 }
        }
        if name == wanted { return HTMLEntities.decodeAll(value) }
        if name.isEmpty { index += 1 }
      }
      return nil
    }
  }
}
