import SplitKit
public import SplitKitContent
public import SplitKitHostCore

extension IndexDetailApp {
  /// The root of the detail stack: "nothing selected", a placeholder the split view hides
  /// behind the index when collapsed.
  public final class Placeholder: DocumentController {
    weak var app: IndexDetailApp?

    /// Creates the placeholder.
    public init() {
      super.init(title: "Nothing selected", document: .placeholder("nothing selected"))
      isPlaceholder = true
    }

    /// The collapsed state and axis, and the keys.
    public override var statusLines: [StatusContent] { [StatusContent(app?.status ?? "")] }

    /// The app's keys.
    public override func handle(key: KeyEvent) -> Bool { app?.handle(key: key) ?? false }
  }

  /// A detail page: its entry and level, and a "Push another" button (`p`).
  public final class Page: DocumentController {
    /// The index entry the page belongs to.
    public let entry: String
    /// 1 for the page `showDetail` shows, one more for each `pushDetail`.
    public let level: Int
    private weak var app: IndexDetailApp?

    init(app: IndexDetailApp, entry: String, level: Int) {
      self.app = app
      self.entry = entry
      self.level = level
      super.init(
        title: level == 1 ? entry : "\(entry) \(level)",
        document: Document(blocks: [
          .paragraph([TextRun("\(entry), page \(level)", traits: .strong)]), .blank,
          .body("p pushes another page with pushDetail."),
        ]))
    }

    /// "Push another", `p`'s button.
    public override var barButtons: [BarButton] {
      [
        BarButton(title: "Push another", label: "Push another page") { [weak self] in
          guard let self else { return }
          self.app?.pushAnother(after: self)
        }
      ]
    }

    /// The collapsed state and axis, and the keys.
    public override var statusLines: [StatusContent] { [StatusContent(app?.status ?? "")] }

    /// The app's keys (`p` pushes another page).
    public override func handle(key: KeyEvent) -> Bool { app?.handle(key: key) ?? false }
  }
}
