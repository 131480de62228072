/// Laying the conversations out in slices between frames: the same rows as
/// ``MessageThreads/rows(collapsed:)`` with nothing collapsed, built by a bounded amount of
/// work per ``step(budget:)``, so the first `t` on a large mailbox never holds a frame.
///
/// Every phase keeps its place: the counting and tree passes a cursor, the preorder and
/// the flattening walk their stacks, and the two sorts (siblings by their earliest message,
/// conversations by their latest) are bottom-up merge sorts that stop after any element.
///
/// ```swift
/// var job = ThreadLayoutJob(threads)
/// while job.step(budget: ThreadLayoutJob.stepBudget) == nil {}   // between frames in the app
/// ```
public struct ThreadLayoutJob: Sendable {
  /// The stages of the layout, in order.
  private enum Phase: Sendable {
    case countChildren, sumChildren, prepareChildren, fillChildren, preorder, allocate, aggregate
    case siblingKeys
    case sortSiblings, rootKeys, sortRoots, flatten, done
  }

  /// The conversations as they were when the job started.
  private let threads: MessageThreads
  private var phase = Phase.countChildren
  private var cursor = 0
  private var childStart: [Int32] = []
  private var fill: [Int32] = []
  private var children: [Int32] = []
  private var roots: [Int32] = []
  private var preorder: [Int32] = []
  private var stack: [Int32] = []
  private var earliest: [Int32] = []
  private var latest: [Int32] = []
  private var sizes: [Int32] = []
  private var siblingSort = SlicedMergeSort<Int32>([]) { _, _ in false }
  private var rootSort = SlicedMergeSort<Int32>([]) { _, _ in false }
  private var rows = ThreadRows()
  private var pending: [(container: Int32, depth: Int)] = []
  private var hasHead = false

  /// The units of work the app gives the layout per step: about 1–3 ms at a million
  /// messages, so several steps fit in a frame's budget and none overruns it alone.
  public static let stepBudget = 16_384

  /// Starts laying out `threads`.
  ///
  /// - Parameter threads: The conversations, as they are now (later messages are not laid out).
  public init(_ threads: MessageThreads) {
    self.threads = threads
  }

  /// The number of messages being laid out.
  var messageCount: Int { threads.messageCount }

  /// Does up to about `budget` units of work (one unit per container or merged element,
  /// four per row, one per four elements of a fresh array).
  ///
  /// - Parameter budget: The units of work to do at most (a step may pass it by a few).
  /// - Returns: The rows once the layout is complete, else nil.
  public mutating func step(budget: Int) -> ThreadRows? {
    var work = 0
    let count = threads.containerCount
    let none = MessageThreads.none
    // The elements of a fresh array one step fills: four per unit of work.
    let elements = min(budget, Int.max / 8) * 4
    while work < budget {
      switch phase {
      case .countChildren:
        if childStart.count < count + 1 {
          work += Self.allocationCost(childStart.grow(to: count + 1, with: 0, limit: elements))
          continue
        }
        let end = min(count, cursor + budget - work)
        for container in cursor..<end where threads.parents[container] != none {
          childStart[Int(threads.parents[container]) + 1] += 1
        }
        work += end - cursor + 1
        cursor = end
        if cursor == count { next(.sumChildren) }
      case .sumChildren:
        let end = min(count, cursor + budget - work)
        for index in cursor..<end { childStart[index + 1] += childStart[index] }
        work += end - cursor + 1
        cursor = end
        if cursor == count { next(.prepareChildren) }
      case .prepareChildren:
        // The children's slots, then a copy of their starts to fill them by.
        if children.count < Int(childStart[count]) {
          work += Self.allocationCost(
            children.grow(to: Int(childStart[count]), with: 0, limit: elements))
        } else if fill.count < count + 1 {
          if fill.capacity < count + 1 { fill.reserveCapacity(count + 1) }
          let start = fill.count
          let end = start + min(count + 1 - start, elements)
          fill.append(contentsOf: childStart[start..<end])
          work += Self.allocationCost(end - start)
        } else {
          next(.fillChildren)
        }
      case .fillChildren:
        let end = min(count, cursor + budget - work)
        for container in cursor..<end {
          let parent = threads.parents[container]
          if parent == none {
            roots.append(Int32(container))
          } else {
            children[Int(fill[Int(parent)])] = Int32(container)
            fill[Int(parent)] += 1
          }
        }
        work += end - cursor + 1
        cursor = end
        if cursor == count {
          fill = []
          preorder.reserveCapacity(count)  // maps its pages as it fills
          next(.preorder)
        }
      case .preorder:
        work += 1
        if let container = stack.popLast() {
          preorder.append(container)
          for child in children[range(of: Int(container))] { stack.append(child) }
        } else if cursor < roots.count {
          stack.append(roots[cursor])
          cursor += 1
        } else {
          next(.allocate)
        }
      case .allocate:
        // A slice of one large array at a time: touching fresh pages is the cost (11 ms
        // for a million elements at once on the development machine).
        let limit = elements
        let added =
          earliest.count < count
          ? earliest.grow(to: count, with: none, limit: limit)
          : latest.count < count
            ? latest.grow(to: count, with: none, limit: limit)
            : sizes.count < count
              ? sizes.grow(to: count, with: 0, limit: limit)
              : rows.makeRoom(for: threads.messageCount, limit: limit)
        work += Self.allocationCost(added)
        if added == 0 { next(.aggregate) }
      case .aggregate:
        let end = min(preorder.count, cursor + budget - work)
        for position in cursor..<end { aggregate(preorder[preorder.count - 1 - position]) }
        work += end - cursor + 1
        cursor = end
        if cursor == preorder.count {
          preorder = []
          next(.siblingKeys)
        }
      case .siblingKeys:
        // Grouped by parent (as they are), each group by its earliest message.
        let (parents, earliest, threads) = (threads.parents, earliest, threads)
        // Moved into the sort, so its arrays are its own and never copied at once.
        let items = children
        children = []
        siblingSort = SlicedMergeSort(items) { a, b in
          let (parentA, parentB) = (parents[Int(a)], parents[Int(b)])
          if parentA != parentB { return parentA < parentB }
          return threads.isEarlier(earliest[Int(a)], than: earliest[Int(b)])
        }
        work += 1
        next(.sortSiblings)
      case .sortSiblings:
        work += siblingSort.step(budget: budget - work)
        if siblingSort.isDone {
          children = siblingSort.items
          siblingSort = SlicedMergeSort([]) { _, _ in false }
          next(.rootKeys)
        }
      case .rootKeys:
        // Newest first by (date, number) of the latest message, never none in a
        // conversation with messages.
        roots.removeAll { sizes[Int($0)] == 0 }
        let (latest, dates) = (latest, threads.dates)
        let items = roots
        roots = []
        rootSort = SlicedMergeSort(items) { a, b in
          let (messageA, messageB) = (latest[Int(a)], latest[Int(b)])
          let (dateA, dateB) = (dates[Int(messageA)], dates[Int(messageB)])
          return dateA != dateB ? dateA > dateB : messageA > messageB
        }
        work += roots.count + 1
        next(.sortRoots)
      case .sortRoots:
        work += rootSort.step(budget: budget - work)
        if rootSort.isDone {
          roots = rootSort.items
          rootSort = SlicedMergeSort([]) { _, _ in false }
          next(.flatten)
        }
      case .flatten:
        // A row costs about what 4 units of the other phases do (scattered writes).
        work += 4
        flattenOne()
      case .done:
        return rows
      }
    }
    return phase == .done ? rows : nil
  }

  /// The work units filling `count` elements of a fresh array counts for: touching its
  /// pages is what a large one costs.
  private static func allocationCost(_ count: Int) -> Int { count / 4 + 1 }

  private mutating func next(_ phase: Phase) {
    self.phase = phase
    cursor = 0
  }

  /// The positions in ``children`` of `container`'s children.
  private func range(of container: Int) -> Range<Int> {
    Int(childStart[container])..<Int(childStart[container + 1])
  }

  /// Folds `container`'s earliest and latest message and size into its parent.
  private mutating func aggregate(_ container: Int32) {
    let index = Int(container)
    let message = threads.messages[index]
    if message != MessageThreads.none {
      earliest[index] = threads.pick(earliest[index], message, later: false)
      latest[index] = threads.pick(latest[index], message, later: true)
      sizes[index] += 1
    }
    let parent = threads.parents[index]
    guard parent != MessageThreads.none else { return }
    earliest[Int(parent)] = threads.pick(earliest[Int(parent)], earliest[index], later: false)
    latest[Int(parent)] = threads.pick(latest[Int(parent)], latest[index], later: true)
    sizes[Int(parent)] += sizes[index]
  }

  /// Lays out the next container of the walk, or starts the next conversation.
  private mutating func flattenOne() {
    guard let (container, depth) = pending.popLast() else {
      guard cursor < roots.count else {
        phase = .done
        return
      }
      let root = roots[cursor]
      cursor += 1
      rows.beginThread(size: Int(sizes[Int(root)]), latest: Int(latest[Int(root)]))
      hasHead = false
      pending.append((root, 0))
      return
    }
    let message = threads.messages[Int(container)]
    var childDepth = depth
    if message != MessageThreads.none {
      let shownDepth = hasHead ? max(depth, 1) : 0
      rows.appendRow(message: Int(message), depth: shownDepth)
      hasHead = true
      childDepth = shownDepth + 1
    }
    for child in children[range(of: Int(container))].reversed() {
      pending.append((child, childDepth))
    }
  }
}

/// A stable bottom-up merge sort that can stop after any element and resume.
struct SlicedMergeSort<Element: Sendable>: Sendable {
  /// The elements: sorted once ``isDone``.
  private(set) var items: [Element]
  private var buffer: [Element]
  private let isLess: @Sendable (Element, Element) -> Bool
  private var width = 1
  private var middle = 0
  private var end = 0
  private var left = 0
  private var right = 0
  private var out = 0

  /// Starts sorting `items` by `isLess`; its buffer is filled by the first steps.
  ///
  /// Pass `items` uniquely referenced (moved out of the caller's array): the sort writes
  /// into it, and a shared array would be copied whole at the first write.
  init(_ items: [Element], by isLess: @escaping @Sendable (Element, Element) -> Bool) {
    self.items = items
    self.buffer = []
    self.isLess = isLess
  }

  /// Whether the elements are sorted.
  var isDone: Bool { width >= items.count }

  /// Merges up to `budget` elements.
  ///
  /// - Returns: The work done.
  mutating func step(budget: Int) -> Int {
    var work = 0
    let count = items.count
    while work < budget, width < count {
      if buffer.count < count {
        // A copy to merge into, made a slice at a time.
        if buffer.capacity < count { buffer.reserveCapacity(count) }
        let start = buffer.count
        let end = start + min(count - start, min(budget - work, Int.max / 8) * 4)
        buffer.append(contentsOf: items[start..<end])
        work += (end - start + 3) / 4
        continue
      }
      if out == end {
        if end >= count {
          swap(&items, &buffer)
          width *= 2
          (end, out) = (0, 0)
          work += 1
          continue
        }
        let start = end
        middle = min(start + width, count)
        end = min(start + 2 * width, count)
        (left, right, out) = (start, middle, start)
        continue
      }
      if right >= end || (left < middle && !isLess(items[right], items[left])) {
        buffer[out] = items[left]
        left += 1
      } else {
        buffer[out] = items[right]
        right += 1
      }
      out += 1
      work += 1
    }
    return work
  }
}

extension Array {
  /// Appends up to `limit` copies of `value`, stopping at `count` elements; the room for
  /// all of them is reserved first, which maps no memory, so a large array's pages are
  /// touched a slice at a time.
  ///
  /// - Returns: The number of elements appended.
  mutating func grow(to count: Int, with value: Element, limit: Int) -> Int {
    if capacity < count { reserveCapacity(count) }
    let added = Swift.max(0, Swift.min(count - self.count, limit))
    append(contentsOf: repeatElement(value, count: added))
    return added
  }
}
