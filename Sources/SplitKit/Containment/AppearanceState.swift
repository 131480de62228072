/// Where a controller is in its appearance cycle.
public enum AppearanceState: String, Hashable, Sendable, CaseIterable {
  /// Off screen; the last callback was `viewDidDisappear` (or none yet).
  case disappeared
  /// Coming on screen; `viewWillAppear` was delivered, `viewDidAppear` is pending.
  case appearing
  /// On screen; the last callback was `viewDidAppear`.
  case appeared
  /// Leaving the screen; `viewWillDisappear` was delivered, `viewDidDisappear` is pending.
  case disappearing
}
