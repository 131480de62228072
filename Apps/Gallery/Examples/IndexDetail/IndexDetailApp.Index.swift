public import SplitKitContent
public import SplitKitHostCore

extension IndexDetailApp {
  /// The index: five entries; Enter or a click shows one with `showDetail`.
  public final class Index: ListController {
    weak var app: IndexDetailApp?

    /// Creates the index.
    public init() {
      super.init(title: "Index")
    }

    /// The entry count.
    public override var numberOfRows: Int { IndexDetailApp.entries.count }

    /// The entry's name.
    public override func row(at index: Int) -> ListRowContent {
      ListRowContent(title: IndexDetailApp.entries[index])
    }

    /// Shows the entry with `showDetail`.
    public override func didOpenRow(at index: Int, byKeyboard: Bool) { app?.choose(index) }

    /// The collapsed state and axis, and the keys.
    public override var statusLines: [StatusContent] { [StatusContent(app?.status ?? "")] }

    /// The app's keys.
    public override func handle(key: KeyEvent) -> Bool { app?.handle(key: key) ?? false }
  }
}
