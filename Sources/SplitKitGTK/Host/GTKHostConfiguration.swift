public import SplitKit
public import SplitKitContent
public import SplitKitHostCore

/// How a ``GTKHost`` turns a window into a split view: thresholds in points (one
/// point is one GTK logical pixel), gestures and keys.
///
/// The defaults follow the source documents' iPad: a 1024-point-wide window (landscape)
/// shows the 320-point master beside the detail; a 768-point one (portrait) shows the
/// detail with the master sliding over it; below 500 points the split collapses into one
/// stack. Every number but that 500 is the engine's own point default, used as it is:
/// tiling from 1000 points and the vertical thresholds (``/SplitKit/SplitThresholds`` `()`),
/// column widths (``/SplitKit/ColumnSizing`` `()`: 0.42 of the width, 256…320 points; a
/// 320-point minimum secondary) and the swipe numbers
/// (``/SplitKit/SwipeTracker/Configuration`` `()`). The engine itself collapses only at
/// 320 points and below (the source documents' iPhone); a GTK window between 320 and 500
/// points is too narrow for an overlay beside its bars, so the GTK host collapses it.
/// Set a number on the split view to change it there: the split view's own settings win
/// over this configuration.
///
/// | Width (points) | Traits | Arrangement |
/// | --- | --- | --- |
/// | below 500 | compact | collapsed into one stack |
/// | 500 … 999 | regular | secondary only; the primary slides over it on demand |
/// | 1000 and wider | regular | columns side by side |
///
/// ```swift
/// var configuration = GTKHostConfiguration()
/// configuration.thresholds = SplitThresholds()   // collapse only at 320 points and below
/// ```
public struct GTKHostConfiguration: Hashable, Sendable {
  /// The size-class and tiling thresholds, in points, given to a split view whose own
  /// ``/SplitKit/SplitViewController/thresholds`` are still the engine's defaults
  /// (thresholds the app set on the split view win); the engine's with a 500-point
  /// compact width.
  public var thresholds: SplitThresholds
  /// The swipe numbers given to a split view whose own
  /// ``/SplitKit/SplitViewController/swipeConfiguration`` is still the engine's default;
  /// by default the engine's (a 20-point edge strip, an 8-point start threshold and a
  /// flick speed of 500 points per second).
  public var swipe: SwipeTracker.Configuration
  /// The key table; ``/SplitKitHostCore/KeyBindings/standard`` by default, as in the terminal.
  public var keyBindings: KeyBindings
  /// How many points `[` and `]` move the divider: 16.
  public var resizeStep: Double
  /// The window's size when it opens: 1024 x 768.
  public var windowSize: Size
  /// The window's title.
  public var title: String
  /// The app's own keys, listed in the help after ``keyBindings``: an app's
  /// `keyCommands`, as the terminal host's configuration takes them.
  public var additionalHelp: [KeyCommand] = []

  /// Creates a configuration; every parameter has the documented default.
  ///
  /// - Parameters:
  ///   - thresholds: Size-class and tiling thresholds in points, for a split view that
  ///     kept the engine's.
  ///   - swipe: The swipe numbers, for a split view that kept the engine's.
  ///   - keyBindings: The key table; rows of commands a window cannot perform (suspend) are
  ///     left out (``GTKHost/keyBindings``).
  ///   - resizeStep: Points `[` and `]` move the divider.
  ///   - windowSize: The window's initial size.
  ///   - title: The window's title.
  public init(
    thresholds: SplitThresholds = SplitThresholds(compactWidth: 500),
    swipe: SwipeTracker.Configuration = SwipeTracker.Configuration(),
    keyBindings: KeyBindings = .standard, resizeStep: Double = 16,
    windowSize: Size = Size(width: 1024, height: 768), title: String = "SplitKit"
  ) {
    self.thresholds = thresholds
    self.swipe = swipe
    self.keyBindings = keyBindings
    self.resizeStep = resizeStep
    self.windowSize = windowSize
    self.title = title
  }
}
