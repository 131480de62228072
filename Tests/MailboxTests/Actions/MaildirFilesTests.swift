import Foundation
import MailboxCore
import Testing

@Suite struct MaildirFilesTests {
  /// The relative paths of every file in `cur/` and `new/`, sorted.
  static func files(_ maildir: String) -> [String] {
    ["cur", "new"].flatMap { sub in
      ((try? FileManager.default.contentsOfDirectory(atPath: maildir + "/" + sub)) ?? []).map {
        sub + "/" + $0
      }
    }.sorted()
  }

  @Test func flagsAreKeptInASCIIOrderAndUnknownOnesStay() {
    var name = MaildirName("1700.M1.host:2,Sa")
    #expect(name.unique == "1700.M1.host")
    name.flags.insert("F")
    name.flags.insert("D")
    #expect(name.fileName == "1700.M1.host:2,DFSa")
    #expect(MaildirName("1700.M1.host").fileName == "1700.M1.host:2,")
    #expect(MaildirName("1700.M1.host:1,old").flags.isEmpty)
    #expect(MaildirName.unique(of: "new/1700.M1.host") == "1700.M1.host")
  }

  @Test func readingMovesANewMessageToCurWithTheSeenFlag() throws {
    try TestFiles.withTemporaryDirectory { root in
      try FolderTrees.maildir(root, unread: [("Ada", "Hi", "a@x")])
      let path = try MaildirFiles.setFlags(
        of: "new/1700100000.M0.host", in: root, adding: ["S"], removing: [])
      #expect(path == "cur/1700100000.M0.host:2,S")
      #expect(Self.files(root) == ["cur/1700100000.M0.host:2,S"])
      // Flagging keeps S; unreading keeps F.
      #expect(
        try MaildirFiles.setFlags(of: path, in: root, adding: ["F"], removing: [])
          == "cur/1700100000.M0.host:2,FS")
      #expect(
        try MaildirFiles.setFlags(of: path, in: root, adding: [], removing: ["S"])
          == "cur/1700100000.M0.host:2,F")
      #expect(Self.files(root) == ["cur/1700100000.M0.host:2,F"])
    }
  }

  @Test func aMessageRenamedByAnotherProgramIsFoundByItsUniqueNameAndItsFlagsKept() throws {
    try TestFiles.withTemporaryDirectory { root in
      try FolderTrees.maildir(root, unread: [("Ada", "Hi", "a@x")])
      // mbsync marks it replied meanwhile.
      try FileManager.default.moveItem(
        atPath: root + "/new/1700100000.M0.host", toPath: root + "/cur/1700100000.M0.host:2,R")
      let path = try MaildirFiles.setFlags(
        of: "new/1700100000.M0.host", in: root, adding: ["S"], removing: [])
      #expect(path == "cur/1700100000.M0.host:2,RS")
      #expect(Self.files(root) == [path])
    }
  }

  @Test func aMessageDeletedByAnotherProgramIsReportedGone() throws {
    try TestFiles.withTemporaryDirectory { root in
      try FolderTrees.maildir(root, unread: [("Ada", "Hi", "a@x")])
      try FileManager.default.removeItem(atPath: root + "/new/1700100000.M0.host")
      #expect(throws: MailActionError.self) {
        try MaildirFiles.setFlags(
          of: "new/1700100000.M0.host", in: root, adding: ["S"], removing: [])
      }
      do {
        _ = try MaildirFiles.setFlags(
          of: "new/1700100000.M0.host", in: root, adding: ["S"], removing: [])
      } catch let error as MailActionError {
        #expect(error.code == .gone)
        let base = root.split(separator: "/").last.map(String.init) ?? ""
        #expect(
          error.message
            == "The message is no longer in \(base); another program moved or deleted it")
      }
    }
  }

  @Test func moveAndUndoRenameIntoCurAndBackWithoutACopy() throws {
    try TestFiles.withTemporaryDirectory { root in
      try FolderTrees.maildirPlusPlus(at: root)
      let trash = root + "/.Trash"
      try MaildirFiles.createMaildir(at: trash)
      let before = Self.files(root)
      let moved = try MailAction.move(
        message: "new/1700100000.M0.host", from: root, to: trash)
      #expect(moved == .moved(source: root, target: trash, path: "cur/1700100000.M0.host:2,"))
      #expect(Self.files(trash) == ["cur/1700100000.M0.host:2,"])
      #expect(Self.files(root).count == before.count - 1)
      let back = try moved.undo()
      #expect(back.result.folder == root)
      #expect(Self.files(trash).isEmpty)
      #expect(Self.files(root).count == before.count)
      // A second identical move finds the same name taken only if a copy exists: make one.
      try FileManager.default.copyItem(
        atPath: root + "/" + back.result.path, toPath: trash + "/" + back.result.path)
      #expect(
        throws: MailActionError(
          code: .exists, message: "Not moved: .Trash already holds this message")
      ) {
        try MailAction.move(message: back.result.path, from: root, to: trash)
      }
      #expect(Self.files(root).count == before.count)
    }
  }

  @Test func flagUndoClearsOnlyWhatItSet() throws {
    try TestFiles.withTemporaryDirectory { root in
      try FolderTrees.maildir(root, read: [("Ada", "Hi", "a@x")])
      let done = try MailAction.setFlags(
        of: "cur/1700000000.M0.host:2,S", in: root, adding: ["F", "S"])
      #expect(
        done == .flags(folder: root, path: "cur/1700000000.M0.host:2,FS", added: ["F"], removed: [])
      )
      let undone = try done.undo()
      #expect(undone.result.path == "cur/1700000000.M0.host:2,S")
    }
  }

  @Test func aTargetFolderDeletedMeanwhileLeavesTheMessageWhereItWas() throws {
    try TestFiles.withTemporaryDirectory { root in
      try FolderTrees.maildir(root + "/INBOX", unread: [("Ada", "Hi", "a@x")])
      try MaildirFiles.createMaildir(at: root + "/Archive")
      try FileManager.default.removeItem(atPath: root + "/Archive")
      #expect(
        throws: MailActionError(
          code: .noTarget, message: "Not moved: the folder Archive no longer exists")
      ) {
        try MailAction.move(
          message: "new/1700100000.M0.host", from: root + "/INBOX", to: root + "/Archive")
      }
      #expect(Self.files(root + "/INBOX") == ["new/1700100000.M0.host"])
    }
  }

  @Test func roleFoldersAreFoundInEachLayoutAndMadeInItsStyle() throws {
    try TestFiles.withTemporaryDirectory { root in
      try FolderTrees.maildirPlusPlus(at: root + "/pp")
      let plus = try #require(MailFolderTree.discover(at: root + "/pp"))
      #expect(plus.folder(named: "Archive")?.path == root + "/pp/.Archive")
      #expect(plus.folder(named: "Archive/2024")?.path == root + "/pp/.Archive.2024")
      #expect(plus.folder(named: "Trash") == nil)
      #expect(plus.pathForNewFolder(named: "Trash") == root + "/pp/.Trash")
      try FolderTrees.nested(at: root + "/nested")
      try MaildirFiles.createMaildir(at: root + "/nested/Entw&APw-rfe")
      let nested = try #require(MailFolderTree.discover(at: root + "/nested"))
      #expect(nested.folder(named: "Work/Projects")?.path == root + "/nested/Work/Projects")
      #expect(nested.folder(named: "Entwürfe")?.path == root + "/nested/Entw&APw-rfe")
      #expect(nested.folder(named: "work")?.path == root + "/nested/Work")
      #expect(nested.pathForNewFolder(named: "Trash") == root + "/nested/Trash")
    }
  }
}
