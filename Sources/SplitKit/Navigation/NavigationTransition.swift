/// A running push or pop of a ``NavigationController``, for the host to draw.
///
/// At ``fraction`` 0 the host shows ``from``, at 1 it shows ``to``; in between it slides
/// the two (a push moves `to` in from the trailing edge, a pop moves `from` out towards it).
public struct NavigationTransition {
  /// Which way the stack moves.
  public enum Kind: String, Hashable, Sendable {
    /// A new item comes in on top.
    case push
    /// The top item leaves.
    case pop
  }

  /// Which way the stack moves.
  public let kind: Kind
  /// The item on top when the transition started.
  public let from: ViewController
  /// The item on top when it completes.
  public let to: ViewController
  var progress: TransitionProgress

  /// How far the transition is, 0…1 (towards 0 while a cancelled back swipe settles).
  public var fraction: Double { progress.value }
  /// Whether a gesture drives it.
  public var isInteractive: Bool { progress.isInteractive }
  /// Whether it is settling back to where it started (a cancelled back swipe).
  public var isCancelling: Bool { progress.target == 0 }
}
