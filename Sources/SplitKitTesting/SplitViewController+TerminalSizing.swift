public import SplitKit
import SplitKitHostCore

extension SplitViewController {
  /// Creates a split view sized as the terminal host sizes it, for tests written in cells.
  ///
  /// The engine's defaults are points (``/SplitKit/ColumnSizing`` `()` is 256…320); a
  /// ``/SplitKitTerminal/TerminalHost`` gives a split view
  /// `HostSizingDefaults.terminal` instead (0.3 of the width, 20…40;
  /// the secondary at least 30; collapse below 80, tile from 120; 2-cell swipe edge strip
  /// and start threshold, 20 cells per second flick). Engine tests that reason in
  /// cell-sized numbers without a host say so by creating their split view here.
  ///
  /// ```swift
  /// let split = SplitViewController.terminalSized(style: .doubleColumn)
  /// split.primaryColumnSizing.maximum   // 40
  /// ```
  ///
  /// - Parameter style: Two or three columns.
  /// - Returns: A split view with the terminal host's thresholds, column sizing and swipe
  ///   numbers.
  public static func terminalSized(style: Style) -> SplitViewController {
    let split = SplitViewController(style: style)
    split.adoptHostDefaults(.terminal)
    return split
  }
}

extension SwipeTracker.Configuration {
  /// The terminal host's swipe numbers (2-cell start threshold and edge strip, 20 cells
  /// per second flick), for gesture tests written in cells.
  public static var terminalSized: Self { HostSizingDefaults.terminal.swipe }
}

extension IndexDetailController {
  /// Creates an index/detail container with the terminal's thresholds (collapse below 80
  /// columns or 20 rows), for tests written in cells.
  ///
  /// - Parameters:
  ///   - index: The index pane's controller.
  ///   - placeholder: The detail stack's root.
  /// - Returns: A container whose ``/SplitKit/IndexDetailController/thresholds`` are
  ///   `HostSizingDefaults.terminal.thresholds`.
  public static func terminalSized(index: ViewController, placeholder: ViewController)
    -> IndexDetailController
  {
    let container = IndexDetailController(index: index, placeholder: placeholder)
    container.thresholds = HostSizingDefaults.terminal.thresholds
    return container
  }
}

extension ColumnSizing {
  /// The terminal host's primary column sizing (0.3 of the width, 20…40 cells), for tests
  /// written in cells.
  public static var terminalSized: Self { HostSizingDefaults.terminal.columnSizing }
}
