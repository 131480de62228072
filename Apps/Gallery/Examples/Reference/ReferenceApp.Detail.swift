import SplitKit
public import SplitKitContent
public import SplitKitHostCore

extension ReferenceApp {
  /// The detail: a "Master" bar button while the master is hidden, the chosen topic, the
  /// display mode, and the event log, newest first.
  public final class Detail: DocumentController {
    weak var app: ReferenceApp?
    /// The topic chosen in the master.
    public var topic: String? {
      didSet { documentDidChange() }
    }
    /// Whether the bar shows the handed-off "Master" button.
    public internal(set) var showsMasterButton = false

    /// Creates the detail.
    public init() {
      super.init(title: "Detail", restorationIdentifier: "detail")
    }

    /// The handed-off "Master" button, while the master is hidden.
    public override var barButtons: [BarButton] {
      guard showsMasterButton else { return [] }
      return [
        BarButton(title: "Master", label: "Show the master") { [weak self] in
          self?.splitViewController?.barButtonItem?.press()
        }
      ]
    }

    /// The topic, the display mode, and the events, newest first.
    public override func makeDocument() -> Document {
      let topicText = topic.map { "Topic: \($0)" } ?? "Choose a topic in the master."
      var blocks: [Document.Block] = [.paragraph([TextRun(topicText, traits: .strong)])]
      if let mode = splitViewController?.displayMode {
        blocks.append(.body("Display mode: \(mode)"))
      }
      blocks += [
        .blank,
        .paragraph([
          TextRun(
            "Event log, newest first (g gesture, m master, s preserve, r restore, x corrupted restore)",
            traits: .emphasis)
        ]),
      ]
      blocks += (app?.events ?? []).reversed().map { .body($0) }
      return Document(blocks: blocks)
    }

    /// The app's keys.
    public override func handle(key: KeyEvent) -> Bool { app?.handle(key: key) ?? false }
  }
}
