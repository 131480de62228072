public import SplitKit
import SplitKitContent

extension ViewController {
  /// What shows this view controller in a GTK window: itself when it is a
  /// ``GTKViewController`` (an app's own widget), else the renderer of its host-neutral
  /// content (``GTKContentListView``, ``GTKContentDocumentView``, ``GTKContentFormView``,
  /// ``GTKContentTextEditorView``), made the first time
  /// it is asked for and kept as the content's renderer.
  public var gtkView: GTKViewController? {
    if let view = self as? GTKViewController { return view }
    guard let content = self as? ContentViewController else { return nil }
    if let view = content.renderer as? GTKViewController { return view }
    let renderers = ContentKindTable<any GTKViewController & ContentRendering>(
      list: { GTKContentListView($0) }, document: { GTKContentDocumentView($0) },
      form: { GTKContentFormView($0) }, editor: { GTKContentTextEditorView($0) })
    guard let view = content.accept(renderers) else { return nil }
    content.renderer = view
    return view
  }
}
