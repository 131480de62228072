import SplitKit
import SplitKitGTK

/// Seed 001, the class reference: the detail logs the delegate's bar-button hand-off and
/// the appearance callbacks as they happen; `m` shows the master, `g` toggles
/// `presentsWithGesture`.
final class Reference: GTKGalleryApp, SplitViewControllerDelegate {
  let master: GTKListViewController
  let log = GTKTextViewController(title: "Event log")
  private var lines: [String] = []

  init(rows: Int) {
    master = GTKListViewController(title: "Topics", count: rows) { "Topic \($0 + 1)" }
    super.init(split: SplitViewController(style: .doubleColumn))
    split.delegate = self
    master.onChoose = { [unowned self] index in
      record("chose Topic \(index + 1)")
      split.primaryDidSelectItem()
    }
    for controller in [master, log] as [ViewController] {
      let name = controller.title ?? ""
      controller.onAppearanceEvent = { [unowned self] event in record("\(name): \(event)") }
    }
    split.setViewController(master, for: .primary)
    split.setViewController(log, for: .secondary)
  }

  override func onKey(_ key: KeyEvent) -> Bool {
    switch key.key {
    case .character("m"):
      split.show(.primary)
      record("show(.primary)")
    case .character("g"):
      split.presentsWithGesture.toggle()
      record("presentsWithGesture = \(split.presentsWithGesture)")
    default: return false
    }
    return true
  }

  func splitViewController(
    _ split: SplitViewController, willHide primary: ViewController,
    with barButtonItem: SplitKit.BarButtonItem
  ) {
    record("willHide \(primary.debugName) with \"\(barButtonItem.title)\"")
  }

  func splitViewController(
    _ split: SplitViewController, willShow primary: ViewController,
    invalidating barButtonItem: SplitKit.BarButtonItem
  ) {
    record("willShow \(primary.debugName) invalidating \"\(barButtonItem.title)\"")
  }

  private func record(_ line: String) {
    lines.append(line)
    if lines.count > 200 { lines.removeFirst(lines.count - 200) }
    log.text = lines.joined(separator: "\n")
  }
}
