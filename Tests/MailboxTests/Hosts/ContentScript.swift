import Foundation
import SplitKit
import SplitKitHostCore
import Testing

@testable import MailboxCore
@testable import MailboxModel

/// What a person does with the mailbox and what they then see, in host-neutral facts:
/// written once, played in-process against every host that runs the reader
/// (``ContentScriptHost``), each reading the facts from its own output.
///
/// The facts are the content's, not a host's drawing: the selected row, the open
/// document's title, a status line's text, the rows a list shows.
struct ContentScript: CustomTestStringConvertible, Sendable {
  /// What the person does; the test's name.
  var name: String
  /// The layout the hosts start in.
  var layout: Layout
  /// The steps, in order.
  var steps: [Step]

  /// The layout a script plays in: each host is sized so its split view takes it.
  enum Layout: Sendable {
    /// One stack: the list alone, a message pushed over it (a phone, 60 cells).
    case collapsed
    /// The list beside the message (a desktop window, 160 cells).
    case sideBySide

    /// A window's or a page's size for it, in points.
    var points: Size {
      self == .collapsed ? Size(width: 400, height: 800) : Size(width: 1280, height: 800)
    }
  }

  /// One thing the person does or sees.
  enum Step: Sendable {
    /// Presses a key.
    case press(Key)
    /// Presses a character key (`j`, `/`, `F`).
    case character(Character)
    /// Types text (into the search field).
    case type(String)
    /// The host's output shows this now (after the app's work has run).
    case see(Fact)
  }

  /// Something the content shows, each host reading it its own way.
  enum Fact: Sendable, CustomStringConvertible {
    /// The selected row of a list in view contains this text.
    case selected(String)
    /// A document is open in view, titled this.
    case document(titled: String)
    /// No document is open in view (a list is on top of the collapsed stack).
    case noDocument
    /// A status line in view contains this text.
    case status(String)
    /// A list in view shows a row containing this text.
    case row(String)
    /// No list in view shows a row containing this text.
    case noRow(String)

    var description: String {
      switch self {
      case .selected(let text): "the selected row containing \"\(text)\""
      case .document(let title): "a document titled \"\(title)\""
      case .noDocument: "no document"
      case .status(let text): "a status line containing \"\(text)\""
      case .row(let text): "a row containing \"\(text)\""
      case .noRow(let text): "no row containing \"\(text)\""
      }
    }
  }

  init(_ name: String, in layout: Layout = .sideBySide, _ steps: [Step]) {
    self.name = name
    self.layout = layout
    self.steps = steps
  }

  var testDescription: String { name }
}

/// What a host shows, in ``ContentScript/Fact``'s terms.
struct SeenContent: CustomStringConvertible {
  /// A list in view: its rows' texts, and the selected one's, if any.
  struct List {
    var rows: [String]
    var selected: String?
  }

  /// The lists in view.
  var lists: [List] = []
  /// The titles of the documents in view.
  var documents: [String] = []
  /// The status lines in view.
  var statuses: [String] = []

  /// Whether this shows `fact`.
  func shows(_ fact: ContentScript.Fact) -> Bool {
    switch fact {
    case .selected(let text): lists.contains { $0.selected?.contains(text) == true }
    case .document(let title): documents.contains { $0.contains(title) }
    case .noDocument: documents.isEmpty
    case .status(let text): statuses.contains { $0.contains(text) }
    case .row(let text): lists.contains { $0.rows.contains { $0.contains(text) } }
    case .noRow(let text): !lists.contains { $0.rows.contains { $0.contains(text) } }
    }
  }

  var description: String {
    let lists = lists.map { list in
      "list (selected: \(list.selected ?? "none")):\n"
        + list.rows.map { "  | " + $0 }.joined(separator: "\n")
    }
    return (lists + ["documents: \(documents)", "statuses: \(statuses)"])
      .joined(separator: "\n")
  }
}

/// A host a ``ContentScript`` plays against, in this process: it runs the reader on a
/// mailbox, takes keys and text, lets the app's work run, and reads what it shows.
@MainActor
protocol ContentScriptHost: AnyObject {
  /// Presses a key.
  func press(_ key: KeyEvent) async throws
  /// Types text.
  func type(_ text: String) async throws
  /// Lets the app's work (indexing, a search) and animations run to their end.
  func settle() async throws
  /// Reads what the host shows now, from its own output.
  func read() throws -> SeenContent
}

extension ContentScript {
  /// The mailbox scripts, each played against every host.
  static let mailbox: [ContentScript] = [
    ContentScript(
      "move down, open a message and go back",
      in: .collapsed,
      [
        .press(.home), .see(.selected("Quarterly planning")), .see(.noDocument),
        .character("j"), .see(.selected("Office plants need water")),
        .press(.enter), .see(.document(titled: "Office plants need water")),
        .press(.escape), .see(.noDocument), .see(.selected("Office plants need water")),
      ]),
    ContentScript(
      "move down beside the open message",
      [
        .press(.home), .see(.document(titled: "Quarterly planning")),
        .character("j"), .see(.selected("Office plants need water")),
        .see(.document(titled: "Office plants need water")),
        .character("k"), .see(.document(titled: "Quarterly planning")),
      ]),
    ContentScript(
      "search for a sender, open a match and go back",
      [
        .see(.row("Zoë Brontë")),
        .character("/"), .type("from:ada"), .press(.enter),
        .see(.noRow("Zoë Brontë")), .see(.row("Quarterly planning")),
        .press(.home), .press(.enter), .see(.document(titled: "Quarterly planning")),
        .press(.escape), .see(.selected("Quarterly planning")),
      ]),
    ContentScript(
      "flag a message in a read-only mbox",
      [
        .press(.home), .character("F"),
        .see(.status("mbox is never written")), .see(.selected("Quarterly planning")),
      ]),
  ]

  /// Plays the script on `host`, which has the sample open: each step in turn, each fact
  /// read after the app's work settled.
  ///
  /// - Throws: A failure naming the step and what the host showed.
  @MainActor func play(on host: some ContentScriptHost, label: String) async throws {
    try await host.settle()
    for (number, step) in steps.enumerated() {
      switch step {
      case .press(let key): try await host.press(KeyEvent(key))
      case .character(let character): try await host.press(KeyEvent(.character(character)))
      case .type(let text): try await host.type(text)
      case .see(let fact):
        try await host.settle()
        let seen = try host.read()
        #expect(
          seen.shows(fact),
          "\(label), \(name), step \(number + 1): expected \(fact); the host showed:\n\(seen)")
        if !seen.shows(fact) { return }
      }
    }
  }

  /// The sample mailbox copied into a new temporary directory, so nothing the app does
  /// touches the bundled file.
  ///
  /// - Returns: The copy's path.
  static func sampleCopy() throws -> String {
    let directory = NSTemporaryDirectory() + "content-scripts-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let path = directory + "/inbox.mbox"
    try FileManager.default.copyItem(atPath: try #require(SampleMailbox.path), toPath: path)
    return path
  }

  /// The reader on `path`, as the tests' harness makes it: one step of work a frame, the
  /// sample's year.
  @MainActor static func app(path: String) throws -> MailboxApp {
    let settings = MailboxApp.Settings(
      title: "Inbox", maximumStepsPerFrame: 1, currentYear: AppHarness.currentYear)
    return MailboxApp(mailbox: try Mailbox.open(path: path), settings: settings)
  }
}
