public import SplitKitHostCore

/// A scrolling document, host-neutral: the terminal wraps it to the column and draws what
/// shows; GTK shows it in a `GtkTextView` with tags.
///
/// Set ``document``, or override ``makeDocument()`` to make it only when it shows (a
/// message read from disk) and call ``documentDidChange()``; the view shows it from the top. The arrows, Page Up/Down, Home and
/// End scroll it in either host, and ``scroll(_:)`` does so for the app (Space paging the
/// message from the list, say).
///
/// ```swift
/// let reader = DocumentController(title: "Message")
/// reader.document = Document(blocks: [.field(name: "From", value: "Ada"), .rule, .body("Hi")])
/// ```
@MainActor
open class DocumentController: ContentViewController {
  /// The document shown; setting it shows it from the top.
  public var document: Document {
    get {
      if let storedDocument { return storedDocument }
      let made = makeDocument()
      storedDocument = made
      return made
    }
    set {
      storedDocument = newValue
      renderer?.contentDidChange(.document)
    }
  }
  private var storedDocument: Document?

  /// Makes the document when it is first asked for after ``documentDidChange()``.
  ///
  /// - Returns: The document; empty unless overridden.
  open func makeDocument() -> Document { Document(blocks: []) }

  /// Forgets the document, so ``makeDocument()`` makes it again when it next shows, from
  /// the top.
  public func documentDidChange() {
    storedDocument = nil
    renderer?.contentDidChange(.document)
  }

  /// Creates a document view.
  ///
  /// - Parameters:
  ///   - title: The navigation bar title.
  ///   - restorationIdentifier: The identifier state restoration uses.
  ///   - document: The document; nil makes it with ``makeDocument()``.
  public init(
    title: String? = nil, restorationIdentifier: String? = nil,
    document: Document? = nil
  ) {
    storedDocument = document
    super.init(title: title, restorationIdentifier: restorationIdentifier)
  }

  /// Scrolls the document for the app, as the keys do.
  ///
  /// - Parameter command: `.moveUp`, `.moveDown`, `.pageUp`, `.pageDown`, `.home`, `.end`.
  /// - Returns: Whether the host scrolled.
  @discardableResult
  public func scroll(_ command: HostCommand) -> Bool {
    (renderer as? any DocumentScrolling)?.scroll(command) ?? false
  }

  /// A link in the document was activated (clicked in a window): the app may open it
  /// itself, with an opener it was configured with, or refuse it.
  ///
  /// - Parameter url: The link's target.
  /// - Returns: Whether the app took it; false (the default) leaves it to the host, which
  ///   opens it with the desktop's handler.
  open func open(link url: String) -> Bool { false }
}

/// A renderer that scrolls a document (``DocumentController/scroll(_:)``).
@MainActor
public protocol DocumentScrolling: ContentRendering {
  /// Scrolls as `command` says.
  ///
  /// - Parameter command: A movement command.
  /// - Returns: Whether it scrolled.
  func scroll(_ command: HostCommand) -> Bool
}
