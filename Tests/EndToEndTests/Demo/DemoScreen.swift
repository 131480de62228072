/// What a person sees of `splitkit-demo`, read back from a captured screen: which
/// columns are visible, which list row is selected and which item the detail shows.
///
/// Comparing this whole value after every step asserts the app's observable state
/// without pinning every cell, so wording and styling changes in the host do not break
/// the end-to-end tests while layout and navigation mistakes do.
struct DemoScreen: Equatable, CustomStringConvertible {
  /// The arrangement of the split view on screen.
  enum Layout: Equatable {
    /// List and detail side by side, divider between them, `«` hides the list (≥ 120).
    case sideBySide
    /// The list over the detail, divider at its edge, no `«` (80–119, list shown).
    case overlay
    /// Only the detail, `»` shows the list (80–119, list hidden).
    case detailOnly
    /// Collapsed to one stack showing the list, titled "Items" (< 80).
    case compactList
    /// Collapsed to one stack showing the detail with a `‹ Items` back button (< 80).
    case compactDetail
    /// None of the above, such as a blank screen before the first frame.
    case unrecognised
  }

  /// The arrangement on screen.
  var layout: Layout
  /// The selected list row ("Item 3"), if the list is visible and has a selection.
  var selected: String?
  /// The title of the detail's navigation bar ("Item 3"), if the detail is visible.
  var detail: String?

  /// Describes the expected state.
  init(_ layout: Layout, selected: String? = nil, detail: String? = nil) {
    self.layout = layout
    self.selected = selected
    self.detail = detail
  }

  /// Reads the state from `screen`.
  ///
  /// - Parameter screen: The rows, as ``TmuxSession/capture(escapes:)`` returns them.
  init(reading screen: [String]) {
    let top = screen.first ?? ""
    let divided = top.contains("│")
    let trimmed = top.trimmingPrefix(while: { $0 == " " })
    layout =
      switch (divided, top.contains("«")) {
      case (true, true): .sideBySide
      case (true, false): .overlay
      case (false, _) where trimmed.hasPrefix("»"): .detailOnly
      case (false, _) where trimmed.hasPrefix("‹"): .compactDetail
      case (false, _) where trimmed.trimmingSuffix(while: { $0 == " " }) == "Items": .compactList
      default: .unrecognised
      }
    selected = screen.lazy.compactMap { $0.firstMatch(of: /▸ (Item \d+)/)?.1 }.first.map(String.init)
    detail = top.firstMatch(of: /(Item \d+)\s*$/).map { String($0.1) }
  }

  var description: String {
    "\(layout), selected \(selected ?? "none"), detail \(detail ?? "none")"
  }
}

extension Substring {
  fileprivate func trimmingSuffix(while predicate: (Character) -> Bool) -> Substring {
    var result = self
    while let last = result.last, predicate(last) { result.removeLast() }
    return result
  }
}

extension TmuxSession {
  /// Polls the screen until the demo shows `expected`.
  ///
  /// - Parameters:
  ///   - expected: The layout, selection and detail to wait for.
  ///   - timeout: The deadline.
  /// - Returns: The screen that showed it.
  /// - Throws: ``EndToEndError`` at the deadline with the state read last and the screen.
  @discardableResult
  func waitFor(demo expected: DemoScreen, timeout: Duration = .seconds(10)) async throws -> [String] {
    var seen = DemoScreen(.unrecognised)
    do {
      return try await waitFor("the demo to show \(expected)", timeout: timeout) { screen in
        seen = DemoScreen(reading: screen)
        return seen == expected
      }
    } catch let error as EndToEndError {
      throw EndToEndError("\(error.message)\nRead as: \(seen)")
    }
  }
}
