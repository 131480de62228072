import SplitKit
public import SplitKitContent
public import SplitKitHostCore

extension DisplayModesApp {
  /// The detail: the timestamp "Now" set, or a note that there is none yet.
  public final class Detail: DocumentController {
    /// When "Now" was pressed, as time since the host started; `nil` for the first detail.
    public let timestamp: Duration?
    private weak var app: DisplayModesApp?

    /// Creates a detail.
    ///
    /// - Parameters:
    ///   - app: The app, for its keys and status.
    ///   - timestamp: The time to show.
    init(app: DisplayModesApp, timestamp: Duration?) {
      self.app = app
      self.timestamp = timestamp
      super.init(title: "Detail")
    }

    /// The timestamp as `hh:mm:ss.mmm` since the host started.
    public static func format(_ time: Duration) -> String {
      let milliseconds =
        Int(time.components.seconds) * 1000
        + Int(time.components.attoseconds / 1_000_000_000_000_000)
      func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
      let fraction = milliseconds % 1000
      let millis = fraction < 10 ? "00\(fraction)" : fraction < 100 ? "0\(fraction)" : "\(fraction)"
      let seconds = milliseconds / 1000
      return "\(two(seconds / 3600)):\(two(seconds / 60 % 60)):\(two(seconds % 60)).\(millis)"
    }

    /// The timestamp, then the preferred and current mode.
    public override func makeDocument() -> Document {
      let text =
        timestamp.map { "Timestamp: \(Self.format($0))" }
        ?? "No timestamp yet: press Now in the master."
      let lines = (app?.statusLines ?? []).map { Document.Block.body($0) }
      return Document(blocks: [.paragraph([TextRun(text, traits: .strong)]), .blank] + lines)
    }

    public override func handle(key: KeyEvent) -> Bool { app?.handle(key: key) ?? false }
  }
}
