import Foundation
import SystemTestSupport

/// `mailbox-gtk` on a private display, read as a screen reader reads it.
///
/// Xvfb and a private accessibility bus: the lists with their rows (text, description,
/// selection), the message text and the window's title. Pixels stay the truth for
/// geometry (``display``'s screenshots).
final class MailboxWindow {
  /// What the window shows, read from its accessibility tree.
  struct Seen {
    /// One row of a list.
    struct Row {
      /// Its labels' text, joined by spaces (sender, date, subject; a folder and its count).
      var text: String
      /// Its accessible description (`unread`, `reply, level 1`, …).
      var description: String
      /// Whether it is selected.
      var isSelected: Bool
      /// Whether its description says unread.
      var isUnread: Bool {
        description.split(separator: ",").contains { $0.filter { $0 != " " } == "unread" }
      }
      /// Whether its description says flagged.
      var isFlagged: Bool {
        description.split(separator: ",").contains { $0.filter { $0 != " " } == "flagged" }
      }
      /// Whether its description places it in a conversation (`reply, level 1`,
      /// `conversation of 3 messages, …`).
      var isInConversation: Bool {
        description.contains("reply") || description.contains("conversation")
      }
    }

    /// A list and the rows it has made (GTK makes those on screen, and a few more).
    struct List {
      /// Its accessible name: the column's title, such as `Inbox — 150`.
      var name: String
      /// Its rows.
      var rows: [Row]
    }

    /// The lists, in the tree's order.
    var lists: [List]
    /// The text views' text (the message).
    var documents: [String]
    /// The window's title.
    var title: String
    /// Everything read, for failure messages.
    var tree: AccessibilityTree

    /// The message list: the one whose title counts messages (`Inbox — 150`), not the
    /// folders' (named after the tree, `Mail`).
    var list: List? { lists.first { $0.name.contains(" — ") } }
    /// The message list's rows; none without a list.
    var rows: [Row] { list?.rows ?? [] }
    /// The lists' names, for failure messages.
    var listNames: [String] { lists.map(\.name) }
    /// The indexes of the message list's unread rows.
    var unreadRows: [Int] { rows.indices.filter { rows[$0].isUnread } }
    /// Whether a message row is part of a conversation (as its description says).
    var hasConversations: Bool { rows.contains(where: \.isInConversation) }

    /// The list named `name`.
    func list(named name: String) -> List? { lists.first { $0.name == name } }

    /// Nil when the message list's selected row contains `text`, else a complaint.
    func selectedRow(is text: String) -> String? {
      let selected = rows.filter(\.isSelected).map(\.text)
      return selected.count == 1 && selected[0].contains(text) ? nil : "selected rows \(selected)"
    }

    init(_ tree: AccessibilityTree) {
      self.tree = tree
      let nodes = tree.nodes
      title = nodes.first { $0.role == "frame" }?.name ?? ""
      documents = nodes.filter { $0.role == "text" }.map(\.text)
      var lists: [List] = []
      for (index, node) in nodes.enumerated() where node.role == "list" {
        let inside = nodes[(index + 1)...].prefix { $0.depth > node.depth }
        var rows: [Row] = []
        for (offset, item) in inside.enumerated() where item.role == "list item" {
          let start = inside.index(inside.startIndex, offsetBy: offset) + 1
          let cells = nodes[start...].prefix { $0.depth > item.depth }
          rows.append(
            Row(
              text: cells.map(\.text).filter { !$0.isEmpty }.joined(separator: " "),
              description: ([item] + cells).map(\.description).first { !$0.isEmpty } ?? "",
              isSelected: item.states.contains("selected")))
        }
        lists.append(List(name: node.name, rows: rows))
      }
      self.lists = lists
    }
  }

  let display: VirtualDisplay
  let bus: AccessibilityBus
  let sandbox: Sandbox
  private var app: Subprocess.Running?

  /// Starts a display and an accessibility bus, with a sandbox for the app's files.
  static func start() async throws -> MailboxWindow {
    let display = try await VirtualDisplay.start()
    do {
      return try MailboxWindow(display: display, bus: try await AccessibilityBus.start())
    } catch {
      display.stop()
      throw error
    }
  }

  private init(display: VirtualDisplay, bus: AccessibilityBus) throws {
    self.display = display
    self.bus = bus
    sandbox = try Sandbox()
  }

  deinit {
    app?.stop()
    bus.stop()
    display.stop()
  }

  /// Starts `mailbox-gtk` with `arguments` in a window of `size`, with `environment`
  /// added to the sandbox's, and waits for the window.
  func launch(
    _ arguments: [String], size: String = "1024x768", environment: [String: String] = [:]
  ) async throws {
    app?.stop()
    app = try await EndToEnd.GTKMailboxTests.launch(
      arguments + ["--size", size], on: display, in: sandbox, accessibility: bus,
      environment: environment)
  }

  /// Nil when any text in the window (a status line) contains `text`, else a complaint.
  static func says(_ seen: Seen, _ text: String) -> String? {
    seen.tree.nodes.contains { $0.text.contains(text) } ? nil : "nothing says \(text)"
  }

  /// Whether the app still runs.
  var isRunning: Bool { app?.isRunning ?? false }

  /// Reads the window once.
  func read() async throws -> Seen {
    Seen(try await bus.tree(of: "mailbox", display: display))
  }

  /// Reads the window until `check` says nothing (nil) or 20 seconds pass.
  @discardableResult
  func waitUntil(_ what: String, _ check: (Seen) -> String?) async throws -> Seen {
    Seen(try await bus.waitForTree(of: "mailbox", on: display, what) { check(Seen($0)) })
  }

  /// Types `query` into the list's search (`/`, the text, Return) and waits until the
  /// list's name ends in `count` (`1 of 200,000`) and `check` says nothing of it.
  @discardableResult
  func search(
    _ query: String, until what: String, count: String,
    _ check: (Seen) -> String? = { _ in nil }
  ) async throws -> Seen {
    try display.xdotool(["key", "slash"])
    try display.xdotool(["type", "--delay", "20", query])
    try display.xdotool(["key", "Return"])
    return try await waitUntil(what) { seen in
      seen.list?.name.hasSuffix("— " + count) == true ? check(seen) : "lists \(seen.listNames)"
    }
  }

  /// Presses Escape and waits until the list's name ends in `count` again (`200,000`).
  func clearSearch(count: String) async throws {
    try display.xdotool(["key", "Escape"])
    try await waitUntil("the search cleared") { seen in
      seen.list?.name.hasSuffix("— " + count) == true ? nil : "lists \(seen.listNames)"
    }
  }

  /// Presses `q` and waits up to 10 seconds for the app to end.
  ///
  /// - Returns: Whether it ended.
  func quit() async throws -> Bool {
    guard let app else { return false }
    try display.xdotool(["key", "q"])
    let ended = try await EndToEnd.GTKMailboxTests.hasEnded(app)
    if ended { self.app = nil }
    return ended
  }

  /// Ends the app with SIGTERM.
  ///
  /// - Returns: Its exit status.
  func terminate() -> Int32 {
    defer { app = nil }
    return app?.stop().status ?? -1
  }
}
