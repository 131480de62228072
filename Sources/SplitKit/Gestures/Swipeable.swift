/// Something a ``SwipeTracker`` can move: an overlaid column, a navigation back swipe.
///
/// The tracker knows nothing about columns or pages. It reads the swipeable's geometry once,
/// when the pointer goes down, and from then on reports *progress* in the swipeable's own
/// units: its ``snapPoints`` are the resting positions (for a sidebar `[0, 1]`: hidden and
/// shown; for a back swipe `[0, 1]`: page in place and page popped).
///
/// Requirements, all checked with preconditions when a press arrives:
/// - ``snapPoints`` is non-empty and ascending;
/// - ``swipeDistance`` is greater than 0;
/// - ``swipeBounds`` is the area where a press may start a swipe.
public protocol Swipeable {
  /// The resting positions in progress units, ascending; at least one.
  var snapPoints: [Double] { get }
  /// The current progress; may lie between snap points while an animation runs.
  var progress: Double { get }
  /// How many points the pointer travels for one unit of progress (e.g. the sidebar's
  /// width); greater than 0.
  var swipeDistance: Double { get }
  /// The progress to return to when a swipe is cancelled (e.g. by Escape or a lost pointer).
  var cancelProgress: Double { get }
  /// Where a press may start a swipe, in the same coordinates as the pointer samples.
  ///
  /// While ``progress`` rests on the first snap point (closed), a press must also fall in
  /// the edge strip along the opening edge of this rectangle
  /// (``SwipeTracker/Configuration/edgeStripWidth``); otherwise (open or moving) a press
  /// anywhere inside may drag, which is how an open overlay is dragged closed.
  var swipeBounds: Rect { get }
}

/// A plain value that describes a swipeable target; the simplest ``Swipeable``.
///
/// The split view builds one from its state when a press arrives:
///
/// ```swift
/// let sidebar = SwipeTarget(
///   snapPoints: [0, 1], progress: reveal, swipeDistance: 30,
///   cancelProgress: reveal.rounded(), swipeBounds: container)
/// ```
public struct SwipeTarget: Swipeable, Sendable, Hashable {
  /// The resting positions in progress units, ascending.
  public var snapPoints: [Double]
  /// The current progress.
  public var progress: Double
  /// Points of pointer travel per unit of progress.
  public var swipeDistance: Double
  /// Where a cancelled swipe returns to.
  public var cancelProgress: Double
  /// Where presses may start.
  public var swipeBounds: Rect

  /// Creates a target description.
  ///
  /// - Parameters:
  ///   - snapPoints: Ascending resting positions; `[0, 1]` by default.
  ///   - progress: The current progress.
  ///   - swipeDistance: Points of pointer travel per unit of progress; greater than 0.
  ///   - cancelProgress: Where a cancelled swipe returns to.
  ///   - swipeBounds: Where presses may start.
  public init(
    snapPoints: [Double] = [0, 1],
    progress: Double,
    swipeDistance: Double,
    cancelProgress: Double,
    swipeBounds: Rect
  ) {
    self.snapPoints = snapPoints
    self.progress = progress
    self.swipeDistance = swipeDistance
    self.cancelProgress = cancelProgress
    self.swipeBounds = swipeBounds
  }

  /// Copies any swipeable's current description.
  ///
  /// - Parameter swipeable: The value to read.
  public init(_ swipeable: some Swipeable) {
    self.init(
      snapPoints: swipeable.snapPoints, progress: swipeable.progress,
      swipeDistance: swipeable.swipeDistance, cancelProgress: swipeable.cancelProgress,
      swipeBounds: swipeable.swipeBounds)
  }
}
