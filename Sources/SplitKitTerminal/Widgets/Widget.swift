/// A view that draws itself into a rectangle of a ``Buffer``.
///
/// Widgets are values built for one frame: the host creates them from its model, asks
/// each to draw into the rectangle its layout gave it, and throws them away. A widget
/// never draws outside `rect`.
///
/// ```swift
/// NavigationBar(title: "Inbox").render(in: CellRect(x: 0, y: 0, width: 40, height: 1), of: &buffer)
/// ```
public protocol Widget {
  /// Draws the widget.
  ///
  /// - Parameters:
  ///   - rect: The cells the widget owns; nothing outside it is changed, except the
  ///     outside half of a wide character cut by its edge, which becomes a space.
  ///   - buffer: The frame being drawn.
  func render(in rect: CellRect, of buffer: inout Buffer)
}

/// A widget whose scroll position and selection live in a separate state value the host
/// keeps between frames (like a list's selection).
public protocol StatefulWidget {
  /// The state kept between frames.
  associatedtype State

  /// Draws the widget as `state` describes it.
  ///
  /// - Parameters:
  ///   - rect: The cells the widget owns.
  ///   - buffer: The frame being drawn.
  ///   - state: The selection and scroll position to show.
  func render(in rect: CellRect, of buffer: inout Buffer, state: State)
}
