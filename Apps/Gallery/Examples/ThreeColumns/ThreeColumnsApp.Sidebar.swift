public import SplitKitContent
public import SplitKitHostCore

extension ThreeColumnsApp {
  /// The sidebar: the folders.
  public final class Sidebar: ListController {
    weak var app: ThreeColumnsApp?

    /// Creates the sidebar.
    public init() {
      super.init(title: "Folders")
    }

    /// The folder count.
    public override var numberOfRows: Int { ThreeColumnsApp.folders.count }

    /// The folder's name.
    public override func row(at index: Int) -> ListRowContent {
      ListRowContent(title: ThreeColumnsApp.folders[index])
    }

    /// Opens the folder in the list.
    public override func didOpenRow(at index: Int, byKeyboard: Bool) { app?.openFolder(index) }

    /// The app's keys.
    public override func handle(key: KeyEvent) -> Bool { app?.handle(key: key) ?? false }
  }
}
