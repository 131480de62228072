/// Conversations built incrementally by the JWZ algorithm from Message-ID, References and
/// In-Reply-To, with subject grouping as the fallback for messages without references.
///
/// Messages are added in mailbox order as batches are indexed (``add(_:)``): each one
/// costs O(references × depth), never a pass over the mailbox. The index keeps compact
/// containers — a parent link, a message number and a date per container, and one
/// `KeyTable` entry per distinct ID hash (`ThreadKey`) — not the ID strings; the tables
/// grow a few slots per insertion, so no batch stops to rehash a million IDs. Laying the
/// conversations out as list rows is a separate, on-demand step (``rows(collapsed:)``, or
/// ``ThreadLayoutJob`` in slices).
///
/// ```swift
/// var threads = MessageThreads()
/// for summary in batch.summaries { threads.add(summary) }
/// let rows = threads.rows(collapsed: [])   // newest conversation first, replies indented
/// ```
///
/// Broken input never hangs or loses a message: a reference to a message that is not in
/// the mailbox becomes an empty placeholder container that is spliced out of the rows; a
/// link that would close a loop is not made; a duplicate Message-ID gets a container of
/// its own; a message's own headers decide its place, and another message's References
/// only link placeholders, so one message listing unrelated IDs (as the sample's "Very
/// long References header" does) cannot chain them into one conversation. The containers
/// therefore always form a forest, and every message appears in
/// exactly one thread (the property tests check this over random reference graphs).
public struct MessageThreads: Sendable {
  /// No container.
  static let none: Int32 = -1

  /// The container of each ID hash seen (as a Message-ID or a reference).
  private var containerOfID = KeyTable()
  /// Each container's parent, or ``none``.
  private(set) var parents: [Int32] = []
  /// Each container's message number, or ``none`` for a placeholder.
  private(set) var messages: [Int32] = []
  /// Each message's container.
  private(set) var containerOfMessage: [Int32] = []
  /// Each message's date in seconds since 1970, or `Int64.min` when it has none.
  private(set) var dates: [Int64] = []
  /// The container of the first message without references for each subject key.
  private var containerOfSubject = KeyTable()

  /// Creates an empty index.
  public init() {}

  /// The number of messages added.
  public var messageCount: Int { containerOfMessage.count }

  /// The number of containers: messages plus placeholders for referenced IDs.
  var containerCount: Int { parents.count }

  /// What threading needs from one message.
  struct Input: Sendable {
    /// The ``ThreadKey`` hash of the Message-ID, if any.
    var messageIDHash: UInt64?
    /// The hashes of the References IDs, oldest first, with In-Reply-To appended when it
    /// is not last.
    var referenceHashes: [UInt64]
    /// The subject, for the fallback grouping.
    var subject: String
    /// The date in seconds since 1970, if known.
    var date: Int?
  }

  /// Adds the next message (numbered ``messageCount``) and links it into its conversation.
  ///
  /// - Complexity: O(r × d) for r references and a thread depth d.
  mutating func add(_ input: Input) {
    let number = Int32(containerOfMessage.count)
    let container: Int32
    if let id = input.messageIDHash {
      let existing = containerOfID[id]
      if let existing, messages[Int(existing)] == Self.none {
        container = existing
        messages[Int(existing)] = number
      } else {
        // A new ID, or a duplicate: the first message keeps the ID's container.
        container = newContainer(message: number)
        if existing == nil { containerOfID.insert(container, for: id) }
      }
    } else {
      container = newContainer(message: number)
    }
    containerOfMessage.append(container)
    dates.append(input.date.map(Int64.init) ?? .min)

    // A message's own headers decide its place: one arriving where others' References
    // had put a placeholder starts over as a root, so a single message that lists
    // unrelated IDs in its References cannot chain them into one conversation.
    parents[Int(container)] = Self.none
    var previous = Self.none
    // A message naming itself among its references says nothing about its place.
    for reference in input.referenceHashes where reference != input.messageIDHash {
      let current = self.container(forID: reference)
      // Others' References only link placeholders: a message already seen keeps the
      // place its own headers gave it.
      if previous != Self.none, parents[Int(current)] == Self.none,
        messages[Int(current)] == Self.none, !isAncestor(current, of: previous)
      {
        parents[Int(current)] = previous
      }
      previous = current
    }
    if previous != Self.none {
      // The message's own References decide its parent, unless that would close a loop.
      if !isAncestor(container, of: previous) { parents[Int(container)] = previous }
      return
    }
    let subject = ThreadKey.subject(input.subject)
    guard let key = subject.key else { return }
    if let original = containerOfSubject[key] {
      if subject.isReply, parents[Int(container)] == Self.none,
        !isAncestor(container, of: original)
      {
        parents[Int(container)] = original
      }
    } else {
      containerOfSubject.insert(container, for: key)
    }
  }

  /// Makes room for `count` messages (and as many containers) without moving the index's
  /// arrays again: a million-message array that doubles copies megabytes in one
  /// insertion, a reservation made while the arrays are small (or empty, as when
  /// conversations are first shown) copies little and maps its pages as they fill.
  ///
  /// - Parameter count: The number of messages expected in all.
  mutating func reserveCapacity(messages count: Int) {
    guard count > containerOfMessage.capacity else { return }
    containerOfMessage.reserveCapacity(count)
    dates.reserveCapacity(count)
    // Placeholders for referenced messages that are not in the mailbox come on top.
    let containers = count + count / 4
    if containers > parents.capacity {
      parents.reserveCapacity(containers)
      messages.reserveCapacity(containers)
    }
  }

  private mutating func newContainer(message: Int32) -> Int32 {
    parents.append(Self.none)
    messages.append(message)
    return Int32(parents.count - 1)
  }

  private mutating func container(forID id: UInt64) -> Int32 {
    if let existing = containerOfID[id] { return existing }
    let container = newContainer(message: Self.none)
    containerOfID.insert(container, for: id)
    return container
  }

  /// Whether `ancestor` is `node` or one of its ancestors.
  ///
  /// - Complexity: O(depth); the parent links never form a loop, so this ends.
  func isAncestor(_ ancestor: Int32, of node: Int32) -> Bool {
    var current = node
    while current != Self.none {
      if current == ancestor { return true }
      current = parents[Int(current)]
    }
    return false
  }

  /// The approximate bytes the index holds per message (arrays and dictionaries at
  /// their capacities), for the benchmarks.
  public var bytesPerMessage: Double {
    let arrays =
      parents.capacity * 4 + messages.capacity * 4 + containerOfMessage.capacity * 4
      + dates.capacity * 8
    let tables = containerOfID.allocatedBytes + containerOfSubject.allocatedBytes
    return Double(arrays + tables) / Double(max(1, messageCount))
  }
}
