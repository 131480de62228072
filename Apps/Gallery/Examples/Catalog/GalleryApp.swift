import SplitKit
public import SplitKitContent

/// One example of the gallery: a split view of content controllers built for one source
/// document's scenario, the same in every host.
///
/// An app owns its controllers and is its split view's delegate where the document uses
/// one (the split view holds its delegate weakly, so keep the app alive while it runs). It
/// imports no host: `gallery` runs it in a terminal, `gallery-gtk` in a GTK window,
/// `gallery-web` in a browser, each through its host's `launch` (a ``ContentApp``).
///
/// ```swift
/// TerminalHost.launch(NinjaWeaponsApp(units: .cells), programName: "gallery")
/// ```
@MainActor
public protocol GalleryApp: ContentApp {}

/// What a host measures sizes in, for the examples that set a size of their own: the
/// terminal lays out in cells, GTK in points.
public enum GalleryUnits: Hashable, Sendable {
  /// Terminal cells.
  case cells
  /// GTK logical pixels.
  case points

  /// The length `cells` in a terminal, `points` in a window.
  ///
  /// - Parameters:
  ///   - cells: The length in cells.
  ///   - points: The same length in points.
  /// - Returns: The length in these units.
  public func length(cells: Double, points: Double) -> Double {
    self == .cells ? cells : points
  }
}

/// Options every example accepts on the command line, and the host's units.
public struct GalleryOptions: Hashable, Sendable {
  /// How many rows a list example shows: 20 by default.
  public var rows: Int
  /// What the host measures sizes in.
  public var units: GalleryUnits

  /// Creates options.
  ///
  /// - Parameters:
  ///   - rows: The row count for list examples.
  ///   - units: The host's units.
  public init(rows: Int = 20, units: GalleryUnits = .cells) {
    self.rows = rows
    self.units = units
  }
}
