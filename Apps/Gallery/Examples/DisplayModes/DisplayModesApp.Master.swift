public import SplitKitContent
public import SplitKitHostCore

extension DisplayModesApp {
  /// The master: the "Now" button (in its bar; Enter or `n`), the modes and the keys.
  public final class Master: DocumentController {
    weak var app: DisplayModesApp?

    /// Creates the master.
    public init() {
      super.init(title: "Master")
    }

    /// The "Now" button.
    public override var barButtons: [BarButton] {
      [
        BarButton(title: "Now", label: "Stamp the detail with the time") { [weak self] in
          self?.app?.pressNow()
        }
      ]
    }

    /// The preferred and current mode, then the keys.
    public override func makeDocument() -> Document {
      let lines =
        (app?.statusLines ?? []) + ["", "n Now  p mode  1-4 pick", "\\ display-mode button"]
      return Document(blocks: lines.map { $0.isEmpty ? .blank : .body($0) })
    }

    /// Enter presses "Now".
    public override func perform(_ command: HostCommand) -> Bool {
      guard command == .open else { return false }
      app?.pressNow()
      return true
    }

    /// The app's keys.
    public override func handle(key: KeyEvent) -> Bool { app?.handle(key: key) ?? false }
  }
}
