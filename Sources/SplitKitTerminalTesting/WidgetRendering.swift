public import SplitKitTerminal

/// Draws `widget` into a blank buffer of the given size, for text-art assertions.
///
/// ```swift
/// #expect(render(NavigationBar(title: "Inbox"), width: 9, height: 1) == Buffer(lines: ["  Inbox  "]))
/// ```
///
/// - Parameters:
///   - widget: The widget to draw.
///   - width: The buffer's columns.
///   - height: The buffer's rows.
/// - Returns: The buffer after the widget drew into all of it.
public func render(_ widget: some Widget, width: Int, height: Int) -> Buffer {
  var buffer = Buffer(size: CellSize(columns: width, rows: height))
  widget.render(in: buffer.bounds, of: &buffer)
  return buffer
}

/// Draws a stateful widget into a blank buffer of the given size.
///
/// - Parameters:
///   - widget: The widget to draw.
///   - width: The buffer's columns.
///   - height: The buffer's rows.
///   - state: The state to draw it with.
/// - Returns: The buffer after the widget drew into all of it.
public func render<W: StatefulWidget>(_ widget: W, width: Int, height: Int, state: W.State)
  -> Buffer
{
  var buffer = Buffer(size: CellSize(columns: width, rows: height))
  widget.render(in: buffer.bounds, of: &buffer, state: state)
  return buffer
}
