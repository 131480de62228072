import SplitKitHostCore

/// What the host does with the left button while it is held: the shared
/// ``/SplitKitHostCore/PointerPress`` (as in the GTK host), and the press itself, delivered
/// to content as a click on release unless the split view claimed it or swiped.
struct PointerTracking: Hashable, Sendable {
  /// The split view's part of the press.
  var press = PointerPress.idle
  /// The press, while the button is down and the press went to the split view.
  var event: MouseEvent?
  /// Whether the press was given to content already, with the drags after it
  /// (``TerminalViewController/receivesDrags``), so the release gives it no click.
  var isDelivered = false

  /// The button is up, or the press went to a bar button.
  static let idle = PointerTracking()
}
