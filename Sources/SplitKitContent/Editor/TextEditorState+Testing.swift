extension TextEditorState {
  /// How many lines have their wrapping kept: the lines wrapped since they last changed.
  package var wrappedLineCount: Int { layouts.reduce(0) { $0 + ($1 == nil ? 0 : 1) } }

  /// Each line's kept wrapping, nil where it is not kept.
  package var keptRowStarts: [[Int]?] { layouts }

  /// Line `line` wrapped afresh, ignoring what is kept.
  ///
  /// - Parameter line: A line.
  /// - Returns: The columns where its display rows start.
  package func freshRowStarts(ofLine line: Int) -> [Int] {
    Self.wrap(lines[line], width: wrapWidth, measure: measure)
  }
}
