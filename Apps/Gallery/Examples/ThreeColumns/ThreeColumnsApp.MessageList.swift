import SplitKit
public import SplitKitContent
public import SplitKitHostCore

extension ThreeColumnsApp {
  /// The list: the messages of the chosen folder.
  public final class MessageList: ListController {
    weak var app: ThreeColumnsApp?
    /// How many messages a folder has.
    public let count: Int
    /// The folder shown.
    public var folder = ThreeColumnsApp.folders[0] {
      didSet {
        title = folder
        rowsDidReload(fromTop: true)
      }
    }

    /// Creates the list.
    ///
    /// - Parameter count: How many messages each folder has.
    public init(count: Int) {
      self.count = count
      super.init(title: ThreeColumnsApp.folders[0])
    }

    /// The message count.
    public override var numberOfRows: Int { count }

    /// "Message n+1".
    public override func row(at index: Int) -> ListRowContent {
      ListRowContent(title: "Message \(index + 1)")
    }

    /// Shows the message in the detail.
    public override func didOpenRow(at index: Int, byKeyboard: Bool) { app?.openMessage(index) }

    /// The app's keys.
    public override func handle(key: KeyEvent) -> Bool { app?.handle(key: key) ?? false }
  }
}
