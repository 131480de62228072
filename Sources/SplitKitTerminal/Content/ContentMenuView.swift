import SplitKitContent

/// The terminal's drawing of a content controller's menu (``/SplitKitContent/ContentMenu``):
/// a box of cells under the row it is about (above it, where there is no room below),
/// titled with the row, one item a line with its key at the right, the highlighted item
/// in reverse video.
///
/// ```
///  ┌ Quarterly planning ─┐
///  │ Mark Read or Unread u│
///  │ Flag or Unflag     F │
///  └─────────────────────┘
/// ```
///
/// It keeps nothing: it draws the menu as a snapshot shows it
/// (``/SplitKitContent/ContentSnapshot/MenuContent``, the browser's page draws the same),
/// and where it stands follows from the view's rectangle and the row.
struct ContentMenuView {
  /// The menu shown.
  let menu: ContentSnapshot.MenuContent

  /// Where the box goes in `rect`: under the line `anchor` (the row's), or above it.
  ///
  /// - Parameters:
  ///   - rect: The view's rectangle.
  ///   - anchor: The line of the row the menu is about; nil for the top.
  /// - Returns: The box's rectangle, inside `rect`.
  func frame(in rect: CellRect, below anchor: Int?, trailing: Bool = false) -> CellRect {
    let widest =
      menu.items.map { Text.displayWidth($0.title) + Text.displayWidth($0.key ?? "") + 3 }
      .max() ?? 0
    let titleWidth = menu.title.map { Text.displayWidth($0) + 2 } ?? 0
    let width = min(rect.width, max(widest, titleWidth, 12) + 2)
    let height = min(rect.height, menu.items.count + 2)
    let line = anchor ?? rect.y - 1
    let y = line + 1 + height <= rect.maxY ? line + 1 : max(rect.y, line - height)
    let x =
      trailing
      ? rect.x + max(0, rect.width - width - 1) : rect.x + min(2, max(0, rect.width - width))
    return CellRect(x: x, y: y, width: width, height: height)
  }

  /// Draws `content`'s menu, if it shows one, where ``frame(in:below:trailing:)`` puts
  /// it: by default at the top right of `rect`, under the bar's buttons (a view without
  /// rows to anchor it); a list passes its selected row's line.
  ///
  /// - Parameters:
  ///   - content: The controller.
  ///   - rect: The view's rectangle.
  ///   - anchor: The line of the row the menu is about; nil for the top.
  ///   - trailing: Whether the box sits at the right (under the bar's buttons).
  ///   - buffer: The buffer.
  @MainActor static func drawMenu(
    of content: ContentViewController, in rect: CellRect, below anchor: Int? = nil,
    trailing: Bool = true, buffer: inout Buffer
  ) {
    guard let menu = content.menu else { return }
    let view = ContentMenuView(menu: ContentSnapshot.MenuContent(menu: menu))
    view.draw(in: view.frame(in: rect, below: anchor, trailing: trailing), buffer: &buffer)
  }

  /// A mouse event while `content` shows a menu drawn by
  /// ``drawMenu(of:in:below:trailing:buffer:)`` with the same place: the menu is modal,
  /// so a click on an item chooses it, any other closes the menu, and a drag over an item
  /// highlights it; each reported to the session
  /// (``/SplitKitContent/ContentEvent/MenuInput``).
  ///
  /// - Parameters:
  ///   - mouse: The event.
  ///   - content: The controller.
  ///   - rect: The view's rectangle.
  ///   - anchor: The line it was drawn under; nil for the top.
  ///   - trailing: Whether it was drawn at the right.
  ///   - reporter: Where the menu's use is reported.
  /// - Returns: Whether a menu shows (and took the event).
  @MainActor static func handle(
    _ mouse: MouseEvent, menuOf content: ContentViewController, in rect: CellRect,
    below anchor: Int? = nil, trailing: Bool = true, reporting reporter: ContentReporter
  ) -> Bool {
    guard let menu = content.menu else { return false }
    let view = ContentMenuView(menu: ContentSnapshot.MenuContent(menu: menu))
    let frame = view.frame(in: rect, below: anchor, trailing: trailing)
    switch (mouse.kind, mouse.button) {
    case (.press, .left), (.press, .right):
      let item = view.item(at: mouse.position, in: frame)
      reporter.report { .menu(column: $0, .choose(item)) }
    case (.drag, _), (.move, _):
      if let item = view.item(at: mouse.position, in: frame) {
        reporter.report { .menu(column: $0, .highlight(item)) }
      }
    default: break
    }
    return true
  }

  /// The item on `position`, if any.
  ///
  /// - Parameters:
  ///   - position: A cell.
  ///   - frame: Where the box was drawn.
  /// - Returns: The item's index.
  func item(at position: CellPosition, in frame: CellRect) -> Int? {
    let inner = frame.inset(top: 1, left: 1, bottom: 1, right: 1)
    guard inner.contains(position) else { return nil }
    let index = position.y - inner.y
    return menu.items.indices.contains(index) ? index : nil
  }

  /// Draws the box.
  ///
  /// - Parameters:
  ///   - frame: Where (from ``frame(in:below:)``).
  ///   - buffer: The buffer.
  func draw(in frame: CellRect, buffer: inout Buffer) {
    guard frame.width >= 4, frame.height >= 3 else { return }
    buffer.fill(frame)
    buffer.drawBox(frame, style: Style(attributes: .bold), title: menu.title)
    let inner = frame.inset(top: 1, left: 1, bottom: 1, right: 1)
    for (index, item) in menu.items.prefix(inner.height).enumerated() {
      let line = CellRect(x: inner.x, y: inner.y + index, width: inner.width, height: 1)
      let style = index == menu.highlighted ? Style(attributes: .reverse) : .default
      buffer.setStyle(style, in: line)
      let key = item.key ?? ""
      let keyWidth = Text.displayWidth(key)
      let title = Sanitizer.truncated(item.title, toWidth: max(0, line.width - keyWidth - 3))
      buffer.setString(
        " " + title, at: CellPosition(x: line.x, y: line.y), style: style, clip: line)
      if !key.isEmpty {
        buffer.setString(
          Sanitizer.sanitize(key), at: CellPosition(x: line.maxX - keyWidth - 1, y: line.y),
          style: style.with(.dim), clip: line)
      }
    }
  }
}
