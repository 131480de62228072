import SplitKit
public import SplitKitTerminal

extension IndexDetailApp {
  /// The index: the entries, with its own divider on the trailing edge while expanded.
  public final class Index: ListViewController {
    weak var app: IndexDetailApp?

    /// Creates the index.
    public init() {
      super.init(title: "Index")
    }

    /// The entry count.
    public override var numberOfRows: Int { IndexDetailApp.entries.count }

    /// The entry's name.
    public override func row(at index: Int) -> ListRow { ListRow(IndexDetailApp.entries[index]) }

    /// Chooses the entry with `showDetail`.
    public override func didOpenRow(at index: Int) { app?.choose(index) }

    /// Draws the list and, while expanded, a divider on its trailing edge.
    public override func draw(in rect: CellRect, buffer: inout Buffer, context: DrawContext) {
      let collapsed = app?.container.isCollapsed ?? true
      let horizontal = app?.container.axis == .horizontal
      guard !collapsed, rect.width > 1, rect.height > 1 else {
        return super.draw(in: rect, buffer: &buffer, context: context)
      }
      if horizontal {
        super.draw(
          in: CellRect(x: rect.x, y: rect.y, width: rect.width - 1, height: rect.height),
          buffer: &buffer, context: context)
        for y in rect.y..<rect.maxY {
          buffer.setString("│", at: CellPosition(x: rect.maxX - 1, y: y), clip: rect)
        }
      } else {
        super.draw(
          in: CellRect(x: rect.x, y: rect.y, width: rect.width, height: rect.height - 1),
          buffer: &buffer, context: context)
        buffer.setString(
          String(repeating: "─", count: rect.width), at: CellPosition(x: rect.x, y: rect.maxY - 1),
          clip: rect)
      }
    }
  }
}
