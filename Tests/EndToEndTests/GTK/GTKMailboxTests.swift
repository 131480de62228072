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

    /// The list, its first row selected and focused (blue).
    static func listWithFirstRowSelected(_ shot: Screenshot) -> String? {
      shot.mismatch([("first row's selection", 400, 100, selection)])
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
    /// - Returns: The running app.
    static func launch(
      _ arguments: [String] = [], on display: VirtualDisplay, in sandbox: Sandbox,
      accessibility bus: AccessibilityBus? = nil
    ) async throws -> Subprocess.Running {
      let environment = display.environment(sandbox)
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

    /// `From: Ada Lindqvist` for every fourth message from the first, `From: Grace`
    /// for the others.
    static func everyFourthFromAda(_ index: Int) -> String {
      index % 4 == 0
        ? "From: Ada Lindqvist <ada@example.org>\n" : "From: Grace <g@example.org>\n"
    }

    /// `from:ada` is MailboxCore's search: the sample's 17 messages from Ada Lindqvist, each
    /// row starting with the same name (the same ink, give or take antialiasing, where the
    /// sender goes); the old filter matched the text `from:ada` itself and showed none.
    @Test(.timeLimit(.minutes(2)))
    func aFromSearchShowsThatSendersMessages() async throws {
      let display = try await VirtualDisplay.start()
      defer { display.stop() }
      let sandbox = try Sandbox()
      let app = try await Self.launch(on: display, in: sandbox)
      defer { app.stop() }
      try await display.waitForScreen("the list's rows") { shot in
        Self.rowSenders(shot).count > 17 ? nil : "only \(Self.rowSenders(shot).count) rows"
      }
      try display.xdotool(["key", "slash"])
      try display.xdotool(["type", "--delay", "20", "from:ada"])
      let shot = try await display.waitForScreen("17 rows from one sender") { shot in
        let rows = Self.rowSenders(shot)
        guard rows.count == 17 else { return "\(rows.count) rows" }
        let spread = (rows.max() ?? 0) - (rows.min() ?? 0)
        return spread <= 8 ? nil : "senders differ: \(rows)"
      }
      #expect(Self.rowSenders(shot).allSatisfy { $0 > 100 })
      #expect(app.isRunning)
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
      #expect(early.hasPrefix("mailbox-gtk — big.mbox — indexing "), "\(early)")
      let deadline = ContinuousClock.now + .seconds(150)
      var name = early
      while name != "mailbox-gtk — big.mbox", ContinuousClock.now < deadline {
        try await Task.sleep(for: .milliseconds(100))
        name = try Self.windowName(display)
      }
      #expect(name == "mailbox-gtk — big.mbox", "indexing did not finish")
      #expect(app.isRunning)
    }

    /// A directory of two mbox files opens in three columns: the folders, the first one's
    /// three messages; choosing the second shows its five.
    @Test(.timeLimit(.minutes(2)))
    func aDirectoryOfMailboxesOpensInThreeColumnsAndAFolderShowsItsMessages() async throws {
      let sandbox = try Sandbox()
      let root = try Self.writeFolders([("inbox", 3, ""), ("lists", 5, "")], in: sandbox)
      let display = try await VirtualDisplay.start()
      defer { display.stop() }
      let app = try await Self.launch([root.path, "--size", "1024x768"], on: display, in: sandbox)
      defer { app.stop() }
      // Folders in x 0..<320, messages in 320..<640, the message from 640 (as at 1024x768).
      try await display.waitForScreen("two folders beside inbox's three messages") { shot in
        let folders = Self.rowSenders(shot, x: 10..<310, y: 50..<760).count
        let messages = Self.rowSenders(shot, x: 330..<630, y: 85..<760).count
        return folders == 2 && messages == 3 ? nil : "\(folders) folders, \(messages) messages"
      }
      #expect(try Self.windowName(display) == "mailbox-gtk — Mail")
      try display.xdotool(["mousemove", "40", "104", "click", "--repeat", "2", "1"])
      try await display.waitForScreen("lists' five messages") { shot in
        let messages = Self.rowSenders(shot, x: 330..<630, y: 85..<760).count
        return messages == 5 ? nil : "\(messages) messages"
      }
      #expect(app.isRunning)
    }

    /// The list's background.
    static let listBackground = Screenshot.Color(hex: "#f2f2f7")

    /// The selection of an unfocused list (the search entry has the focus).
    static let unfocusedSelection = Screenshot.Color(hex: "#d1d1d6")

    /// The rows (0-based, of the first 12, 40 points from y 80 in a 1024x768 window)
    /// filled with a selection's colour, focused or not.
    static func selectedRows(_ shot: Screenshot) -> [Int] {
      (0..<12).filter { row in
        let y = 80 + row * 40
        let filled = shot.count(x: 10..<310, y: (y + 5)..<(y + 35)) {
          $0.isClose(to: selection) || $0.isClose(to: unfocusedSelection)
        }
        return filled > 3_000
      }
    }

    /// A search keeps the selected message selected.
    ///
    /// Clicked at row 4 of 20 (from Ada, as every fourth is), it is row 1 of `from:ada`'s
    /// five, still selected (row 4 then shows message 16), and clearing the search selects
    /// it again among the 20 (the list focused). Rows are 40 points from y 80 in a
    /// 1024x768 window; the list is x 0..<320.
    @Test(.timeLimit(.minutes(2)))
    func aSearchKeepsTheSelectedMessageSelected() async throws {
      let sandbox = try Sandbox()
      let path = try Self.writeMbox(
        "few.mbox", in: sandbox, count: 20, headers: Self.everyFourthFromAda)
      let display = try await VirtualDisplay.start()
      defer { display.stop() }
      let app = try await Self.launch([path, "--size", "1024x768"], on: display, in: sandbox)
      defer { app.stop() }
      try await display.waitForScreen("the 20 rows") { shot in
        let rows = Self.rowSenders(shot, x: 10..<310, y: 85..<760).count
        return rows >= 12 ? nil : "\(rows) rows"
      }
      try display.xdotool(["mousemove", "160", "260", "click", "1"])
      try await display.waitForScreen("row 4 selected") { shot in
        Self.selectedRows(shot) == [4] ? nil : "selected rows \(Self.selectedRows(shot))"
      }
      try display.xdotool(["key", "slash"])
      try display.xdotool(["type", "--delay", "20", "from:ada"])
      try await display.waitForScreen("five rows, the second selected") { shot in
        let rows = Self.rowSenders(shot, x: 10..<310, y: 85..<760).count
        guard rows == 5 else { return "\(rows) rows" }
        return Self.selectedRows(shot) == [1] ? nil : "selected rows \(Self.selectedRows(shot))"
      }
      try display.xdotool(["key", "Escape"])
      // The list may scroll to show it: one row selected, the list focused again.
      let cleared = try await display.waitForScreen("the search cleared, one row selected") {
        shot in
        let rows = Self.rowSenders(shot, x: 10..<310, y: 85..<760).count
        guard rows >= 12 else { return "\(rows) rows" }
        let blue = shot.count(x: 10..<310, y: 80..<760) { $0.isClose(to: Self.selection) }
        return (11_000..<13_000).contains(blue) ? nil : "\(blue) selection pixels"
      }
      // No row is left selected the unfocused way (a row would be about 12,000 pixels).
      let grey = cleared.count(x: 10..<310, y: 80..<760) {
        $0.isClose(to: Self.unfocusedSelection)
      }
      #expect(grey < 3_000)
      #expect(app.isRunning)
    }

    /// The rows (of 8, 40 points from y 80 in a 1024x768 window) with a dot where it goes,
    /// x 14..<30: pixels of neither the list's background nor the selection (a selected
    /// row's dot is white on blue).
    static func dotted(_ shot: Screenshot) -> [Int] {
      (0..<8).filter { row in
        let y = 80 + row * 40
        return shot.count(x: 14..<30, y: (y + 12)..<(y + 28)) {
          !$0.isClose(to: listBackground) && !$0.isClose(to: selection)
        } > 20
      }
    }

    /// Unread messages show a dot before the sender, and opening one takes its dot away.
    ///
    /// The dot is gone for the window's life (mailbox-gtk keeps no state), the row stays
    /// selected, and the senders line up either way. Odd messages are unread (no
    /// `Status: RO`).
    @Test(.timeLimit(.minutes(2)))
    func openingAnUnreadMessageTakesItsDotAway() async throws {
      let sandbox = try Sandbox()
      let path = try Self.writeMbox("marks.mbox", in: sandbox, count: 8) { index in
        "From: Grace <g@example.org>\n" + (index % 2 == 0 ? "Status: RO\n" : "")
      }
      let display = try await VirtualDisplay.start()
      defer { display.stop() }
      let app = try await Self.launch([path, "--size", "1024x768"], on: display, in: sandbox)
      defer { app.stop() }
      try await display.waitForScreen("the odd rows dotted") { shot in
        Self.dotted(shot) == [1, 3, 5, 7] ? nil : "dotted rows \(Self.dotted(shot))"
      }
      // Where each sender starts: the first column with ink after the dot's place.
      func senderStarts(_ shot: Screenshot) -> Set<Int> {
        Set(
          (0..<8).compactMap { row in
            let y = 80 + row * 40
            return (32..<80).first { x in
              shot.count(x: x..<(x + 1), y: (y + 12)..<(y + 28), where: Self.isInk) > 0
            }
          })
      }
      let before = try display.screenshot()
      #expect(senderStarts(before).count == 1, "senders start at \(senderStarts(before))")
      try display.xdotool(["mousemove", "160", "140", "click", "1"])
      try await display.waitForScreen("row 1 open, its dot gone") { shot in
        let blue = shot.count(x: 40..<310, y: 125..<155) { $0.isClose(to: Self.selection) }
        guard blue > 3_000 else { return "row 1 not selected (\(blue) blue pixels)" }
        guard !Self.dotted(shot).contains(1) else { return "row 1 still has its dot" }
        let body = shot.count(x: 340..<1000, y: 60..<200, where: Self.isInk)
        return body > 50 ? nil : "no message beside the list"
      }
      let after = try display.screenshot()
      #expect(Self.dotted(after) == [3, 5, 7])
      #expect(app.isRunning)
    }

    /// What is read in mailbox-gtk stays read: saved in `mailbox`'s state file (by
    /// Message-ID, the mailbox never written) when `q` closes the window and when SIGTERM
    /// ends it, and shown so by the next run.
    @Test(.timeLimit(.minutes(3)))
    func readMessagesStayReadAfterQuittingAndAfterSIGTERM() async throws {
      let sandbox = try Sandbox()
      let path = try Self.writeMbox("marks.mbox", in: sandbox, count: 8) { index in
        "From: Grace <g@example.org>\n" + (index % 2 == 0 ? "Status: RO\n" : "")
      }
      let original = try Data(contentsOf: URL(fileURLWithPath: path))
      let display = try await VirtualDisplay.start()
      defer { display.stop() }
      /// Launches on the mbox, waits for these rows to be dotted, opens `row`.
      func run(expecting rows: [Int], thenOpen row: Int) async throws -> Subprocess.Running {
        let app = try await Self.launch([path, "--size", "1024x768"], on: display, in: sandbox)
        try await display.waitForScreen("rows \(rows) dotted") { shot in
          Self.dotted(shot) == rows ? nil : "dotted rows \(Self.dotted(shot))"
        }
        try display.xdotool(["mousemove", "160", "\(100 + row * 40)", "click", "1"])
        try await display.waitForScreen("row \(row)'s dot gone") { shot in
          Self.dotted(shot) == rows.filter { $0 != row } ? nil : "dotted \(Self.dotted(shot))"
        }
        return app
      }
      let first = try await run(expecting: [1, 3, 5, 7], thenOpen: 1)
      try display.xdotool(["key", "q"])
      #expect(try await Self.hasEnded(first), "q did not close the window")
      let second = try await run(expecting: [3, 5, 7], thenOpen: 3)
      let ended = second.stop()  // SIGTERM
      #expect(ended.status == 128 + SIGTERM)
      let third = try await Self.launch([path, "--size", "1024x768"], on: display, in: sandbox)
      defer { third.stop() }
      try await display.waitForScreen("rows 5 and 7 dotted") { shot in
        Self.dotted(shot) == [5, 7] ? nil : "dotted rows \(Self.dotted(shot))"
      }
      let files =
        FileManager.default.enumerator(atPath: sandbox.stateHome.path)?
        .compactMap { $0 as? String } ?? []
      let saved = files.compactMap {
        try? String(contentsOf: sandbox.stateHome.appendingPathComponent($0), encoding: .utf8)
      }
      #expect(saved.contains { $0.contains("m1@example.org") && $0.contains("m3@example.org") })
      #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == original)
    }

    /// `t` shows conversations, `z` collapses one, and both are kept for the next run.
    ///
    /// The threading fixture's 13 messages: the selected one (the first in the file,
    /// "Lunch on Friday") moves to its place, row 5; `z` collapses its conversation of
    /// three to one row, still selected; `t` goes back to the flat list with it at row 0
    /// again. Closed threaded with one collapsed, the window opens so again (kept in
    /// `mailbox`'s state file).
    @Test(.timeLimit(.minutes(2)))
    func tShowsConversationsAndZCollapsesOne() async throws {
      let display = try await VirtualDisplay.start()
      defer { display.stop() }
      let sandbox = try Sandbox()
      let fixture = EndToEnd.MailboxThreadsAndSearchTests.fixture()
      let app = try await Self.launch([fixture, "--size", "1024x768"], on: display, in: sandbox)
      defer { app.stop() }
      /// The row slots (40 points from y 80) with anything but the list's background:
      /// text, or a selected row's band.
      func rows(_ shot: Screenshot) -> Int {
        (0..<16).filter { row in
          shot.count(x: 10..<300, y: (80 + row * 40 + 12)..<(80 + row * 40 + 28)) {
            !$0.isClose(to: Self.listBackground)
          } > 20
        }.count
      }
      try await display.waitForScreen("13 rows") { rows($0) == 13 ? nil : "\(rows($0)) rows" }
      try display.xdotool(["mousemove", "160", "100", "click", "1"])
      try await display.waitForScreen("row 0 selected") { shot in
        Self.selectedRows(shot) == [0] ? nil : "selected rows \(Self.selectedRows(shot))"
      }
      // Where each row's text starts after the unread dot's place: replies are indented
      // under their conversation.
      func textStarts(_ shot: Screenshot) -> [Int] {
        (0..<13).compactMap { row in
          let y = 80 + row * 40
          return (32..<200).first { x in
            shot.count(x: x..<(x + 1), y: (y + 12)..<(y + 28)) {
              !$0.isClose(to: Self.listBackground) && !$0.isClose(to: Self.selection)
            } > 0
          }
        }
      }
      let flat = try display.screenshot()
      try display.xdotool(["key", "t"])
      let threaded = try await display.waitForScreen("conversations, the selection at row 5") {
        shot in
        guard rows(shot) == 13 else { return "\(rows(shot)) rows" }
        return Self.selectedRows(shot) == [5] ? nil : "selected rows \(Self.selectedRows(shot))"
      }
      // Flat, every row starts at the same place; threaded, the replies start further in.
      let flatStarts = textStarts(flat)
      #expect((flatStarts.max() ?? 0) - (flatStarts.min() ?? 0) <= 3, "\(flatStarts)")
      let starts = textStarts(threaded)
      #expect(starts.count == 13)
      if starts.count == 13 { #expect(starts[1] > starts[0] + 5, "\(starts)") }
      try display.xdotool(["key", "z"])
      try await display.waitForScreen("lunch collapsed to one row, still selected") { shot in
        guard rows(shot) == 11 else { return "\(rows(shot)) rows" }
        return Self.selectedRows(shot) == [5] ? nil : "selected rows \(Self.selectedRows(shot))"
      }
      try display.xdotool(["key", "t"])
      try await display.waitForScreen("flat again, row 0 selected") { shot in
        guard rows(shot) == 13 else { return "\(rows(shot)) rows" }
        return Self.selectedRows(shot) == [0] ? nil : "selected rows \(Self.selectedRows(shot))"
      }
      #expect(app.isRunning)
      // Conversations again, Lunch still collapsed: so when the window closes, so when
      // it opens again.
      try display.xdotool(["key", "t"])
      try await display.waitForScreen("Lunch still collapsed") {
        rows($0) == 11 ? nil : "\(rows($0)) rows"
      }
      try display.xdotool(["key", "q"])
      #expect(try await Self.hasEnded(app), "q did not close the window")
      let again = try await Self.launch([fixture, "--size", "1024x768"], on: display, in: sandbox)
      defer { again.stop() }
      let reopened = try await display.waitForScreen("conversations, one collapsed") { shot in
        rows(shot) == 11 ? nil : "\(rows(shot)) rows"
      }
      let reopenedStarts = textStarts(reopened)
      if reopenedStarts.count == 11 { #expect(reopenedStarts[1] > reopenedStarts[0] + 5) }
    }

    /// The sidebar shows each folder's unread count after its name, counted in the
    /// background, and the open folder's follows its list: `inbox` (three unread) shows
    /// `(3)` where `lists` (all read) shows nothing, and once the three are opened the
    /// count goes.
    @Test(.timeLimit(.minutes(2)))
    func foldersShowUnreadCountsThatFollowReading() async throws {
      let sandbox = try Sandbox()
      let root = try Self.writeFolders(
        [("inbox", 3, ""), ("lists", 3, "Status: RO\n")], in: sandbox)
      let display = try await VirtualDisplay.start()
      defer { display.stop() }
      let app = try await Self.launch([root.path, "--size", "1024x768"], on: display, in: sandbox)
      defer { app.stop() }
      /// The rightmost ink of the folder rows (x 0..<320, 40 points from y 45).
      func ends(_ shot: Screenshot) -> [Int] {
        (0..<2).map { row in
          let y = 45 + row * 40
          return (0..<310).last { x in
            shot.count(x: x..<(x + 1), y: (y + 10)..<(y + 30), where: Self.isInk) > 0
          } ?? 0
        }
      }
      let counted = try await display.waitForScreen("inbox's count, none for lists") { shot in
        let (inbox, lists) = (ends(shot)[0], ends(shot)[1])
        return inbox > lists + 15 && lists > 20 ? nil : "folder rows end at \(ends(shot))"
      }
      for row in 0..<3 {
        try display.xdotool(["mousemove", "480", "\(100 + row * 40)", "click", "1"])
        try await display.waitForScreen("message \(row) open") { shot in
          let blue = shot.count(x: 330..<630, y: (85 + row * 40)..<(115 + row * 40)) {
            $0.isClose(to: Self.selection)
          }
          return blue > 3_000 ? nil : "row \(row) not selected"
        }
      }
      // `(3)` is about 20 points of the row: gone, the row ends by its name.
      let withCount = ends(counted)[0]
      try await display.waitForScreen("inbox's count gone") { shot in
        ends(shot)[0] < withCount - 15
          ? nil : "folder rows end at \(ends(shot)), \(withCount) before"
      }
      #expect(app.isRunning)
    }

    /// In portrait (768x1024) a directory of mailboxes opens with the folders and the
    /// list over the dimmed, empty message, as `mailbox` starts in a medium terminal, not
    /// on the empty message alone; opening a message puts it on screen alone, and Esc
    /// brings the list back over it.
    @Test(.timeLimit(.minutes(2)))
    func inPortraitTheMailboxIsTheFirstScreen() async throws {
      let sandbox = try Sandbox()
      let root = try Self.writeFolders([("inbox", 3, ""), ("lists", 5, "")], in: sandbox)
      let display = try await VirtualDisplay.start()
      defer { display.stop() }
      let app = try await Self.launch([root.path, "--size", "768x1024"], on: display, in: sandbox)
      defer { app.stop() }
      let dim = Screenshot.Color(hex: "#999999")
      try await display.waitForScreen("folders and inbox's messages over the dimmed message") {
        shot in
        let folders = Self.rowSenders(shot, x: 10..<310, y: 50..<1000).count
        let messages = Self.rowSenders(shot, x: 330..<630, y: 85..<1000).count
        let dimmed = shot.count(x: 650..<760, y: 100..<1000) { $0.isClose(to: dim) }
        guard folders == 2, messages == 3 else { return "\(folders) folders, \(messages) messages" }
        return dimmed > 50_000 ? nil : "\(dimmed) dimmed pixels beside the list"
      }
      try display.xdotool(["mousemove", "480", "100", "click", "1"])
      try await display.waitForScreen("the message alone") { shot in
        let dimmed = shot.count(x: 0..<768, y: 100..<1000) { $0.isClose(to: dim) }
        let text = shot.count(x: 10..<700, y: 60..<200, where: Self.isInk)
        // A few text pixels are that grey too; the dimming was over 50,000.
        return dimmed < 1_000 && text > 50 ? nil : "\(dimmed) dimmed pixels, \(text) of text"
      }
      // Esc on the message alone brings inbox's list back over it, as in `mailbox`.
      try display.xdotool(["key", "Escape"])
      try await display.waitForScreen("the list over the dimmed message again") { shot in
        // The opened message's row is selected (white on blue), the other two are ink.
        let messages = Self.rowSenders(shot, x: 10..<310, y: 85..<1000).count
        let selected = Self.selectedRows(shot)
        let dimmed = shot.count(x: 650..<760, y: 100..<1000) { $0.isClose(to: dim) }
        return messages == 2 && selected == [0] && dimmed > 50_000
          ? nil : "\(messages) rows of ink, \(selected) selected, \(dimmed) dimmed pixels beside"
      }
      #expect(app.isRunning)
    }

    /// The message open when the window closes is selected and open again in the next
    /// run, found by its Message-ID once indexed (kept in `mailbox`'s state file).
    @Test(.timeLimit(.minutes(2)))
    func theOpenMessageIsOpenAgainInTheNextRun() async throws {
      let sandbox = try Sandbox()
      let path = try Self.writeMbox(
        "few.mbox", in: sandbox, count: 20, headers: Self.everyFourthFromAda)
      let display = try await VirtualDisplay.start()
      defer { display.stop() }
      let first = try await Self.launch([path, "--size", "1024x768"], on: display, in: sandbox)
      try await display.waitForScreen("the rows, nothing open") { shot in
        let text = shot.count(x: 340..<1000, y: 60..<200, where: Self.isInk)
        return Self.rowSenders(shot, x: 10..<310, y: 85..<760).count >= 12 && text < 400
          ? nil : "\(text) dark pixels where a message goes"
      }
      let empty = try display.screenshot().count(x: 340..<1000, y: 60..<200, where: Self.isInk)
      try display.xdotool(["mousemove", "160", "260", "click", "1"])
      let opened = try await display.waitForScreen("message 4 open beside the list") { shot in
        let text = shot.count(x: 340..<1000, y: 60..<200, where: Self.isInk)
        return Self.selectedRows(shot) == [4] && text > empty + 200
          ? nil : "selected \(Self.selectedRows(shot)), \(text) dark pixels of message"
      }
      try display.xdotool(["key", "q"])
      #expect(try await Self.hasEnded(first), "q did not close the window")
      let second = try await Self.launch([path, "--size", "1024x768"], on: display, in: sandbox)
      defer { second.stop() }
      try await display.waitForScreen("message 4 selected and open again") { shot in
        let same = shot.count(x: 340..<1000, y: 60..<200, where: Self.isInk)
        let before = opened.count(x: 340..<1000, y: 60..<200, where: Self.isInk)
        return Self.selectedRows(shot) == [4] && abs(same - before) < 50
          ? nil : "selected \(Self.selectedRows(shot)), \(same) dark pixels (\(before) before)"
      }
    }

    @Test(.timeLimit(.minutes(2)))
    func openAMessageGoBackAndFilterTheSampleToNothing() async throws {
      let display = try await VirtualDisplay.start()
      defer { display.stop() }
      let sandbox = try Sandbox()
      let app = try await Self.launch(on: display, in: sandbox)
      defer { app.stop() }
      let list = try await display.waitForScreen("the list's rows") { shot in
        let ink = shot.count(x: 10..<470, y: 90..<790, where: Self.isInk)
        return ink > 500 ? nil : "only \(ink) dark pixels where the rows go"
      }
      #expect(list.count(x: 0..<480, y: 0..<800) { $0.isClose(to: Self.selection) } == 0)

      try display.xdotool(["key", "j"])
      try await display.waitForScreen("the first row selected", Self.listWithFirstRowSelected)
      try display.xdotool(["key", "Return"])
      try await display.waitForScreen("the message pushed", Self.messageOpen)
      try display.xdotool(["key", "Escape"])
      try await display.waitForScreen("back at the list", Self.listWithFirstRowSelected)

      try display.xdotool(["key", "slash"])
      try display.xdotool(["type", "--delay", "20", "zzzz"])
      try await display.waitForScreen("no row matching zzzz") { shot in
        let ink = shot.count(x: 10..<470, y: 90..<790, where: Self.isInk)
        return ink == 0 ? nil : "\(ink) dark pixels still in the list"
      }
      try display.xdotool(["key", "Escape"])
      try await display.waitForScreen("the filter cleared") { shot in
        shot.count(x: 10..<470, y: 90..<790, where: Self.isInk) > 500 ? nil : "rows missing"
      }
      #expect(app.isRunning)
    }
  }
}
