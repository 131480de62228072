/// A message laid out lazily for a column of cells: only the blocks on screen are wrapped.
///
/// The layout is a list of ``DocumentText`` sections (headers, rule, notes, body,
/// attachments). A scroll position names a block and a line within it, so scrolling,
/// paging and resizing wrap only the blocks they pass or show — at most a page of lines
/// and two blocks of ``DocumentText/blockSize`` bytes each — whatever the message's size.
/// A resize keeps the block at the top and re-wraps only what is visible.
///
/// ```swift
/// var layout = DocumentLayout(sections: document.sections)
/// let rows = layout.lines(from: .start, count: 20, width: 60)
/// ```
package struct DocumentLayout {
  /// A line of the layout: the section, the block's first byte, and the line within it.
  package struct Position: Hashable, Sendable {
    /// The section's index.
    package var section: Int
    /// The block's first byte in the section's text.
    package var block: Int
    /// The wrapped line within the block.
    package var line: Int

    /// The first line.
    package static let start = Position(section: 0, block: 0, line: 0)
  }

  private struct BlockKey: Hashable {
    var section: Int
    var block: Int
  }

  /// The sections, in order; at least one.
  package let sections: [DocumentText]
  /// Wrapped blocks at ``cachedWidth``.
  private var cache: [BlockKey: [[Span]]] = [:]
  private var cachedWidth = 0
  /// The most blocks kept wrapped; a page needs a handful.
  private static let cacheLimit = 64

  /// Creates a layout of `sections` (an empty list gets one empty section).
  package init(sections: [DocumentText]) {
    self.sections = sections.isEmpty ? [DocumentText("", kind: .plain([]))] : sections
  }

  /// The wrapped lines of one block, cached for the current width.
  package mutating func lines(ofBlock block: Int, in section: Int, width: Int) -> [[Span]] {
    if width != cachedWidth {
      cache.removeAll()
      cachedWidth = width
    }
    let key = BlockKey(section: section, block: block)
    if let lines = cache[key] { return lines }
    let lines = sections[section].lines(ofBlockAt: block, width: width)
    if cache.count >= Self.cacheLimit { cache.removeAll() }
    cache[key] = lines
    return lines
  }

  /// The block after the given one, across sections, or nil after the last.
  package func block(after block: Int, in section: Int) -> (section: Int, block: Int)? {
    if let next = sections[section].blockEnd(from: block).next { return (section, next) }
    return section + 1 < sections.count ? (section + 1, 0) : nil
  }

  /// The block before the given one, across sections, or nil before the first.
  package func block(before block: Int, in section: Int) -> (section: Int, block: Int)? {
    if let previous = sections[section].blockStart(before: block) { return (section, previous) }
    guard section > 0 else { return nil }
    let text = sections[section - 1]
    return (section - 1, text.blockStart(containing: text.bytes.count))
  }

  /// The last line.
  package mutating func end(width: Int) -> Position {
    let section = sections.count - 1
    let block = sections[section].blockStart(containing: sections[section].bytes.count)
    let count = lines(ofBlock: block, in: section, width: width).count
    return Position(section: section, block: block, line: count - 1)
  }

  /// The position `delta` lines after (or, negative, before) `position`, stopping at the
  /// first and the last line, and how many lines it actually moved.
  ///
  /// - Complexity: O(|`delta`| + the bytes of the blocks passed).
  package mutating func moved(_ position: Position, by delta: Int, width: Int) -> (
    position: Position, distance: Int
  ) {
    var position = normalized(position, width: width)
    var remaining = delta
    while remaining > 0 {
      let count = lines(ofBlock: position.block, in: position.section, width: width).count
      if position.line + remaining < count {
        position.line += remaining
        return (position, delta)
      }
      guard let next = block(after: position.block, in: position.section) else {
        remaining -= count - 1 - position.line
        position.line = count - 1
        return (position, delta - remaining)
      }
      remaining -= count - position.line
      position = Position(section: next.section, block: next.block, line: 0)
    }
    while remaining < 0 {
      if position.line + remaining >= 0 {
        position.line += remaining
        return (position, delta)
      }
      guard let previous = block(before: position.block, in: position.section) else {
        remaining += position.line
        position.line = 0
        return (position, delta - remaining)
      }
      remaining += position.line + 1
      let count = lines(ofBlock: previous.block, in: previous.section, width: width).count
      position = Position(section: previous.section, block: previous.block, line: count - 1)
    }
    return (position, delta)
  }

  /// `position` with its line clamped to its block (after a resize).
  package mutating func normalized(_ position: Position, width: Int) -> Position {
    var position = position
    let count = lines(ofBlock: position.block, in: position.section, width: width).count
    position.line = min(max(0, position.line), count - 1)
    return position
  }

  /// The top position closest to `position` that leaves no empty rows at the bottom
  /// (unless the whole text is shorter than `rows`).
  ///
  /// - Complexity: O(`rows` + the bytes of the blocks on that page).
  package mutating func clamped(_ position: Position, rows: Int, width: Int) -> Position {
    let position = normalized(position, width: width)
    let rows = max(1, rows)
    if moved(position, by: rows - 1, width: width).distance == rows - 1 { return position }
    return moved(end(width: width), by: -(rows - 1), width: width).position
  }

  /// Up to `count` lines from `position` on.
  ///
  /// - Complexity: O(`count` + the bytes of the blocks they come from).
  package mutating func lines(from position: Position, count: Int, width: Int) -> [[Span]] {
    var position = normalized(position, width: width)
    var result: [[Span]] = []
    while result.count < count {
      let block = lines(ofBlock: position.block, in: position.section, width: width)
      result += block[position.line...].prefix(count - result.count)
      guard let next = self.block(after: position.block, in: position.section) else { break }
      position = Position(section: next.section, block: next.block, line: 0)
    }
    return result
  }

  /// Every line; for tests and small texts.
  ///
  /// - Complexity: O(length of all sections).
  package mutating func allLines(width: Int) -> [[Span]] {
    var result: [[Span]] = []
    var next: (section: Int, block: Int)? = (0, 0)
    while let current = next {
      result += lines(ofBlock: current.block, in: current.section, width: width)
      next = block(after: current.block, in: current.section)
    }
    return result
  }
}
