import Foundation
import MailboxCore
import Testing

@Suite struct StateStoreTests {
  struct UIState: Codable, Sendable, Equatable {
    var selectedID: String?
    var displayMode: String
    var primaryWidth: Int
  }

  @Test func theDirectoryFollowsXDGStateHomeElseHome() {
    #expect(
      StateStore<UIState>.defaultDirectory(environment: [
        "XDG_STATE_HOME": "/x/state", "HOME": "/h",
      ])
        == "/x/state/splitkit-mailbox")
    #expect(
      StateStore<UIState>.defaultDirectory(environment: [
        "XDG_STATE_HOME": "relative", "HOME": "/h",
      ])
        == "/h/.local/state/splitkit-mailbox")
    #expect(
      StateStore<UIState>(environment: ["HOME": "/h"]).filePath
        == "/h/.local/state/splitkit-mailbox/state.json")
  }

  @Test func savesAndRestoresPerMailboxAndForgetsOnReset() throws {
    try TestFiles.withTemporaryDirectory { root in
      let store = StateStore<UIState>(directory: root + "/state")
      #expect(store.load(for: "/m/a").payload == nil)
      #expect(store.load(for: "/m/a").warning == nil)
      let first = UIState(
        selectedID: "m001@example.org", displayMode: "oneBesideSecondary", primaryWidth: 32)
      let second = UIState(selectedID: nil, displayMode: "secondaryOnly", primaryWidth: 40)
      try store.save(first, for: "/m/a")
      try store.save(second, for: "/m/b")
      #expect(store.load(for: "/m/a").payload == first)
      #expect(store.load(for: "/m/a").warning == nil)
      #expect(store.load(for: "/m/b").payload == second)
      #expect(store.load(for: "/m/c").payload == nil)
      #expect(store.load(for: "/m/c").warning == nil)
      try store.remove(for: "/m/a")
      #expect(store.load(for: "/m/a").payload == nil)
      #expect(store.load(for: "/m/b").payload == second)
    }
  }

  @Test func aFileThatIsNotJSONIsIgnoredWithAWarningAndReplacedOnSave() throws {
    try TestFiles.withTemporaryDirectory { root in
      let store = StateStore<UIState>(directory: root)
      try TestFiles.write("{ not json", to: store.filePath)
      let loaded = store.load(for: "/m/a")
      #expect(loaded.payload == nil)
      #expect(loaded.warning == "Saved state ignored: \(root)/state.json is not valid JSON.")
      try store.save(UIState(selectedID: "x", displayMode: "m", primaryWidth: 1), for: "/m/a")
      #expect(store.load(for: "/m/a").payload?.selectedID == "x")
    }
  }

  @Test func oneInvalidEntryIsIgnoredForItsMailboxOnlyAndKeptBySaving() throws {
    try TestFiles.withTemporaryDirectory { root in
      let store = StateStore<UIState>(directory: root)
      try TestFiles.write(
        """
        {"version":1,"mailboxes":{
          "/m/a":{"displayMode":"m","primaryWidth":"wide","future":[1,true,null]},
          "/m/b":{"selectedID":"b@x","displayMode":"m","primaryWidth":3}}}
        """, to: store.filePath)
      let bad = store.load(for: "/m/a")
      #expect(bad.payload == nil)
      #expect(
        bad.warning
          == "Saved state ignored: this mailbox's entry in \(root)/state.json is invalid"
          + " (field primaryWidth).")
      let good = UIState(selectedID: "b@x", displayMode: "m", primaryWidth: 3)
      #expect(store.load(for: "/m/b").payload == good)
      #expect(store.load(for: "/m/b").warning == nil)

      // Saving a third mailbox keeps both, the invalid entry exactly as it was.
      try store.save(UIState(selectedID: nil, displayMode: "c", primaryWidth: 4), for: "/m/c")
      #expect(store.load(for: "/m/b").payload == good)
      #expect(store.load(for: "/m/c").payload?.displayMode == "c")
      let saved = try JSONSerialization.jsonObject(
        with: Data(contentsOf: URL(fileURLWithPath: store.filePath)))
      let entries = try #require((saved as? [String: Any])?["mailboxes"] as? [String: Any])
      let kept = try #require(entries["/m/a"] as? [String: Any])
      #expect(kept["primaryWidth"] as? String == "wide")
      #expect((kept["future"] as? [Any])?.count == 3)
      #expect(try String(contentsOfFile: store.filePath, encoding: .utf8).contains("\"/m/a\""))
    }
  }

  @Test func aStateFileLargerThanTheLimitIsRefusedWithoutBeingRead() throws {
    try TestFiles.withTemporaryDirectory { root in
      let store = StateStore<UIState>(directory: root)
      // Valid JSON with a valid entry, padded past the limit: parsing it would find the
      // entry, so a nil payload shows it was refused by size.
      let entry =
        "{\"version\":1,\"mailboxes\":{\"/m/a\":"
        + "{\"selectedID\":\"a\",\"displayMode\":\"m\",\"primaryWidth\":1}}}"
      let padding = [UInt8](repeating: UInt8(ascii: " "), count: 5 << 20)
      try TestFiles.write(Array(entry.utf8) + padding, to: store.filePath)
      let loaded = store.load(for: "/m/a")
      #expect(loaded.payload == nil)
      #expect(
        loaded.warning
          == "Saved state ignored: \(root)/state.json is 5.0 MiB, larger than the 4 MiB a"
          + " state file may be.")
      // It is left alone: neither overwritten by saving nor touched by a reset.
      #expect(throws: StateStore<UIState>.SaveError.self) {
        try store.save(UIState(selectedID: "b", displayMode: "m", primaryWidth: 1), for: "/m/b")
      }
      #expect(throws: StateStore<UIState>.SaveError.self) { try store.remove(for: "/m/a") }
      let size = try FileManager.default.attributesOfItem(atPath: store.filePath)[.size] as? Int
      #expect(size == entry.utf8.count + (5 << 20))
    }
  }

  @Test func anUnknownVersionIsReportedIgnoredAndNeverOverwritten() throws {
    try TestFiles.withTemporaryDirectory { root in
      let store = StateStore<UIState>(directory: root)
      let future = "{\"version\":2,\"mailboxes\":{\"/m/a\":{\"selectedID\":\"a\"}}}"
      try TestFiles.write(future, to: store.filePath)
      #expect(
        store.load(for: "/m/a").warning
          == "Saved state ignored: \(root)/state.json has version 2, which this mailbox does"
          + " not know (it reads version 1).")
      #expect(store.load(for: "/m/a").payload == nil)
      let error = #expect(throws: StateStore<UIState>.SaveError.self) {
        try store.save(UIState(selectedID: "b", displayMode: "m", primaryWidth: 1), for: "/m/a")
      }
      #expect(
        error?.description
          == "State not saved: \(root)/state.json has version 2, which this mailbox does not"
          + " know (it reads version 1); it was left as it is.")
      #expect(try String(contentsOfFile: store.filePath, encoding: .utf8) == future)
    }
  }

  @Test func resetNeverDeletesADirectoryAtTheStatePath() throws {
    try TestFiles.withTemporaryDirectory { root in
      let store = StateStore<UIState>(directory: root)
      // A Maildir that happens to be where the state file should be.
      for folder in ["cur", "new", "tmp"] {
        try FileManager.default.createDirectory(
          atPath: store.filePath + "/" + folder, withIntermediateDirectories: true)
      }
      try TestFiles.write("From: a\n\nmail", to: store.filePath + "/cur/1:2,S")
      let error = #expect(throws: StateStore<UIState>.SaveError.self) {
        try store.remove(for: "/m/a")
      }
      #expect(
        error?.description
          == "State not reset: \(root)/state.json is a directory, not a state file; nothing"
          + " was changed or deleted.")
      #expect(
        store.load(for: "/m/a").warning
          == "Saved state ignored: \(root)/state.json is a directory, not a state file.")
      #expect(throws: StateStore<UIState>.SaveError.self) {
        try store.save(UIState(selectedID: "b", displayMode: "m", primaryWidth: 1), for: "/m/a")
      }
      #expect(
        try String(contentsOfFile: store.filePath + "/cur/1:2,S", encoding: .utf8)
          == "From: a\n\nmail")
    }
  }

  @Test func aSymbolicLinkOrAFIFOAtTheStatePathIsLeftAlone() throws {
    try TestFiles.withTemporaryDirectory { root in
      let store = StateStore<UIState>(directory: root)
      try TestFiles.write("{\"version\":1,\"mailboxes\":{}}", to: root + "/target.json")
      try FileManager.default.createSymbolicLink(
        atPath: store.filePath, withDestinationPath: root + "/target.json")
      #expect(
        store.load(for: "/m/a").warning
          == "Saved state ignored: \(root)/state.json is a symbolic link, not a state file.")
      #expect(throws: StateStore<UIState>.SaveError.self) { try store.remove(for: "/m/a") }
      try FileManager.default.removeItem(atPath: store.filePath)

      // Opening a FIFO for reading would block until a writer came; it is never opened.
      #expect(mkfifo(store.filePath, 0o600) == 0)
      #expect(
        store.load(for: "/m/a").warning
          == "Saved state ignored: \(root)/state.json is not a regular file.")
      #expect(throws: StateStore<UIState>.SaveError.self) {
        try store.save(UIState(selectedID: "b", displayMode: "m", primaryWidth: 1), for: "/m/a")
      }
    }
  }

  @Test func writeFailuresReadAsSentencesNamingTheFile() throws {
    try TestFiles.withTemporaryDirectory { root in
      // A regular file where the state directory should be: even root cannot create it.
      try TestFiles.write("", to: root + "/blocked")
      let store = StateStore<UIState>(directory: root + "/blocked/state")
      let error = #expect(throws: StateStore<UIState>.SaveError.self) {
        try store.save(UIState(selectedID: "b", displayMode: "m", primaryWidth: 1), for: "/m/a")
      }
      #expect(
        error?.description
          == "State not saved: \(root)/blocked/state/state.json: \(root)/blocked is not a"
          + " directory.")
      #expect(store.load(for: "/m/a").warning == nil)  // nothing there: a first run

      // A symbolic-link loop on the way: unreadable for root too.
      try FileManager.default.createSymbolicLink(
        atPath: root + "/loop", withDestinationPath: root + "/loop")
      let looping = StateStore<UIState>(directory: root + "/loop")
      #expect(
        looping.load(for: "/m/a").warning
          == "Saved state ignored: \(root)/loop/state.json cannot be read (Too many levels of"
          + " symbolic links).")
    }
  }

  @Test func symbolicLinksToAMailboxShareItsState() throws {
    try TestFiles.withTemporaryDirectory { root in
      try TestFiles.write("", to: root + "/real.mbox")
      try FileManager.default.createSymbolicLink(
        atPath: root + "/link.mbox", withDestinationPath: root + "/real.mbox")
      let store = StateStore<UIState>(directory: root + "/state")
      try store.save(
        UIState(selectedID: "s", displayMode: "m", primaryWidth: 2), for: root + "/link.mbox")
      #expect(store.load(for: root + "/real.mbox").payload?.selectedID == "s")
    }
  }
}
