public import SplitKit
public import SplitKitContent
public import SplitKitHostCore

extension SlidingMasterApp {
  /// The detail: the chosen item, and a "Master" bar button while the master is hidden.
  public final class Detail: DocumentController {
    /// The item shown (1-based); `nil` before the first choice.
    public var item: Int? {
      didSet {
        title = item.map { "Item \($0)" } ?? "Detail"
        documentDidChange()
      }
    }
    /// The split view's bar-button item, handed over while the master is hidden.
    public private(set) var masterButton: SplitKit.BarButtonItem?

    /// Creates the detail.
    public init() {
      super.init(title: "Detail")
    }

    /// The "Master" button, when the split view has handed it over.
    public override var barButtons: [BarButton] {
      guard let masterButton else { return [] }
      return [
        BarButton(title: masterButton.title, label: "Show the master") {
          [weak self] in self?.masterButton?.press()
        }
      ]
    }

    func setMasterButton(_ button: SplitKit.BarButtonItem?) {
      masterButton = button
      setNeedsDisplay()
    }

    /// The item, or a prompt before the first choice.
    public override func makeDocument() -> Document {
      guard let item else {
        return Document(blocks: [.body("Select an item from the master list.")])
      }
      return Document(blocks: [
        .paragraph([TextRun("Item \(item)", traits: .strong)]), .blank,
        .body("You selected item \(item)"),
      ])
    }

    /// `m` presses the Master button.
    public override func handle(key: KeyEvent) -> Bool {
      guard key.key == .character("m"), key.modifiers.isEmpty, let masterButton else {
        return false
      }
      masterButton.press()
      return true
    }
  }
}
