public import SplitKit
public import SplitKitHostCore

/// What the GTK host shows for one instant of a split view's layout, in whole pixels:
/// the columns back to front, the dimming over covered columns, the overlay's shadow and
/// the dividers.
///
/// One engine point is one GTK logical pixel. Pure Swift, so it is tested without a
/// display; ``GTKHost`` allocates its widgets at exactly these frames.
///
/// ```swift
/// let placement = GTKPlacement(layout: split.layout)
/// placement.columns.map(\.frame)   // [PixelRect(x: 0, y: 0, width: 320, height: 1024), …]
/// ```
public struct GTKPlacement: Hashable, Sendable {
  /// One visible column.
  public struct Column: Hashable, Sendable {
    /// Which column.
    public var column: SplitViewController.Column
    /// Its frame, possibly partly off screen while it slides.
    public var frame: PixelRect
    /// Whether an overlay covers it.
    public var isCovered: Bool
  }

  /// A dimmed rectangle over a covered column.
  public struct Dimming: Hashable, Sendable {
    /// The covered column's visible part.
    public var frame: PixelRect
    /// How opaque the black dimming layer is: the engine's dimming times ``maximumDimming``.
    public var opacity: Double
  }

  /// The shadow beside the overlay's open edge.
  public struct Shadow: Hashable, Sendable {
    /// The shadow's rectangle, just outside the overlay.
    public var frame: PixelRect
    /// The overlay's edge the shadow falls from.
    public var edge: SplitLayout.Edge
  }

  /// How opaque the dimming is over a fully covered column: 0.4.
  public static let maximumDimming = 0.4
  /// How wide the overlay's shadow is, in pixels: 12.
  public static let shadowWidth = 12

  /// The visible columns, back to front.
  public var columns: [Column]
  /// The dimming layers, drawn above the covered columns and below the overlay.
  public var dimmings: [Dimming]
  /// The overlay's shadow, if an overlay is showing.
  public var shadow: Shadow?
  /// The dividers' rectangles, drawn on top.
  public var dividers: [PixelRect]

  /// Computes the placement for a layout.
  ///
  /// The engine animates a column appearing at a container edge by growing its width
  /// from zero. A widget would reflow its content on every frame, so a column narrower
  /// than its resting width keeps that width and slides instead: anchored at its inner
  /// edge, the part past the container edge clipped.
  ///
  /// - Parameters:
  ///   - layout: The split view's layout at this instant.
  ///   - restingWidths: Each side column's width when not animating, such as
  ///     `[.primary: split.primaryColumnWidth]`.
  /// - Complexity: O(number of columns).
  public init(
    layout: SplitLayout, restingWidths: [SplitViewController.Column: Double] = [:]
  ) {
    let containerWidth = layout.containerSize.width
    columns = layout.columns.map {
      var frame = $0.frame
      if let resting = restingWidths[$0.column], frame.width < resting, frame.height > 0 {
        if frame.minX <= 0.5 && frame.maxX < containerWidth - 0.5 {
          frame = Rect(x: frame.maxX - resting, y: frame.minY, width: resting, height: frame.height)
        } else if frame.maxX >= containerWidth - 0.5 && frame.minX > 0.5 {
          frame = Rect(x: frame.minX, y: frame.minY, width: resting, height: frame.height)
        }
      }
      return Column(column: $0.column, frame: PixelRect(points: frame), isCovered: $0.isCovered)
    }
    dimmings = layout.columns.filter(\.isCovered).compactMap {
      let frame = PixelRect(points: $0.visibleFrame)
      guard !frame.isEmpty, $0.dimming > 0 else { return nil }
      return Dimming(frame: frame, opacity: $0.dimming * Self.maximumDimming)
    }
    dividers = layout.dividers.map { PixelRect(points: $0.frame) }.filter { !$0.isEmpty }
    shadow = nil
    if let edge = layout.shadowEdge, layout.columns.contains(where: \.isCovered),
      let overlay = layout.columns.last(where: { !$0.isCovered })
    {
      let frame = PixelRect(points: overlay.visibleFrame)
      let width = Self.shadowWidth
      let rect: PixelRect
      switch edge {
      case .right: rect = PixelRect(x: frame.maxX, y: frame.y, width: width, height: frame.height)
      case .left:
        rect = PixelRect(x: frame.x - width, y: frame.y, width: width, height: frame.height)
      case .bottom:
        rect = PixelRect(x: frame.x, y: frame.maxY, width: frame.width, height: width)
      case .top: rect = PixelRect(x: frame.x, y: frame.y - width, width: frame.width, height: width)
      }
      if !frame.isEmpty { shadow = Shadow(frame: rect, edge: edge) }
    }
  }
}

/// A rectangle in whole GTK logical pixels.
///
/// The GTK host's name for ``/SplitKitHostCore/GridRect``, the integer rectangle both
/// hosts share (one logical pixel per engine point); the terminal host calls it
/// `CellRect`.
public typealias PixelRect = GridRect
