package import SplitKit
import SplitKitContent

extension ViewController {
  /// What shows this view controller in a GTK window: itself when it is a
  /// ``GTKViewController`` (an app's own widget), else the renderer of its host-neutral
  /// content (`GTKContentListView`, `GTKContentDocumentView`, `GTKContentFormView`,
  /// `GTKContentTextEditorView`), made the first time
  /// it is asked for and kept as the content's renderer.
  package var gtkView: GTKViewController? {
    if let view = self as? GTKViewController { return view }
    let content = self as? ContentViewController
    return content?.renderer(as: GTKViewController.self, madeWith: Self.gtkViewRenderers)
  }

  /// GTK's renderer of each kind of content.
  private static let gtkViewRenderers = ContentKindTable<any ContentRendering>(
    list: { GTKContentListView($0) }, document: { GTKContentDocumentView($0) },
    form: { GTKContentFormView($0) }, editor: { GTKContentTextEditorView($0) })
}
