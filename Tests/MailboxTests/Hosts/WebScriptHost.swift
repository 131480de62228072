import Foundation
import SplitKit
import SplitKitContent
import SplitKitHostCore
import SplitKitWeb

@testable import MailboxCore

/// The reader in a browser tab's ``WebSession``, in this process: keys go in as the page
/// sends them (JSON messages; typing in the search field as the field's `filter`
/// messages), and the facts are read from the page's state, rebuilt from every message
/// the session sent (``WebPageState``) as the page's script merges them.
@MainActor
final class WebScriptHost: ContentScriptHost {
  let app: MailboxApp
  let session: WebSession
  private let page = WebPageState()

  init(path: String, layout: ContentScript.Layout) throws {
    app = try ContentScript.app(path: path)
    var configuration = WebHostConfiguration(port: 0, token: "t")
    configuration.additionalHelp = MailboxApp.keyCommands
    session = WebSession(configuration: configuration)
    session.attach { [page] text in page.apply(text) }
    session.start(split: app.split)
    app.attach(to: session)
    let size = layout.points
    session.receive(#"{"t":"resize","w":\#(size.width),"h":\#(size.height)}"#)
  }

  /// The focused pane's filter field, when it is being typed in.
  private var typingPane: (column: String, text: String)? {
    guard let column = page.state["focused"] as? String,
      let filter = page.list(in: column)?["filter"] as? [String: Any],
      filter["isEditing"] as? Bool == true
    else { return nil }
    return (column, filter["text"] as? String ?? "")
  }

  func press(_ key: KeyEvent) throws {
    if let (column, text) = typingPane, key.key == .enter || key.key == .escape {
      try send(["t": "filter", "pane": column, "text": text, "editing": false])
      if key.key == .escape { try send(["t": "key", "k": "escape", "m": 0]) }
      return
    }
    let name: String
    switch key.key {
    case .character(let character): name = "c:\(character)"
    case .enter: name = "enter"
    case .escape: name = "escape"
    case .home: name = "home"
    case .end: name = "end"
    case .up: name = "up"
    case .down: name = "down"
    default: name = "\(key.key)"
    }
    try send(["t": "key", "k": name, "m": Int(key.modifiers.rawValue)])
  }

  func type(_ text: String) throws {
    for character in text {
      if let (column, typed) = typingPane {
        try send([
          "t": "filter", "pane": column, "text": typed + String(character), "editing": true,
        ])
      } else {
        try press(KeyEvent(.character(character)))
      }
    }
  }

  /// Lets the session's work run on the main actor until it is done (at most 30 s).
  func settle() async throws {
    let deadline = ContinuousClock.now + .seconds(30)
    while session.frameWork != nil || session.split?.isAnimatingOverTime == true,
      ContinuousClock.now < deadline
    {
      try await Task.sleep(for: .milliseconds(5))
    }
    session.refresh()
  }

  func read() -> SeenContent { page.seen }

  private func send(_ message: [String: Any]) throws {
    let data = try JSONSerialization.data(withJSONObject: message)
    session.receive(String(decoding: data, as: UTF8.self))
  }
}

/// The page's state as its script keeps it: a `full` message replaces the panes, a
/// `patch` merges into them (a list's rows by index, kept only while in view; a bar's
/// fields; a document's scroll), and `order` says which panes show.
@MainActor
final class WebPageState {
  private(set) var state: [String: Any] = ["panes": [String: [String: Any]]()]
  private var panes: [String: [String: Any]] {
    get { state["panes"] as? [String: [String: Any]] ?? [:] }
    set { state["panes"] = newValue }
  }

  /// Merges one message, as the page's `apply` does.
  func apply(_ text: String) {
    guard let message = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
    else { return }
    if message["t"] as? String == "full" { panes = [:] }
    for (column, patch) in message["panes"] as? [String: [String: Any]] ?? [:] {
      var pane = panes[column] ?? [:]
      for (key, value) in patch {
        switch key {
        case "list":
          guard let value = value as? [String: Any] else {
            pane["list"] = nil
            continue
          }
          var list = pane["list"] as? [String: Any] ?? [:]
          let reset = value["count"] != nil || list["rows"] == nil
          for (field, fieldValue) in value where field != "rows" { list[field] = fieldValue }
          var rows = reset ? [:] : list["rows"] as? [String: Any] ?? [:]
          for (index, row) in value["rows"] as? [String: Any] ?? [:] { rows[index] = row }
          let first = list["first"] as? Int ?? 0
          let visible = list["visibleRows"] as? Int ?? 0
          rows = rows.filter { Int($0.key).map { $0 >= first && $0 < first + visible } ?? false }
          list["rows"] = rows
          pane["list"] = list
        case "bar" where message["t"] as? String == "patch" && pane["bar"] != nil:
          var bar = pane["bar"] as? [String: Any] ?? [:]
          for (field, fieldValue) in value as? [String: Any] ?? [:] { bar[field] = fieldValue }
          pane["bar"] = bar
        case "scroll":
          break
        default:
          pane[key] = value is NSNull ? nil : value
        }
      }
      panes[column] = pane
    }
    for key in ["order", "focused", "collapsed", "dividers", "help", "title"] {
      if let value = message[key] { state[key] = value }
    }
  }

  /// The list of a pane, if it shows one.
  func list(in column: String) -> [String: Any]? {
    panes[column]?["list"] as? [String: Any]
  }

  /// What the page shows: the panes in ``order`` that are not covered.
  var seen: SeenContent {
    var seen = SeenContent()
    for column in state["order"] as? [String] ?? [] {
      guard let pane = panes[column], pane["isCovered"] as? Bool != true else { continue }
      if let list = pane["list"] as? [String: Any] {
        let rows = (list["rows"] as? [String: Any] ?? [:])
          .compactMap { key, value in Int(key).map { ($0, value as? [String: Any] ?? [:]) } }
          .sorted { $0.0 < $1.0 }
        func text(_ row: [String: Any]) -> String {
          ["title", "subtitle", "detail"].map { row[$0] as? String ?? "" }
            .joined(separator: "  ")
        }
        let selection = list["selection"] as? Int
        seen.lists.append(
          SeenContent.List(
            rows: rows.map { text($0.1) },
            selected: rows.first { $0.0 == selection }.map { text($0.1) }))
      }
      if pane["document"] != nil, let bar = pane["bar"] as? [String: Any] {
        seen.documents.append(bar["title"] as? String ?? "")
      }
      if let status = pane["status"] as? [String: Any] {
        let texts = ["leading", "trailing"].map { side in
          (status[side] as? [[String: Any]] ?? []).map { $0["text"] as? String ?? "" }.joined()
        }
        seen.statuses.append(texts.joined(separator: "  "))
      }
    }
    return seen
  }
}
