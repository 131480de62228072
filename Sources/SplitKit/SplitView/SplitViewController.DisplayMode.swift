extension SplitViewController {
  /// Which columns an expanded split view shows, and how.
  ///
  /// In the triple-column style, "one" modes show the supplementary column and "two"
  /// modes show the primary and supplementary columns. The resolved
  /// ``SplitViewController/displayMode`` is never ``automatic``.
  public enum DisplayMode: String, Hashable, Sendable, Codable, CaseIterable {
    /// Let the split view choose from its size, traits and ``SplitThresholds``.
    case automatic
    /// Only the secondary column (UIKit's old `primaryHidden`).
    case secondaryOnly
    /// One column beside the secondary (UIKit's old `allVisible`).
    case oneBesideSecondary
    /// One column over the dimmed secondary (UIKit's old `primaryOverlay`).
    case oneOverSecondary
    /// Primary and supplementary beside the secondary (triple column).
    case twoBesideSecondary
    /// Primary and supplementary over the dimmed secondary (triple column).
    case twoOverSecondary
    /// Primary and supplementary pushing the dimmed secondary partly off screen.
    case twoDisplaceSecondary

    /// Whether columns cover the secondary, which is then dimmed.
    public var isOverlay: Bool { self == .oneOverSecondary || self == .twoOverSecondary }

    /// Whether the secondary is covered or pushed aside and so cannot take focus.
    public var coversSecondary: Bool { isOverlay || self == .twoDisplaceSecondary }

    /// How many columns besides the secondary the mode shows.
    public var extraColumnCount: Int {
      switch self {
      case .automatic, .secondaryOnly: 0
      case .oneBesideSecondary, .oneOverSecondary: 1
      case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: 2
      }
    }
  }

  /// How the columns share space when the primary shows.
  public enum SplitBehavior: String, Hashable, Sendable, Codable, CaseIterable {
    /// Let the split view choose from its size and preferred mode.
    case automatic
    /// Side by side: `secondaryOnly`, `oneBesideSecondary`, `twoBesideSecondary`.
    case tile
    /// Over the secondary: `secondaryOnly`, `oneOverSecondary`, `twoOverSecondary`.
    case overlay
    /// Pushing the secondary aside: `secondaryOnly`, `oneBesideSecondary`, `twoDisplaceSecondary`.
    case displace

    /// The display modes allowed under this (resolved) behaviour for `style`.
    ///
    /// - Parameter style: The split view's style; double column drops the "two" modes.
    /// - Returns: The allowed modes, from fewest to most columns.
    public func allowedDisplayModes(for style: Style) -> [DisplayMode] {
      let modes: [DisplayMode] =
        switch self {
        case .automatic: []
        case .tile: [.secondaryOnly, .oneBesideSecondary, .twoBesideSecondary]
        case .overlay: [.secondaryOnly, .oneOverSecondary, .twoOverSecondary]
        case .displace: [.secondaryOnly, .oneBesideSecondary, .twoDisplaceSecondary]
        }
      return style == .tripleColumn ? modes : Array(modes.prefix(2))
    }

    /// Reinterprets `mode` as the allowed mode with the same number of columns.
    ///
    /// `twoBesideSecondary` becomes `twoOverSecondary` under overlay and
    /// `twoDisplaceSecondary` under displace; a double column turns "two" modes into "one".
    ///
    /// - Parameters:
    ///   - mode: A preferred mode other than ``DisplayMode/automatic``.
    ///   - style: The split view's style.
    /// - Returns: A mode in ``allowedDisplayModes(for:)``.
    public func reinterpret(_ mode: DisplayMode, for style: Style) -> DisplayMode {
      let allowed = allowedDisplayModes(for: style)
      precondition(!allowed.isEmpty, "Reinterpret under a resolved behaviour, not \(self)")
      let count = min(mode.extraColumnCount, allowed.count - 1)
      return allowed[count]
    }
  }
}
