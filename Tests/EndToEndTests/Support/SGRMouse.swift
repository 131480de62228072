/// Builds xterm SGR (mode 1006) mouse reports, the bytes a terminal sends for mouse
/// events once a program has enabled mouse reporting: `ESC [ < b ; x ; y M` for a press or
/// motion and `… m` for a release, with 1-based cell coordinates.
///
/// ```swift
/// SGRMouse.press(column: 10, row: 5)  // ESC [ < 0 ; 10 ; 5 M
/// ```
enum SGRMouse {
  /// The button code of the left button.
  static let left = 0
  /// Added to the button code while the pointer moves with a button held.
  static let motion = 32
  /// The button code of one wheel notch up; down is `wheelUp + 1`.
  static let wheelUp = 64

  /// A button press at a cell.
  ///
  /// - Parameters:
  ///   - column: The 1-based column.
  ///   - row: The 1-based row.
  ///   - button: The button code (0 left, 1 middle, 2 right; add 4 Shift, 8 Alt, 16 Ctrl).
  /// - Returns: The report's bytes.
  static func press(column: Int, row: Int, button: Int = left) -> [UInt8] {
    report(button, column, row, final: "M")
  }

  /// A button release at a cell.
  ///
  /// - Parameters:
  ///   - column: The 1-based column.
  ///   - row: The 1-based row.
  ///   - button: The button code of the button released.
  /// - Returns: The report's bytes.
  static func release(column: Int, row: Int, button: Int = left) -> [UInt8] {
    report(button, column, row, final: "m")
  }

  /// Pointer motion with `button` held (button-motion tracking, mode 1002).
  ///
  /// - Parameters:
  ///   - column: The 1-based column.
  ///   - row: The 1-based row.
  ///   - button: The button held.
  /// - Returns: The report's bytes.
  static func moved(column: Int, row: Int, button: Int = left) -> [UInt8] {
    report(button + motion, column, row, final: "M")
  }

  /// One wheel notch at a cell.
  ///
  /// - Parameters:
  ///   - up: `true` to scroll up, `false` down.
  ///   - column: The 1-based column.
  ///   - row: The 1-based row.
  /// - Returns: The report's bytes.
  static func wheel(up: Bool, column: Int, row: Int) -> [UInt8] {
    report(up ? wheelUp : wheelUp + 1, column, row, final: "M")
  }

  /// A left-button drag as separate reports: a press at `start`, `steps` motion reports
  /// evenly spaced up to and including `end`, and a release at `end` if `release`.
  ///
  /// - Parameters:
  ///   - start: The 1-based cell where the button goes down.
  ///   - end: The 1-based cell where the pointer stops.
  ///   - steps: The number of motion reports, at least 1.
  ///   - release: Whether to end with a release.
  /// - Returns: One byte array per report, in order.
  static func drag(
    from start: (column: Int, row: Int),
    to end: (column: Int, row: Int),
    steps: Int,
    release: Bool = true
  ) -> [[UInt8]] {
    precondition(steps >= 1, "a drag moves at least once")
    var reports = [press(column: start.column, row: start.row)]
    for step in 1...steps {
      let column = start.column + (end.column - start.column) * step / steps
      let row = start.row + (end.row - start.row) * step / steps
      reports.append(moved(column: column, row: row))
    }
    if release { reports.append(Self.release(column: end.column, row: end.row)) }
    return reports
  }

  private static func report(_ button: Int, _ column: Int, _ row: Int, final: Character) -> [UInt8]
  {
    precondition(column >= 1 && row >= 1, "SGR mouse coordinates are 1-based")
    return Array("\u{1B}[<\(button);\(column);\(row)\(final)".utf8)
  }
}
