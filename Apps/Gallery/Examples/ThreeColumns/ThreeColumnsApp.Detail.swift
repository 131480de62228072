public import SplitKitContent
public import SplitKitHostCore

extension ThreeColumnsApp {
  /// The detail: the chosen message and the mode status.
  public final class Detail: DocumentController {
    /// The message shown; `nil` before one is chosen.
    public let shownMessage: String?
    private weak var app: ThreeColumnsApp?

    init(app: ThreeColumnsApp, message: String?) {
      self.app = app
      self.shownMessage = message
      super.init(title: message ?? "Detail")
    }

    /// The message in bold, then the mode and behaviour and the keys.
    public override func makeDocument() -> Document {
      let text = shownMessage ?? "Choose a folder, then a message."
      let status = (app?.statusLines ?? []).map {
        Document.Block.paragraph([TextRun($0, traits: .secondary)])
      }
      return Document(blocks: [.paragraph([TextRun(text, traits: .strong)]), .blank] + status)
    }

    /// The app's keys.
    public override func handle(key: KeyEvent) -> Bool { app?.handle(key: key) ?? false }
  }
}
