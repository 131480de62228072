public import SplitKit

/// How a ``SplitHost`` turns a terminal into a split view: thresholds, mouse, colours, keys.
///
/// One terminal cell is one engine point, so the thresholds are columns:
///
/// | Width (columns) | Traits | Arrangement |
/// | --- | --- | --- |
/// | below ``compactWidth`` (80) | compact | collapsed into one stack |
/// | ``compactWidth`` … ``wideWidth`` − 1 (80–119) | regular | secondary only; the primary slides over it on demand (Mail in portrait) |
/// | ``wideWidth`` (120) and wider | regular | columns side by side |
///
/// ```swift
/// var configuration = HostConfiguration()
/// configuration.wideWidth = 100      // tile from 100 columns
/// configuration.isMouseEnabled = false
/// ```
public struct HostConfiguration: Hashable, Sendable {
  /// Terminals narrower than this many columns are compact and collapse the split view: 80.
  public var compactWidth: Int
  /// Terminals at least this wide show the columns side by side: 120.
  public var wideWidth: Int
  /// Whether the host turns on mouse reporting and handles clicks, wheel and drags.
  public var isMouseEnabled: Bool
  /// The colours to emit; nil detects them from `TERM`, `COLORTERM` and `NO_COLOR`.
  public var colorMode: ColorMode?
  /// The key table; ``/SplitKitHostCore/KeyBindings/standard`` by default.
  public var keyBindings: KeyBindings
  /// How many columns `[` and `]` move the divider: 2.
  public var resizeStep: Int
  /// The largest screen the host draws; bigger terminals are drawn in the top-left corner
  /// of this size, so an absurd size report cannot exhaust memory: 1000x500.
  public var maximumSize: CellSize
  /// How the host draws its own parts (bars, dividers).
  public var theme: HostTheme
  /// The app's own keys, listed in the help overlay after ``keyBindings`` (keys the
  /// app's controllers handle themselves, such as `/` to filter): none by default.
  public var additionalHelp: [HelpOverlay.Binding] = []

  /// Creates a configuration; every parameter has the documented default.
  ///
  /// - Parameters:
  ///   - compactWidth: Terminals narrower than this many columns collapse the split view.
  ///   - wideWidth: Terminals at least this many columns wide tile the columns.
  ///   - isMouseEnabled: Whether to turn on mouse reporting and handle clicks, wheel and drags.
  ///   - colorMode: The colours to emit, or `nil` to detect them from the environment.
  ///   - keyBindings: The key table.
  ///   - resizeStep: How many columns `[` and `]` move the divider; values below 1 count as 1.
  ///   - maximumSize: The largest screen the host draws, in cells.
  ///   - theme: How the host draws its bars and dividers.
  /// - Precondition: `0 ≤ compactWidth ≤ wideWidth`.
  public init(
    compactWidth: Int = 80, wideWidth: Int = 120, isMouseEnabled: Bool = true,
    colorMode: ColorMode? = nil,
    keyBindings: KeyBindings = .standard, resizeStep: Int = 2,
    maximumSize: CellSize = CellSize(columns: 1000, rows: 500), theme: HostTheme = HostTheme()
  ) {
    precondition(
      0 <= compactWidth && compactWidth <= wideWidth, "compactWidth must not exceed wideWidth")
    self.compactWidth = compactWidth
    self.wideWidth = wideWidth
    self.isMouseEnabled = isMouseEnabled
    self.colorMode = colorMode
    self.keyBindings = keyBindings
    self.resizeStep = max(1, resizeStep)
    self.maximumSize = maximumSize
    self.theme = theme
  }

  /// The engine thresholds these widths stand for (heights keep the engine's defaults).
  ///
  /// A ``SplitHost`` gives them to its split view only while the split view's own
  /// thresholds are still the engine's defaults; thresholds set on the split view win.
  public var thresholds: SplitThresholds {
    SplitThresholds(compactWidth: Double(compactWidth), wideWidth: Double(wideWidth))
  }

  /// The terminal modes the host turns on: everything standard, mouse only if enabled.
  public var terminalModes: TerminalModes {
    isMouseEnabled ? .standard : TerminalModes.standard.subtracting(.mouse)
  }
}
