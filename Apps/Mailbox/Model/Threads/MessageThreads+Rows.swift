/// Laying the conversations out as rows.
extension MessageThreads {
  /// The conversations as rows: newest conversation (by its latest message) first, each
  /// message after its parent and siblings by date, placeholders spliced out.
  ///
  /// A conversation whose first container is a placeholder (replies to a message that is
  /// not in the mailbox) shows its earliest reply as the first row and the others under
  /// it. Messages without a date sort as the oldest; ties keep mailbox order.
  ///
  /// - Parameter collapsed: Messages whose conversations show as their first row only
  ///   (any message of the conversation collapses it).
  /// - Complexity: O(n log n) in the number of containers.
  /// - Returns: The rows.
  public func rows(collapsed: Set<Int> = []) -> ThreadRows {
    let count = containerCount
    // Children lists by counting sort on the parent.
    var childStart = [Int32](repeating: 0, count: count + 1)
    for parent in parents where parent != Self.none { childStart[Int(parent) + 1] += 1 }
    for index in 0..<count { childStart[index + 1] += childStart[index] }
    var fill = childStart
    var children = [Int32](repeating: 0, count: childStart[count] == 0 ? 0 : Int(childStart[count]))
    var roots: [Int32] = []
    for (container, parent) in parents.enumerated() {
      if parent == Self.none {
        roots.append(Int32(container))
      } else {
        children[Int(fill[Int(parent)])] = Int32(container)
        fill[Int(parent)] += 1
      }
    }
    // Preorder from the roots, then the earliest and latest message below each container.
    var preorder: [Int32] = []
    preorder.reserveCapacity(count)
    var stack: [Int32] = []
    for root in roots {
      stack.append(root)
      while let container = stack.popLast() {
        preorder.append(container)
        for child in children[Int(childStart[Int(container)])..<Int(childStart[Int(container) + 1])]
        {
          stack.append(child)
        }
      }
    }
    var earliest = [Int32](repeating: Self.none, count: count)
    var latest = [Int32](repeating: Self.none, count: count)
    var sizes = [Int32](repeating: 0, count: count)
    for container in preorder.reversed() {
      let index = Int(container)
      let message = messages[index]
      if message != Self.none {
        earliest[index] = pick(earliest[index], message, later: false)
        latest[index] = pick(latest[index], message, later: true)
        sizes[index] += 1
      }
      let parent = parents[index]
      guard parent != Self.none else { continue }
      earliest[Int(parent)] = pick(earliest[Int(parent)], earliest[index], later: false)
      latest[Int(parent)] = pick(latest[Int(parent)], latest[index], later: true)
      sizes[Int(parent)] += sizes[index]
    }
    // Siblings by their earliest message; conversations by their latest, newest first.
    for container in 0..<count {
      let range = Int(childStart[container])..<Int(childStart[container + 1])
      if range.count > 1 {
        children[range].sort { isEarlier(earliest[Int($0)], than: earliest[Int($1)]) }
      }
    }
    roots.removeAll { sizes[Int($0)] == 0 }
    // Newest first by (date, number) of the latest message, sorted as plain keys: a
    // conversation's latest message is never none.
    var order = roots.map { root -> (date: Int64, message: Int32, root: Int32) in
      let message = latest[Int(root)]
      return (dates[Int(message)], message, root)
    }
    order.sort { $0.date != $1.date ? $0.date > $1.date : $0.message > $1.message }
    roots = order.map(\.root)

    var rows = ThreadRows(messageCount: messageCount)
    let collapsedThreads = Set(collapsed.compactMap { root(ofMessage: $0) })
    var pending: [(container: Int32, depth: Int)] = []
    for root in roots {
      rows.beginThread(size: Int(sizes[Int(root)]), latest: Int(latest[Int(root)]))
      let isCollapsed = collapsedThreads.contains(root)
      var hasHead = false
      pending.append((root, 0))
      while let (container, depth) = pending.popLast() {
        let message = messages[Int(container)]
        var childDepth = depth
        if message != Self.none {
          let shownDepth = hasHead ? max(depth, 1) : 0
          if isCollapsed, hasHead {
            rows.hide(message: Int(message))
          } else {
            rows.appendRow(message: Int(message), depth: shownDepth)
          }
          hasHead = true
          childDepth = shownDepth + 1
        }
        let range = Int(childStart[Int(container)])..<Int(childStart[Int(container) + 1])
        for child in children[range].reversed() { pending.append((child, childDepth)) }
      }
    }
    return rows
  }

  /// The top container of the conversation holding `message`.
  func root(ofMessage message: Int) -> Int32? {
    guard message >= 0, message < containerOfMessage.count else { return nil }
    var current = containerOfMessage[message]
    while parents[Int(current)] != Self.none { current = parents[Int(current)] }
    return current
  }

  /// Whether message `first` sorts before `second`: by date (none first), then number.
  func isEarlier(_ first: Int32, than second: Int32) -> Bool {
    if first == Self.none || second == Self.none {
      return first != Self.none && second == Self.none
    }
    let (a, b) = (dates[Int(first)], dates[Int(second)])
    return a != b ? a < b : first < second
  }

  /// The earlier or later of two messages, either of which may be ``none``.
  func pick(_ current: Int32, _ candidate: Int32, later: Bool) -> Int32 {
    if current == Self.none { return candidate }
    if candidate == Self.none { return current }
    return isEarlier(candidate, than: current) != later ? candidate : current
  }
}
