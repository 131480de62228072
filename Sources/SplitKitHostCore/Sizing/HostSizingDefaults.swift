public import SplitKit

/// A host's own sizing numbers, given to a split view only where it still has the engine's
/// defaults.
///
/// The engine's defaults are in points for a pixel-like host: ``/SplitKit/SplitThresholds``
/// `()` is compact up to 320 points and tiles from 1000, ``/SplitKit/ColumnSizing`` `()` is
/// 256…320 points, ``/SplitKit/SplitViewController/minimumSecondaryColumnWidth`` is 320,
/// and ``/SplitKit/SwipeTracker/Configuration`` `()` has a 20-point edge strip, an 8-point
/// start threshold and a 500 points per second flick. A host whose points are something else (the terminal: one point is one cell)
/// brings its own numbers and applies them with `adoptHostDefaults(_:)`, an extension on
/// `SplitViewController` in this module. Whatever the app set on the split view stays: the
/// split view is the one source of truth, these only fill in.
///
/// ```swift
/// let cells = HostSizingDefaults(
///   thresholds: SplitThresholds(compactWidth: 80, wideWidth: 120),
///   columnSizing: ColumnSizing(fraction: 0.3, minimum: 20, maximum: 40),
///   minimumSecondaryColumnWidth: 30,
///   swipe: SwipeTracker.Configuration(startThreshold: 2, edgeStripWidth: 2, flickVelocity: 20))
/// split.adoptHostDefaults(cells)
/// ```
public struct HostSizingDefaults: Hashable, Sendable {
  /// The thresholds the split view gets while its own are ``/SplitKit/SplitThresholds``
  /// `()`.
  public var thresholds: SplitThresholds
  /// The sizing the primary and supplementary columns get while theirs is
  /// ``/SplitKit/ColumnSizing`` `()`.
  public var columnSizing: ColumnSizing
  /// The secondary's minimum while the split view's is
  /// ``/SplitKit/SplitViewController/defaultMinimumSecondaryColumnWidth``.
  public var minimumSecondaryColumnWidth: Double
  /// The swipe numbers the split view gets while its
  /// ``/SplitKit/SplitViewController/swipeConfiguration`` is
  /// ``/SplitKit/SwipeTracker/Configuration`` `()`.
  public var swipe: SwipeTracker.Configuration
  /// The inspector column's width and limits.
  public var inspectorColumnSizing: ColumnSizing

  /// Creates a host's numbers; each parameter defaults to the engine's own default, which
  /// leaves that setting as it is.
  ///
  /// - Parameters:
  ///   - thresholds: The host's size-class and tiling thresholds.
  ///   - columnSizing: The host's sizing for the primary and supplementary columns.
  ///   - minimumSecondaryColumnWidth: The host's minimum for the secondary column.
  ///   - swipe: The host's swipe numbers (start threshold, edge strip, flick speed, …).
  ///   - inspectorColumnSizing: The inspector column's width and limits.
  public init(
    thresholds: SplitThresholds = SplitThresholds(), columnSizing: ColumnSizing = ColumnSizing(),
    minimumSecondaryColumnWidth: Double = SplitViewController.defaultMinimumSecondaryColumnWidth,
    swipe: SwipeTracker.Configuration = SwipeTracker.Configuration(),
    inspectorColumnSizing: ColumnSizing = SplitViewController.defaultInspectorColumnSizing
  ) {
    self.inspectorColumnSizing = inspectorColumnSizing
    self.thresholds = thresholds
    self.columnSizing = columnSizing
    self.minimumSecondaryColumnWidth = minimumSecondaryColumnWidth
    self.swipe = swipe
  }
}

extension SplitViewController {
  /// Gives the split view a host's numbers wherever it still has the engine's defaults.
  ///
  /// Each setting is replaced only while it equals the engine's default: thresholds,
  /// the primary and supplementary column sizing, the secondary's minimum and the swipe
  /// numbers (``/SplitKit/SplitViewController/swipeConfiguration``). A value the
  /// app set (even one equal to the host's) is never overwritten; one equal to the engine's
  /// default cannot be told from it and takes the host's. Both hosts call this
  /// once, when they take the split view.
  ///
  /// - Parameter defaults: The host's numbers.
  public func adoptHostDefaults(_ defaults: HostSizingDefaults) {
    if thresholds == SplitThresholds() { thresholds = defaults.thresholds }
    if primaryColumnSizing == ColumnSizing() { primaryColumnSizing = defaults.columnSizing }
    if supplementaryColumnSizing == ColumnSizing() {
      supplementaryColumnSizing = defaults.columnSizing
    }
    if minimumSecondaryColumnWidth == Self.defaultMinimumSecondaryColumnWidth {
      minimumSecondaryColumnWidth = defaults.minimumSecondaryColumnWidth
    }
    if swipeConfiguration == SwipeTracker.Configuration() { swipeConfiguration = defaults.swipe }
    if inspectorColumnSizing == Self.defaultInspectorColumnSizing {
      inspectorColumnSizing = defaults.inspectorColumnSizing
    }
  }
}
