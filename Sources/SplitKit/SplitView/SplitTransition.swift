/// A running change between two arrangements (display mode, inspector shown or hidden),
/// animated or driven by a gesture.
struct SplitTransition {
  /// The mode the transition leaves (progress 0).
  var from: SplitViewController.DisplayMode
  /// The mode it reaches (progress 1).
  var to: SplitViewController.DisplayMode
  /// Whether the inspector is shown where the transition starts.
  var inspectorFrom: Bool
  /// Whether the inspector is shown where the transition ends.
  var inspectorTo: Bool
  var progress: TransitionProgress
  /// The `did` callbacks to deliver when it ends.
  var appearance: AppearanceTransaction
}

/// The inputs automatic resolution depends on; when they change, a mode the user picked
/// with the button or a gesture no longer applies.
struct ResolutionKey: Hashable {
  var widthClass: SplitWidthClass
  var behavior: SplitViewController.SplitBehavior
  var base: SplitViewController.DisplayMode
}

/// Which column has keyboard focus, and where focus returns when an overlay closes.
struct FocusState: Hashable {
  var column: SplitViewController.Column?
  var beforeOverlay: SplitViewController.Column?
  var beforeInspector: SplitViewController.Column?
}
