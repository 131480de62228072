package import SplitKitContent

extension DocumentText {
  /// The style of field names ("Subject:").
  package static let labelStyle = labelTraits.terminalStyle
  /// The style of notes and placeholders.
  package static let noteStyle = noteTraits.terminalStyle
  /// The style of quoted lines (`> ...`).
  package static let quoteStyle = quoteTraits.terminalStyle
  /// The style of the signature, from a `-- ` line on.
  package static let signatureStyle = signatureTraits.terminalStyle

  /// The block starting at `start` wrapped to `width` cells, styled by its traits
  /// (``traits(ofBlockAt:text:)``) and sanitized, so no control character reaches the
  /// terminal.
  ///
  /// - Parameters:
  ///   - start: The block's first byte.
  ///   - width: The width in cells.
  /// - Returns: The lines, as spans.
  package func lines(ofBlockAt start: Int, width: Int) -> [[Span]] {
    let raw = text(ofBlockAt: start)
    switch kind {
    case .rule:
      return [[Span(String(repeating: "─", count: width), style: Self.signatureStyle)]]
    case .header(let label, let labelWidth):
      return headerLines(raw, label: label, labelWidth: labelWidth, first: start == 0, width: width)
    case .plain, .body:
      let style = traits(ofBlockAt: start, text: raw).terminalStyle
      let text = Sanitizer.sanitize(raw, tabWidth: kind == .body ? 8 : 1)
      return Text.wrapped(text, toWidth: width).map { [Span($0, style: style)] }
    }
  }

  private func headerLines(
    _ value: String, label: String, labelWidth: Int, first: Bool, width: Int
  ) -> [[Span]] {
    let padding = String(repeating: " ", count: max(0, labelWidth - label.count - 1))
    let labelText = label + ":" + padding
    guard width > labelWidth + 4 else {
      let text = (first ? labelText : "") + Sanitizer.sanitize(value)
      return Text.wrapped(text, toWidth: width).map { [Span($0)] }
    }
    let wrapped = Text.wrapped(Sanitizer.sanitize(value), toWidth: width - labelWidth)
    return wrapped.enumerated().map { row, line in
      [
        Span(
          row == 0 && first ? labelText : String(repeating: " ", count: labelWidth),
          style: Self.labelStyle),
        Span(line),
      ]
    }
  }
}
