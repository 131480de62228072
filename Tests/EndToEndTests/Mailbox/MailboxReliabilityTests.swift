import Foundation
import SystemTestSupport
import Testing

extension EndToEnd {
  /// The real `mailbox` acting on a Maildir++ tree while something else acts on it too,
  /// or dies: no message is ever lost or doubled (issue 24's reliability list, with the
  /// reader's own process rather than its model; `MaildirConcurrencyTests` and
  /// `MaildirFailureTests` hold the model to the same).
  @Suite(.serialized)
  struct MailboxReliabilityTests {
    /// A message with its own Message-ID and body, so every file can be told apart.
    static func message(_ number: Int) -> String {
      "From: Sender \(number) <s\(number)@example.org>\nSubject: Message \(number)\n"
        + "Date: Mon, 5 Jan 2026 10:00:00 +0000\nMessage-ID: <m\(number)@example.org>\n\n"
        + "Body of message \(number).\n"
    }

    /// A Maildir++ root (`Mail` in the sandbox, or `root`) holding `count` unread messages
    /// in the Inbox, each with `padding` more bytes of body, and an empty `.Archive` and
    /// `.Trash`; returns the root.
    static func tree(
      in sandbox: Sandbox, at root: URL? = nil, count: Int, padding: Int = 0
    ) throws -> URL {
      let root = root ?? sandbox.files.appendingPathComponent("Mail")
      var files: [String: String] = [:]
      for number in 0..<count {
        files["new/\(1_700_000_000 + number).M\(number).host"] =
          message(number) + String(repeating: "x", count: padding)
      }
      try MailFolders.write(at: root, maildirs: [".", ".Archive", ".Trash"], files: files)
      return root
    }

    /// `mailbox` on `root` at 160x30, once it lists the Inbox's `inbox` messages.
    static func reader(
      of root: URL, in sandbox: Sandbox, inbox: Int, environment: [String: String] = [:]
    ) async throws -> TmuxSession {
      let session = try TmuxSession(
        Binary.locate("mailbox"), [root.path], columns: 160, rows: 30, sandbox: sandbox,
        environment: environment)
      try await session.waitFor("the Inbox of \(inbox)") { $0[0].contains("Inbox — \(inbox)") }
      return session
    }

    /// Mounts a tmpfs of `size` (`256k`, `1m`) at the existing directory `url`.
    static func mountTmpfs(at url: URL, size: String) throws {
      try run("/bin/mount", ["-t", "tmpfs", "-o", "size=\(size)", "tmpfs", url.path])
    }

    /// Runs `program` with `arguments`, failing the test with its output if it fails.
    static func run(_ program: String, _ arguments: [String]) throws {
      let output = try Subprocess.runQuickly(URL(fileURLWithPath: program), arguments)
      guard output.status == 0 else {
        throw EndToEndError("\(program) \(arguments): \(output.standardError)")
      }
    }

    /// Where each message is: unique name (before `:`) → (folder, file name, Message-ID),
    /// recording an issue for a unique name found twice.
    static func census(_ root: URL) throws -> [String: (folder: String, name: String, id: String)] {
      var found: [String: (folder: String, name: String, id: String)] = [:]
      for folder in [".", ".Archive", ".Trash"] {
        for sub in ["cur", "new"] {
          let directory = root.appendingPathComponent(folder).appendingPathComponent(sub)
          for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
            let unique = String(name.split(separator: ":", maxSplits: 1)[0])
            if let other = found[unique] {
              Issue.record("\(unique) is in \(other.folder) and \(folder)")
            }
            let text = try String(
              contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
            let id = text.split(separator: "\n").first { $0.hasPrefix("Message-ID:") } ?? ""
            found[unique] = (folder, name, String(id))
          }
        }
      }
      return found
    }

    /// Checks that `after` holds every message of `before` exactly once, with its
    /// Message-ID, and nothing else.
    static func expectEveryMessageOnce(
      _ before: [String: (folder: String, name: String, id: String)],
      _ after: [String: (folder: String, name: String, id: String)], _ when: String
    ) {
      #expect(after.count == before.count, "\(when): \(after.count) files for \(before.count)")
      for (unique, entry) in before {
        #expect(after[unique]?.id == entry.id, "\(unique) \(when)")
      }
    }

    @Test(.timeLimit(.minutes(5)))
    func theReaderAndAnotherProgramOnOneMaildirLoseAndDoubleNothing() async throws {
      let sandbox = try Sandbox()
      let root = try Self.tree(in: sandbox, count: 200)
      let before = try Self.census(root)
      let script = sandbox.files.appendingPathComponent("other.py")
      try Data(MaildirRenamer.script.utf8).write(to: script)
      let stop = sandbox.files.appendingPathComponent("stop")
      let log = sandbox.files.appendingPathComponent("other.log")
      let other = try Subprocess.start(
        try Subprocess.which("python3"),
        [script.path, "24", stop.path, log.path]
          + [".", ".Archive", ".Trash"].map { root.appendingPathComponent($0).path })
      defer { other.stop() }

      let session = try await Self.reader(
        of: root, in: sandbox, inbox: 200, environment: TmuxSession.progressTitleEnvironment)
      // 3,000 keys: next and previous (each opens the message beside the list: new/ →
      // cur/ with S), flag, read/unread, delete, archive and undo, in batches of 50.
      var random = SeededRandom(seed: 24)
      let keys: [Character] = ["j", "j", "j", "k", "F", "F", "u", "d", "A", "U", "U"]
      var counts: [Character: Int] = [:]
      for _ in 0..<60 {
        let batch = String((0..<50).map { _ in keys[random.next(below: keys.count)] })
        for key in batch { counts[key, default: 0] += 1 }
        try session.sendKeys(.text(batch))
      }
      // Every key handled before the other program stops and the reader quits.
      try await session.waitUntilDrawn(timeout: .seconds(120))
      try Data().write(to: stop)
      let output = try await other.waitForExit(timeout: .seconds(10))
      #expect(output?.status == 0, "the other program: \(String(describing: output))")
      try session.sendKeys(.text("q"))
      try await session.expectRestoredExit(status: 0)

      let after = try Self.census(root)
      Self.expectEveryMessageOnce(before, after, "after 3,000 keys")
      // The reader acted: messages were read (S, which the other program never sets), and
      // moved out of the Inbox.
      #expect(counts["d", default: 0] > 100 && counts["A", default: 0] > 100)
      #expect(after.values.contains { ($0.name.split(separator: ",").last ?? "").contains("S") })
      #expect(after.values.contains { $0.folder != "." }, "some message was deleted or archived")
      // Neither side removed a flag the other set: every R and P is still there.
      let theirs = try String(contentsOf: log, encoding: .utf8).split(separator: "\n")
      #expect(theirs.count > 100, "the other program renamed files all along")
      for line in theirs {
        let parts = line.split(separator: " ")
        guard parts.count == 2, let entry = after[String(parts[0])] else { continue }
        let flags = entry.name.split(separator: ",").last ?? ""
        #expect(flags.contains(parts[1]), "\(entry.name) lost the other program's \(parts[1])")
      }
    }

    /// `SIGKILL` in the middle of a burst of deletes and archives, many times at random
    /// instants: each move is one `rename(2)`, so every message is in exactly one folder
    /// after every kill, and the reader starts again on what is left.
    @Test(.timeLimit(.minutes(5)))
    func killingTheReaderInTheMiddleOfMovesLosesAndDoublesNothing() async throws {
      let sandbox = try Sandbox()
      let root = try Self.tree(in: sandbox, count: 300)
      let before = try Self.census(root)
      var random = SeededRandom(seed: 9)
      var killedMidway = 0
      for round in 0..<12 {
        let inbox = try Self.census(root).values.filter { $0.folder == "." }.count
        let session = try await Self.reader(of: root, in: sandbox, inbox: inbox)
        let key = round % 2 == 0 ? "d" : "A"
        try session.sendKeys(.text(String(repeating: key, count: 30)))
        try await Task.sleep(for: .milliseconds(random.next(below: 150)))
        try await session.signal(SIGKILL)
        let exit = try await session.waitForExit()
        #expect(exit.status == 128 + SIGKILL, "round \(round)")
        session.close()
        let after = try Self.census(root)
        Self.expectEveryMessageOnce(before, after, "after the kill of round \(round)")
        let moved = inbox - after.values.filter { $0.folder == "." }.count
        if moved < 30 { killedMidway += 1 }
      }
      // Most rounds were killed with moves still to do.
      #expect(killedMidway >= 6, "killed midway \(killedMidway) times of 12")
      // The reader starts on what is left, its state file intact or ignored.
      let inbox = try Self.census(root).values.filter { $0.folder == "." }.count
      let session = try await Self.reader(of: root, in: sandbox, inbox: inbox)
      try session.sendKeys(.text("q"))
      try await session.expectRestoredExit(status: 0)
    }

    /// The status line says `text`: the screen's last row.
    static func says(_ text: String) -> ([String]) -> Bool {
      { $0.last?.contains(text) == true }
    }

    /// A read-only folder, a full disk and a folder that vanished under the reader: each
    /// action that cannot be done says why in the status line, no message is lost, and the
    /// reader keeps working (the next key still moves, `q` exits 0).
    @Test(
      .enabled(if: getuid() == 0, "mounting a tmpfs needs root"), .timeLimit(.minutes(3)))
    func aReadOnlyFolderAFullDiskAndAVanishedFolderSayWhyAndLoseNothing() async throws {
      let sandbox = try Sandbox()

      // Read-only: the whole tree on a tmpfs remounted read-only.
      let readOnly = sandbox.files.appendingPathComponent("ro")
      try FileManager.default.createDirectory(at: readOnly, withIntermediateDirectories: true)
      try Self.mountTmpfs(at: readOnly, size: "1m")
      defer { try? Self.run("/bin/umount", [readOnly.path]) }
      let frozen = try Self.tree(in: sandbox, at: readOnly, count: 3)
      try Self.run("/bin/mount", ["-o", "remount,ro", readOnly.path])
      let unchanged = try Self.census(frozen)
      let first = try await Self.reader(of: frozen, in: sandbox, inbox: 3)
      try first.sendKeys(.text("F"))
      try await first.waitFor(
        "why F failed", Self.says("Cannot mark a message in ro: the folder is read-only"))
      try first.sendKeys(.text("d"))
      try await first.waitFor(
        "why d failed", Self.says("Cannot move out of ro: the folder is read-only"))
      try first.sendKeys(.text("j"))
      try await first.waitFor("the next message") { $0.joined().contains("Body of message 1.") }
      try first.sendKeys(.text("q"))
      try await first.expectRestoredExit(status: 0)
      #expect(try Self.census(frozen).mapValues(\.name) == unchanged.mapValues(\.name))

      // A full disk: the Archive is a small tmpfs, nearly full; a large message does not
      // fit, and nothing of it is left there.
      let root = try Self.tree(in: sandbox, count: 3, padding: 200_000)
      let archive = root.appendingPathComponent(".Archive")
      try Self.mountTmpfs(at: archive, size: "256k")
      defer { try? Self.run("/bin/umount", [archive.path]) }
      try MailFolders.write(at: archive, maildirs: ["."], files: [:])
      try Data(repeating: 0x79, count: 100_000).write(to: archive.appendingPathComponent("filler"))
      let before = try Self.census(root)
      let session = try await Self.reader(of: root, in: sandbox, inbox: 3)
      try session.sendKeys(.text("A"))
      try await session.waitFor(
        "why A failed", Self.says("Cannot copy into .Archive: the disk is full"))
      Self.expectEveryMessageOnce(before, try Self.census(root), "after a full disk")
      #expect(
        try FileManager.default.contentsOfDirectory(
          atPath: archive.appendingPathComponent("tmp").path
        ).isEmpty)

      // A folder that vanished: the Trash removed by another program is made again by the
      // next delete; the Trash moved away after a delete makes undo say the message is gone.
      try FileManager.default.removeItem(at: root.appendingPathComponent(".Trash"))
      try session.sendKeys(.text("d"))
      try await session.waitFor("deleted into a new Trash", Self.says("Deleted: moved to Trash"))
      Self.expectEveryMessageOnce(before, try Self.census(root), "after a delete")
      try FileManager.default.moveItem(
        at: root.appendingPathComponent(".Trash"), to: root.appendingPathComponent(".Gone"))
      try session.sendKeys(.text("U"))
      try await session.waitFor("why undo failed") {
        $0.last?.contains("Trash") == true && $0[0].contains("Inbox — 2")
      }
      let gone = try FileManager.default.contentsOfDirectory(
        atPath: root.appendingPathComponent(".Gone/cur").path)
      #expect(gone.count == 1, "the deleted message is still where the other program put it")
      try session.sendKeys(.text("j"))
      try session.sendKeys(.text("q"))
      try await session.expectRestoredExit(status: 0)
    }
  }
}

/// A small deterministic random number generator (SplitMix64), so a failing key sequence
/// can be replayed.
struct SeededRandom {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  /// A number in `0..<bound`.
  mutating func next(below bound: Int) -> Int {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return Int((z ^ (z >> 31)) % UInt64(bound))
  }
}
