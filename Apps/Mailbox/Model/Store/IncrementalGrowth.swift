/// The slots of one open-addressing hash table, as ``IncrementalGrowth`` grows it.
///
/// A conforming class allocates its slots zeroed by the system (`calloc`), so a large
/// table costs nothing until its pages are touched, and an all-zero slot is empty.
protocol GrowableSlots: AnyObject {
  /// Allocates `capacity` empty slots (a power of two, or 0).
  init(capacity: Int)
  /// The number of slots.
  var capacity: Int { get }
  /// The slots in one 4 KiB page of the widest array that holds them.
  static var slotsPerPage: Int { get }
  /// A table with the same slots (for copy-on-write).
  func copy() -> Self
  /// Places the entry of slot `index`, if it holds one, in `table`, where it is not yet.
  func move(slot index: Int, into table: Self)
  /// Writes empty slot `index` as it is, so the system maps the pages holding it now
  /// rather than at the first insertion that lands there.
  func touch(_ index: Int)
}

/// How a hash table grows without ever stopping for long, shared by the thread index's
/// ``MessageThreads/KeyTable`` and the summary store's ``SummaryStore/InternTable``.
///
/// A `Dictionary` that outgrows its storage rehashes every entry at once: at a million
/// messages that took 43 ms, in the middle of a frame, while the UI indexed. Here, when
/// the table is three quarters full, a twice as large one takes its place and every
/// insertion moves ``movesPerInsertion`` slots of the old table into it, so the old table
/// is empty well before the new one fills; a find looks in the new table, then the old
/// one. A large table allocates its successor when five eighths full and touches a page
/// of it every ``insertionsPerPage`` insertions, so the system does not fault in
/// megabytes of fresh pages within the few insertions after growing (at a million
/// messages that made one frame of threading take 17–60 ms).
///
/// ```swift
/// var growth = IncrementalGrowth<MessageThreads.Slots>()
/// growth.insert { table in table.place(key, value) }
/// let value = growth.find { $0.find(key) }
/// ```
struct IncrementalGrowth<Slots: GrowableSlots & Sendable>: Sendable {
  /// Slots of the old table moved into the new one per insertion: the new table takes
  /// three eighths of its capacity in insertions to fill and the old one has half as many
  /// slots, so 4 would do; 8 leaves room.
  static var movesPerInsertion: Int { 8 }
  /// The smallest table allocated.
  private static var minimumCapacity: Int { 1024 }
  /// The smallest table whose successor is prepared ahead (2^16 slots).
  private static var preparedCapacity: Int { 1 << 16 }
  /// Insertions per page of the successor touched: from five eighths to three quarters
  /// full a table takes an eighth of its capacity in insertions, and its successor has a
  /// page per `slotsPerPage / 2` of those slots at most, so a page per 16 insertions
  /// finishes in half the time.
  private static var insertionsPerPage: Int { 16 }

  /// The table new entries go into.
  private(set) var table = Slots(capacity: 0)
  /// The table being emptied into ``table`` while it grows.
  private var old: Slots?
  /// The slots of ``old`` moved so far.
  private var moved = 0
  /// The number of entries.
  private(set) var count = 0
  /// The twice as large successor of a large table, being prepared.
  private var next: Slots?
  /// The slots of ``next`` whose pages are touched.
  private var prepared = 0
  /// The slots of the old table the last insertion moved (for tests).
  private(set) var lastMoves = 0

  /// What `lookup` finds in the current table, else in the one being emptied.
  ///
  /// A moved entry is in both tables, the same in each.
  func find<Found>(_ lookup: (Slots) -> Found?) -> Found? {
    lookup(table) ?? old.flatMap(lookup)
  }

  /// Adds one entry, which `place` writes into the table it is given (where the entry is
  /// not yet).
  ///
  /// - Complexity: O(1) amortised and in the worst case (growing allocates, but never
  ///   rehashes everything at once).
  mutating func insert(_ place: (Slots) -> Void) {
    if !isKnownUniquelyReferenced(&table) { table = table.copy() }
    // A copy shares the successor being prepared: it prepares one of its own.
    if !isKnownUniquelyReferenced(&next) { (next, prepared) = (nil, 0) }
    if (count + 1) * 4 > table.capacity * 3 { startGrowing() }
    place(table)
    count += 1
    lastMoves = moveSome()
    prepareNext()
  }

  /// The slots held: the current table's, the old one's while it is emptied and the
  /// successor's while it is prepared.
  var allocatedSlots: Int { table.capacity + (old?.capacity ?? 0) + (next?.capacity ?? 0) }

  /// The slots of the next table whose pages are touched so far, nil when none is
  /// being prepared.
  var preparedSlots: Int? { next.map { min(prepared, $0.capacity) } }

  private mutating func startGrowing() {
    while old != nil { _ = moveSome() }
    old = table
    table = next ?? Slots(capacity: max(Self.minimumCapacity, table.capacity * 2))
    (next, prepared, moved) = (nil, 0, 0)
  }

  /// Allocates the next table once this large one is five eighths full, and touches one
  /// page of it every ``insertionsPerPage`` insertions.
  private mutating func prepareNext() {
    guard old == nil, table.capacity >= Self.preparedCapacity else { return }
    if next == nil {
      guard count * 8 >= table.capacity * 5 else { return }
      next = Slots(capacity: table.capacity * 2)
    }
    guard let next, prepared < next.capacity, count % Self.insertionsPerPage == 0 else {
      return
    }
    next.touch(prepared)
    prepared += Slots.slotsPerPage
  }

  /// Moves the next few slots of ``old`` into ``table`` and returns how many it read;
  /// drops ``old`` once it is empty.
  private mutating func moveSome() -> Int {
    guard let source = old else { return 0 }
    let end = min(source.capacity, moved + Self.movesPerInsertion)
    for index in moved..<end { source.move(slot: index, into: table) }
    defer { moved = end }
    if end == source.capacity { old = nil }
    return end - moved
  }
}
