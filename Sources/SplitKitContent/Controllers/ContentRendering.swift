/// What a host's renderer of a content controller hears when the content changes, so it
/// redraws just that (a GTK list re-reads one row; the terminal draws the next frame).
///
/// A host sets itself as ``ContentViewController/renderer`` when it first shows the
/// controller. Apps never implement it.
@MainActor
public protocol ContentRendering: AnyObject {
  /// The content changed.
  ///
  /// - Parameter change: What changed.
  func contentDidChange(_ change: ContentChange)
}

/// What changed in a content controller, for its renderer.
public enum ContentChange: Hashable, Sendable {
  /// Anything: read everything again (the title, the status line, the bar buttons).
  case all
  /// Every row of a list is new; nothing is selected. From the top: the list shows its
  /// first rows (a new filter), else it keeps its scroll position (a new layout).
  case rowsReloaded(fromTop: Bool)
  /// Rows were added after the last.
  case rowsAppended(count: Int)
  /// One row's content changed.
  case rowReloaded(Int)
  /// The app selected a row (or none).
  case selection
  /// The document is new: show it from the top.
  case document
  /// A document's ``DocumentController/documentState`` scrolled: draw its offset.
  case scroll
  /// The filter field changed (its text or whether it is typed in).
  case filter
  /// A text editor's caret, selection or view moved
  /// (``TextEditorController/editorState``).
  case caret
  /// A text editor's text changed in these lines (and its caret moved).
  case textEdited(TextEditorState.LineChange)
}
