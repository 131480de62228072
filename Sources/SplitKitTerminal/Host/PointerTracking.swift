/// What the host does with the left button while it is held.
enum PointerTracking: Hashable, Sendable {
  /// The button is up, or the press went to a bar button or content.
  case idle
  /// The split view tracks the press (edge reveal, overlay drag, dimmed tap, divider).
  /// If it lets go without having moved, the press is delivered to content as a click.
  case split(press: MouseEvent, moved: Bool)
}
