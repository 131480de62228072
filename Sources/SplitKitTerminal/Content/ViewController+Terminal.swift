package import SplitKit
import SplitKitContent

extension ViewController {
  /// What draws this view controller in the terminal: itself when it is a
  /// ``TerminalViewController`` (an app's own terminal view), else the renderer of its
  /// host-neutral content (`ContentListView`, `ContentDocumentView`, `ContentFormView`,
  /// `ContentTextEditorView`), made the first
  /// time it is asked for and kept as the content's renderer.
  package var terminalView: TerminalViewController? {
    if let view = self as? TerminalViewController { return view }
    let content = self as? ContentViewController
    return content?.renderer(
      as: TerminalViewController.self, madeWith: Self.terminalViewRenderers)
  }

  /// The terminal's renderer of each kind of content.
  private static let terminalViewRenderers = ContentKindTable<any ContentRendering>(
    list: { ContentListView($0) }, document: { ContentDocumentView($0) },
    form: { ContentFormView($0) }, editor: { ContentTextEditorView($0) })
}
