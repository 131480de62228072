/// Tracks one pointer drag or tap on a split view and decides what it does.
///
/// Positions are measured along the split's axis from the primary edge (mirrored for
/// right-to-left layouts and a trailing primary edge), so one code path serves every
/// direction. Numbers (points and seconds):
/// - ``edgeWidth`` 2: drags that open the primary or go back start this close to the edge.
/// - ``startThreshold`` 1: movement before a drag starts; it must move more along the axis
///   than across it (direction lock), otherwise the gesture is left to others.
/// - ``velocityWindow`` 150 ms: the history used for the release velocity.
/// - ``flickVelocity`` 40 points per second: a faster release always completes in its
///   direction; slower ones complete past half the distance.
struct PresentationGesture {
  static let edgeWidth: Double = 2
  static let startThreshold: Double = 1
  static let velocityWindow: Duration = .milliseconds(150)
  static let flickVelocity: Double = 40

  /// What the gesture would do once it starts.
  enum Intent: Equatable {
    /// Reveal columns over or beside the secondary, reaching this mode.
    case open(SplitViewController.DisplayMode)
    /// Hide the overlay, reaching this mode.
    case close(SplitViewController.DisplayMode)
    /// Pop this navigation controller's top item.
    case back(ObjectIdentifier)
  }

  let intent: Intent
  /// The distance a full drag covers (the revealed columns' width), in points.
  let extent: Double
  /// Whether the press started on the dimmed secondary (a tap there dismisses).
  let onDimmedSecondary: Bool
  private let origin: Double
  private let crossOrigin: Double
  private(set) var isDragging = false
  private var samples: [(time: Duration, position: Double)]

  init(intent: Intent, extent: Double, position: Double, cross: Double, time: Duration, onDimmedSecondary: Bool) {
    self.intent = intent
    self.extent = max(extent, 1)
    self.onDimmedSecondary = onDimmedSecondary
    origin = position
    crossOrigin = cross
    samples = [(time, position)]
  }

  /// The direction that advances the gesture: +1 away from the primary edge when opening
  /// or going back, -1 towards it when closing.
  private var sign: Double {
    if case .close = intent { return -1 }
    return 1
  }

  /// The action of a pointer move.
  enum MoveAction: Equatable {
    /// Not started yet, keep tracking.
    case none
    /// Crossed the threshold along the axis: start the interactive transition.
    case begin
    /// Moved the transition to this progress.
    case update(Double)
    /// Moved across the axis first: give the gesture up.
    case abandon
  }

  /// Records a move and returns what to do.
  mutating func moved(to position: Double, cross: Double, time: Duration) -> MoveAction {
    samples.append((time, position))
    samples.removeAll { time - $0.time > Self.velocityWindow }
    let along = (position - origin) * sign
    if !isDragging {
      let across = abs(cross - crossOrigin)
      if across >= Self.startThreshold && across > abs(along) { return .abandon }
      guard along >= Self.startThreshold else { return .none }
      isDragging = true
      return .begin
    }
    return .update(progress(at: position))
  }

  /// The progress at a position: distance moved over the extent, clamped to 0…1.
  func progress(at position: Double) -> Double {
    min(1, max(0, (position - origin) * sign / extent))
  }

  /// The velocity along the gesture's direction in points per second over the window.
  var velocity: Double {
    guard let first = samples.first, let last = samples.last, last.time > first.time else { return 0 }
    return (last.position - first.position) * sign / TransitionProgress.seconds(last.time - first.time)
  }

  /// Whether a release at `position` completes the transition.
  func completes(at position: Double) -> Bool {
    let velocity = velocity
    if abs(velocity) >= Self.flickVelocity { return velocity > 0 }
    return progress(at: position) >= 0.5
  }
}
