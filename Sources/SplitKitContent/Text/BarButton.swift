/// A button a content controller puts in its navigation bar: a title, an accessible label
/// that says what it does, and the action; or a menu of such buttons.
///
/// GTK shows a menu as a button that opens a popover of its items; the terminal, whose
/// bar has no popovers, shows the items as buttons of their own.
///
/// ```swift
/// BarButton(title: "↻", label: "Reload the mailbox") { reload() }
/// BarButton(title: "⋯", label: "More actions", menu: [flag, archive, delete])
/// ```
public struct BarButton: Sendable {
  /// What the button shows.
  public var title: String
  /// What a screen reader says, when the title alone does not say what it does.
  public var label: String
  /// What pressing it does (nothing, for a menu).
  public var action: @MainActor @Sendable () -> Void
  /// The items of a menu button, in order; empty for a plain button.
  public var menu: [BarButton] = []

  /// Creates a button.
  ///
  /// - Parameters:
  ///   - title: What it shows.
  ///   - label: What it does, for screen readers; the title by default.
  ///   - action: What pressing it does.
  public init(
    title: String, label: String? = nil, action: @escaping @MainActor @Sendable () -> Void
  ) {
    self.title = title
    self.label = label ?? title
    self.action = action
  }

  /// Creates a menu button.
  ///
  /// - Parameters:
  ///   - title: What it shows.
  ///   - label: What it does, for screen readers; the title by default.
  ///   - menu: Its items, each a plain button.
  public init(title: String, label: String? = nil, menu: [BarButton]) {
    self.init(title: title, label: label) {}
    self.menu = menu
  }
}

extension [BarButton] {
  /// The buttons with each menu replaced by its items: what a bar without popovers shows.
  public var flattened: [BarButton] { flatMap { $0.menu.isEmpty ? [$0] : $0.menu } }
}
