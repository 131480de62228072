import Testing

/// What a person does with the mailbox and what they then see, written once and played
/// against every host (``ScriptHost``): the terminal `mailbox` in tmux, `mailbox-gtk`
/// under Xvfb and `mailbox-web` in headless Chromium, each checking its own screen.
///
/// A script is data: keys pressed, text typed, what the screen must show (waited for,
/// never slept for), and quitting to start again on the same saved state.
///
/// ```swift
/// UserScript("open and back", [
///   .press(.home), .press(.enter),
///   .see(.message(containing: "Let's collect the goals")),
///   .press(.escape), .see(.row("Office plants need water")),
/// ])
/// ```
struct UserScript: CustomTestStringConvertible, Sendable {
  /// What the person does, in their words; the test's name.
  var name: String
  /// The mailbox the app opens.
  var mailbox: Mailbox
  /// The settings file's text, written where the app reads it; nil for none.
  var settings: String?
  /// The steps, in order.
  var steps: [Step]

  /// A mailbox to open.
  enum Mailbox: Sendable {
    /// The bundled sample (150 messages, no argument).
    case sample
    /// A directory of mbox folders, each `(name, count)`: `count` messages from Ada with
    /// subjects `name 0`, `name 1`, ….
    case folders([Folder])
    /// A Maildir of messages from Ada, each read (`:2,S`), with these subjects, the
    /// first the newest: marks the app writes go into its file names.
    case maildir([String])
  }

  /// One folder of ``Mailbox/folders(_:)``.
  struct Folder: Sendable {
    /// The file's name, also the subjects' first word.
    var name: String
    /// How many messages.
    var count: Int
  }

  /// A key, named as the person presses it.
  enum Key: Sendable, Equatable {
    case up, down, home, end, enter, escape, tab
    /// A printable character, such as `/`, `t`, `n` or `q`.
    case character(Character)
  }

  /// One thing the person does or sees.
  enum Step: Sendable {
    /// Presses keys, in order.
    case press([Key])
    /// Types text (into a search field, say).
    case type(String)
    /// Clicks the list row showing this text, with the mouse.
    case click(row: String)
    /// Waits until the screen shows this.
    case see(Sight)
    /// Quits with `q` and starts the app again on the same saved state.
    case quitAndRelaunch

    /// Presses one key.
    static func press(_ key: Key) -> Step { .press([key]) }
  }

  /// Something the screen shows, read by each host its own way (``SeenScreen``).
  enum Sight: Sendable, CustomStringConvertible {
    /// A list row with this text (such as a subject) is on screen.
    case row(String)
    /// No list row has this text.
    case noRow(String)
    /// A message is open and its text contains this.
    case message(containing: String)
    /// No message is open.
    case noMessage
    /// The row of this subject (not of its replies) is marked unread.
    case unread(String)
    /// The row of this subject is shown read.
    case read(String)
    /// The row of this subject shows the flag (`⚑`; "flagged" in its description).
    case flagged(String)
    /// The row of this subject shows no flag.
    case unflagged(String)
    /// Some row shows a conversation's branch mark (`▾`, `▸` or `└`).
    case conversations
    /// No row shows a conversation's branch mark.
    case noConversations
    /// The search field takes what is typed (wait for it before typing: a window moves
    /// the focus there after the key that asked).
    case searchField
    /// This text shows anywhere: a status line, a button, a field's title.
    case text(String)

    var description: String {
      switch self {
      case .row(let text): "a row \"\(text)\""
      case .noRow(let text): "no row \"\(text)\""
      case .message(let text): "an open message containing \"\(text)\""
      case .noMessage: "no open message"
      case .unread(let subject): "\"\(subject)\" unread"
      case .read(let subject): "\"\(subject)\" read"
      case .flagged(let subject): "\"\(subject)\" flagged"
      case .unflagged(let subject): "\"\(subject)\" not flagged"
      case .conversations: "conversation marks"
      case .noConversations: "no conversation marks"
      case .searchField: "the search field taking the typing"
      case .text(let text): "the text \"\(text)\""
      }
    }
  }

  /// A script.
  ///
  /// - Parameters:
  ///   - name: What the person does.
  ///   - mailbox: What the app opens; the sample by default.
  ///   - settings: The settings file's text, if any.
  ///   - steps: The steps.
  init(_ name: String, mailbox: Mailbox = .sample, settings: String? = nil, _ steps: [Step]) {
    self.name = name
    self.mailbox = mailbox
    self.settings = settings
    self.steps = steps
  }

  var testDescription: String { name }
}
