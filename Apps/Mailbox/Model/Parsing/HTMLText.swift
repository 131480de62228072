/// Turns an HTML body into readable plain text, for mail whose only body is `text/html`.
///
/// Tags are removed; `script`, `style`, `head` and comments are dropped with their
/// content; block elements (`p`, `div`, `br`, `li`, `tr`, headings, ...) become line
/// breaks; list items get a bullet; links are kept as `text <url>`; images show their
/// `alt` text; whitespace collapses as a browser would, except inside `pre`; character
/// references (`&amp;`, `&#233;`, `&#x1F600;`) are decoded. Not a full HTML parser: it
/// aims at what mail clients send and never fails on anything else.
enum HTMLText {
  private static let skipped: Set<String> = ["script", "style", "head", "title", "template"]
  private static let paragraphs: Set<String> = [
    "p", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "table", "ul", "ol", "dl", "pre",
  ]
  private static let lines: Set<String> = [
    "div", "tr", "li", "dt", "dd", "section", "article", "header", "footer", "form", "address",
    "center", "figure", "nav", "main", "hr", "body", "html",
  ]

  /// The readable text of `html`.
  ///
  /// - Complexity: O(n).
  static func plainText(fromHTML html: String) -> String {
    let scalars = Array(html.unicodeScalars)
    var output = TextBuilder()
    var links: [String?] = []
    var preDepth = 0
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "<", let tag = Tag(scalars, at: index) {
        index = tag.end
        if tag.isComment { continue }
        if !tag.isClosing, skipped.contains(tag.name) {
          index = endOfElement(tag.name, in: scalars, from: index)
          continue
        }
        apply(tag, to: &output, links: &links, preDepth: &preDepth)
      } else if scalar == "&" {
        let (text, next) = HTMLEntities.decode(scalars, at: index)
        output.append(text, preformatted: preDepth > 0)
        index = next
      } else {
        output.append(String(scalar), preformatted: preDepth > 0)
        index += 1
      }
    }
    return output.finish()
  }

  /// `html` without a tag or character reference that a cut leaves unfinished at its end
  /// (`…<a hre`, `…caf&eacu`), for the first bytes of a message cut short: shown, they
  /// would read as text that is not in the message.
  ///
  /// - Complexity: O(length of the unfinished end).
  static func droppingCutMarkup(_ html: String) -> String {
    var text = html.unicodeScalars[...]
    var index = text.endIndex
    // An unfinished character reference: `&` and at most 32 letters, digits or `#`.
    var length = 0
    while index > text.startIndex, length <= 32 {
      let previous = text.index(before: index)
      let scalar = text[previous]
      if scalar == "&" {
        text = text[..<previous]
        break
      }
      guard
        scalar.properties.isASCIIHexDigit || ("g"..."z").contains(scalar)
          || ("G"..."Z").contains(scalar) || scalar == "#"
      else { break }
      index = previous
      length += 1
    }
    // An unfinished tag: a `<` after the last `>`.
    if let open = text.lastIndex(of: "<"), !text[open...].contains(">") {
      text = text[..<open]
    }
    return String(String.UnicodeScalarView(text))
  }

  private static func apply(
    _ tag: Tag, to output: inout TextBuilder, links: inout [String?], preDepth: inout Int
  ) {
    switch tag.name {
    case "br": output.breakLine(1, force: true)
    case "li" where !tag.isClosing:
      output.breakLine(1)
      output.append("• ", preformatted: true)
    case "hr":
      output.breakLine(1)
      output.append("────────", preformatted: true)
      output.breakLine(1)
    case "img" where !tag.isClosing:
      if let alt = tag.attribute("alt"), !alt.isEmpty {
        output.append("[\(alt)]", preformatted: false)
      }
    case "a" where !tag.isClosing:
      links.append(tag.attribute("href"))
      output.markLinkStart()
    case "a":
      if let href = links.popLast() ?? nil, !href.isEmpty,
        !href.lowercased().hasPrefix("javascript:")
      {
        let shown = href.hasPrefix("mailto:") ? String(href.dropFirst(7)) : href
        if output.textSinceLinkStart.trimmingASCIIWhitespace() != shown {
          output.append(" <\(shown)>", preformatted: true)
        }
      }
    case "pre": preDepth = max(0, preDepth + (tag.isClosing ? -1 : 1)); output.breakLine(2)
    case "td", "th": if !tag.isClosing { output.append(" ", preformatted: false) }
    default:
      if paragraphs.contains(tag.name) {
        output.breakLine(2)
      } else if lines.contains(tag.name) {
        output.breakLine(1)
      }
    }
  }

  /// The index after `</name ...>`, or the end of the text if it is never closed.
  private static func endOfElement(_ name: String, in scalars: [Unicode.Scalar], from start: Int)
    -> Int
  {
    var index = start
    while index < scalars.count {
      if scalars[index] == "<", let tag = Tag(scalars, at: index), tag.isClosing, tag.name == name {
        return tag.end
      }
      index += 1
    }
    return scalars.count
  }
}
