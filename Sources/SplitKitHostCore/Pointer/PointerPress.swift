/// The primary button or a finger while it is down, as both hosts track it: whether the
/// split view claimed the press and whether a swipe took over; one value, one mutating
/// func per event.
///
/// The rule: a press goes to the split view, which may claim it (a dimmed area, a
/// divider, an edge strip); a move may start a swipe the split view follows; on release
/// the content gets the press as a click only if the split view neither claimed it, nor
/// swiped, nor used the release (``Release/isSplitViews(used:)``). The host calls the
/// engine between the steps, as each step's comment says.
///
/// ```swift
/// var pointer = PointerPress.idle
/// if pointer.cancel() { split.pointerCancelled() }
/// pointer.pressed(claimed: split.pointerDown(at: point, time: now))
/// let owned = pointer.moved(tracked: split.pointerMoved(to: farther, time: later))
/// if let release = pointer.release() {
///   let click = !release.isSplitViews(used: split.pointerUp(at: farther, time: later))
/// }
/// ```
public enum PointerPress: Hashable, Sendable {
  /// Nothing is down (or the press went to something else, such as a bar button).
  case idle
  /// Down: whether the split view claimed the press, and whether a swipe took over.
  case pressed(claimed: Bool, swiping: Bool)

  /// A press as it was when it ended.
  public struct Release: Hashable, Sendable {
    /// Whether the split view claimed it.
    public var claimed: Bool
    /// Whether a swipe took it over.
    public var swiping: Bool

    /// Whether the press was the split view's, given whether it used the release
    /// (`pointerUp`): then it is no click for the content.
    ///
    /// - Parameter used: What the split view's `pointerUp` returned.
    /// - Returns: Whether the content must not see it.
    public func isSplitViews(used: Bool) -> Bool { used || claimed || swiping }
  }

  /// Whether something is down.
  public var isPressed: Bool { self != .idle }

  /// Ends a press still held; the host then tells the split view (`pointerCancelled`)
  /// when this returns true.
  ///
  /// - Returns: Whether a press was held.
  @discardableResult
  public mutating func cancel() -> Bool {
    defer { self = .idle }
    return isPressed
  }

  /// A press the split view heard (`pointerDown`), claimed or not.
  ///
  /// - Parameter claimed: What `pointerDown` returned.
  public mutating func pressed(claimed: Bool) {
    self = .pressed(claimed: claimed, swiping: false)
  }

  /// A move while down, which the split view heard (`pointerMoved`).
  ///
  /// - Parameter tracked: What `pointerMoved` returned: whether a swipe follows it.
  /// - Returns: Whether the split view owns the pointer (a claimed press or a swipe);
  ///   false when nothing is down.
  public mutating func moved(tracked: Bool) -> Bool {
    guard case .pressed(let claimed, let swiping) = self else { return false }
    let nowSwiping = swiping || (tracked && !claimed)
    self = .pressed(claimed: claimed, swiping: nowSwiping)
    return claimed || nowSwiping
  }

  /// The release, before the split view hears it (`pointerUp`): nothing is down any more.
  ///
  /// - Returns: The press as it was; nil when nothing was down.
  public mutating func release() -> Release? {
    guard case .pressed(let claimed, let swiping) = self else { return nil }
    self = .idle
    return Release(claimed: claimed, swiping: swiping)
  }
}
