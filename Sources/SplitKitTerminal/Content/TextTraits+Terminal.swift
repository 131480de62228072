public import SplitKitContent

extension TextTraits {
  /// The terminal style of text with these traits: strong is bold, emphasis italic,
  /// secondary dim, a quote cyan, the accent blue.
  public var terminalStyle: Style {
    var attributes: Style.Attributes = []
    if contains(.strong) { attributes.insert(.bold) }
    if contains(.emphasis) { attributes.insert(.italic) }
    if contains(.secondary) { attributes.insert(.dim) }
    let foreground: Color =
      contains(.quote) ? .ansi(.cyan) : contains(.accent) ? .ansi(.blue) : .default
    return Style(foreground: foreground, attributes: attributes)
  }
}

extension TextRun {
  /// The run as a span; buffers sanitize what they draw, so no control character of the
  /// content reaches the terminal.
  public var span: Span { Span(text, style: traits.terminalStyle) }
}
