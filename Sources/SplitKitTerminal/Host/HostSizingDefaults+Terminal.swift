import SplitKit
public import SplitKitHostCore

extension HostSizingDefaults {
  /// The terminal host's numbers, in cells: what a ``SplitHost`` gives a split view wherever
  /// the app kept the engine's point-sized defaults.
  ///
  /// | setting | terminal | engine default (points) |
  /// | --- | --- | --- |
  /// | thresholds | collapse below 80 columns, tile from 120 | the same |
  /// | primary and supplementary sizing | 0.3 of the width, 20…40 columns | 0.42, 256…320 |
  /// | minimum secondary width | 30 columns | 320 |
  ///
  /// ```swift
  /// let split = SplitViewController(style: .doubleColumn)
  /// split.adoptHostDefaults(.terminal)   // what SplitHost does
  /// split.primaryColumnSizing            // 0.3 of the width, 20…40
  /// ```
  public static let terminal = HostSizingDefaults(
    thresholds: SplitThresholds(compactWidth: 80, wideWidth: 120),
    columnSizing: ColumnSizing(fraction: 0.3, minimum: 20, maximum: 40),
    minimumSecondaryColumnWidth: 30)
}
