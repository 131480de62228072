/// The state of the split view's inspector button, for the host to draw.
///
/// Like the display-mode button for the primary, the split view offers a button that
/// shows and hides the inspector column: the hosts put it at the trailing end of the bar
/// beside the inspector (the secondary's; the inspector's own while it shows; the merged
/// stack's top when collapsed). An app that wants it in a toolbar of its own uses
/// ``SplitViewController/inspectorBarButtonItem`` and sets
/// ``SplitViewController/inspectorButtonVisibility`` to `.never`.
public struct InspectorButton: Hashable, Sendable, CustomStringConvertible {
  /// Whether the host should show it.
  public var isVisible: Bool
  /// What a tap does: `true` shows the inspector, `false` hides it.
  public var showsInspector: Bool

  /// Creates a button state.
  ///
  /// - Parameters:
  ///   - isVisible: Whether the host should show it.
  ///   - showsInspector: Whether a tap shows the inspector (`false`: hides it).
  public init(isVisible: Bool, showsInspector: Bool) {
    self.isVisible = isVisible
    self.showsInspector = showsInspector
  }

  /// `show inspector`, `hide inspector`, or `hidden`.
  public var description: String {
    isVisible ? (showsInspector ? "show inspector" : "hide inspector") : "hidden"
  }
}
