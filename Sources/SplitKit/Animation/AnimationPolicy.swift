/// Whether state changes animate or jump straight to their end.
///
/// The split view holds one policy and hands it to every ``Animator`` it creates. Hosts set
/// ``instant`` when the user asks for reduced motion (or for deterministic snapshots); the
/// state still passes through the same begin and end steps, so appearance callbacks stay
/// balanced — only the in-between frames disappear.
public enum AnimationPolicy: Sendable, Hashable, CaseIterable {
  /// Transitions follow their curve over time.
  case animated
  /// Reduced motion: every transition is finished the moment it starts.
  case instant
}
