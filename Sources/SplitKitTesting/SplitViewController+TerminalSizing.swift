public import SplitKit
import SplitKitTerminal

extension SplitViewController {
  /// Creates a split view sized as the terminal host sizes it, for tests written in cells.
  ///
  /// The engine's defaults are points (``/SplitKit/ColumnSizing`` `()` is 256…320); a
  /// ``/SplitKitTerminal/SplitHost`` gives a split view
  /// `HostSizingDefaults.terminal` instead (0.3 of the width, 20…40;
  /// the secondary at least 30). Engine tests that reason in cell-sized numbers without a
  /// host say so by creating their split view here.
  ///
  /// ```swift
  /// let split = SplitViewController.terminalSized(style: .doubleColumn)
  /// split.primaryColumnSizing.maximum   // 40
  /// ```
  ///
  /// - Parameter style: Two or three columns.
  /// - Returns: A split view with the terminal host's thresholds and column sizing.
  public static func terminalSized(style: Style) -> SplitViewController {
    let split = SplitViewController(style: style)
    split.adoptHostDefaults(.terminal)
    return split
  }
}
