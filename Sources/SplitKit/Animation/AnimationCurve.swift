/// How an ``Animator`` moves between two values: a timed curve or a spring.
///
/// The presets name SplitKit's defaults, which follow libadwaita:
///
/// | Preset | Motion | Use |
/// | --- | --- | --- |
/// | ``sidebar`` | spring ζ 1, m 0.5, k 500, ε 0.001 | showing and hiding an overlaid or displacing column (≈ 292 ms for a full swing) |
/// | ``navigation`` | spring ζ 1, m 1, k 1000, ε 0.001 | push, pop and the back swipe's completion |
/// | ``classic`` | 250 ms ``Easing/easeOutCubic`` | hosts that prefer fixed durations |
public enum AnimationCurve: Sendable, Hashable {
  /// A fixed-length animation with an easing curve; see ``TimedAnimation``.
  case timed(duration: Duration, easing: Easing)
  /// A spring with a rest tolerance in value units; see ``SpringAnimation``.
  case spring(SpringParameters, epsilon: Double)

  /// The spring for overlaid and displacing columns: ``SpringParameters/sidebar``, ε 0.001.
  public static let sidebar = AnimationCurve.spring(.sidebar, epsilon: 0.001)
  /// The spring for navigation push and pop: ``SpringParameters/navigation``, ε 0.001.
  public static let navigation = AnimationCurve.spring(.navigation, epsilon: 0.001)
  /// A 250 ms ease-out cubic, libadwaita's timed transition before springs.
  public static let classic = AnimationCurve.timed(
    duration: .milliseconds(250), easing: .easeOutCubic)
}
