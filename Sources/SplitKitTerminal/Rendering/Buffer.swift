/// A grid of cells: one frame of the screen, or the part a view draws.
///
/// Views draw into a buffer with the methods in `Buffer+Drawing.swift`, always clipped
/// to a ``CellRect``; ``FrameRenderer`` compares two buffers and writes the difference to
/// the terminal. The buffer keeps three invariants that make the diff safe:
/// - every cell's character is sanitized (there is no way to store an unsafe one);
/// - a wide character's lead cell is always followed by its continuation cell, which has
///   the same style, so a wide character is never split;
/// - writing over either half of a wide character turns its other half into a space.
///
/// Tests build expected screens as text art:
///
/// ```swift
/// #expect(render(list, width: 8, height: 2) == Buffer(lines: ["> Inbox ", "  Sent  "]))
/// ```
public struct Buffer: Hashable, Sendable {
  /// The number of columns and rows.
  public let size: CellSize
  /// The cells, row by row.
  var cells: [Cell]
  /// Where the terminal's own cursor shows, as a text field's caret; nil hides it.
  ///
  /// A view that edits text sets it while it draws (only when its column has focus);
  /// ``FrameRenderer`` moves the terminal's cursor there after the frame's cells and shows
  /// it, or hides it when nil.
  public var cursor: CellPosition?

  /// Creates a buffer of `size` with every cell set to `cell`.
  ///
  /// - Parameters:
  ///   - size: The number of columns and rows.
  ///   - cell: The fill; a wide cell is not allowed here.
  public init(size: CellSize, filling cell: Cell = .blank) {
    precondition(cell.width == 1, "A buffer is filled with a one-column cell")
    self.size = size
    self.cells = Array(repeating: cell, count: size.area)
  }

  /// Creates a buffer showing `lines` in the default style, as wide as the widest line
  /// (by display width) and as tall as the number of lines; shorter lines are padded
  /// with spaces.
  ///
  /// - Parameter lines: The rows as text; sanitized like any content.
  public init(lines: [String]) {
    let width = lines.map { Text.displayWidth(Sanitizer.sanitize($0)) }.max() ?? 0
    self.init(size: CellSize(columns: width, rows: lines.count))
    for (row, line) in lines.enumerated() {
      setString(line, at: CellPosition(x: 0, y: row))
    }
  }

  /// The whole buffer as a rectangle at the origin.
  public var bounds: CellRect { CellRect(size: size) }

  /// The cell at column `x`, row `y`.
  ///
  /// - Parameters:
  ///   - x: The zero-based column.
  ///   - y: The zero-based row.
  /// - Precondition: The position lies inside ``bounds``.
  public subscript(x: Int, y: Int) -> Cell {
    precondition(
      x >= 0 && x < size.columns && y >= 0 && y < size.rows, "Cell (\(x), \(y)) outside \(size)")
    return cells[y * size.columns + x]
  }

  /// The cell at `position`.
  ///
  /// - Parameter position: The cell's column and row.
  /// - Precondition: The position lies inside ``bounds``.
  public subscript(position: CellPosition) -> Cell { self[position.x, position.y] }

  /// Each row as text: lead cells' characters in order, continuation cells skipped.
  public var lines: [String] {
    (0..<size.rows).map { row in
      var bytes: [UInt8] = []
      let start = row * size.columns
      for cell in cells[start..<start + size.columns] where !cell.isContinuation {
        cell.storage.append(to: &bytes)
      }
      return String(decoding: bytes, as: UTF8.self)
    }
  }

  /// The screen as text: ``lines`` joined with newlines.
  public var text: String { lines.joined(separator: "\n") }
}

extension Buffer: CustomStringConvertible {
  /// The size and each row quoted on its own line, for readable test failures.
  public var description: String {
    "Buffer \(size)\n" + lines.map { "\"\($0)\"" }.joined(separator: "\n")
  }
}
