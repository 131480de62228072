public import SplitKitContent

extension SlidingMasterApp {
  /// The master: rows "Item 1" … "Item N"; opening one shows it in the detail.
  public final class Master: ListController {
    /// How many rows the list has.
    public let count: Int
    var onChoose: (Int) -> Void = { _ in }

    /// Creates the master.
    ///
    /// - Parameter count: How many rows it lists.
    public init(count: Int) {
      self.count = count
      super.init(title: "Master")
    }

    /// The row count.
    public override var numberOfRows: Int { count }

    /// "Item n+1".
    public override func row(at index: Int) -> ListRowContent {
      ListRowContent(title: "Item \(index + 1)")
    }

    /// Shows item `index + 1` in the detail.
    public override func didOpenRow(at index: Int, byKeyboard: Bool) { onChoose(index + 1) }
  }
}
