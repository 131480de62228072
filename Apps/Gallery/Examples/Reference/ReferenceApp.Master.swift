import SplitKit
public import SplitKitContent
public import SplitKitHostCore

extension ReferenceApp {
  /// The master: a short list; opening a row shows it in the detail.
  public final class Master: ListController {
    weak var app: ReferenceApp?

    /// The rows.
    public static let rows = ["Overview", "Delegate", "Gestures", "Appearance", "Restoration"]

    /// Creates the master.
    public init() {
      super.init(title: "Master", restorationIdentifier: "master")
    }

    /// The row count.
    public override var numberOfRows: Int { Self.rows.count }

    /// The row's title.
    public override func row(at index: Int) -> ListRowContent {
      ListRowContent(title: Self.rows[index])
    }

    /// Shows the row in the detail and dismisses the overlay.
    public override func didOpenRow(at index: Int, byKeyboard: Bool) {
      app?.detail.topic = Self.rows[index]
      splitViewController?.primaryDidSelectItem()
    }

    /// The app's keys.
    public override func handle(key: KeyEvent) -> Bool { app?.handle(key: key) ?? false }
  }
}
