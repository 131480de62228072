/// The mailbox's end-to-end scenarios, written once: `SharedMailboxScenarioTests` plays
/// each against the terminal `mailbox`, `mailbox-gtk` and `mailbox-web`.
///
/// Every script starts in the collapsed layout (the list alone, a message pushed over it)
/// on the bundled sample unless it says otherwise. Put a `.see` after each Escape: a
/// terminal reads an Escape followed at once by a key as Alt and that key.
enum MailboxScripts {
  /// The sample's first message and the one after it.
  static let first = "Quarterly planning"
  static let firstBody = "Let's collect the goals for next quarter before Thursday."
  static let secondBody = "The fern by the window looks thirsty."

  static let all: [UserScript] = [
    UserScript(
      "open a message and go back",
      [
        .see(.row(first)), .see(.noMessage),
        .press(.home), .press(.enter), .see(.message(containing: firstBody)),
        .press(.escape), .see(.noMessage), .see(.row("Office plants need water")),
      ]),
    UserScript(
      "click the selected row to open it, and again after going back",
      [
        // The first row is selected at launch: a click on it opens it.
        .see(.row(first)), .see(.noMessage),
        .click(row: first), .see(.message(containing: firstBody)),
        .press(.escape), .see(.noMessage), .see(.row(first)),
        .click(row: first), .see(.message(containing: firstBody)),
      ]),
    UserScript(
      "read the next message",
      [
        .see(.row(first)),
        .press(.home), .press(.enter), .see(.message(containing: firstBody)),
        .press(.character("n")), .see(.message(containing: secondBody)),
        .press(.character("p")), .see(.message(containing: firstBody)),
      ]),
    UserScript(
      "search for a sender and clear the search",
      [
        .see(.row("Zoë Brontë")),
        .press(.character("/")), .see(.searchField), .type("from:ada"), .press(.enter),
        .see(.row(first)), .see(.noRow("Zoë Brontë")),
        .press(.escape), .see(.row("Zoë Brontë")),
      ]),
    UserScript(
      "show conversations and the flat list again",
      [
        .see(.row(first)), .see(.noConversations),
        .press(.character("t")), .see(.conversations),
        .press(.character("t")), .see(.noConversations), .see(.row(first)),
      ]),
    UserScript(
      "choose a folder",
      mailbox: .folders([.init(name: "inbox", count: 3), .init(name: "lists", count: 5)]),
      [
        .see(.row("inbox 2")),
        .press(.escape), .see(.row("lists")),
        .press(.home), .press(.down), .press(.enter),
        .see(.row("lists 4")), .see(.noRow("inbox 0")),
        .press(.home), .press(.enter), .see(.message(containing: "Body of lists 0")),
      ]),
    UserScript(
      "read marks are kept after quitting",
      [
        .see(.unread("Build is red on main")), .see(.unread("Release notes draft")),
        .press(.home), .press([.down, .down, .down]), .press(.enter),
        .see(.message(containing: "Build is red on main")),
        .press(.escape), .see(.read("Build is red on main")),
        .quitAndRelaunch,
        .see(.read("Build is red on main")), .see(.unread("Release notes draft")),
      ]),
    UserScript(
      "flag a message and unflag it: its row changes, and the flag is kept in its file",
      mailbox: .maildir(["Plant the tulips", "Rake the leaves"]),
      [
        .see(.unflagged("Plant the tulips")), .see(.unflagged("Rake the leaves")),
        .press(.home), .press(.character("F")),
        .see(.flagged("Plant the tulips")), .see(.unflagged("Rake the leaves")),
        .quitAndRelaunch,
        .see(.flagged("Plant the tulips")),
        .press(.home), .press(.character("F")), .see(.unflagged("Plant the tulips")),
      ]),
    UserScript(
      "write a new message in the compose form and send it",
      settings: """
        [identity home]
        name = Me Myself
        addresses = me@example.org
        [send]
        command = cat > "$HOME/sent.eml"
        """,
      [
        .see(.row(first)),
        .press(.character("m")), .see(.text("Open in Editor")),
        // To has the keyboard; then Cc, Bcc, Subject.
        .type("dee@example.org"), .press([.tab, .tab, .tab]), .type("Plans"),
        // Attach, the Text row, Send.
        .press([.tab, .tab, .tab]), .press(.enter),
        .see(.text("Sent to dee@example.org")), .see(.row(first)),
      ]),
  ]
}
