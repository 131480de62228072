import Foundation
import SplitKitTerminal
import SplitKitTerminalTesting

extension Driver {
  /// The cell where `text` starts on the first line of the screen that shows it, if one
  /// does (counted in display width, so a wide character before it takes two cells).
  func cell(of text: String) -> CellPosition? {
    for (y, line) in screen.enumerated() {
      guard let range = line.range(of: text) else { continue }
      return CellPosition(x: Text.displayWidth(line[..<range.lowerBound]), y: y)
    }
    return nil
  }
}
