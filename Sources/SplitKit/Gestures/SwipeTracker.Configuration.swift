extension SwipeTracker {
  /// The axis a swipe moves along.
  public enum Axis: Sendable, Hashable, CaseIterable {
    /// Left–right: progress follows x.
    case horizontal
    /// Top–bottom: progress follows y.
    case vertical
  }

  /// The tunable numbers of a ``SwipeTracker``, each with its unit.
  ///
  /// The defaults are points for a host with one point per logical pixel (UIKit-like: an
  /// 8-point start threshold, a 20-point edge strip, a 500 points per second flick;
  /// libadwaita uses 16 px and 32 px). The terminal host, where one point is one cell, gives
  /// a split view that kept these its own (2, 2 and 20; `HostSizingDefaults.terminal` in
  /// SplitKitTerminal).
  public struct Configuration: Sendable, Hashable {
    /// The axis progress follows; ``Axis/horizontal`` by default.
    public var axis: Axis
    /// Whether the gesture is mirrored; `false` by default.
    ///
    /// When `true`, moving towards −x (or −y) increases progress and the edge strip lies
    /// along the trailing (or bottom) edge. Set it for right-to-left layouts and for a
    /// primary column on the trailing edge — not for both at once, they cancel out.
    public var isReversed: Bool
    /// The distance in points the pointer must move before the tracker decides; 8 points.
    ///
    /// Along the axis the swipe begins; across it the press is rejected (direction lock).
    /// The terminal host uses 2 (two cells); libadwaita uses 16 px.
    public var startThreshold: Double
    /// The width in points of the strip where a press may open a closed target; 20 points.
    ///
    /// The strip runs along the opening edge of ``Swipeable/swipeBounds``: the leading
    /// (top) edge, or the trailing (bottom) edge when reversed. `nil` lets a press
    /// anywhere in the bounds open the target. The terminal host uses 2 (two cells);
    /// libadwaita uses 32 px.
    public var edgeStripWidth: Double?
    /// How far back from the newest sample velocity is measured; 150 ms.
    public var velocityWindow: Duration
    /// The release speed in points per second at or above which a swipe is a flick;
    /// 500 points per second (the terminal host uses 20).
    ///
    /// A flick moves one snap point in its direction regardless of position.
    public var flickVelocity: Double
    /// The most a swipe may overshoot its first or last snap point, in points; 1 point.
    ///
    /// The overshoot saturates as `limit·d/(d + limit)` for a drag `d` past the end, so it
    /// never reaches the limit. 0 clamps hard.
    public var rubberBandLimit: Double
    /// The spring that finishes the motion after release; ``SpringParameters/sidebar``.
    public var spring: SpringParameters
    /// The rest tolerance, in progress units, of that spring; 0.001.
    public var springEpsilon: Double

    /// Creates a configuration; every argument has the default documented on its property.
    ///
    /// - Parameters:
    ///   - axis: The axis the swipe moves along.
    ///   - isReversed: Whether the gesture is mirrored: moving towards −x (or −y)
    ///     increases progress.
    ///   - startThreshold: Points of travel before a swipe begins or is rejected.
    ///   - edgeStripWidth: The width in points of the strip where a press may open a
    ///     closed target; `nil` accepts presses anywhere in the bounds.
    ///   - velocityWindow: How far back pointer samples count for the release velocity.
    ///   - flickVelocity: The speed, in points per second, above which a release is a flick.
    ///   - rubberBandLimit: The most a swipe may overshoot its first or last snap point.
    ///   - spring: The spring that finishes the motion after release.
    ///   - springEpsilon: The rest tolerance of that spring, in progress units.
    public init(
      axis: Axis = .horizontal,
      isReversed: Bool = false,
      startThreshold: Double = 8,
      edgeStripWidth: Double? = 20,
      velocityWindow: Duration = .milliseconds(150),
      flickVelocity: Double = 500,
      rubberBandLimit: Double = 1,
      spring: SpringParameters = .sidebar,
      springEpsilon: Double = 0.001
    ) {
      precondition(startThreshold >= 0, "Start threshold cannot be negative: \(startThreshold)")
      precondition((edgeStripWidth ?? 0) >= 0, "Edge strip cannot be negative")
      precondition(velocityWindow > .zero, "Velocity window must be positive")
      precondition(flickVelocity > 0, "Flick velocity must be positive: \(flickVelocity)")
      precondition(rubberBandLimit >= 0, "Rubber band limit cannot be negative")
      self.axis = axis
      self.isReversed = isReversed
      self.startThreshold = startThreshold
      self.edgeStripWidth = edgeStripWidth
      self.velocityWindow = velocityWindow
      self.flickVelocity = flickVelocity
      self.rubberBandLimit = rubberBandLimit
      self.spring = spring
      self.springEpsilon = springEpsilon
    }
  }
}
