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
      #expect(
        store.load(for: "/m/a").warning
          == "No saved state: \(root)/state/state.json does not exist.")
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

  @Test func aCorruptFileIsIgnoredWithAWarningAndReplacedOnSave() throws {
    try TestFiles.withTemporaryDirectory { root in
      let store = StateStore<UIState>(directory: root)
      try TestFiles.write("{ not json", to: store.filePath)
      let loaded = store.load(for: "/m/a")
      #expect(loaded.payload == nil)
      #expect(loaded.warning == "Saved state ignored: \(root)/state.json is corrupt.")
      try store.save(UIState(selectedID: "x", displayMode: "m", primaryWidth: 1), for: "/m/a")
      #expect(store.load(for: "/m/a").payload?.selectedID == "x")
    }
  }

  @Test func aFileOfAnotherShapeCountsAsCorrupt() throws {
    try TestFiles.withTemporaryDirectory { root in
      let store = StateStore<UIState>(directory: root)
      try TestFiles.write(
        "{\"version\":1,\"mailboxes\":{\"/m/a\":{\"primaryWidth\":\"wide\"}}}", to: store.filePath)
      #expect(
        store.load(for: "/m/a").warning == "Saved state ignored: \(root)/state.json is corrupt.")
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
