import SplitKitTerminal
import SplitKitTerminalTesting

extension Buffer {
  /// The screen's lines, each after one more column that says whether the row is selected.
  ///
  /// The column is `▸` when the cell at x = 1 (a content list row's first letter) is in
  /// reverse video or on a background colour, as the terminal host draws the selected row;
  /// a space otherwise. `"▸ Item 3"` reads "Item 3, selected"; `"  Item 4"` unselected.
  var linesMarkingSelection: [String] {
    lines.enumerated().map { y, line in
      guard size.columns > 1 else { return " " + line }
      let style = self[1, y].style
      let highlighted = style.attributes.contains(.reverse) || style.background != .default
      return (highlighted ? "▸" : " ") + line
    }
  }
}

extension Driver {
  /// ``Buffer/linesMarkingSelection`` of the screen.
  var markedScreen: [String] { buffer.linesMarkingSelection }
}
