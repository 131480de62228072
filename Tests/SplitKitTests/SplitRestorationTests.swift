import Foundation
import SplitKit
import SplitKitTesting
import Testing

@MainActor @Suite struct SplitRestorationTests {
  func roundTrip(_ state: SplitRestorationState) throws -> SplitRestorationState {
    try JSONDecoder().decode(SplitRestorationState.self, from: JSONEncoder().encode(state))
  }

  /// A fresh split with the same controllers available through the resolver.
  func freshSplit(width: Double, controllers: [ViewController]) -> (
    SplitViewController, (String) -> ViewController?
  ) {
    let split = SplitViewController.terminalSized(style: .doubleColumn)
    split.setViewController(
      ViewController(title: "Placeholder", restorationIdentifier: "placeholder"), for: .secondary)
    split.setContainerSize(Size(width: width, height: 30))
    split.setVisibleInWindow(true)
    let byID = Dictionary(
      uniqueKeysWithValues: controllers.map { ($0.restorationIdentifier ?? "", $0) })
    return (split, { byID[$0] })
  }

  @Test func restoringASnapshotReproducesTheLayoutStacksFocusAndDivider() throws {
    let f = MailFixture(width: 150)
    let inbox = ViewController(title: "Inbox", restorationIdentifier: "inbox")
    f.split.navigationController(for: .primary)?.pushViewController(inbox, animated: false)
    f.split.resizeDivider(to: 33)
    f.split.pressDisplayModeButton()
    f.settle()
    let state = try roundTrip(f.split.restorationState)
    #expect(state.displayMode == .secondaryOnly)
    #expect(state.stacks.map(\.identifier) == ["list", "inbox", "detail"])
    #expect(state.primaryColumnWidth == 33)
    let (split, resolve) = freshSplit(
      width: 150,
      controllers: [
        ViewController(title: "List", restorationIdentifier: "list"),
        ViewController(title: "Inbox", restorationIdentifier: "inbox"),
        ViewController(title: "Detail", restorationIdentifier: "detail"),
      ])
    try split.restore(from: state, resolving: resolve)
    #expect(split.layout == f.split.layout)
    #expect(split.displayMode == .secondaryOnly)
    #expect(titles(split.navigationController(for: .primary)) == ["List", "Inbox"])
    #expect(titles(split.navigationController(for: .secondary)) == ["Detail"])
    #expect(split.userPrimaryColumnWidth == 33)
  }

  @Test func aCollapsedSnapshotRestoresTheMergedStack() throws {
    let f = MailFixture(width: 60)
    f.list.showDetail(ViewController(title: "Message", restorationIdentifier: "message"))
    f.settle()
    #expect(f.primaryStack == ["List", "Message"])
    let state = try roundTrip(f.split.restorationState)
    #expect(state.isCollapsed)
    #expect(state.collapsedStack?.map(\.identifier) == ["list", "message"])
    let (split, resolve) = freshSplit(
      width: 60,
      controllers: [
        ViewController(title: "List", restorationIdentifier: "list"),
        ViewController(title: "Message", restorationIdentifier: "message"),
      ])
    try split.restore(from: state, resolving: resolve)
    #expect(split.isCollapsed)
    #expect(titles(split.navigationController(for: .primary)) == ["List", "Message"])
    split.setContainerSize(Size(width: 150, height: 30))
    #expect(titles(split.navigationController(for: .primary)) == ["List"])
    #expect(titles(split.navigationController(for: .secondary)) == ["Message"])
  }

  @Test func mismatchedOrGarbageSnapshotsThrowAndLeaveTheStateUntouched() throws {
    let f = MailFixture(width: 150)
    let before = f.split.observation
    let good = f.split.restorationState
    var cases: [(SplitRestorationState, RestorationError.Code)] = []
    var state = good
    state.version = 9
    cases.append((state, .unsupportedVersion))
    state = good
    state.style = .tripleColumn
    cases.append((state, .styleMismatch))
    state = good
    state.stacks.append(.init(identifier: "nobody", column: .secondary, position: 1))
    cases.append((state, .unknownIdentifier))
    state = good
    state.stacks.append(.init(identifier: "detail", column: .secondary, position: 0))
    cases.append((state, .ambiguousPath))
    state = good
    state.stacks.append(.init(identifier: "detail", column: .secondary, position: 2))
    cases.append((state, .invalidValue))
    state = good
    state.stacks[0].position = -1
    cases.append((state, .invalidValue))
    state = good
    state.collapsedStack = [.init(identifier: "list", column: .primary, position: 1)]
    cases.append((state, .invalidValue))
    state = good
    state.collapsedStack = [
      .init(identifier: "list", column: .primary, position: 0),
      .init(identifier: "list", column: .primary, position: 0),
    ]
    cases.append((state, .ambiguousPath))
    state = good
    state.primaryColumnWidth = -.infinity
    cases.append((state, .invalidValue))
    state = good
    state.stacks = [.init(identifier: "detail", column: .supplementary, position: 0)]
    cases.append((state, .invalidValue))
    state = good
    state.displayMode = .automatic
    cases.append((state, .invalidValue))
    for (bad, code) in cases {
      #expect(throws: RestorationError.self) { try f.split.restore(from: bad) }
      do {
        try f.split.restore(from: bad)
      } catch {
        #expect(error.code == code)
      }
      #expect(f.split.observation == before)
    }
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(SplitRestorationState.self, from: Data("{\"version\": \"x\"}".utf8))
    }
  }
}
