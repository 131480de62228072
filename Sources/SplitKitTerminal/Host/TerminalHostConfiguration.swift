import SplitKit

/// How a ``TerminalHost`` runs a split view in a terminal: mouse, colours, keys, theme.
///
/// The split view's own settings decide its layout; the host only fills in cell-sized
/// numbers (`HostSizingDefaults.terminal`) where the app kept the
/// engine's defaults, so one terminal cell is one engine point:
///
/// | Width (columns) | Traits | Arrangement |
/// | --- | --- | --- |
/// | below 80 | compact | collapsed into one stack |
/// | 80–119 | regular | secondary only; the primary slides over it on demand (Mail in portrait) |
/// | 120 and wider | regular | columns side by side |
///
/// To move the limits, set ``/SplitKit/SplitViewController/thresholds`` on the split view,
/// all four numbers in cells (changing one of the engine's point defaults alone would leave
/// the others in points):
///
/// ```swift
/// split.thresholds = SplitThresholds(   // tile from 100 columns
///   compactWidth: 80, wideWidth: 100, compactHeight: 20, wideHeight: 40)
/// var configuration = TerminalHostConfiguration()
/// configuration.isMouseEnabled = false
/// ```
public struct TerminalHostConfiguration: Hashable, Sendable {
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
  ///   - isMouseEnabled: Whether to turn on mouse reporting and handle clicks, wheel and drags.
  ///   - colorMode: The colours to emit, or `nil` to detect them from the environment.
  ///   - keyBindings: The key table.
  ///   - resizeStep: How many columns `[` and `]` move the divider; values below 1 count as 1.
  ///   - maximumSize: The largest screen the host draws, in cells.
  ///   - theme: How the host draws its bars and dividers.
  public init(
    isMouseEnabled: Bool = true, colorMode: ColorMode? = nil,
    keyBindings: KeyBindings = .standard, resizeStep: Int = 2,
    maximumSize: CellSize = CellSize(columns: 1000, rows: 500), theme: HostTheme = HostTheme()
  ) {
    self.isMouseEnabled = isMouseEnabled
    self.colorMode = colorMode
    self.keyBindings = keyBindings
    self.resizeStep = max(1, resizeStep)
    self.maximumSize = maximumSize
    self.theme = theme
  }

  /// The terminal modes the host turns on: everything standard, mouse only if enabled.
  public var terminalModes: TerminalModes {
    isMouseEnabled ? .standard : TerminalModes.standard.subtracting(.mouse)
  }
}
