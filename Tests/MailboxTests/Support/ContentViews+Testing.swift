import SplitKitContent
import SplitKitTerminal

@testable import MailboxCore

/// What the tests read of the terminal's rendering of the reader's host-neutral
/// controllers, under the names the tests used before the reader moved onto
/// SplitKitContent.
extension MessageViewController {
  /// The terminal's rendering of the message.
  var documentView: ContentDocumentView? { terminalView as? ContentDocumentView }
  /// The first line shown.
  var topLine: Int { documentView?.topLine ?? 0 }
  /// Every line at `width`.
  func lines(width: Int) -> [[Span]] { documentView?.lines(width: width) ?? [] }
}

extension MessageListViewController {
  /// Selects `row` as the user would with a key.
  func selectRow(_ row: Int?) { userSelected(row: row) }
  /// The filter being typed, while the filter line has the keyboard.
  var filterDraft: String? { isEditingFilter ? filter?.text : nil }
}

extension MessageRow {
  /// The marker before an unread message.
  static let unreadMarker = ContentListView.unreadMarker
  /// The row as the terminal lays it out at `width` cells.
  func listRow(width: Int) -> ListRow { ContentListView.listRow(content, width: width) }
}

extension MessageDocument {
  /// The texts the terminal lays out.
  var sections: [DocumentText] { DocumentText.sections(of: document).texts }
  /// Every line at `width` cells, as the terminal lays it out.
  func lines(width: Int) -> [[Span]] {
    var layout = DocumentLayout(sections: sections)
    return layout.allLines(width: max(1, width))
  }
  /// The style of quoted lines.
  static let quoteStyle = DocumentText.quoteStyle
  /// The style of the signature.
  static let signatureStyle = DocumentText.signatureStyle
}
