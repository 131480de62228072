/// What a host makes of each kind of content SplitKitContent has: one requirement per
/// kind, so a kind added here is a compile error in every host until it draws it, and no
/// host asks a controller which kind it is.
///
/// A host (or a test's backend) conforms once; ``ContentViewController/accept(_:)``
/// calls the requirement of the controller's kind. A controller of an app's own kind
/// (a subclass of ``ContentViewController`` itself) answers nil: the host shows it its own
/// way, or not at all.
///
/// ```swift
/// struct Names: ContentKinds {
///   func visit(_ list: ListController) -> String { "list" }
///   func visit(_ document: DocumentController) -> String { "document" }
///   func visit(_ form: FormController) -> String { "form" }
///   func visit(_ editor: TextEditorController) -> String { "editor" }
/// }
/// ListController(title: "Inbox").accept(Names())   // "list"
/// ```
@MainActor
public protocol ContentKinds {
  /// What the host makes of a content controller.
  associatedtype Made

  /// What the host makes of a list.
  ///
  /// - Parameter list: The list.
  /// - Returns: What the host makes of it (its renderer, a snapshot's part).
  func visit(_ list: ListController) -> Made

  /// What the host makes of a document.
  ///
  /// - Parameter document: The document.
  /// - Returns: What the host makes of it.
  func visit(_ document: DocumentController) -> Made

  /// What the host makes of a form.
  ///
  /// - Parameter form: The form.
  /// - Returns: What the host makes of it.
  func visit(_ form: FormController) -> Made

  /// What the host makes of a text editor.
  ///
  /// - Parameter editor: The editor.
  /// - Returns: What the host makes of it.
  func visit(_ editor: TextEditorController) -> Made
}

/// ``ContentKinds`` as one function per kind: what a host writes when what it makes of
/// each kind is one call (its renderer's initializer).
///
/// ```swift
/// let renderers = ContentKindTable<any ContentRendering>(
///   list: { MyListView($0) }, document: { MyDocumentView($0) },
///   form: { MyFormView($0) }, editor: { MyEditorView($0) })
/// let renderer = controller.accept(renderers)
/// ```
@MainActor
public struct ContentKindTable<Made>: ContentKinds {
  private let list: @MainActor (ListController) -> Made
  private let document: @MainActor (DocumentController) -> Made
  private let form: @MainActor (FormController) -> Made
  private let editor: @MainActor (TextEditorController) -> Made

  /// Creates a table of what to make of each kind.
  ///
  /// - Parameters:
  ///   - list: What to make of a list.
  ///   - document: What to make of a document.
  ///   - form: What to make of a form.
  ///   - editor: What to make of a text editor.
  public init(
    list: @escaping @MainActor (ListController) -> Made,
    document: @escaping @MainActor (DocumentController) -> Made,
    form: @escaping @MainActor (FormController) -> Made,
    editor: @escaping @MainActor (TextEditorController) -> Made
  ) {
    (self.list, self.document, self.form, self.editor) = (list, document, form, editor)
  }

  /// Makes `list`'s.
  ///
  /// - Parameter list: The list.
  /// - Returns: What the table's function for lists made.
  public func visit(_ list: ListController) -> Made { self.list(list) }

  /// Makes `document`'s.
  ///
  /// - Parameter document: The document.
  /// - Returns: What the table's function for documents made.
  public func visit(_ document: DocumentController) -> Made { self.document(document) }

  /// Makes `form`'s.
  ///
  /// - Parameter form: The form.
  /// - Returns: What the table's function for forms made.
  public func visit(_ form: FormController) -> Made { self.form(form) }

  /// Makes `editor`'s.
  ///
  /// - Parameter editor: The editor.
  /// - Returns: What the table's function for editors made.
  public func visit(_ editor: TextEditorController) -> Made { self.editor(editor) }
}

extension ContentViewController {
  /// This controller's ``renderer`` as the host's type: the one it has when it is of that
  /// type, else one made with `renderers` and kept; nil for a controller of an app's own
  /// kind.
  ///
  /// ```swift
  /// let view = controller.renderer(as: MyView.self, madeWith: myRenderers)
  /// ```
  ///
  /// - Parameters:
  ///   - type: The host's type of renderer.
  ///   - renderers: What the host makes of each kind, each of `type`.
  /// - Returns: The renderer.
  public func renderer<Renderer>(
    as type: Renderer.Type, madeWith renderers: ContentKindTable<any ContentRendering>
  ) -> Renderer? {
    if let renderer = renderer as? Renderer { return renderer }
    guard let made = accept(renderers) else { return nil }
    renderer = made
    return made as? Renderer
  }

  /// Calls the requirement of `kinds` for this controller's kind.
  ///
  /// - Parameter kinds: What a host makes of each kind.
  /// - Returns: What `kinds` made; nil for a controller of an app's own kind.
  public func accept<Kinds: ContentKinds>(_ kinds: Kinds) -> Kinds.Made? {
    kind.accept(kinds)
  }
}

/// A content controller as the one kind it is: what ``ContentViewController/accept(_:)``
/// dispatches on, each kind's class saying which it is.
@MainActor
enum ContentKind {
  case list(ListController)
  case document(DocumentController)
  case form(FormController)
  case editor(TextEditorController)
  case other

  /// The requirement of `kinds` for this kind.
  func accept<Kinds: ContentKinds>(_ kinds: Kinds) -> Kinds.Made? {
    switch self {
    case .list(let list): kinds.visit(list)
    case .document(let document): kinds.visit(document)
    case .form(let form): kinds.visit(form)
    case .editor(let editor): kinds.visit(editor)
    case .other: nil
    }
  }
}
