public import SplitKit

/// A host's own sizing numbers, given to a split view only where it still has the engine's
/// defaults.
///
/// The engine's defaults are in points for a pixel-like host: ``/SplitKit/ColumnSizing``
/// `()` is 256…320 points and ``/SplitKit/SplitViewController/minimumSecondaryColumnWidth``
/// is 320. A host whose points are something else (the terminal: one point is one cell)
/// brings its own numbers and applies them with `adoptHostDefaults(_:)`, an extension on
/// `SplitViewController` in this module. Whatever the app set on the split view stays: the
/// split view is the one source of truth, these only fill in.
///
/// ```swift
/// let cells = HostSizingDefaults(
///   thresholds: SplitThresholds(compactWidth: 80, wideWidth: 120),
///   columnSizing: ColumnSizing(fraction: 0.3, minimum: 20, maximum: 40),
///   minimumSecondaryColumnWidth: 30)
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

  /// Creates a host's numbers; each parameter defaults to the engine's own default, which
  /// leaves that setting as it is.
  ///
  /// - Parameters:
  ///   - thresholds: The host's size-class and tiling thresholds.
  ///   - columnSizing: The host's sizing for the primary and supplementary columns.
  ///   - minimumSecondaryColumnWidth: The host's minimum for the secondary column.
  public init(
    thresholds: SplitThresholds = SplitThresholds(), columnSizing: ColumnSizing = ColumnSizing(),
    minimumSecondaryColumnWidth: Double = SplitViewController.defaultMinimumSecondaryColumnWidth
  ) {
    self.thresholds = thresholds
    self.columnSizing = columnSizing
    self.minimumSecondaryColumnWidth = minimumSecondaryColumnWidth
  }
}

extension SplitViewController {
  /// Gives the split view a host's numbers wherever it still has the engine's defaults.
  ///
  /// Each setting is replaced only while it equals the engine's default: thresholds,
  /// the primary and supplementary column sizing, and the secondary's minimum. A value the
  /// app set (even one equal to the host's) is never overwritten. Both hosts call this
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
  }
}
