public import SplitKitContent

/// A centered box listing key bindings: the `?` screen.
///
/// Keys are listed in a left column as wide as the widest keys, descriptions beside
/// them; the box is as small as its content allows and never larger than the rectangle
/// it is drawn in; descriptions are truncated with an ellipsis when the box is narrower
/// than they need. When the bindings do not all fit vertically, the box shows those from
/// ``firstRow`` on, and its edges say how many more are above (`↑ 2 more`) and below
/// (`↓ 3 more`); the host scrolls it with the movement keys.
///
/// ```swift
/// HelpOverlay(bindings: [(keys: "↑ ↓  k j", description: "Move the selection"),
///                        (keys: "?", description: "Toggle this help")])
/// ```
public struct HelpOverlay: Widget, Hashable, Sendable {
  /// One key binding: the content layer's key command, so an app's `keyCommands` are
  /// the overlay's rows as they are.
  public typealias Binding = KeyCommand

  /// The title in the box's top edge.
  public var title: String
  /// The bindings, in order.
  public var bindings: [Binding]
  /// The box's lines and background.
  public var style: Style
  /// The keys column.
  public var keyStyle: Style
  /// The first binding shown when they do not all fit; clamped so the last page is full.
  public var firstRow = 0

  /// Creates a help overlay.
  ///
  /// - Parameters:
  ///   - title: The title in the top edge; "Keys" by default.
  ///   - bindings: (keys, description) pairs in order.
  public init(title: String = "Keys", bindings: [(keys: String, description: String)]) {
    self.title = title
    self.bindings = bindings.map { Binding(keys: $0.keys, description: $0.description) }
    self.style = .default
    self.keyStyle = Style(attributes: .bold)
  }

  /// The box's cells when drawn centered in `rect`.
  ///
  /// - Parameter rect: The area to center in.
  /// - Returns: A rectangle inside `rect`: content plus a border and one column of
  ///   padding each side.
  public func frame(in rect: CellRect) -> CellRect {
    let keysWidth = bindings.map { Text.displayWidth(Sanitizer.sanitize($0.keys)) }.max() ?? 0
    let descriptionWidth =
      bindings.map { Text.displayWidth(Sanitizer.sanitize($0.description)) }.max() ?? 0
    let titleWidth = Text.displayWidth(Sanitizer.sanitize(title)) + 4
    let width = min(rect.width, max(titleWidth, keysWidth + 2 + descriptionWidth) + 4)
    let height = min(rect.height, bindings.count + 2)
    return CellRect(
      x: rect.x + (rect.width - width) / 2, y: rect.y + (rect.height - height) / 2, width: width,
      height: height)
  }

  /// The largest useful ``firstRow`` when drawn in `rect`: how many bindings do not fit.
  ///
  /// - Parameter rect: The area the box is drawn in.
  /// - Returns: 0 when every binding fits.
  public func maximumFirstRow(in rect: CellRect) -> Int {
    max(0, bindings.count - max(0, frame(in: rect).height - 2))
  }
}
