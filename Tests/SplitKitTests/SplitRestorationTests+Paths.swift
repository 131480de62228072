import Foundation
import SplitKit
import SplitKitTesting
import Testing

/// Restoration paths: children that share a restoration identifier (seed 001).
extension SplitRestorationTests {
  /// A split whose primary root, secondary root and pushed thread all use "mailbox".
  func sharedIdentifierSplit(width: Double) -> SplitViewController {
    let split = SplitViewController.terminalSized(style: .doubleColumn)
    split.setViewController(
      ViewController(title: "Folders", restorationIdentifier: "mailbox"), for: .primary)
    split.setViewController(
      ViewController(title: "Inbox", restorationIdentifier: "mailbox"), for: .secondary)
    split.setContainerSize(Size(width: width, height: 30))
    split.setVisibleInWindow(true)
    split.advance(to: .zero)
    return split
  }

  /// A fresh split holding unrelated placeholders, and a resolver that builds a controller
  /// titled as `titles` says for each restoration path.
  func freshSplit(width: Double, titles: [String: String]) -> (
    SplitViewController, (SplitRestorationState.Entry) -> ViewController?
  ) {
    let split = SplitViewController.terminalSized(style: .doubleColumn)
    split.setViewController(ViewController(title: "Placeholder"), for: .secondary)
    split.setContainerSize(Size(width: width, height: 30))
    split.setVisibleInWindow(true)
    return (
      split,
      { entry in
        titles["\(entry.column) \(entry.position)"].map {
          ViewController(title: $0, restorationIdentifier: entry.identifier)
        }
      }
    )
  }

  func paths(_ entries: [SplitRestorationState.Entry]?) -> [String] {
    (entries ?? []).map { "\($0.identifier)@\($0.column) \($0.position)" }
  }

  func identities(_ split: SplitViewController, _ column: SplitViewController.Column)
    -> [ObjectIdentifier]
  {
    (split.navigationController(for: column)?.viewControllers ?? []).map(ObjectIdentifier.init)
  }

  /// Expects `restore` to throw `code` and leave `split`'s observable state as it was.
  func expectRejected(
    _ code: RestorationError.Code, by split: SplitViewController,
    _ restore: () throws(RestorationError) -> Void
  ) {
    let before = split.observation
    let state = split.restorationState
    do {
      try restore()
      Issue.record("expected \(code)")
    } catch {
      #expect(error.code == code)
    }
    #expect(split.observation == before)
    #expect(split.restorationState == state)
  }

  @Test func childrenSharingAnIdentifierInPrimaryAndSecondaryRoundTripExactly() throws {
    let split = sharedIdentifierSplit(width: 150)
    split.navigationController(for: .secondary)?.pushViewController(
      ViewController(title: "Thread", restorationIdentifier: "mailbox"), animated: false)
    split.resizeDivider(to: 33)
    split.pressDisplayModeButton()
    split.advance(to: .seconds(5))
    #expect(split.focus(.secondary))
    let state = try roundTrip(split.restorationState)
    #expect(state.version == 2)
    #expect(
      paths(state.stacks) == ["mailbox@primary 0", "mailbox@secondary 0", "mailbox@secondary 1"])
    #expect(state.collapsedStack == nil)
    let (fresh, resolve) = freshSplit(
      width: 150,
      titles: ["primary 0": "Folders", "secondary 0": "Inbox", "secondary 1": "Thread"])
    try fresh.restore(from: state, resolvingPath: resolve)
    #expect(
      fresh.observation == [
        "expanded secondaryOnly tile",
        "secondary (0.0, 0.0, 150.0x30.0); focus secondary",
        "primary [Folders] secondary [Inbox, Thread]",
        "button sidebarToggle → oneBesideSecondary",
      ])
    #expect(fresh.observation == split.observation)
    #expect(fresh.restorationState == state)
    #expect(fresh.userPrimaryColumnWidth == 33)
  }

  @Test func restoringOntoTheSameSplitMatchesHeldControllersByPath() throws {
    let split = sharedIdentifierSplit(width: 150)
    let folders = try #require(split.navigationController(for: .primary)?.viewControllers.first)
    let inbox = try #require(split.navigationController(for: .secondary)?.viewControllers.first)
    let state = split.restorationState
    let before = split.observation
    split.pressDisplayModeButton()
    split.resizeDivider(to: 50)
    split.advance(to: .seconds(5))
    #expect(split.observation != before)
    try split.restore(from: state)
    #expect(split.observation == before)
    #expect(identities(split, .primary) == [ObjectIdentifier(folders)])
    #expect(identities(split, .secondary) == [ObjectIdentifier(inbox)])
  }

  @Test func aCollapsedMergedStackOfSharedIdentifiersRoundTripsAndSeparatesAgain() throws {
    let split = sharedIdentifierSplit(width: 60)
    let folders = try #require(split.navigationController(for: .primary)?.viewControllers.first)
    folders.showDetail(ViewController(title: "Thread", restorationIdentifier: "mailbox"))
    split.advance(to: .seconds(5))
    let state = try roundTrip(split.restorationState)
    #expect(state.isCollapsed)
    #expect(paths(state.stacks) == ["mailbox@primary 0", "mailbox@secondary 0"])
    #expect(paths(state.collapsedStack) == ["mailbox@primary 0", "mailbox@secondary 0"])
    let (fresh, resolve) = freshSplit(
      width: 60, titles: ["primary 0": "Folders", "secondary 0": "Thread"])
    try fresh.restore(from: state, resolvingPath: resolve)
    #expect(fresh.observation == split.observation)
    #expect(fresh.observation[2] == "primary [Folders, Thread] secondary []")
    #expect(fresh.restorationState == state)
    fresh.setContainerSize(Size(width: 150, height: 30))
    split.setContainerSize(Size(width: 150, height: 30))
    #expect(fresh.observation[2] == "primary [Folders] secondary [Thread]")
    #expect(fresh.observation == split.observation)
  }

  @Test func aHeldChildWhosePathChangedIsFoundByItsIdentifierAmongUnmatchedOnes() throws {
    let split = sharedIdentifierSplit(width: 150)
    let folders = try #require(split.navigationController(for: .primary)?.viewControllers.first)
    let inbox = try #require(split.navigationController(for: .secondary)?.viewControllers.first)
    var state = split.restorationState
    state.stacks = [
      .init(identifier: "mailbox", column: .primary, position: 0),
      .init(identifier: "search", column: .secondary, position: 0),
      .init(identifier: "mailbox", column: .secondary, position: 1),
    ]
    let search = ViewController(title: "Search", restorationIdentifier: "search")
    try split.restore(from: state, resolving: { $0 == "search" ? search : nil })
    #expect(identities(split, .primary) == [ObjectIdentifier(folders)])
    #expect(
      identities(split, .secondary) == [ObjectIdentifier(search), ObjectIdentifier(inbox)])
    #expect(split.observation[2] == "primary [Folders] secondary [Search, Inbox]")
    #expect(paths(split.restorationState.stacks) == paths(state.stacks))
  }

  @Test func aGenuinelyAmbiguousSnapshotThrowsAndChangesNothing() throws {
    let split = sharedIdentifierSplit(width: 150)
    let state = split.restorationState
    // An identifier-only resolver hands the same controller to both "mailbox" paths.
    let (fresh, _) = freshSplit(width: 150, titles: [:])
    let shared = ViewController(title: "Shared", restorationIdentifier: "mailbox")
    expectRejected(.ambiguousPath, by: fresh) { () throws(RestorationError) in
      try fresh.restore(from: state, resolving: { _ in shared })
    }
    // A path the split does not hold, whose identifier names two held controllers.
    var moved = state
    moved.stacks = [
      .init(identifier: "root", column: .primary, position: 0),
      .init(identifier: "mailbox", column: .primary, position: 1),
    ]
    let root = ViewController(title: "Root", restorationIdentifier: "root")
    expectRejected(.ambiguousPath, by: split) { () throws(RestorationError) in
      try split.restore(from: moved, resolving: { $0 == "root" ? root : nil })
    }
    // Two entries with one path.
    var twice = state
    twice.stacks.append(.init(identifier: "mailbox", column: .secondary, position: 0))
    expectRejected(.ambiguousPath, by: split) { () throws(RestorationError) in
      try split.restore(from: twice)
    }
  }

  @Test func oldAndUnknownVersionsThrowAndChangeNothing() throws {
    let split = sharedIdentifierSplit(width: 150)
    for version in [0, 1, 3] {
      var state = split.restorationState
      state.version = version
      expectRejected(.unsupportedVersion, by: split) { () throws(RestorationError) in
        try split.restore(from: state)
      }
    }
    // A version 1 snapshot: entries without positions still decode, then are rejected.
    let old = """
      {"version": 1, "style": "doubleColumn", "displayMode": "oneBesideSecondary",
       "isCollapsed": false, "forcesCollapse": false,
       "stacks": [{"identifier": "mailbox", "column": "primary"},
                  {"identifier": "mailbox", "column": "secondary"}]}
      """
    let decoded = try JSONDecoder().decode(SplitRestorationState.self, from: Data(old.utf8))
    #expect(decoded.stacks.map(\.position) == [-1, -1])
    expectRejected(.unsupportedVersion, by: split) { () throws(RestorationError) in
      try split.restore(from: decoded)
    }
  }
}
