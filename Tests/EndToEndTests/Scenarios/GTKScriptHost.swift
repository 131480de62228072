import Foundation
import SystemTestSupport

/// `mailbox-gtk` in a 480 x 800 window on Xvfb, the collapsed layout, driven with
/// xdotool; the screen is read from the accessibility tree over AT-SPI, as a screen reader
/// reads it.
final class GTKScriptHost: ScriptHost {
  private let display: VirtualDisplay
  private let bus: AccessibilityBus
  private var app: Subprocess.Running?

  /// Starts a display and an accessibility bus of the host's own.
  static func start() async throws -> GTKScriptHost {
    let display = try await VirtualDisplay.start()
    do {
      return GTKScriptHost(display: display, bus: try await AccessibilityBus.start())
    } catch {
      display.stop()
      throw error
    }
  }

  private init(display: VirtualDisplay, bus: AccessibilityBus) {
    self.display = display
    self.bus = bus
  }

  deinit {
    app?.stop()
    bus.stop()
    display.stop()
  }

  func launch(_ arguments: [String], in sandbox: Sandbox) async throws {
    let started = try Subprocess.start(
      Binary.locate("mailbox-gtk").url, ["--size", "480x800"] + arguments,
      environment: bus.environment(display.environment(sandbox)))
    app = started
    try await display.waitForWindow(named: "mailbox-gtk")
  }

  func press(_ key: UserScript.Key) async throws {
    let name =
      switch key {
      case .up: "Up"
      case .down: "Down"
      case .home: "Home"
      case .end: "End"
      case .enter: "Return"
      case .escape: "Escape"
      case .tab: "Tab"
      case .character("/"): "slash"
      case .character("\\"): "backslash"
      case .character(let character): String(character)
      }
    try display.xdotool(["key", name])
  }

  func type(_ text: String) async throws {
    try display.xdotool(["type", "--delay", "20", text])
  }

  /// Clicks the middle of the list item showing `text`, where AT-SPI says it is.
  func click(row text: String) async throws {
    let frame = try await bus.frame(ofListItemShowing: text, of: "mailbox", display: display)
    let window = try await display.waitForWindow(named: "mailbox-gtk")
    try display.xdotool([
      "mousemove", "--window", window, "\(frame.x + frame.width / 2)",
      "\(frame.y + frame.height / 2)", "click", "1",
    ])
  }

  /// The list items' labels as the rows, their accessible descriptions as their state;
  /// the text view's text as the message, when it shows one (its header block has a
  /// `Subject:` line).
  func read() async throws -> SeenScreen {
    // waitForTree reads again when the reader fails without a word while the tree
    // changes under it (more often on a loaded machine).
    let tree = try await bus.waitForTree(
      of: "mailbox", on: display, "the window's tree", timeout: .seconds(10)
    ) { _ in nil }
    if tree.application == nil, let app, !app.isRunning {
      let stderr = try? String(
        contentsOf: app.scratch.url.appendingPathComponent("stderr"), encoding: .utf8)
      throw EndToEndError("mailbox-gtk has ended; its standard error: \(stderr ?? "none")")
    }
    let seen = MailboxWindow.Seen(tree)
    let message = seen.documents.first { $0.contains("Subject:") }
    let searching = tree.nodes.contains { $0.role == "entry" && $0.states.contains("focused") }
    return SeenScreen(
      rows: seen.lists.flatMap(\.rows).map(SeenScreen.Row.init), message: message,
      isSearching: searching, evidence: tree.description)
  }

  func quit() async throws {
    guard let app else { throw EndToEndError("mailbox-gtk is not running") }
    try display.xdotool(["key", "q"])
    let deadline = ContinuousClock.now + .seconds(10)
    while app.isRunning {
      guard ContinuousClock.now < deadline else {
        throw EndToEndError("mailbox-gtk still runs 10 seconds after q")
      }
      try await Task.sleep(for: .milliseconds(20))
    }
    self.app = nil
  }

  func close() {
    app?.stop()
    app = nil
  }
}
