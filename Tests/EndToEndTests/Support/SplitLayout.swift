/// The arrangement of a SplitKit split view on screen, read from the top row the way a
/// person reads it: the divider and the display-mode or back button in the navigation
/// bars (issue 3: < 80 collapsed, 80–119 the primary over the secondary, ≥ 120 side by
/// side).
enum SplitLayout: Equatable, Sendable {
  /// Both columns, divider between them, `«` in the secondary's bar hides the primary.
  case sideBySide
  /// The primary over the secondary: a divider at its edge but no `«` (it is covered).
  case overlay
  /// Only the secondary, whose bar starts with `»` to show the primary.
  case detailOnly
  /// Collapsed to one stack showing the primary (no divider, no button).
  case compactList
  /// Collapsed to one stack showing the secondary, whose bar starts with a `‹` back button.
  case compactDetail
  /// None of the above, such as a blank screen before the first frame.
  case unrecognised

  /// Reads the layout from the screen's top row.
  ///
  /// - Parameter top: The first row of the captured screen.
  init(top: String) {
    let trimmed = top.trimmingPrefix(while: { $0 == " " })
    self =
      switch (top.contains("│"), top.contains("«")) {
      case (true, true): .sideBySide
      case (true, false): .overlay
      case (false, _) where trimmed.hasPrefix("»"): .detailOnly
      case (false, _) where trimmed.hasPrefix("‹"): .compactDetail
      case (false, _) where !trimmed.isEmpty: .compactList
      default: .unrecognised
      }
  }
}
