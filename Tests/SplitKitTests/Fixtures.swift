import SplitKit
import SplitKitTesting

/// A double-column Mail-style split: Mailboxes list, a message detail, a recording
/// delegate and an appearance recorder, attached to the window and sized (in that order
/// with `attachesFirst`, as the terminal host does; sized first otherwise).
///
/// Terminal-sized: the widths these tests use are cells, so the split view has the terminal
/// host's numbers (0.3 of the width, 20…40; the secondary at least 30), not the engine's
/// point defaults.
@MainActor
struct MailFixture {
  let split: SplitViewController
  let list: ViewController
  let detail: ViewController
  let delegate: RecordingSplitDelegate
  let appearance: AppearanceRecorder

  init(
    width: Double = 150, height: Double = 30, style: SplitViewController.Style = .doubleColumn,
    keepsInitialEvents: Bool = false, attachesFirst: Bool = false
  ) {
    split = SplitViewController.terminalSized(style: style)
    split.title = "Split"
    split.animationsEnabled = true
    list = ViewController(title: "List", restorationIdentifier: "list")
    detail = ViewController(title: "Detail", restorationIdentifier: "detail")
    delegate = RecordingSplitDelegate()
    split.delegate = delegate
    split.setViewController(list, for: .primary)
    split.setViewController(detail, for: .secondary)
    appearance = AppearanceRecorder(observing: split)
    if attachesFirst { split.setVisibleInWindow(true) }
    split.setContainerSize(Size(width: width, height: height))
    split.setVisibleInWindow(true)
    split.advance(to: .zero)
    if !keepsInitialEvents { _ = appearance.take() }
    _ = delegate.take()
  }

  /// The titles of the primary navigation controller's stack.
  var primaryStack: [String] { titles(split.navigationController(for: .primary)) }
  /// The titles of the secondary navigation controller's stack.
  var secondaryStack: [String] { titles(split.navigationController(for: .secondary)) }

  /// Runs the split's transitions to their end.
  func settle(from start: Duration = .zero) {
    split.advance(to: start + .seconds(5))
  }
}

@MainActor
func titles(_ navigation: NavigationController?) -> [String] {
  navigation?.viewControllers.map(\.debugName) ?? []
}

/// A compact textual form of a layout: `column x+width` per column, divider positions.
@MainActor
func describe(_ layout: SplitLayout) -> String {
  layout.description
}

/// A double-column split with the engine's point defaults (Master and Detail), `configure`d
/// before it is sized to `width` x `height` points and shown in the window.
@MainActor
func pointSplit(
  width: Double, height: Double, configure: (SplitViewController) -> Void
) -> SplitViewController {
  let split = SplitViewController(style: .doubleColumn)
  split.setViewController(ViewController(title: "Master"), for: .primary)
  split.setViewController(ViewController(title: "Detail"), for: .secondary)
  configure(split)
  split.setContainerSize(Size(width: width, height: height))
  split.setVisibleInWindow(true)
  return split
}
