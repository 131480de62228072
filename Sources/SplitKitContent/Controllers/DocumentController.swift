public import SplitKitHostCore

/// A scrolling document, host-neutral: the terminal wraps it to the column and draws what
/// shows; GTK shows it in a `GtkTextView` with tags.
///
/// Set ``document``, or override ``makeDocument()`` to make it only when it shows (a
/// message read from disk) and call ``documentDidChange()``; the view shows it from the top. The arrows, Page Up/Down, Home and
/// End scroll it in either host, Space pages it, and ``scroll(_:)`` does so for the app
/// (Space paging the message from the list, say). The scroll position is
/// ``documentState``: hosts draw it and report keys, the wheel and their size.
///
/// ```swift
/// let reader = DocumentController(title: "Message")
/// reader.document = Document(blocks: [.field(name: "From", value: "Ada"), .rule, .body("Hi")])
/// ```
@MainActor
open class DocumentController: ContentViewController {
  /// A document, for ``ContentViewController/accept(_:)``.
  override var kind: ContentKind { .document(self) }

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
      storedSections = nil
      storedWindowBlockCount = nil
      documentState.reset()
      renderer?.contentDidChange(.document)
    }
  }
  private var storedDocument: Document?

  /// The document cut into texts a host wraps a block at a time (``DocumentText``), and
  /// where each of its blocks starts among them: made once for each document, so the
  /// terminal's layout and a snapshot's window share one copy of its bytes.
  package var textSections: (texts: [DocumentText], starts: [Int]) {
    if let storedSections { return storedSections }
    let made = DocumentText.sections(of: document)
    storedSections = made
    return made
  }
  private var storedSections: (texts: [DocumentText], starts: [Int])?

  /// How many blocks a snapshot's whole document window has.
  ///
  /// One for each block, but a body one for each line or piece of a line, as
  /// ``ContentSnapshot/DocumentContent/init(window:width:height:metrics:)`` sends them;
  /// counted once for each document, the first time a snapshot asks.
  package var windowBlockCount: Int {
    if let storedWindowBlockCount { return storedWindowBlockCount }
    let (texts, starts) = textSections
    var count = 0
    for (index, block) in document.blocks.enumerated() {
      guard case .body = block else {
        count += 1
        continue
      }
      count += texts[starts[index]].blockCount
    }
    storedWindowBlockCount = count
    return count
  }
  private var storedWindowBlockCount: Int?

  /// Makes the document when it is first asked for after ``documentDidChange()``.
  ///
  /// - Returns: The document; empty unless overridden.
  open func makeDocument() -> Document { Document(blocks: []) }

  /// Forgets the document, so ``makeDocument()`` makes it again when it next shows, from
  /// the top.
  public func documentDidChange() {
    storedDocument = nil
    storedSections = nil
    storedWindowBlockCount = nil
    documentState.reset()
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

  /// Where the document is scrolled: the one copy, which both hosts draw.
  public private(set) var documentState = DocumentState()

  /// Scrolls the document for the app, as the keys do.
  ///
  /// - Parameter command: `.moveUp`, `.moveDown`, `.pageUp`, `.pageDown`, `.home`, `.end`.
  /// - Returns: Whether it was a movement and the document shows in a host.
  @discardableResult
  public func scroll(_ command: HostCommand) -> Bool {
    guard let move = ListState.Command(command), renderer != nil else { return false }
    userScrolled(move)
    return true
  }

  /// The host reports a movement key (the arrows, Page Up/Down, Home, End).
  ///
  /// - Parameter command: The movement.
  public func userScrolled(_ command: ListState.Command) {
    if documentState.perform(command) { renderer?.contentDidChange(.scroll) }
  }

  /// The host reports the wheel: `lines` lines (negative is up).
  ///
  /// - Parameter lines: How far.
  public func userScrolled(lines: Int) {
    if documentState.scroll(lines: lines) { renderer?.contentDidChange(.scroll) }
  }

  /// The host laid the document out; see ``DocumentState/hostLaidOut(visibleHeight:lineHeight:)``.
  ///
  /// - Parameters:
  ///   - visibleHeight: The view's height, in the host's units.
  ///   - lineHeight: A line's height, in the same units.
  public func hostLaidOut(visibleHeight: Int, lineHeight: Int) {
    documentState.hostLaidOut(visibleHeight: visibleHeight, lineHeight: lineHeight)
  }

  /// The host drew the offset clamped to the document, or the user scrolled natively;
  /// see ``DocumentState/hostScrolled(to:isAtEnd:)``.
  ///
  /// - Parameters:
  ///   - offset: Where the view is.
  ///   - isAtEnd: Whether the last line is in view.
  public func hostScrolled(to offset: DocumentState.Offset, isAtEnd: Bool) {
    documentState.hostScrolled(to: offset, isAtEnd: isAtEnd)
  }

  /// Space, when the app did not take it: a page down (handled even at the end, where
  /// there is nothing more to page).
  override func handleUnclaimed(key: KeyEvent) -> Bool {
    guard key.key == .character(" "), key.modifiers.subtracting(.shift).isEmpty else {
      return false
    }
    if documentState.page() == .paged { renderer?.contentDidChange(.scroll) }
    return true
  }

  /// A link in the document was activated (clicked in a window): the app may open it
  /// itself, with an opener it was configured with, or refuse it.
  ///
  /// - Parameter url: The link's target.
  /// - Returns: Whether the app took it; false (the default) leaves it to the host, which
  ///   opens it with the desktop's handler.
  open func open(link url: String) -> Bool { false }
}
