public import SplitKit
import SplitKitHostCore

extension ContentSnapshot {
  /// The sizes a host draws a pane's parts at, in points: the rest of a column goes to
  /// its list's rows or its document.
  public struct Metrics: Hashable, Sendable {
    /// The navigation bar's height.
    public var barHeight: Int
    /// The status line's height.
    public var statusHeight: Int
    /// The filter field's height, above a list that has one.
    public var filterHeight: Int
    /// One list row's height.
    public var rowHeight: Int
    /// One line of a document, what the arrows scroll by.
    public var lineHeight: Int
    /// About one character's width, to guess how many lines a paragraph wraps to.
    public var characterWidth: Int
    /// The room left and right of a document's text.
    public var documentInset: Int

    /// Creates the metrics; the defaults are the browser host's (its page draws at the
    /// same sizes).
    ///
    /// - Parameters:
    ///   - barHeight: The bar's height.
    ///   - statusHeight: The status line's height.
    ///   - filterHeight: The filter field's height.
    ///   - rowHeight: A list row's height.
    ///   - lineHeight: A document line's height.
    ///   - characterWidth: About one character's width.
    ///   - documentInset: The room left and right of a document's text.
    public init(
      barHeight: Int = 44, statusHeight: Int = 28, filterHeight: Int = 40, rowHeight: Int = 48,
      lineHeight: Int = 20, characterWidth: Int = 8, documentInset: Int = 16
    ) {
      self.barHeight = barHeight
      self.statusHeight = statusHeight
      self.filterHeight = filterHeight
      self.rowHeight = rowHeight
      self.lineHeight = lineHeight
      self.characterWidth = characterWidth
      self.documentInset = documentInset
    }
  }

  /// Lays a split view's content out at its current size and reads what it shows.
  ///
  /// As a host's drawing does, this tells each visible list how many rows fit
  /// (``ListController/hostLaidOut(visibleRows:)``) and each document its height
  /// (``DocumentController/hostLaidOut(visibleHeight:lineHeight:)``) before reading them,
  /// so a page is what the snapshot shows.
  ///
  /// ```swift
  /// split.setContainerSize(Size(width: 1440, height: 900), windowTraitCollection: traits)
  /// let snapshot = ContentSnapshot(split: split)
  /// ```
  ///
  /// - Parameters:
  ///   - split: The split view, with its container size set.
  ///   - metrics: The sizes of bars, rows and lines.
  /// - Complexity: O(columns + rows in view + document blocks).
  @MainActor public init(split: SplitViewController, metrics: Metrics = Metrics()) {
    let layout = split.layout
    let buttonColumn = split.displayModeButtonColumn(in: layout)
    let inspectorColumn = split.inspectorButtonColumn(in: layout)
    let panes = layout.columns.map { frame in
      Self.pane(
        frame, in: split, metrics: metrics, focused: layout.focusedColumn == frame.column,
        modeButton: buttonColumn == frame.column, inspectorButton: inspectorColumn == frame.column)
    }
    self.init(
      width: Int(layout.containerSize.width.rounded()),
      height: Int(layout.containerSize.height.rounded()), isCollapsed: split.isCollapsed,
      panes: panes, focusedColumn: layout.focusedColumn?.rawValue,
      dividers: layout.dividers.map { GridRect(points: $0.frame) }.filter { !$0.isEmpty },
      route: ContentRoute(split: split))
  }

  @MainActor private static func pane(
    _ frame: SplitLayout.ColumnFrame, in split: SplitViewController, metrics: Metrics,
    focused: Bool, modeButton: Bool, inspectorButton: Bool
  ) -> Pane {
    let column = frame.column
    let navigation = split.navigationControllerShown(in: column)
    let top = split.topViewController(in: column)
    let content = top as? ContentViewController
    let hasBack = (navigation?.viewControllers.count ?? 0) >= 2
    let bar = Bar(
      title: top?.title ?? navigation?.title ?? "",
      backTitle: hasBack ? (navigation?.backTitle ?? "Back") : nil,
      displayModeTitle: modeButton ? (split.displayModeButtonRevealsColumns ? "»" : "«") : nil,
      displayModeLabel: modeButton ? split.displayModeButtonLabel : nil,
      inspectorTitle: inspectorButton ? SplitViewController.inspectorButtonTitle : nil,
      buttons: content.map { buttons(of: $0.barButtons) } ?? [], isFocused: focused)
    let status = content?.currentStatusLines.first
    let rect = GridRect(points: frame.frame)
    var pane = Pane(
      column: column.rawValue, frame: rect, isCovered: frame.isCovered, dimming: frame.dimming,
      bar: bar, status: status)
    pane.question = content.flatMap(QuestionContent.init(content:))
    pane.menu = content?.menu.map(MenuContent.init(menu:))
    let height = rect.height - metrics.barHeight - (status == nil ? 0 : metrics.statusHeight)
    content?.accept(PaneParts(width: rect.width, height: height, metrics: metrics))?(&pane)
    return pane
  }

  @MainActor fileprivate static func list(_ list: ListController, height: Int, metrics: Metrics)
    -> ListContent
  {
    ListContent(window: list, visibleRows: max(1, height / max(1, metrics.rowHeight)))
  }

  /// The buttons of a bar, with menus, identified by their index among the flattened
  /// buttons (what ``ContentViewController/pressBarButton(_:)`` takes).
  private static func buttons(of barButtons: [BarButton]) -> [Button] {
    var index = 0
    return barButtons.map { button in
      guard !button.menu.isEmpty else {
        defer { index += 1 }
        return Button(
          id: String(index), title: button.title, label: button.label,
          glyph: button.symbol?.glyph)
      }
      let items = button.menu.map { item in
        defer { index += 1 }
        return Button(
          id: String(index), title: item.title, label: item.label, glyph: item.symbol?.glyph)
      }
      return Button(
        id: "menu", title: button.title, label: button.label, menu: items,
        glyph: button.symbol?.glyph)
    }
  }
}

/// What a snapshot's pane holds of each kind of content.
@MainActor
private struct PaneParts: ContentKinds {
  /// The pane's width and its height below the bar and above the status line.
  let width: Int, height: Int
  let metrics: ContentSnapshot.Metrics

  func visit(_ list: ListController) -> (inout ContentSnapshot.Pane) -> Void {
    let height = height - (list.filter != nil ? metrics.filterHeight : 0)
    let content = ContentSnapshot.list(list, height: height, metrics: metrics)
    return { $0.list = content }
  }

  func visit(_ document: DocumentController) -> (inout ContentSnapshot.Pane) -> Void {
    document.hostLaidOut(visibleHeight: max(1, height), lineHeight: metrics.lineHeight)
    let content = ContentSnapshot.DocumentContent(
      window: document, width: width, height: max(1, height), metrics: metrics)
    return { $0.document = content }
  }

  func visit(_ form: FormController) -> (inout ContentSnapshot.Pane) -> Void {
    let content = ContentSnapshot.FormContent(form: form)
    return { $0.form = content }
  }

  func visit(_ editor: TextEditorController) -> (inout ContentSnapshot.Pane) -> Void {
    let content = ContentSnapshot.EditorContent(text: editor.text)
    return { $0.editor = content }
  }
}

extension ContentSnapshot.ListContent {
  /// The rows of `list` in view when `visibleRows` rows fit, read as every host draws a
  /// list: the list is told how many fit first (``ListController/hostLaidOut(visibleRows:)``,
  /// which keeps its selection in view), then the rows of its
  /// ``ListState/visibleRange(count:visibleRows:)`` are read, and only those.
  ///
  /// The terminal draws its lists from this window, the browser and the headless host
  /// from the snapshot that holds it, so which rows are in view is decided once.
  ///
  /// ```swift
  /// let window = ContentSnapshot.ListContent(window: list, visibleRows: 20)
  /// window.rows.count   // 20 (or fewer, when the list is shorter)
  /// ```
  ///
  /// - Parameters:
  ///   - list: The list.
  ///   - visibleRows: How many rows fit; fewer than one counts as one.
  /// - Complexity: O(`visibleRows`), however long the list.
  @MainActor public init(window list: ListController, visibleRows: Int) {
    list.hostLaidOut(visibleRows: visibleRows)
    let visible = max(1, visibleRows)
    let count = list.numberOfRows
    let range = list.listState.visibleRange(count: count, visibleRows: visible)
    self.init(
      count: count, first: range.lowerBound, rows: range.map { list.row(at: $0) },
      selection: list.selectedRow, visibleRows: visible, filter: list.filter,
      placeholder: count == 0 ? list.placeholder : nil, rowNoun: list.rowNoun)
  }
}
