/// The scroll position and paging of a read-only document: one value per document, owned
/// by its ``DocumentController`` (``DocumentController/documentState``), which both hosts
/// draw and send the user's keys and wheel to.
///
/// Distances are in the host's units: the terminal counts rows (a line is 1), GTK points
/// (a line is 24). The host reports its viewport (``hostLaidOut(visibleHeight:lineHeight:)``)
/// and, after drawing an offset, where that offset clamped
/// (``hostScrolled(to:isAtEnd:)``). After End the offset is counted from the end
/// (``Offset/fromEnd(_:)``), so a host that lays a long text out lazily never counts every
/// line to show its last page.
///
/// A page keeps one line of the previous page in view; Space pages down until the last
/// line shows and then reports ``Paging/atEnd``.
///
/// ```swift
/// var state = DocumentState()
/// state.hostLaidOut(visibleHeight: 20, lineHeight: 1)
/// state.perform(.pageDown)   // .fromTop(19)
/// state.perform(.end)        // .fromEnd(0)
/// ```
public struct DocumentState: Hashable, Sendable {
  /// Where the view is in the document.
  public enum Offset: Hashable, Sendable {
    /// The first line shown is this far below the document's top.
    case fromTop(Int)
    /// The last line shown is this far above the document's end.
    case fromEnd(Int)
  }

  /// What Space did.
  public enum Paging: Hashable, Sendable {
    /// It scrolled a page down.
    case paged
    /// The last line was already in view: nothing to page (an app may go on to the next
    /// document).
    case atEnd
  }

  /// Where the view is; the host draws it.
  public private(set) var offset: Offset
  /// Whether the last line is in view, as the host last reported.
  public private(set) var isAtEnd: Bool
  /// The height of the view, in the host's units.
  public private(set) var visibleHeight: Int
  /// The height of one line, in the host's units.
  public private(set) var lineHeight: Int

  /// Creates a state at the top of a document.
  public init() {
    offset = .fromTop(0)
    isAtEnd = false
    visibleHeight = 1
    lineHeight = 1
  }

  /// How far a page scrolls: the view's height less one line, at least a line.
  public var pageHeight: Int { max(lineHeight, visibleHeight - lineHeight) }

  /// Whether the first line is in view.
  public var isAtStart: Bool { offset == .fromTop(0) }

  /// Scrolls for a movement key: a line (Up, Down), a page (Page Up, Page Down), or to
  /// either end (Home, End).
  ///
  /// - Parameter command: The movement.
  /// - Returns: Whether the offset changed (the host draws it again).
  @discardableResult
  public mutating func perform(_ command: ListState.Command) -> Bool {
    switch command {
    case .up: return scroll(by: -lineHeight)
    case .down: return scroll(by: lineHeight)
    case .pageUp: return scroll(by: -pageHeight)
    case .pageDown: return scroll(by: pageHeight)
    case .home: return set(.fromTop(0))
    case .end: return set(.fromEnd(0))
    }
  }

  /// Space: a page down, or ``Paging/atEnd`` when the last line already shows.
  ///
  /// - Returns: What it did.
  public mutating func page() -> Paging {
    guard !isAtEnd else { return .atEnd }
    _ = scroll(by: pageHeight)
    return .paged
  }

  /// Scrolls by `lines` lines (negative is up), as the mouse wheel does.
  ///
  /// - Parameter lines: How far.
  /// - Returns: Whether the offset changed.
  @discardableResult
  public mutating func scroll(lines: Int) -> Bool {
    scroll(by: lines * lineHeight)
  }

  /// The host laid the document out: a view `visibleHeight` high, lines `lineHeight` high.
  ///
  /// - Parameters:
  ///   - visibleHeight: The view's height.
  ///   - lineHeight: A line's height.
  public mutating func hostLaidOut(visibleHeight: Int, lineHeight: Int) {
    self.visibleHeight = max(1, visibleHeight)
    self.lineHeight = max(1, lineHeight)
  }

  /// The host drew the offset clamped to the document (or the user scrolled it natively,
  /// with a window's scroll bar): this is where the view is.
  ///
  /// - Parameters:
  ///   - offset: Where the view is; an offset from the end that reached the top is
  ///     `.fromTop(0)`.
  ///   - isAtEnd: Whether the last line is in view.
  public mutating func hostScrolled(to offset: Offset, isAtEnd: Bool) {
    switch offset {
    case .fromTop(let distance): self.offset = .fromTop(max(0, distance))
    case .fromEnd(let distance): self.offset = .fromEnd(max(0, distance))
    }
    self.isAtEnd = isAtEnd
  }

  /// A new document: the top.
  public mutating func reset() {
    offset = .fromTop(0)
    isAtEnd = false
  }

  private mutating func scroll(by distance: Int) -> Bool {
    switch offset {
    case .fromTop(let top):
      if distance > 0, isAtEnd { return false }
      return set(.fromTop(max(0, top + distance)))
    case .fromEnd(let bottom):
      return set(.fromEnd(max(0, bottom - distance)))
    }
  }

  private mutating func set(_ offset: Offset) -> Bool {
    guard offset != self.offset else { return false }
    self.offset = offset
    switch offset {
    case .fromTop: isAtEnd = false  // until the host says the last line shows
    case .fromEnd(let bottom): isAtEnd = bottom == 0
    }
    return true
  }
}
