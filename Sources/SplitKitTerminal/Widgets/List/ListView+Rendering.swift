public import SplitKitContent

extension ListView {
  /// Draws the rows in view; rows past the end are blank in ``style``.
  ///
  /// - Parameters:
  ///   - rect: The list's cells; one row per line.
  ///   - buffer: The frame being drawn.
  ///   - state: The selection and scroll position.
  /// - Complexity: O(visible rows × width), independent of ``count``; ``row`` is called
  ///   once per visible row.
  public func render(in rect: CellRect, of buffer: inout Buffer, state: ListState) {
    buffer.fill(rect, with: Cell(" ", style: style))
    guard !rect.isEmpty else { return }
    let symbolWidth = highlightSymbol.map { Text.displayWidth(Sanitizer.sanitize($0)) } ?? 0
    for (line, index) in state.visibleRange(count: count, visibleRows: rect.height).enumerated() {
      let y = rect.y + line
      let isSelected = index == state.selection
      let base =
        isSelected ? style.patched(by: isFocused ? selectionStyle : inactiveSelectionStyle) : style
      let rowRect = CellRect(x: rect.x, y: y, width: rect.width, height: 1)
      buffer.fill(rowRect, with: Cell(" ", style: base))
      if let highlightSymbol, isSelected {
        buffer.setString(
          highlightSymbol, at: CellPosition(x: rect.x, y: y), style: base, clip: rowRect)
      }
      draw(
        row(index), in: rowRect.inset(left: symbolWidth), base: base, isSelected: isSelected,
        of: &buffer)
    }
  }

  private func draw(
    _ content: ListRow, in rect: CellRect, base: Style, isSelected: Bool, of buffer: inout Buffer
  ) {
    func styled(_ spans: [Span]) -> [Span] {
      spans.map { span in
        let style = isSelected ? span.style.patched(by: base) : base.patched(by: span.style)
        return Span(span.text, style: style)
      }
    }
    var mainWidth = rect.width
    let trailingWidth = content.trailing.reduce(0) {
      $0 + Text.displayWidth(Sanitizer.sanitize($1.text))
    }
    if trailingWidth > 0, trailingWidth + 1 <= rect.width - trailingWidth {
      mainWidth = rect.width - trailingWidth - 1
      let origin = CellPosition(x: rect.maxX - trailingWidth, y: rect.y)
      buffer.setSpans(styled(content.trailing), at: origin, width: trailingWidth, clip: rect)
    }
    buffer.setSpans(
      styled(content.spans), at: CellPosition(x: rect.x, y: rect.y), width: mainWidth, clip: rect)
  }
}
