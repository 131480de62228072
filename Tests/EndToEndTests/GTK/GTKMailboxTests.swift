import Foundation
import SystemTestSupport
import Testing

extension EndToEnd {
  /// `mailbox-gtk` on the bundled sample in a collapsed (480-point) window on Xvfb: open a
  /// message, go back, filter; the screenshots are the truth.
  @Suite
  struct GTKMailboxTests {
    static let selection = Screenshot.Color(hex: "#0a84ff")

    static func isInk(_ color: Screenshot.Color) -> Bool {
      color.red < 100 && color.green < 100 && color.blue < 100
    }

    /// The message pushed over the list: no selected row anywhere, text on screen.
    static func messageOpen(_ shot: Screenshot) -> String? {
      let blue = shot.count(x: 300..<470, y: 50..<790) { $0.isClose(to: selection) }
      if blue > 0 { return "\(blue) selection pixels: the list is still showing" }
      let ink = shot.count(x: 10..<470, y: 50..<200, where: isInk)
      return ink > 50 ? nil : "no message text (\(ink) dark pixels)"
    }

    /// Starts `mailbox-gtk` in a 480x800 window and waits until the window exists.
    ///
    /// - Parameters:
    ///   - arguments: More arguments, such as a mailbox's path.
    ///   - display: The display to show it on.
    ///   - sandbox: Its home.
    ///   - bus: An accessibility bus to publish its accessibility tree on; none by default.
    ///   - extra: More environment variables (they win).
    /// - Returns: The running app.
    static func launch(
      _ arguments: [String] = [], on display: VirtualDisplay, in sandbox: Sandbox,
      accessibility bus: AccessibilityBus? = nil, environment extra: [String: String] = [:]
    ) async throws -> Subprocess.Running {
      let environment = display.environment(sandbox).merging(extra) { _, new in new }
      let app = try Subprocess.start(
        Binary.locate("mailbox-gtk").url, ["--size", "480x800"] + arguments,
        environment: bus?.environment(environment) ?? environment)
      do {
        try await display.waitForWindow(named: "mailbox-gtk")
      } catch {
        app.stop()
        throw error
      }
      return app
    }

    /// The rows of a list: each run of pixel lines with ink in `x` and `y` (by default the
    /// list of a 480x800 window, after the unread dot's place), as the ink in its first
    /// 100 points (the sender's name), top to bottom.
    static func rowSenders(
      _ shot: Screenshot, x: Range<Int> = 32..<470, y: Range<Int> = 85..<790
    ) -> [Int] {
      var rows: [Int] = []
      var inRow = false
      let name = x.lowerBound..<(x.lowerBound + 100)
      for y in y {
        let ink = shot.count(x: x, y: y..<(y + 1), where: isInk) > 0
        if ink, !inRow { rows.append(0) }
        if ink { rows[rows.count - 1] += shot.count(x: name, y: y..<(y + 1), where: isInk) }
        inRow = ink
      }
      return rows
    }

    /// Writes an mbox of `count` messages, `Message 0`, `Message 1`, …, to the sandbox.
    ///
    /// - Parameters:
    ///   - name: The file's name in the sandbox.
    ///   - count: How many messages.
    ///   - headers: More header lines of message `index` (`From:` first), each ending in
    ///     a line feed.
    /// - Returns: The file's path.
    static func writeMbox(
      _ name: String, in sandbox: Sandbox, count: Int, headers: (Int) -> String
    ) throws -> String {
      let path = sandbox.files.appendingPathComponent(name).path
      var text = ""
      for index in 0..<count {
        text += "From x@example.org Mon Jan  1 00:00:00 2024\n" + headers(index)
        text +=
          "Subject: Message \(index)\nMessage-ID: <m\(index)@example.org>\n\nBody \(index)\n\n"
      }
      try text.write(toFile: path, atomically: false, encoding: .utf8)
      return path
    }

    /// Writes a directory `Mail` of mbox folders to the sandbox: each `(name, count,
    /// headers)` an mbox of `count` messages from Ada, subjects `name 0`, `name 1`, …, with
    /// `headers` (lines ending in a line feed) in each.
    ///
    /// - Returns: The directory.
    static func writeFolders(_ folders: [(String, Int, String)], in sandbox: Sandbox) throws -> URL
    {
      let root = sandbox.files.appendingPathComponent("Mail")
      try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
      for (name, count, headers) in folders {
        let text = (0..<count).map {
          "From x@example.org Mon Jan  1 00:00:00 2024\nFrom: Ada <ada@example.org>\n"
            + "Subject: \(name) \($0)\nMessage-ID: <\(name)\($0)@example.org>\n\(headers)"
            + "\nBody\n\n"
        }
        try text.joined().write(
          to: root.appendingPathComponent(name), atomically: false, encoding: .utf8)
      }
      return root
    }

    /// A window of `size` on a directory of two mbox folders, `inbox` (three unread
    /// messages) and `lists` (five).
    static func windowOnTwoFolders(size: String) async throws -> MailboxWindow {
      let window = try await MailboxWindow.start()
      let root = try writeFolders([("inbox", 3, ""), ("lists", 5, "")], in: window.sandbox)
      try await window.launch([root.path], size: size)
      return window
    }

    /// `From: Ada Lindqvist` for every fourth message from the first, `From: Grace`
    /// for the others.
    static func everyFourthFromAda(_ index: Int) -> String {
      index % 4 == 0
        ? "From: Ada Lindqvist <ada@example.org>\n" : "From: Grace <g@example.org>\n"
    }

    /// `from:ada` is the reader's search: the list's title says 17 of the sample's 150, and
    /// every row shown is from Ada Lindqvist; the old filter matched the text `from:ada`
    /// itself and showed none.
    @Test(.timeLimit(.minutes(2)))
    func aFromSearchShowsThatSendersMessages() async throws {
      let window = try await Self.narrowSample()
      try window.display.xdotool(["key", "slash"])
      try window.display.xdotool(["type", "--delay", "20", "from:ada"])
      let seen = try await window.waitUntil("17 of 150, all from Ada") { seen in
        guard seen.list?.name == "Inbox — 17 of 150" else { return "list \(seen.listNames)" }
        let others = seen.rows.filter { !$0.text.hasPrefix("Ada Lindqvist") }
        return others.isEmpty && seen.rows.count > 5 ? nil : "rows \(seen.rows.map(\.text))"
      }
      #expect(seen.rows.allSatisfy { $0.text.contains("Ada Lindqvist") })
      #expect(window.isRunning)
    }

    /// The row selected at launch opens with a click (GTK reports no selection change for
    /// a click on the selected row), and so does a click on it again after Back.
    @Test(.timeLimit(.minutes(2)))
    func aClickOnTheSelectedRowOpensIt() async throws {
      let window = try await Self.narrowSample()
      let first = try await window.display.waitForScreen("the first row selected") { shot in
        shot.count(x: 300..<470, y: 85..<130) { $0.isClose(to: Self.selection) } > 100
          ? nil : "the first row is not selected"
      }
      #expect(Self.messageOpen(first) != nil, "the list shows at launch")
      try window.display.xdotool(["mousemove", "150", "105", "click", "1"])
      try await window.display.waitForScreen("the message opened", Self.messageOpen)
      try window.display.xdotool(["key", "Escape"])
      try await window.display.waitForScreen("the list again") { shot in
        Self.messageOpen(shot) == nil ? "the message still shows" : nil
      }
      try window.display.xdotool(["mousemove", "150", "105", "click", "1"])
      try await window.display.waitForScreen("the message opened again", Self.messageOpen)
      #expect(window.isRunning)
    }

    /// A search typed in one go keeps every key, and the window says when nothing matches.
    ///
    /// `/body:zeppelinx` is typed at 20 ms a key: the entry used to take the keyboard on
    /// the next idle, and keys typed before were lost (or went to the filter without
    /// showing in the entry). Nothing matches: the status line's `searching` is gone (it
    /// stayed, as the search added no row to redraw it), and the placeholder lies under
    /// the entry, not over its text.
    @Test(.timeLimit(.minutes(2)))
    func aSearchTypedAtOnceKeepsEveryKeyAndSaysNothingMatches() async throws {
      let window = try await Self.narrowSample()
      try window.display.xdotool(["type", "--delay", "20", "/body:zeppelinx"])
      try await window.waitUntil("nothing matches, the search over") { seen in
        guard seen.list?.name == "Inbox — 0 of 150" else { return "list \(seen.listNames)" }
        guard seen.tree.nodes.contains(where: { $0.text == "body:zeppelinx" }) else {
          return "no entry says body:zeppelinx: \(seen.tree.texts)"
        }
        if let problem = MailboxWindow.says(seen, "No messages match “body:zeppelinx”") {
          return problem
        }
        let searching = seen.tree.texts.filter { $0.contains("searching") }
        return searching.isEmpty ? nil : "still \(searching)"
      }
      // The placeholder's grey text is below the entry (which ends at y = 78).
      _ = try await window.display.waitForScreen("the placeholder under the entry") { shot in
        let grey = shot.count(x: 10..<300, y: 85..<120) { color in
          (60..<180).contains(color.red) && abs(color.red - color.green) < 16
            && abs(color.green - color.blue) < 16
        }
        return grey > 40 ? nil : "\(grey) grey pixels under the entry"
      }
      #expect(window.isRunning)
    }

    /// `mailbox-gtk` on the bundled sample in a narrow window (480x800), its list's rows
    /// shown.
    static func narrowSample() async throws -> MailboxWindow {
      let window = try await MailboxWindow.start()
      try await window.launch([], size: "480x800")
      try await window.waitUntil("the list's rows") {
        $0.rows.count > 5 ? nil : "\($0.rows.count) rows"
      }
      return window
    }

    /// Whether `app` ends within 10 seconds (polled).
    static func hasEnded(_ app: Subprocess.Running) async throws -> Bool {
      let deadline = ContinuousClock.now + .seconds(10)
      while ContinuousClock.now < deadline {
        if !app.isRunning { return true }
        try await Task.sleep(for: .milliseconds(20))
      }
      return false
    }

    /// The title of the `mailbox-gtk` window.
    static func windowName(_ display: VirtualDisplay) throws -> String {
      try display.xdotool(["search", "--name", "mailbox-gtk", "getwindowname"])
        .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// A 120,000-message mbox (17 MB): the window shows rows while the rest is indexed
    /// (its title says so, after the screenshot), then the title says indexing is done.
    @Test(.timeLimit(.minutes(3)))
    func theFirstRowsShowBeforeALargeMailboxIsIndexed() async throws {
      let sandbox = try Sandbox()
      let path = try Self.writeMbox(
        "big.mbox", in: sandbox, count: 120_000, headers: Self.everyFourthFromAda)
      let display = try await VirtualDisplay.start()
      defer { display.stop() }
      let app = try await Self.launch([path], on: display, in: sandbox)
      defer { app.stop() }
      try await display.waitForScreen("the first rows") { shot in
        Self.rowSenders(shot).count > 10 ? nil : "only \(Self.rowSenders(shot).count) rows"
      }
      let early = try Self.windowName(display)
      #expect(early.hasPrefix("mailbox-gtk — big.mbox ("), "\(early)")
      #expect(early.contains(" unread) — indexing "), "\(early)")
      let deadline = ContinuousClock.now + .seconds(150)
      let done = "mailbox-gtk — big.mbox (120,000 unread)"
      var name = early
      while name != done, ContinuousClock.now < deadline {
        try await Task.sleep(for: .milliseconds(100))
        name = try Self.windowName(display)
      }
      #expect(name == done, "indexing did not finish")
      #expect(app.isRunning)
    }

    /// The message as `mailbox` shows it: the header block, the text, and the attachments
    /// by name, type and size; rows show their dates; Return in the search keeps the
    /// filter and gives the keyboard back to the list.
    @Test(.timeLimit(.minutes(2)))
    func theMessageShowsItsHeaderBlockAndAttachmentsAndTheRowsTheirDates() async throws {
      let window = try await MailboxWindow.start()
      try await window.launch([])
      try await window.waitUntil("the first row with its date") { seen in
        seen.rows.first?.text == "Ada Lindqvist Jan 5 Quarterly planning"
          ? nil : "first row \(seen.rows.first?.text ?? "none")"
      }
      try window.display.xdotool(["key", "slash"])
      try window.display.xdotool(["type", "--delay", "20", "subject:slides"])
      try window.display.xdotool(["key", "Return"])
      let seen = try await window.waitUntil("the message with two attachments") { seen in
        seen.documents.contains { $0.contains("Attachments (2)") }
          ? nil : "documents \(seen.documents)"
      }
      let text = seen.documents.joined()
      for line in [
        "From:\tZoë Brontë <zoe@example.org>", "To:\tteam@example.org",
        "Date:\t2026-01-24 12:37 +0000", "Subject:\tSlides and notes attached",
        "Slides and my notes are attached.", "• Zoë slides.pdf  application/pdf  1.5 KB",
        "• Notizen für Zoë.txt  text/plain  43 bytes",
      ] {
        #expect(text.contains(line), "no \(line.debugDescription) in \(text.debugDescription)")
      }
      #expect(!text.contains("Attachment(filename"), "a raw attachment value")
      try await window.waitUntil("the keyboard back in the list") { seen in
        seen.tree.nodes.contains { $0.role == "entry" && $0.states.contains("focused") }
          ? "the search entry has the focus" : nil
      }
      #expect(seen.list?.name == "Inbox — 1 of 150")
      #expect(window.isRunning)
    }

    /// The rule between the header block and the text is drawn: a line of the rule's grey
    /// at least 400 points long between the header (from y 60) and the text, however the
    /// window is sized, with ink on both sides.
    @Test(.timeLimit(.minutes(2)))
    func aRuleSeparatesTheHeaderBlockFromTheText() async throws {
      let window = try await WindowedApp.start("mailbox-gtk", ["--size", "1024x768"])
      try await window.display.waitForWindow(named: "mailbox-gtk", timeout: .seconds(60))
      let rule = Screenshot.Color(hex: "#d1d1d6")
      try await window.display.waitForScreen("a rule under the header block") { shot in
        let lines = (60..<400).filter { y in
          shot.count(x: 470..<1020, y: y..<(y + 1)) { $0.isClose(to: rule, tolerance: 3) } >= 400
        }
        guard let line = lines.first else { return "no line of the rule's grey" }
        let above = shot.count(x: 470..<1020, y: 60..<line, where: Self.isInk)
        let below = shot.count(x: 470..<1020, y: (line + 2)..<(line + 40), where: Self.isInk)
        return above > 200 && below > 100 && lines.count <= 3
          ? nil : "rule at y \(lines), ink above \(above), below \(below)"
      }
    }

    /// A directory of two mbox files opens in three columns: the folders (x 0..<154 of a
    /// 1024x768 window), the first one's three messages beside them, and its first message
    /// beside those; choosing the second folder shows its five.
    @Test(.timeLimit(.minutes(2)))
    func aDirectoryOfMailboxesOpensInThreeColumnsAndAFolderShowsItsMessages() async throws {
      let window = try await Self.windowOnTwoFolders(size: "1024x768")
      let seen = try await window.waitUntil("two folders beside inbox's three messages") { seen in
        guard let folders = seen.list(named: "Mail"), let inbox = seen.list(named: "inbox — 3")
        else { return "lists \(seen.listNames)" }
        // Each folder with its unread count (every message of both is unread).
        guard folders.rows.map(\.text) == ["inbox 3", "lists 5"] else {
          return "folders \(folders.rows.map(\.text))"
        }
        guard inbox.rows.count == 3 else { return "\(inbox.rows.count) messages" }
        return seen.documents.contains { $0.contains("Subject:\tinbox 0") }
          ? nil : "no message beside the list"
      }
      #expect(seen.title == "mailbox-gtk — Mail — inbox (3 unread)")
      // Three columns of ink side by side: folders, messages, the message.
      let shot = try window.display.screenshot()
      for (name, x) in [("folders", 10..<140), ("messages", 170..<540), ("message", 580..<1000)] {
        #expect(shot.count(x: x, y: 50..<200, where: Self.isInk) > 50, "no ink in \(name)")
      }
      try window.display.xdotool(["key", "shift+Tab", "Down", "Return"])
      try await window.waitUntil("lists' five messages") { seen in
        seen.list(named: "lists — 5")?.rows.count == 5 ? nil : "lists \(seen.listNames)"
      }
      #expect(window.isRunning)
    }

    /// A search keeps the selected message selected: row 4 of 20 (from Ada, as every
    /// fourth is) is row 1 of `from:ada`'s five, still selected, and clearing the search
    /// selects it again among the 20.
    @Test(.timeLimit(.minutes(2)))
    func aSearchKeepsTheSelectedMessageSelected() async throws {
      let window = try await MailboxWindow.start()
      let path = try Self.writeMbox(
        "few.mbox", in: window.sandbox, count: 20, headers: Self.everyFourthFromAda)
      try await window.launch([path])
      try await window.waitUntil("message 0 selected") { $0.selectedRow(is: "Message 0") }
      try window.display.xdotool(["key", "Down", "Down", "Down", "Down"])
      try await window.waitUntil("message 4 selected") { $0.selectedRow(is: "Message 4") }
      try window.display.xdotool(["key", "slash"])
      try window.display.xdotool(["type", "--delay", "20", "from:ada"])
      try await window.waitUntil("five rows, message 4 selected") { seen in
        guard seen.rows.count == 5 else { return "\(seen.rows.count) rows" }
        guard seen.rows.firstIndex(where: \.isSelected) == 1 else { return "not row 1" }
        return seen.selectedRow(is: "Message 4")
      }
      try window.display.xdotool(["key", "Escape"])
      let cleared = try await window.waitUntil("the search cleared, message 4 selected") { seen in
        guard seen.list?.name == "few — 20" else { return "list \(seen.listNames)" }
        return seen.selectedRow(is: "Message 4")
      }
      #expect(cleared.rows.filter(\.isSelected).count == 1)
      #expect(window.isRunning)
    }

    /// Eight messages, the odd ones unread (no `Status: RO`).
    static func marksMailbox(in sandbox: Sandbox) throws -> String {
      try writeMbox("marks.mbox", in: sandbox, count: 8) { index in
        "From: Grace <g@example.org>\n" + (index % 2 == 0 ? "Status: RO\n" : "")
      }
    }

    /// Unread messages are unread to a screen reader (their description) and bold to the
    /// eye; moving onto one beside the list opens it and it is read.
    @Test(.timeLimit(.minutes(2)))
    func openingAnUnreadMessageMarksItRead() async throws {
      let window = try await MailboxWindow.start()
      try await window.launch([try Self.marksMailbox(in: window.sandbox)])
      try await window.waitUntil("the odd rows unread") { seen in
        seen.unreadRows == [1, 3, 5, 7] ? nil : "unread rows \(seen.unreadRows)"
      }
      // Bold: more ink in an unread subject (row 1) than in a read one (row 2).
      let shot = try window.display.screenshot()
      let (read, unread) = (
        shot.count(x: 10..<300, y: 195..<215, where: Self.isInk),
        shot.count(x: 10..<300, y: 147..<167, where: Self.isInk)
      )
      #expect(unread > read + read / 10, "unread \(unread) vs read \(read) dark pixels")
      try window.display.xdotool(["key", "Down"])
      try await window.waitUntil("message 1 open and read") { seen in
        guard seen.documents.contains(where: { $0.contains("Body 1") }) else {
          return "message 1 not shown"
        }
        return seen.unreadRows == [3, 5, 7] ? nil : "unread rows \(seen.unreadRows)"
      }
      #expect(window.isRunning)
    }

    /// What is read in mailbox-gtk stays read: kept in `mailbox`'s state file (by
    /// Message-ID, an mbox is never written) when `q` closes the window and when SIGTERM
    /// ends it, and shown so by the next run.
    @Test(.timeLimit(.minutes(3)))
    func readMessagesStayReadAfterQuittingAndAfterSIGTERM() async throws {
      let window = try await MailboxWindow.start()
      let path = try Self.marksMailbox(in: window.sandbox)
      let original = try Data(contentsOf: URL(fileURLWithPath: path))
      /// Launches, waits for these rows to be unread, moves down to `row` (opening it).
      func run(expecting rows: [Int], thenOpen row: Int) async throws {
        try await window.launch([path])
        try await window.waitUntil("rows \(rows) unread") { seen in
          seen.unreadRows == rows ? nil : "unread rows \(seen.unreadRows)"
        }
        let selected = try await window.read().rows.firstIndex(where: \.isSelected) ?? 0
        try window.display.xdotool(["key"] + Array(repeating: "Down", count: row - selected))
        try await window.waitUntil("row \(row) read") { seen in
          seen.unreadRows == rows.filter { $0 != row } ? nil : "unread \(seen.unreadRows)"
        }
      }
      try await run(expecting: [1, 3, 5, 7], thenOpen: 1)
      #expect(try await window.quit(), "q did not close the window")
      try await run(expecting: [3, 5, 7], thenOpen: 3)
      #expect(window.terminate() == 128 + SIGTERM)
      try await window.launch([path])
      try await window.waitUntil("rows 5 and 7 unread") { seen in
        seen.unreadRows == [5, 7] ? nil : "unread rows \(seen.unreadRows)"
      }
      let stateHome = window.sandbox.stateHome
      let files =
        FileManager.default.enumerator(atPath: stateHome.path)?.compactMap { $0 as? String } ?? []
      let saved = files.compactMap {
        try? String(contentsOf: stateHome.appendingPathComponent($0), encoding: .utf8)
      }
      #expect(saved.contains { $0.contains("m1@example.org") && $0.contains("m3@example.org") })
      #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == original)
    }

    /// `t` shows conversations, `z` collapses one, and both are kept for the next run.
    ///
    /// The threading fixture's 13 messages: in conversations the replies say so to a
    /// screen reader (`reply, level 1`) and are indented to the eye; `z` collapses the
    /// selected one's conversation of three to one row; `t` goes back to the flat list.
    /// Closed threaded with one collapsed, the window opens so again.
    @Test(.timeLimit(.minutes(2)))
    func tShowsConversationsAndZCollapsesOne() async throws {
      let window = try await MailboxWindow.start()
      let fixture = EndToEnd.MailboxThreadsAndSearchTests.fixture()
      try await window.launch([fixture])
      let flat = try await window.waitUntil("13 flat rows") { seen in
        seen.list?.name.hasSuffix("— 13") == true && !seen.hasConversations
          ? nil : "list \(seen.listNames)"
      }
      let selected = try #require(flat.rows.first(where: \.isSelected)?.text)
      try window.display.xdotool(["key", "t"])
      let threaded = try await window.waitUntil("conversations, the same message selected") {
        seen in
        guard seen.hasConversations else { return "no conversation" }
        return seen.rows.first(where: \.isSelected)?.text == selected
          ? nil : "selected \(seen.rows.first(where: \.isSelected)?.text ?? "none")"
      }
      let rows = threaded.rows.count
      try window.display.xdotool(["key", "z"])
      try await window.waitUntil("a conversation collapsed") { seen in
        seen.rows.contains { $0.description.contains("collapsed") } && seen.rows.count < rows
          ? nil : "\(seen.rows.count) rows: \(seen.rows.map(\.description))"
      }
      try window.display.xdotool(["key", "t"])
      try await window.waitUntil("flat again") { $0.hasConversations ? "conversations" : nil }
      try window.display.xdotool(["key", "t"])
      try await window.waitUntil("still collapsed") { seen in
        seen.rows.contains { $0.description.contains("collapsed") } ? nil : "none collapsed"
      }
      #expect(try await window.quit(), "q did not close the window")
      try await window.launch([fixture])
      try await window.waitUntil("conversations again, one collapsed") { seen in
        seen.rows.contains { $0.description.contains("collapsed") } ? nil : "none collapsed"
      }
    }

    /// The sidebar shows each folder's unread count beside its name: `inbox` (three unread)
    /// shows 3, `lists` (all read) nothing; reading the three takes the count away.
    @Test(.timeLimit(.minutes(2)))
    func foldersShowUnreadCountsThatFollowReading() async throws {
      let window = try await MailboxWindow.start()
      let root = try Self.writeFolders(
        [("inbox", 3, ""), ("lists", 3, "Status: RO\n")], in: window.sandbox)
      try await window.launch([root.path])
      try await window.waitUntil("inbox's count, none for lists") { seen in
        let folders = seen.list(named: "Mail")?.rows.map(\.text) ?? []
        return folders == ["inbox 3", "lists"] ? nil : "folders \(folders)"
      }
      // Moving onto a message beside the list opens it: down to the last, back to the first.
      try window.display.xdotool(["key", "Down", "Down", "Up", "Up"])
      try await window.waitUntil("inbox's count gone") { seen in
        let folders = seen.list(named: "Mail")?.rows.map(\.text) ?? []
        return folders == ["inbox", "lists"] ? nil : "folders \(folders)"
      }
      #expect(window.isRunning)
    }

    /// In portrait (768x1024) a directory of mailboxes opens with the list over the
    /// dimmed message, as `mailbox` starts in a medium terminal, not on a message alone;
    /// opening a message puts it on screen alone, and Esc brings the list back over it.
    @Test(.timeLimit(.minutes(2)))
    func inPortraitTheMailboxIsTheFirstScreen() async throws {
      let window = try await Self.windowOnTwoFolders(size: "768x1024")
      let dim = Screenshot.Color(hex: "#999999")
      func dimmed(_ shot: Screenshot) -> Int {
        shot.count(x: 700..<760, y: 100..<1000) { $0.isClose(to: dim, tolerance: 40) }
      }
      try await window.waitUntil("inbox's messages over the message") { seen in
        seen.list(named: "inbox — 3")?.rows.count == 3 ? nil : "lists \(seen.listNames)"
      }
      try await window.display.waitForScreen("the message dimmed beside the lists") { shot in
        dimmed(shot) > 20_000 ? nil : "\(dimmed(shot)) dimmed pixels beside the list"
      }
      try window.display.xdotool(["key", "Return"])
      try await window.waitUntil("the message alone") { seen in
        seen.rows.isEmpty && seen.documents.contains { $0.contains("inbox 0") }
          ? nil : "\(seen.rows.count) rows"
      }
      #expect(dimmed(try window.display.screenshot()) < 1_000)
      try window.display.xdotool(["key", "Escape"])
      try await window.waitUntil("the list over the message again") { seen in
        seen.list(named: "inbox — 3")?.rows.count == 3 ? nil : "lists \(seen.listNames)"
      }
      try await window.display.waitForScreen("the message dimmed again") { shot in
        dimmed(shot) > 20_000 ? nil : "\(dimmed(shot)) dimmed pixels beside the list"
      }
      #expect(window.isRunning)
    }

    /// The message selected when the window closes is selected and shown again in the next
    /// run, found by its Message-ID once indexed (kept in `mailbox`'s state file).
    @Test(.timeLimit(.minutes(2)))
    func theOpenMessageIsOpenAgainInTheNextRun() async throws {
      let window = try await MailboxWindow.start()
      let path = try Self.writeMbox(
        "few.mbox", in: window.sandbox, count: 20, headers: Self.everyFourthFromAda)
      try await window.launch([path])
      try await window.waitUntil("message 0 selected") { $0.selectedRow(is: "Message 0") }
      try window.display.xdotool(["key", "Down", "Down", "Down", "Down"])
      try await window.waitUntil("message 4 open beside the list") { seen in
        seen.documents.contains { $0.contains("Body 4") } ? nil : "message 4 not shown"
      }
      #expect(try await window.quit(), "q did not close the window")
      try await window.launch([path])
      try await window.waitUntil("message 4 selected and open again") { seen in
        guard seen.documents.contains(where: { $0.contains("Body 4") }) else {
          return "message 4 not shown"
        }
        return seen.selectedRow(is: "Message 4")
      }
    }

    /// Collapsed (480x800): Enter pushes the selected message over the list, Esc goes
    /// back to it, and a filter matching nothing empties the list until Esc clears it.
    @Test(.timeLimit(.minutes(2)))
    func openAMessageGoBackAndFilterTheSampleToNothing() async throws {
      let window = try await MailboxWindow.start()
      try await window.launch([], size: "480x800")
      try await window.waitUntil("the list alone") { seen in
        seen.rows.count > 5 && seen.documents.isEmpty ? nil : "\(seen.rows.count) rows"
      }
      try window.display.xdotool(["key", "Return"])
      try await window.waitUntil("the message pushed") { seen in
        seen.rows.isEmpty && seen.documents.contains { $0.contains("Quarterly planning") }
          ? nil : "\(seen.rows.count) rows"
      }
      try await window.display.waitForScreen("the message's text", Self.messageOpen)
      try window.display.xdotool(["key", "Escape"])
      try await window.waitUntil("back at the list") { $0.selectedRow(is: "Quarterly planning") }
      try window.display.xdotool(["key", "slash"])
      try window.display.xdotool(["type", "--delay", "20", "zzzz"])
      try await window.waitUntil("no row matching zzzz") { seen in
        seen.list?.name == "Inbox — 0 of 150" && seen.rows.isEmpty
          ? nil : "lists \(seen.listNames), \(seen.rows.count) rows"
      }
      try window.display.xdotool(["key", "Escape"])
      try await window.waitUntil("the filter cleared") { seen in
        seen.list?.name == "Inbox — 150" && seen.rows.count > 5 ? nil : "lists \(seen.listNames)"
      }
      #expect(window.isRunning)
    }
  }
}
