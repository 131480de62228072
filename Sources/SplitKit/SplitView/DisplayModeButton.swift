/// The state of the split view's built-in display-mode button, for the host to draw.
///
/// Its look follows the mode a tap would reach: a sidebar toggle when columns tile, a back
/// chevron when the tap reveals columns over or beside the secondary, a full-screen icon
/// when the tap leaves the secondary alone.
public struct DisplayModeButton: Hashable, Sendable, CustomStringConvertible {
  /// How the button looks.
  public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
    /// Toggles the sidebar of tiled columns.
    case sidebarToggle
    /// Reveals a column (over the secondary or pushing it).
    case backChevron
    /// Hides the other columns so the secondary fills the container.
    case fullScreen
  }

  /// How the button looks.
  public var kind: Kind
  /// Whether the host should show it.
  public var isVisible: Bool
  /// The mode a tap moves to; `nil` when a tap would do nothing.
  public var targetDisplayMode: SplitViewController.DisplayMode?

  /// Creates a button state.
  ///
  /// - Parameters:
  ///   - kind: Which button it is.
  ///   - isVisible: Whether the host should show it.
  ///   - targetDisplayMode: The mode a tap moves to, or `nil` when a tap would do nothing.
  public init(kind: Kind, isVisible: Bool, targetDisplayMode: SplitViewController.DisplayMode?) {
    self.kind = kind
    self.isVisible = isVisible
    self.targetDisplayMode = targetDisplayMode
  }

  /// The kind and the mode a tap moves to (`kind → mode`), or `hidden`.
  public var description: String {
    isVisible ? "\(kind) → \(targetDisplayMode.map { "\($0)" } ?? "nothing")" : "hidden"
  }
}

/// The classic bar button item a split view hands to its delegate while the primary is
/// only available over the secondary (the Mail-style portrait "Master" button).
///
/// Place it in the secondary's toolbar when `willHide(_:with:)` hands it over, remove it
/// when `willShow(_:invalidating:)` takes it back. Pressing it shows the primary.
@MainActor
public final class BarButtonItem {
  /// What a bar button item of the split view does.
  enum Action {
    /// The display-mode button's action (the classic "Master" button).
    case displayMode
    /// The inspector button's action (``SplitViewController/inspectorBarButtonItem``).
    case inspector
  }

  /// The button's title: the primary's title, or "Master"; "Inspector" for the inspector's.
  public let title: String
  weak var splitViewController: SplitViewController?
  let action: Action

  init(title: String, splitViewController: SplitViewController, action: Action = .displayMode) {
    self.title = title
    self.splitViewController = splitViewController
    self.action = action
  }

  /// Performs the button's action: the split view's display-mode button action, or the
  /// inspector button's for ``SplitViewController/inspectorBarButtonItem``.
  public func press() {
    switch action {
    case .displayMode: splitViewController?.pressDisplayModeButton()
    case .inspector: splitViewController?.pressInspectorButton()
    }
  }
}
