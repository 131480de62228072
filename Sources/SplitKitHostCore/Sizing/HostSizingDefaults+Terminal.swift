import SplitKit

extension HostSizingDefaults {
  /// The terminal host's numbers, in cells: what SplitKitTerminal's `TerminalHost` gives a
  /// split view wherever the app kept the engine's point-sized defaults.
  ///
  /// They live here, beside the type, so engine tests written in cells
  /// (`SplitKitTesting`'s `terminalSized`) use them without importing a host.
  ///
  /// | setting | terminal | engine default (points) |
  /// | --- | --- | --- |
  /// | thresholds | collapse below 80 columns, tile from 120 | compact up to 320, tile from 1000 |
  /// | vertical thresholds | compact below 20 rows, tile from 40 | 400, 700 |
  /// | primary and supplementary sizing | 0.3 of the width, 20…40 columns | 0.42, 256…320 |
  /// | minimum secondary width | 30 columns | 320 |
  /// | swipe start threshold | 2 cells | 8 |
  /// | edge strip | 2 cells | 20 |
  /// | flick speed | 20 cells per second | 500 per second |
  ///
  /// ```swift
  /// let split = SplitViewController(style: .doubleColumn)
  /// split.adoptHostDefaults(.terminal)   // what TerminalHost does
  /// split.primaryColumnSizing            // 0.3 of the width, 20…40
  /// ```
  public static let terminal = HostSizingDefaults(
    thresholds: SplitThresholds(
      compactWidth: 80, wideWidth: 120, compactHeight: 20, wideHeight: 40),
    columnSizing: ColumnSizing(fraction: 0.3, minimum: 20, maximum: 40),
    minimumSecondaryColumnWidth: 30,
    swipe: SwipeTracker.Configuration(startThreshold: 2, edgeStripWidth: 2, flickVelocity: 20),
    inspectorColumnSizing: ColumnSizing(fraction: 0.3, width: 30, minimum: 24, maximum: 40))
}
