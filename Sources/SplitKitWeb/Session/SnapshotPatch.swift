import SplitKitContent
import SplitKitHostCore

/// What the page is sent after an event: the snapshot's top-level values, and for each
/// pane only what changed since the last message (a list's new rows, not its window).
///
/// The page keeps the last state and merges: a pane's key that is absent keeps its value,
/// `null` removes it. A pane missing from ``order`` is gone. The first message after a
/// connection (no previous snapshot) carries everything.
struct SnapshotPatch: Encodable {
  let new: ContentSnapshot
  let old: ContentSnapshot?
  let help: [String]?
  let oldHelp: [String]??
  let title: String
  let oldTitle: String?
  /// The session's name, in the first message to a page (which keeps it for the tab).
  var session: String?
  /// The columns whose text area's text this message sends whole, with its revision.
  var editorRevisions: [String: Int] = [:]

  /// The patch from `previous` (nil: everything) to `snapshot`.
  init(
    _ snapshot: ContentSnapshot, previous: ContentSnapshot?, help: [String]?,
    previousHelp: [String]?, title: String, previousTitle: String?
  ) {
    new = snapshot
    old = previous
    self.help = help
    oldHelp = previous == nil ? nil : .some(previousHelp)
    self.title = title
    oldTitle = previous == nil ? nil : previousTitle
  }

  enum Key: String, CodingKey {
    case t, session, width, height, collapsed, focused, order, dividers, help, title, panes, route
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    try container.encode(old == nil ? "full" : "patch", forKey: .t)
    try container.encodeIfPresent(session, forKey: .session)
    try container.changed(new.width, old?.width, .width)
    try container.changed(new.height, old?.height, .height)
    try container.changed(new.isCollapsed, old?.isCollapsed, .collapsed)
    try container.changed(new.focusedColumn, old.map(\.focusedColumn), .focused)
    try container.changed(new.panes.map(\.column), old?.panes.map(\.column), .order)
    try container.changed(new.dividers, old?.dividers, .dividers)
    try container.changed(help, oldHelp, .help)
    try container.changed(title, oldTitle, .title)
    try container.changed(new.route, old.map(\.route), .route)
    var panes: [String: PanePatch] = [:]
    for pane in new.panes {
      let before = old?[pane.column]
      guard pane != before else { continue }
      panes[pane.column] = PanePatch(
        new: pane, old: before, editorRevision: editorRevisions[pane.column])
    }
    if !panes.isEmpty { try container.encode(panes, forKey: .panes) }
  }
}

/// The changed fields of one pane.
struct PanePatch: Encodable {
  let new: ContentSnapshot.Pane
  let old: ContentSnapshot.Pane?
  /// The revision of the text area's text when it is sent whole.
  var editorRevision: Int?

  enum Key: String, CodingKey {
    case frame, isCovered, dimming, bar, status, list, document, scroll, more, form, question, menu
    case editor
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    try container.changed(new.frame, old?.frame, .frame)
    try container.changed(new.isCovered, old?.isCovered, .isCovered)
    try container.changed(new.dimming, old?.dimming, .dimming)
    if let before = old?.bar {
      if new.bar != before {
        try container.encode(BarPatch(new: new.bar, old: before), forKey: .bar)
      }
    } else {
      try container.encode(new.bar, forKey: .bar)
    }
    try container.changed(new.status, old.map(\.status), .status)
    try container.changed(new.form, old.map(\.form), .form)
    if let editor = new.editor, let revision = editorRevision {
      try container.encode(EditorPatch(text: editor.text, rev: revision), forKey: .editor)
    } else if new.editor == nil, old?.editor != nil {
      try container.encodeNil(forKey: .editor)
    }
    try container.changed(new.question, old.map(\.question), .question)
    try container.changed(new.menu, old.map(\.menu), .menu)
    // A document that only scrolled sends its offset, and a window that grew its new
    // blocks, not the blocks the page has again.
    if let document = new.document, let before = old?.document,
      let more = DocumentMore(new: document, old: before)
    {
      if more.addsBlocks { try container.encode(more, forKey: .more) }
      if document.offset != before.offset || document.fromEnd != before.fromEnd {
        try container.encode(
          DocumentScroll(offset: document.offset, fromEnd: document.fromEnd), forKey: .scroll)
      }
    } else {
      try container.changed(new.document, old.map(\.document), .document)
    }
    if new.list != old?.list || old == nil {
      if let list = new.list {
        try container.encode(ListPatch(new: list, old: old?.list), forKey: .list)
      } else {
        try container.encodeNil(forKey: .list)
      }
    }
  }
}

/// A text area's whole text and its revision (which the page's edits name).
struct EditorPatch: Encodable {
  let text: String
  let rev: Int
}

/// The changed fields of a bar (the page merges them into the bar it has).
struct BarPatch: Encodable {
  let new: ContentSnapshot.Bar
  let old: ContentSnapshot.Bar

  enum Key: String, CodingKey {
    case title, backTitle, displayModeTitle, displayModeLabel, inspectorTitle, buttons, isFocused
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    try container.changed(new.title, old.title, .title)
    try container.changed(new.backTitle, .some(old.backTitle), .backTitle)
    try container.changed(new.displayModeTitle, .some(old.displayModeTitle), .displayModeTitle)
    try container.changed(new.displayModeLabel, .some(old.displayModeLabel), .displayModeLabel)
    try container.changed(new.inspectorTitle, .some(old.inspectorTitle), .inspectorTitle)
    try container.changed(new.buttons, old.buttons, .buttons)
    try container.changed(new.isFocused, old.isFocused, .isFocused)
  }
}

/// A document's new scroll position (``ContentSnapshot/DocumentContent/offset``).
struct DocumentScroll: Encodable {
  var offset: Int
  var fromEnd: Bool
}

/// The blocks a document's window gained, by their index in the whole document: the page
/// keeps its blocks from `first` plus the count of `above` up to `from`, drops the others,
/// puts `above` before them and `blocks` after (a window from the top grows at its bottom,
/// one from the end after End at its top).
struct DocumentMore: Encodable {
  var first: Int
  var above: [ContentSnapshot.Block]
  var from: Int
  var blocks: [ContentSnapshot.Block]

  /// The blocks `new` adds to `old`, when it is the same document: as many blocks in all,
  /// and the two windows overlap with the same blocks where they do; nil for another
  /// document (or windows apart, which the page is sent whole).
  init?(new: ContentSnapshot.DocumentContent, old: ContentSnapshot.DocumentContent) {
    guard new.count == old.count else { return nil }
    (first, above, from, blocks) = (new.first, [], new.first, [])
    // An empty document stays empty.
    guard !new.blocks.isEmpty else { return }
    // Otherwise the windows overlap, with the same blocks where they do.
    let start = max(new.first, old.first)
    let end = min(new.first + new.blocks.count, old.first + old.blocks.count)
    guard start < end,
      new.blocks[(start - new.first)..<(end - new.first)]
        == old.blocks[(start - old.first)..<(end - old.first)]
    else { return nil }
    above = Array(new.blocks[..<(start - new.first)])
    from = end
    blocks = Array(new.blocks[(end - new.first)...])
  }

  /// Whether the page has to hear of it: blocks to add.
  var addsBlocks: Bool { !above.isEmpty || !blocks.isEmpty }

  private enum Key: String, CodingKey { case first, above, from, blocks }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    try container.encode(first, forKey: .first)
    if !above.isEmpty { try container.encode(above, forKey: .above) }
    try container.encode(from, forKey: .from)
    try container.encode(blocks, forKey: .blocks)
  }
}

/// The changed fields of a list, with only the rows the page has not been sent.
struct ListPatch: Encodable {
  let new: ContentSnapshot.ListContent
  let old: ContentSnapshot.ListContent?

  enum Key: String, CodingKey {
    case count, first, selection, visibleRows, filter, placeholder, rowNoun, rows
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    try container.changed(new.count, old?.count, .count)
    try container.changed(new.first, old?.first, .first)
    try container.changed(new.selection, old.map(\.selection), .selection)
    try container.changed(new.visibleRows, old?.visibleRows, .visibleRows)
    try container.changed(new.filter, old.map(\.filter), .filter)
    try container.changed(new.placeholder, old.map(\.placeholder), .placeholder)
    try container.changed(new.rowNoun, old?.rowNoun, .rowNoun)
    // Rows by index: those the page already has (same index, same content) are left out.
    var sent: [Int: ListRowContent] = [:]
    if let old, old.count == new.count {
      for (offset, row) in old.rows.enumerated() { sent[old.first + offset] = row }
    }
    var rows: [String: ListRowContent] = [:]
    for (offset, row) in new.rows.enumerated() where sent[new.first + offset] != row {
      rows[String(new.first + offset)] = row
    }
    if !rows.isEmpty || old == nil || old?.count != new.count {
      try container.encode(rows, forKey: .rows)
    }
  }
}

extension KeyedEncodingContainer {
  /// Encodes `new` when there is no old value or it differs from it.
  fileprivate mutating func changed<Value: Encodable & Equatable>(
    _ new: Value, _ old: Value?, _ key: Key
  ) throws {
    if let old, old == new { return }
    try encode(new, forKey: key)
  }

  /// Encodes an optional `new` (`null` when nil) when there is no old pane or it differs.
  fileprivate mutating func changed<Value: Encodable & Equatable>(
    _ new: Value?, _ old: Value??, _ key: Key
  ) throws {
    if let old, old == new { return }
    if let new { try encode(new, forKey: key) } else { try encodeNil(forKey: key) }
  }
}
