import SplitKit
import SplitKitContent
import SplitKitHostCore
import Testing

/// A list of numbered rows with one bar button and a menu.
@MainActor
final class NumberList: ListController {
  let count: Int
  var pressed: [String] = []

  init(count: Int) {
    self.count = count
    super.init(title: "Numbers")
  }

  override var numberOfRows: Int { count }
  override func row(at index: Int) -> ListRowContent {
    ListRowContent(title: "Row \(index)", subtitle: "sub", mark: index == 1 ? .unread : .none)
  }
  override var barButtons: [BarButton] {
    [
      BarButton(title: "+") { [weak self] in self?.pressed.append("+") },
      BarButton(
        title: "…",
        menu: [
          BarButton(title: "A") { [weak self] in self?.pressed.append("A") },
          BarButton(title: "B") { [weak self] in self?.pressed.append("B") },
        ]),
    ]
  }
  override var statusLines: [StatusContent] { [StatusContent("\(count) rows")] }
  override func didOpenRow(at index: Int, byKeyboard: Bool) {
    showDetail(DocumentController(title: "Row \(index)", document: Document(blocks: [.body("x")])))
  }
}

@MainActor @Suite struct ContentSnapshotTests {
  let metrics = ContentSnapshot.Metrics(
    barHeight: 40, statusHeight: 20, filterHeight: 60, rowHeight: 50, lineHeight: 20)

  func split(rows: Int, width: Double, height: Double = 600) -> (SplitViewController, NumberList) {
    let split = SplitViewController(style: .doubleColumn)
    let list = NumberList(count: rows)
    split.setViewController(list, for: .primary)
    split.setViewController(
      DocumentController(
        title: "Detail",
        document: Document(blocks: [
          .field(name: "From", value: "<b>Ada</b>"), .rule,
          .paragraph([TextRun("Hi", traits: .strong)]),
        ])),
      for: .secondary)
    // As the browser host does: its thresholds, shown, then sized.
    split.adoptHostDefaults(HostSizingDefaults(thresholds: SplitThresholds(compactWidth: 500)))
    split.setVisibleInWindow(true)
    split.hostResized(to: Size(width: width, height: height), at: .zero)
    return (split, list)
  }

  @Test func aWideSplitShowsTheListBesideTheDocument() throws {
    let (split, list) = split(rows: 20_000, width: 1440)
    list.select(row: 0)
    let snapshot = ContentSnapshot(split: split, metrics: metrics)
    #expect(snapshot.width == 1440 && snapshot.height == 600)
    #expect(!snapshot.isCollapsed)
    // Back to front, as the engine lays them out.
    #expect(snapshot.panes.map(\.column) == ["secondary", "primary"])
    #expect(snapshot.focusedColumn == "primary")
    let primary = try #require(snapshot["primary"])
    #expect(primary.bar.title == "Numbers")
    #expect(primary.bar.isFocused)
    #expect(primary.status == StatusContent("20000 rows"))
    let listContent = try #require(primary.list)
    // 600 - 40 (bar) - 20 (status) = 540 points: 10 rows of 50 (and 40 points spare).
    #expect(listContent.visibleRows == 10)
    #expect(listContent.count == 20_000)
    #expect(listContent.first == 0)
    #expect(listContent.rows.map(\.title) == (0..<10).map { "Row \($0)" })
    #expect(listContent.rows[1].mark == .unread)
    #expect(listContent.selection == 0)
    let secondary = try #require(snapshot["secondary"])
    #expect(secondary.frame.x >= primary.frame.maxX)
    #expect(secondary.list == nil)
    #expect(
      secondary.document?.blocks == [
        .init(kind: "field", name: "From", runs: [TextRun("<b>Ada</b>")]), .init(kind: "rule"),
        .init(kind: "paragraph", runs: [TextRun("Hi", traits: .strong)]),
      ])
  }

  @Test func theRowsInViewFollowTheSelectionAndStayAPage() throws {
    let (split, list) = split(rows: 20_000, width: 1440)
    list.select(row: 0)
    _ = ContentSnapshot(split: split, metrics: metrics)
    for _ in 0..<12 { #expect(list.receive(command: .moveDown)) }
    let window = try #require(ContentSnapshot(split: split, metrics: metrics)["primary"]?.list)
    #expect(window.selection == 12)
    #expect(window.first == 3)
    #expect(window.rows.count == 10)
    #expect(window.rows.first?.title == "Row 3")
    #expect(list.receive(command: .end))
    let end = try #require(ContentSnapshot(split: split, metrics: metrics)["primary"]?.list)
    #expect(end.first == 19_990 && end.rows.last?.title == "Row 19999" && end.selection == 19_999)
  }

  /// A list's window, as the terminal draws it and a snapshot holds it: the rows of the
  /// list state's visible range, a full page at the end when the height grows, and the
  /// placeholder only when the list is empty.
  @Test func aListsWindowIsItsVisibleRangeAtAnyHeight() {
    final class Empty: ListController {
      override var numberOfRows: Int { 0 }
      override var placeholder: String? { "Nothing" }
    }
    let list = NumberList(count: 100)
    let first = ContentSnapshot.ListContent(window: list, visibleRows: 10)
    #expect(first.first == 0 && first.rows.map(\.title) == (0..<10).map { "Row \($0)" })
    #expect(first.placeholder == nil && first.count == 100 && first.visibleRows == 10)
    list.select(row: 99)
    let end = ContentSnapshot.ListContent(window: list, visibleRows: 10)
    #expect(end.first == 90 && end.rows.last?.title == "Row 99" && end.selection == 99)
    // Taller: the last page fills the height, as the terminal's list draws it.
    let taller = ContentSnapshot.ListContent(window: list, visibleRows: 40)
    #expect(taller.first == 60 && taller.rows.count == 40)
    #expect(
      taller.first == list.listState.visibleRange(count: 100, visibleRows: 40).lowerBound)
    // No room counts as one row.
    let none = ContentSnapshot.ListContent(window: list, visibleRows: 0)
    #expect(none.rows.map(\.title) == ["Row 99"] && none.visibleRows == 1)
    let empty = ContentSnapshot.ListContent(window: Empty(title: "None"), visibleRows: 10)
    #expect(empty.rows.isEmpty && empty.first == 0 && empty.placeholder == "Nothing")
  }

  @Test func aPhoneWidthCollapsesToOneStackWithABackButton() throws {
    let (split, list) = split(rows: 5, width: 390, height: 844)
    list.select(row: 0)
    var snapshot = ContentSnapshot(split: split, metrics: metrics)
    #expect(snapshot.isCollapsed)
    #expect(snapshot.panes.count == 1)
    let stack = snapshot.panes[0]
    #expect(stack.frame == GridRect(x: 0, y: 0, width: 390, height: 844))
    // The stack opens on the detail, Back leading to the list.
    #expect(stack.bar.title == "Detail" && stack.bar.backTitle == "Numbers")
    let column = try #require(SplitViewController.Column(rawValue: stack.column))
    _ = split.navigationControllerShown(in: column)?.popViewController(animated: false)
    snapshot = ContentSnapshot(split: split, metrics: metrics)
    #expect(snapshot.panes[0].list?.count == 5)
    #expect(snapshot.panes[0].bar.backTitle == nil)
    #expect(list.receive(command: .open))
    split.advance(to: .seconds(5))
    snapshot = ContentSnapshot(split: split, metrics: metrics)
    #expect(snapshot.panes.count == 1)
    #expect(snapshot.panes[0].bar.title == "Row 0")
    #expect(snapshot.panes[0].bar.backTitle == "Numbers")
    #expect(snapshot.panes[0].list == nil)
    #expect(snapshot.panes[0].document?.blocks == [.init(kind: "body", runs: [TextRun("x")])])
  }

  @Test func barButtonsCarryIdentifiersThatPressThem() throws {
    let (split, list) = split(rows: 3, width: 1440)
    let bar = try #require(ContentSnapshot(split: split, metrics: metrics)["primary"]?.bar)
    #expect(bar.buttons.map(\.title) == ["+", "…"])
    #expect(bar.buttons[1].menu.map(\.id) == ["1", "2"])
    #expect(list.pressBarButton(bar.buttons[0].id))
    #expect(list.pressBarButton(bar.buttons[1].menu[1].id))
    #expect(!list.pressBarButton("7"))
    #expect(!list.pressBarButton("menu"))
    #expect(list.pressed == ["+", "B"])
  }

  @Test func aFilterTakesItsRoomAndShowsItsText() throws {
    let (split, list) = split(rows: 100, width: 1440)
    list.filter = FilterField(text: "ab", isEditing: true)
    let window = try #require(ContentSnapshot(split: split, metrics: metrics)["primary"]?.list)
    #expect(window.filter == FilterField(text: "ab", isEditing: true))
    // 540 - 60 (the filter) = 480 points: 9 rows.
    #expect(window.visibleRows == 9)
  }

  @Test func anEmptyListShowsItsPlaceholderAndNoRows() throws {
    let (split, _) = split(rows: 0, width: 1440)
    let window = try #require(ContentSnapshot(split: split, metrics: metrics)["primary"]?.list)
    #expect(window.count == 0 && window.rows.isEmpty && window.selection == nil)
  }

  @Test func aDocumentScrollsByLinesOfTheMetrics() throws {
    let (split, _) = split(rows: 3, width: 1440)
    _ = ContentSnapshot(split: split, metrics: metrics)
    let document = try #require(split.topViewController(in: .secondary) as? DocumentController)
    document.renderer = RecordingRenderer()
    #expect(document.receive(command: .moveDown))
    #expect(ContentSnapshot(split: split, metrics: metrics)["secondary"]?.document?.offset == 20)
    #expect(document.receive(command: .end))
    let end = try #require(ContentSnapshot(split: split, metrics: metrics)["secondary"]?.document)
    #expect(end.fromEnd && end.offset == 0)
  }
}
