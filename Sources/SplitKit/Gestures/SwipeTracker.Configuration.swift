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
  /// Defaults suit a terminal host, where one point is one cell; a graphical host with
  /// one point per logical pixel would use libadwaita's numbers instead (start threshold
  /// 16 px, edge strip 32 px, rubber band ≈ 10 px).
  public struct Configuration: Sendable, Hashable {
    /// The axis progress follows; ``Axis/horizontal`` by default.
    public var axis: Axis
    /// Mirrors the gesture: when `true`, moving towards −x (or −y) increases progress and
    /// the edge strip lies along the trailing (or bottom) edge. Set it for right-to-left
    /// layouts and for a primary column on the trailing edge — never both, they cancel.
    public var isReversed: Bool
    /// How far, in points, the pointer must move from the press before the tracker
    /// decides: along the axis it begins a swipe, across it rejects the press (direction
    /// lock). Default 2 points (2 cells).
    public var startThreshold: Double
    /// The width, in points, of the strip along the opening edge where a press may open a
    /// closed target; `nil` lets a press anywhere in the bounds open it. Default 2 points.
    public var edgeStripWidth: Double?
    /// How far back, from the newest sample, velocity is measured. Default 150 ms.
    public var velocityWindow: Duration
    /// The release speed, in points per second along the axis, at or above which a swipe
    /// is a flick and moves one snap point in its direction regardless of position.
    /// Default 20 points per second.
    public var flickVelocity: Double
    /// The most a swipe may overshoot its first or last snap point, in points. The
    /// overshoot saturates as `limit·d/(d + limit)` for a drag `d` past the end. Default
    /// 1 point; 0 clamps hard.
    public var rubberBandLimit: Double
    /// The spring that finishes the motion after release. Default ``SpringParameters/sidebar``.
    public var spring: SpringParameters
    /// The rest tolerance, in progress units, of that spring. Default 0.001.
    public var springEpsilon: Double

    /// Creates a configuration; every argument has the default documented on its property.
    public init(
      axis: Axis = .horizontal,
      isReversed: Bool = false,
      startThreshold: Double = 2,
      edgeStripWidth: Double? = 2,
      velocityWindow: Duration = .milliseconds(150),
      flickVelocity: Double = 20,
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
