public import SplitKit

extension ReferenceApp {
  /// What `s` preserves: the split view's own snapshot plus each child's state, keyed by the
  /// child's restoration identifier (a child without one is not preserved, as in UIKit).
  public struct Snapshot: Hashable, Sendable, Codable {
    /// The split view's stacks, display mode, collapse and focus.
    public var split: SplitRestorationState
    /// Each identified child's own state: the master's selected row, the detail's topic.
    public var children: [String: String]

    /// Creates a snapshot.
    ///
    /// - Parameters:
    ///   - split: The split view's ``SplitViewController/restorationState``.
    ///   - children: Each child's state by restoration identifier.
    public init(split: SplitRestorationState, children: [String: String]) {
      self.split = split
      self.children = children
    }
  }
}
