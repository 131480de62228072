import SystemTestSupport

/// What a person sees of `splitkit-demo`, read back from a captured screen: which
/// columns are visible, which list row is selected and which item the detail shows.
///
/// Comparing this whole value after every step asserts the app's observable state
/// without pinning every cell, so wording and styling changes in the host do not break
/// the end-to-end tests while layout and navigation mistakes do.
struct DemoScreen: Equatable, CustomStringConvertible {
  /// The arrangement on screen.
  var layout: SplitLayout
  /// The selected list row ("Item 3"), if the list is visible and has a selection.
  var selected: String?
  /// The title of the detail's navigation bar ("Item 3"), if the detail is visible.
  var detail: String?

  /// Describes the expected state.
  init(_ layout: SplitLayout, selected: String? = nil, detail: String? = nil) {
    self.layout = layout
    self.selected = selected
    self.detail = detail
  }

  /// Reads the state from `screen`.
  ///
  /// - Parameter screen: The rows, as ``TmuxSession/capture(escapes:)`` returns them with
  ///   escapes, so the selected row (reverse video or a background) can be told apart.
  init(reading screen: [String]) {
    let rows = StyledRow.rows(screen)
    let top = rows.first?.text ?? ""
    layout = SplitLayout(top: top)
    selected = rows.dropFirst().lazy.filter { $0.isHighlighted(at: 1) }
      .compactMap { $0.text.firstMatch(of: /^ ?(Item \d+)/)?.1 }.first.map(String.init)
    detail = top.firstMatch(of: /(Item \d+)\s*$/).map { String($0.1) }
  }

  var description: String {
    "\(layout), selected \(selected ?? "none"), detail \(detail ?? "none")"
  }
}

extension TmuxSession {
  /// Polls the screen until the demo shows `expected`.
  ///
  /// - Parameters:
  ///   - expected: The layout, selection and detail to wait for.
  ///   - timeout: The deadline.
  /// - Returns: The screen that showed it, as text without escapes.
  /// - Throws: ``EndToEndError`` at the deadline with the state read last and the screen.
  @discardableResult
  func waitFor(demo expected: DemoScreen, timeout: Duration = .seconds(10)) async throws -> [String]
  {
    // Read with escapes (the selection is a style), returned as text.
    let screen = try await waitFor(
      expected, escapes: true, timeout: timeout, reading: DemoScreen.init(reading:))
    return StyledRow.rows(screen).map(\.text)
  }
}
