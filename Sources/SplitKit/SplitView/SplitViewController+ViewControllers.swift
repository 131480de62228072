extension SplitViewController {
  /// A list given to ``setViewControllers(_:)`` whose length does not fit the style.
  public struct ChildCountError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The split view's style.
    public var style: Style
    /// The counts the style accepts: every column, or every column but the secondary.
    public var accepted: ClosedRange<Int>
    /// The count given.
    public var given: Int

    /// A sentence saying what was expected.
    public var description: String {
      "A \(style) split view takes \(accepted.lowerBound) or \(accepted.upperBound) controllers, "
        + "not \(given)"
    }
  }

  /// The app's controllers of the expanded columns, primary first, like UIKit's
  /// `viewControllers`; columns without a controller are left out.
  public var viewControllers: [ViewController] {
    expandedColumns.compactMap { appControllers[$0] }
  }

  /// Sets the expanded columns' controllers from a list, like UIKit's `viewControllers`.
  ///
  /// The list is taken in column order: primary, (supplementary,) secondary. A list one
  /// shorter sets the columns before the secondary and *removes* the secondary (its column
  /// is cleared, as `setViewController(nil, for: .secondary)` does). Any other length
  /// throws and changes nothing. Each controller is wrapped as
  /// ``setViewController(_:for:)`` does.
  ///
  /// ```swift
  /// try split.setViewControllers([mailboxes, message])   // double column
  /// try split.setViewControllers([mailboxes])            // the secondary is removed
  /// ```
  ///
  /// - Parameter controllers: The controllers in column order.
  /// - Throws: ``ChildCountError`` when the count is neither the style's column count nor
  ///   one less; nothing changes then.
  public func setViewControllers(_ controllers: [ViewController]) throws(ChildCountError) {
    let columns = expandedColumns
    guard controllers.count == columns.count || controllers.count == columns.count - 1 else {
      throw ChildCountError(
        style: style, accepted: (columns.count - 1)...columns.count, given: controllers.count)
    }
    for (column, controller) in zip(columns, controllers) {
      setViewController(controller, for: column)
    }
    if controllers.count < columns.count { setViewController(nil, for: .secondary) }
  }
}
