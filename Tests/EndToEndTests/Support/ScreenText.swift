import Foundation

/// Formats captured screens for failure messages, so a test report shows exactly what a
/// person would have seen, trailing spaces and empty rows included.
enum ScreenText {
  /// The screen inside a frame, one numbered row per line.
  ///
  /// ```
  ///    ┌────────┐
  ///  1 │> Inbox │
  ///  2 │        │
  ///    └────────┘
  /// ```
  ///
  /// - Parameters:
  ///   - lines: The rows, as ``TmuxSession/capture(escapes:)`` returns them.
  ///   - columns: The pane's width; shorter rows are padded to it.
  /// - Returns: The framed text.
  static func framed(_ lines: [String], columns: Int) -> String {
    let width = max(columns, lines.map(\.count).max() ?? 0)
    let rule = String(repeating: "─", count: width)
    var text = "   ┌\(rule)┐\n"
    for (index, line) in lines.enumerated() {
      let number = String(index + 1)
      let padding = String(repeating: " ", count: max(0, width - line.count))
      text += String(repeating: " ", count: max(0, 3 - number.count)) + number
      text += "│\(line)\(padding)│\n"
    }
    return text + "   └\(rule)┘"
  }

  /// Where `text` first appears on `screen`, in the 1-based cell coordinates mouse
  /// reports use; `nil` if it is not shown.
  ///
  /// Columns are counted in characters, so text after a wide character on the same row
  /// is reported one column early per wide character.
  ///
  /// - Parameters:
  ///   - text: The text to find within one row.
  ///   - screen: The rows, as ``TmuxSession/capture(escapes:)`` returns them.
  /// - Returns: The cell of the text's first character.
  static func position(of text: String, in screen: [String]) -> (column: Int, row: Int)? {
    for (index, line) in screen.enumerated() {
      if let range = line.range(of: text) {
        return (line.distance(from: line.startIndex, to: range.lowerBound) + 1, index + 1)
      }
    }
    return nil
  }
}
