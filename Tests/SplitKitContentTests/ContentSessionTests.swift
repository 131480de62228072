import SplitKit
import SplitKitContent
import SplitKitHostCore
import Testing

/// The session every host reports input to: keys, the help, the pointer's press and the
/// clicks a page or a window reports, each checked on the snapshot a host would draw.
@MainActor @Suite struct ContentSessionTests {
  /// A session of a two-column list (``NumberList``) and a detail, 1000 by 600 points.
  func session(rows: Int = 40) -> (ContentSession, NumberList) {
    let (split, list) = NumberList.splitWithDetail(rows: rows)
    split.adoptHostDefaults(HostSizingDefaults(thresholds: SplitThresholds(compactWidth: 500)))
    split.setVisibleInWindow(true)
    let session = ContentSession(
      split: split, additionalHelp: [KeyCommand(keys: "x", description: "X")])
    #expect(session.receive(.resize(Size(width: 1000, height: 600)), at: .zero) == .handled)
    return (session, list)
  }

  func key(_ character: Character) -> ContentEvent { .key(KeyEvent(.character(character))) }

  @Test func keysMoveTheFocusedListAndOpenItsRow() throws {
    let (session, _) = session()
    #expect(session.snapshot()["primary"]?.list?.selection == nil)
    #expect(session.receive(key("j"), at: .zero) == .handled)
    #expect(session.snapshot()["primary"]?.list?.selection == 0)
    session.receive(key("j"), at: .zero)
    #expect(session.snapshot()["primary"]?.list?.selection == 1)
    #expect(session.receive(.key(KeyEvent(.enter)), at: .zero) == .handled)
    let snapshot = session.snapshot()
    #expect(snapshot["secondary"]?.bar.title == "Row 1")
    #expect(snapshot["primary"]?.list?.selection == 1)
  }

  @Test func theHelpTakesTheMovementKeysUntilItIsHidden() {
    let (session, _) = session()
    #expect(session.visibleHelp == nil)
    session.receive(key("?"), at: .zero)
    let help = session.visibleHelp ?? []
    #expect(help.first?.keys == KeyBindings.standard.helpEntries.first?.keys)
    #expect(help.last == KeyCommand(keys: "x", description: "X"))
    // `j` scrolls the help a row, and the list's selection stays.
    session.receive(key("j"), at: .zero)
    #expect(session.visibleHelp?.count == help.count - 1)
    #expect(session.snapshot()["primary"]?.list?.selection == nil)
    session.receive(.key(KeyEvent(.escape)), at: .zero)
    #expect(session.visibleHelp == nil && !session.isHelpVisible)
    session.receive(key("j"), at: .zero)
    #expect(session.snapshot()["primary"]?.list?.selection == 0)
  }

  /// `I` presses the inspector button in every host (issue 33: "the inspector has a
  /// key"); the help lists it only where there is an inspector.
  @Test func theInspectorHasAKeyListedWhereThereIsOne() {
    let (session, _) = session()
    #expect(!session.helpEntries.contains { $0.keys == "I" }, "no inspector, no key in help")
    session.split.setViewController(
      DocumentController(title: "Info", document: Document(blocks: [.body("About")])),
      for: .inspector)
    #expect(
      session.helpEntries.contains {
        $0 == KeyCommand(keys: "I", description: "Show or hide inspector")
      })
    #expect(!session.split.isShowing(.inspector))
    #expect(session.receive(key("I"), at: .zero) == .handled)
    #expect(session.split.isShowing(.inspector))
    session.receive(key("I"), at: .zero)
    #expect(!session.split.isShowing(.inspector))
  }

  /// A menu shown in a column that has not the focus (a bar button's) takes the keys.
  @Test func aMenuInAnotherColumnTakesTheKeys() throws {
    let (session, list) = session()
    var chosen: [String] = []
    let detail = try #require(session.content(in: .secondary))
    detail.showMenu([
      BarButton(title: "One") { chosen.append("One") },
      BarButton(title: "Two") { chosen.append("Two") },
    ])
    #expect(session.split.focusedColumn != .secondary)
    session.receive(.key(KeyEvent(.down)), at: .zero)
    session.receive(.key(KeyEvent(.enter)), at: .zero)
    #expect(chosen == ["Two"])
    #expect(detail.menu == nil)
    #expect(list.selectedRow == nil, "the focused list did not move")
  }

  @Test func whatOnlyAHostDoesComesBackAsAnAction() {
    let (session, _) = session()
    #expect(session.receive(key("q"), at: .zero) == .perform(.quit))
    #expect(
      session.receive(.key(KeyEvent(.character("z"), modifiers: .control)), at: .zero)
        == .perform(.suspend))
    // A key nobody wants is left to the host.
    #expect(session.receive(key("%"), at: .zero) == .ignored)
    // While the help shows, quit still reaches the host.
    session.receive(key("?"), at: .zero)
    #expect(session.receive(key("q"), at: .zero) == .perform(.quit))
  }

  @Test func aPressThatClosedTheHelpIsNoClickForTheContent() {
    let (session, list) = session()
    session.receive(key("?"), at: .zero)
    #expect(session.receive(.pointerDown(Point(x: 10, y: 100)), at: .zero) == .handled)
    #expect(!session.isHelpVisible && session.pressWasSplitViews)
    #expect(session.receive(.rowActivated(column: .primary, row: 3), at: .zero) == .ignored)
    #expect(session.receive(.barButton(column: .primary, id: "0"), at: .zero) == .ignored)
    #expect(list.selectedRow == nil && list.pressed.isEmpty)
    // A press the split view leaves to the content: the click is the list's.
    #expect(session.receive(.pointerDown(Point(x: 10, y: 100)), at: .zero) == .ignored)
    #expect(session.receive(.pointerUp(Point(x: 10, y: 100)), at: .zero) == .ignored)
    #expect(session.receive(.rowActivated(column: .primary, row: 3), at: .zero) == .handled)
    #expect(session.receive(.barButton(column: .primary, id: "2"), at: .zero) == .handled)
    #expect(list.selectedRow == 3 && list.pressed == ["B"])
    #expect(session.snapshot()["secondary"]?.bar.title == "Row 3")
  }

  @Test func aPressFocusesTheColumnUnderIt() {
    let (session, _) = session()
    #expect(session.snapshot().focusedColumn == "primary")
    let detail = session.snapshot()["secondary"]?.frame
    let point = Point(x: Double(detail?.x ?? 0) + 20, y: 100)
    session.receive(.pointerDown(point), at: .zero)
    session.receive(.pointerUp(point), at: .zero)
    #expect(session.snapshot().focusedColumn == "secondary")
    #expect(session.receive(.pointerMove(point), at: .zero) == .ignored)
  }

  @Test func sizesScrollsAndRowsFromOutsideAreClampedOrIgnored() {
    let (session, _) = session(rows: 5000)
    #expect(session.receive(.resize(Size(width: .infinity, height: 10)), at: .zero) == .ignored)
    #expect(session.snapshot().width == 1000)
    session.receive(.resize(Size(width: 1e9, height: -5)), at: .zero)
    #expect(session.snapshot().width == 16_384 && session.snapshot().height == 1)
    session.receive(.resize(Size(width: 1000, height: 600)), at: .zero)
    for row in [-1, 5000] {
      #expect(session.receive(.rowActivated(column: .primary, row: row), at: .zero) == .ignored)
    }
    #expect(session.receive(.rowActivated(column: .secondary, row: 0), at: .zero) == .ignored)
    #expect(session.receive(.wheel(column: .primary, rows: 1_000_000), at: .zero) == .handled)
    #expect(session.snapshot()["primary"]?.list?.first == 1000)
    #expect(session.receive(.wheel(column: .supplementary, rows: 1), at: .zero) == .ignored)
  }

  /// A window redraws while the key is still being routed: the redraw reads the session.
  @Test func theContentMayReadTheSessionWhileAKeyIsRouted() {
    let (session, list) = session()
    let reader = SessionReader(session: session)
    list.renderer = reader
    session.receive(key("j"), at: .zero)
    #expect(!reader.focused.isEmpty && reader.focused.allSatisfy { $0 })
    #expect(list.selectedRow == 0)
  }

  @Test func backPopsTheCollapsedStack() {
    let (session, _) = session()
    session.receive(.resize(Size(width: 400, height: 600)), at: .zero)
    let column = session.snapshot().panes.last?.column ?? ""
    let stack = SplitViewController.Column(rawValue: column) ?? .compact
    #expect(session.receive(.back(column: stack), at: .zero) == .handled)
    #expect(session.snapshot().panes.last?.list != nil)
    #expect(session.receive(.back(column: stack), at: .zero) == .ignored)
  }
}

extension NumberList {
  /// A two-column split view: a list of `rows` numbers beside a detail titled `Detail`.
  static func splitWithDetail(rows: Int) -> (SplitViewController, NumberList) {
    let split = SplitViewController(style: .doubleColumn)
    let list = NumberList(count: rows)
    split.setViewController(list, for: .primary)
    split.setViewController(
      DocumentController(title: "Detail", document: Document(blocks: [.body("x")])),
      for: .secondary)
    return (split, list)
  }
}

/// A renderer that reads the session whenever the content changes, as a GTK window's
/// synchronous redraw does.
@MainActor
final class SessionReader: ContentRendering {
  let session: ContentSession
  /// For each change, whether the session's focused controller was the list.
  var focused: [Bool] = []

  init(session: ContentSession) { self.session = session }

  func contentDidChange(_ change: ContentChange) {
    focused.append(session.focusedController is NumberList && !session.isHelpVisible)
  }
}
