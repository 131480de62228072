/// What the host does with the left button while it is held.
enum PointerTracking: Hashable, Sendable {
  /// The button is up, or the press went to a bar button.
  case idle
  /// The button is down. Every move and the release go to the split view first.
  /// - `press`: where it went down, delivered to content as a click on release unless
  ///   the split view claimed it or started a swipe.
  /// - `claimed`: the split view claimed the press (dimmed area, divider).
  /// - `swiping`: a swipe (edge reveal, overlay drag, back swipe) took over.
  case pressed(press: MouseEvent, claimed: Bool, swiping: Bool)
}
