/// The read marks the user changed, each belonging to one message: the message with this
/// ``MessageSummary/id`` and, among the messages sharing it, this place in mailbox order.
///
/// A mailbox can hold two messages with one Message-ID (a message delivered both to you
/// and through a list, or copied twice). A mark set on one of them stays on that one, in
/// the session and after a restart: its key counts which of the messages with that ID it
/// is (1 for the first in mailbox order, 2 for the second, …). In the state file the first
/// is the plain ID, as it always was (``MailboxUIState/readMessageIDs``), and the others
/// are listed apart (``MailboxUIState/readDuplicates``), so a file from before reads as
/// before, with a plain ID meaning the first message with that ID. The same keys, each
/// marked `true`, name collapsed conversations (``MessageList/collapsedKeys``).
///
/// ```swift
/// var marks: ReadMarks = ["m3@x": true]  // the first (or only) m3@x marked unread
/// marks[ReadMarks.Key(id: "m7@x", occurrence: 2)] = false  // the second m7@x read
/// var matcher = ReadMarks.Matcher(marks)
/// matcher.take("m7@x")  // nil: the first m7@x keeps the mailbox's flag
/// matcher.take("m7@x")  // false: read
/// ```
package struct ReadMarks: Sendable, Hashable, ExpressibleByDictionaryLiteral {
  /// Which message a mark belongs to; a string literal is the first message with that ID.
  package struct Key: Sendable, Hashable, ExpressibleByStringLiteral {
    /// The message's ``MessageSummary/id``.
    package var id: String
    /// Its place among the messages with that ID, in mailbox order: 1 for the first.
    package var occurrence: Int

    /// The key of the `occurrence`th message with `id`.
    package init(id: String, occurrence: Int) {
      self.id = id
      self.occurrence = occurrence
    }

    /// The key of the first message with the ID `value`.
    package init(stringLiteral value: String) {
      self.init(id: value, occurrence: 1)
    }
  }

  /// ID → occurrence → unread (`true`) or read (`false`).
  private(set) var byID: [String: [Int: Bool]] = [:]

  /// No marks.
  package init() {}

  /// The marks `elements`, message key → unread.
  package init(dictionaryLiteral elements: (Key, Bool)...) {
    for (key, unread) in elements { self[key] = unread }
  }

  /// Whether there are no marks.
  package var isEmpty: Bool { byID.isEmpty }

  /// The mark of one message: `true` unread, `false` read, nil for none.
  package subscript(key: Key) -> Bool? {
    get { byID[key.id]?[key.occurrence] }
    set {
      var marks = byID[key.id] ?? [:]
      marks[key.occurrence] = newValue
      byID[key.id] = marks.isEmpty ? nil : marks
    }
  }

  /// Every mark, as (key, unread).
  package var all: [(key: Key, unread: Bool)] {
    byID.flatMap { id, marks in marks.map { (Key(id: id, occurrence: $0.key), $0.value) } }
  }

  /// Gives each message, in mailbox order, the mark of its key.
  package struct Matcher: Sendable {
    /// The marks not given to a message yet.
    private(set) var unmatched: ReadMarks
    /// How many messages with each ID that still has marks have been seen.
    private var seen: [String: Int] = [:]

    /// A matcher for `marks`, before the first message.
    package init(_ marks: ReadMarks) { unmatched = marks }

    /// Whether every mark has found its message.
    var isEmpty: Bool { unmatched.isEmpty }

    /// The mark of the next message in mailbox order, whose ID is `id`.
    ///
    /// Call it once per message, in order; nil when the message has no mark.
    ///
    /// - Complexity: O(1), hashing `id`.
    package mutating func take(_ id: String) -> Bool? {
      guard unmatched.byID[id] != nil else { return nil }
      let occurrence = seen[id, default: 0] + 1
      seen[id] = occurrence
      let key = Key(id: id, occurrence: occurrence)
      let mark = unmatched[key]
      unmatched[key] = nil
      return mark
    }
  }
}
