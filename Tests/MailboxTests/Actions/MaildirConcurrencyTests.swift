import Foundation
import MailboxCore
import SystemTestSupport
import Testing

/// The reader's Maildir actions against real processes: another program renaming the same
/// files at the same time, and the actions' own process killed at random instants.
@Suite(.serialized) struct MaildirConcurrencyTests {
  /// Writes `count` messages into `new/` of a fresh Maildir at `path`, each with its own
  /// Message-ID and body.
  static func fill(_ path: String, count: Int) throws {
    try FolderTrees.maildir(path)
    for number in 0..<count {
      try TestFiles.write(
        FolderTrees.message(from: "S\(number)", subject: "Message \(number)", id: "m\(number)@x"),
        to: path + "/new/17000\(number).M\(number).host")
    }
  }

  /// Every message file under the Maildirs `folders`: unique name → (relative path,
  /// folder, Message-ID line), failing the test for a unique name found twice.
  static func census(_ folders: [String]) throws -> [String: (
    path: String, folder: String, id: String
  )] {
    var found: [String: (path: String, folder: String, id: String)] = [:]
    for folder in folders {
      for path in MaildirFilesTests.files(folder) {
        let unique = MaildirName.unique(of: path)
        #expect(
          found[unique] == nil, "\(unique) is in \(found[unique]?.folder ?? "") and \(folder)")
        let text = try String(contentsOfFile: folder + "/" + path, encoding: .utf8)
        let id =
          text.split(separator: "\n").first { $0.hasPrefix("Message-ID:") }.map(String.init) ?? ""
        found[unique] = (path, folder, id)
      }
    }
    return found
  }

  @Test func anotherProgramRenamingTheSameFilesLosesNothingAndKeepsEveryonesFlags() throws {
    try TestFiles.withTemporaryDirectory { root in
      let inbox = root + "/INBOX"
      let archive = root + "/Archive"
      try Self.fill(inbox, count: 300)
      try MaildirFiles.createMaildir(at: archive)
      let before = try Self.census([inbox])
      try TestFiles.write(MaildirRenamer.script, to: root + "/other.py")
      let other = Process()
      other.executableURL = try Subprocess.which("python3")
      other.arguments = [root + "/other.py", "7", root + "/stop", root + "/other.log", inbox]
      try other.run()
      defer { if other.isRunning { other.terminate() } }
      let started = Date().addingTimeInterval(30)
      while !FileManager.default.fileExists(atPath: root + "/other.log.started"), Date() < started {
        usleep(1_000)
      }
      #expect(FileManager.default.fileExists(atPath: root + "/other.log.started"))

      // The reader: 3,000 actions on random messages; where each one is, as it last saw it.
      var generator = SystemRandomNumberGenerator()
      var known: [String: (folder: String, path: String)] = [:]
      for (unique, entry) in before { known[unique] = (inbox, entry.path) }
      var ours: [String: Set<Character>] = [:]
      let uniques = before.keys.sorted()
      var operations = 0
      var gone = 0
      for _ in 0..<3_000 {
        let unique = uniques[Int.random(in: 0..<uniques.count, using: &generator)]
        guard let (folder, path) = known[unique] else { continue }
        let action: MailAction
        do {
          switch Int.random(in: 0..<4, using: &generator) {
          case 0: action = try MailAction.setFlags(of: path, in: folder, adding: ["S"])
          case 1: action = try MailAction.setFlags(of: path, in: folder, adding: ["F"])
          case 2:
            action = try MailAction.move(
              message: path, from: folder, to: folder == inbox ? archive : inbox)
          default:
            // An undo of a flag this side set: the flag goes, so it leaves `ours`.
            let set = try MailAction.setFlags(of: path, in: folder, adding: ["T"])
            action = try set.undo()
          }
        } catch let error as MailActionError {
          // Only a lost race may fail, and it must say so: nothing here deletes files.
          Issue.record("\(error.message)")
          gone += 1
          continue
        }
        // (The undone T's reverse adds nothing.)
        if case .flags(_, _, let added, _) = action { ours[unique, default: []].formUnion(added) }
        known[unique] = action.result
        operations += 1
      }
      try TestFiles.write("", to: root + "/stop")
      other.waitUntilExit()
      #expect(other.terminationStatus == 0)
      #expect(operations == 3_000)
      #expect(gone == 0)

      // Every message exactly once, with its own Message-ID and bytes.
      let after = try Self.census([inbox, archive])
      #expect(after.count == before.count)
      for (unique, entry) in before {
        guard let now = after[unique] else {
          Issue.record("\(unique) is lost")
          continue
        }
        #expect(now.id == entry.id)
        #expect(known[unique]?.folder == now.folder)
      }
      // Flags: the union of both sides' (neither removes a flag the other sets).
      let log = try String(contentsOfFile: root + "/other.log", encoding: .utf8)
      var theirs: [String: Set<Character>] = [:]
      for line in log.split(separator: "\n") {
        let parts = line.split(separator: " ")
        if parts.count == 2, let flag = parts[1].first {
          theirs[String(parts[0]), default: []].insert(flag)
        }
      }
      #expect(!theirs.isEmpty)
      for (unique, now) in after {
        let flags = MaildirName(String(now.path.split(separator: "/").last ?? "")).flags
        let expected = ours[unique, default: []].union(theirs[unique, default: []])
        #expect(flags.isSuperset(of: expected), "\(unique): \(flags) lacks \(expected)")
        #expect(!flags.contains("T"), "\(unique): an undone flag stayed")
      }
    }
  }

  /// Runs `maildir-probe move from to` and kills it with SIGKILL after a random delay
  /// below `delays`' upper bound.
  ///
  /// - Returns: Whether it was killed with moves left to do (rather than done first).
  static func moveKilled(
    from: String, to: String, after delays: Range<UInt32>,
    using generator: inout SystemRandomNumberGenerator
  ) throws -> Bool {
    let process = Process()
    process.executableURL = try Binary.locate("maildir-probe").url
    process.arguments = ["move", from, to]
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    usleep(UInt32.random(in: delays, using: &generator))
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    return process.terminationReason == .uncaughtSignal
  }

  @Test func killingTheProcessInTheMiddleOfMovesLosesAndDoublesNothing() throws {
    try TestFiles.withTemporaryDirectory { root in
      let a = root + "/A"
      let b = root + "/B"
      try Self.fill(a, count: 400)
      try MaildirFiles.createMaildir(at: b)
      let before = try Self.census([a])
      var generator = SystemRandomNumberGenerator()
      var killedMidway = 0
      for round in 0..<30 {
        let (from, to) = round % 2 == 0 ? (a, b) : (b, a)
        if try Self.moveKilled(from: from, to: to, after: 0..<40_000, using: &generator) {
          killedMidway += 1
        }
        let after = try Self.census([a, b])
        #expect(after.count == before.count, "round \(round)")
        for (unique, entry) in before {
          #expect(after[unique]?.id == entry.id, "\(unique) round \(round)")
        }
      }
      // Most rounds were killed with moves left to do (the others finished first).
      #expect(killedMidway > 10)
    }
  }
}
