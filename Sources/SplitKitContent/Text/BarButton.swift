/// A button a content controller puts in its navigation bar: a title, an accessible label
/// that says what it does, and the action.
///
/// ```swift
/// BarButton(title: "↻", label: "Reload the mailbox") { reload() }
/// ```
public struct BarButton: Sendable {
  /// What the button shows.
  public var title: String
  /// What a screen reader says, when the title alone does not say what it does.
  public var label: String
  /// What pressing it does.
  public var action: @MainActor @Sendable () -> Void

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
}
