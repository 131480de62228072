public import SplitKitContent

extension SettingsApp {
  /// The categories; opening one shows its page.
  public final class Sidebar: ListController {
    weak var app: SettingsApp?

    /// Creates the sidebar.
    public init() {
      super.init(title: "Settings")
    }

    /// The category count.
    public override var numberOfRows: Int { SettingsApp.categories.count }

    /// The category's name.
    public override func row(at index: Int) -> ListRowContent {
      ListRowContent(title: SettingsApp.categories[index])
    }

    /// Shows the category's page.
    public override func didOpenRow(at index: Int, byKeyboard: Bool) { app?.open(index) }
  }
}
