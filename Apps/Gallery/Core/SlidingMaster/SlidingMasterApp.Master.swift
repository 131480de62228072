import SplitKit
public import SplitKitTerminal

extension SlidingMasterApp {
  /// The master: a list of "Item 1" … "Item N"; opening a row chooses that item.
  public final class Master: ListViewController {
    /// How many rows the list has.
    public let count: Int
    /// Called with the 1-based item number when the user opens a row.
    var onChoose: (Int) -> Void = { _ in }

    /// Creates the list.
    ///
    /// - Parameter count: The number of rows.
    public init(count: Int) {
      self.count = count
      super.init(title: "Master")
    }

    /// The row count.
    public override var numberOfRows: Int { count }

    /// "Item n+1".
    public override func row(at index: Int) -> ListRow { ListRow("Item \(index + 1)") }

    /// Chooses the item: the detail shows it and the overlay slides away.
    public override func didOpenRow(at index: Int) { onChoose(index + 1) }
  }
}
