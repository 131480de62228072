/// What the pointer is doing to a split view between a press and its release.
///
/// One case per gesture in progress, each carrying its own data, in the style of swift-nio's
/// state machines: a swipe and a divider drag can never both be running, and a swipe's
/// tracker exists only while its press does.
enum PointerState {
  /// A press on a resizable divider, moving it.
  struct DividerDrag {
    /// The column before the divider: the primary, or a triple column's supplementary.
    var column: SplitViewController.Column
    /// Where the press was along the axis (negated when the layout is mirrored).
    var origin: Double
    /// The column's width when the press began.
    var width: Double
  }

  /// No press is tracked (or the split view let the content have it).
  case idle
  /// A press the swipe tracker follows; it may become (or has become) a reveal, a close or
  /// a back swipe, as the session says.
  case swiping(SwipeTracker, SwipeSession)
  /// A press on a resizable divider, dragging it.
  case draggingDivider(DividerDrag)
  /// A press on the dimmed columns around an overlaid inspector; its release hides the
  /// inspector.
  case pressingInspectorShield

  /// The swipe in progress, if any.
  var session: SwipeSession? {
    if case .swiping(_, let session) = self { return session }
    return nil
  }

  /// Whether no press is tracked.
  var isIdle: Bool {
    if case .idle = self { return true }
    return false
  }
}
