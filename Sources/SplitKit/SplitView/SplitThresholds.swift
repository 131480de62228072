/// The container sizes at which an automatic split view changes its arrangement.
///
/// Along the split's axis (width for a horizontal split, height for a vertical one):
///
/// | length | size class | arrangement (automatic mode and behaviour) |
/// |---|---|---|
/// | below ``compactWidth`` | compact | collapsed into one stack |
/// | from ``compactWidth`` to below ``wideWidth`` | regular, *medium* | `secondaryOnly`, primary available as an overlay |
/// | from ``wideWidth`` | regular, *wide* | columns side by side, once the column beside the secondary and the secondary both get their minimum widths; until then as *medium* |
///
/// The defaults are points, UIKit-like: a width of at most 320 points is compact (the
/// source documents' "compact when the width is at most 320"), columns tile from 1000
/// points, so a 1024 x 768 iPad tiles in landscape and overlays the primary in portrait;
/// heights below 400 points are compact and a vertical split tiles from 700. The terminal
/// host, where one point is one cell, gives a split view that kept these its own
/// (collapse below 80 columns, tile from 120; `HostSizingDefaults.terminal` in
/// SplitKitTerminal).
/// A parent's trait override (``ViewController/setOverrideTraitCollection(_:forChild:)``)
/// wins over the size class derived here.
public struct SplitThresholds: Hashable, Sendable, Codable {
  /// Widths below this are horizontally compact (collapsed); points, by default the next
  /// width above 320 (``compactWidthMaximum`` 320).
  ///
  /// The comparison is *below*; ``compactWidthMaximum`` states the same threshold as "at
  /// most". Setting it above ``wideWidth`` raises ``wideWidth`` to it, so the thresholds
  /// stay in order (no *medium* band is left).
  public var compactWidth: Double {
    didSet { if wideWidth < compactWidth { wideWidth = compactWidth } }
  }
  /// Widths from this are wide: columns tile side by side; points, default 1000.
  ///
  /// Setting it below ``compactWidth`` lowers ``compactWidth`` to it, so the thresholds
  /// stay in order.
  public var wideWidth: Double {
    didSet { if compactWidth > wideWidth { compactWidth = wideWidth } }
  }
  /// Heights below this are vertically compact (a vertical split collapses); points,
  /// default 400.
  ///
  /// Setting it above ``wideHeight`` raises ``wideHeight`` to it.
  public var compactHeight: Double {
    didSet { if wideHeight < compactHeight { wideHeight = compactHeight } }
  }
  /// Heights from this are tall enough to tile a vertical split; points, default 700.
  ///
  /// Setting it below ``compactHeight`` lowers ``compactHeight`` to it.
  public var wideHeight: Double {
    didSet { if compactHeight > wideHeight { compactHeight = wideHeight } }
  }

  /// Creates thresholds; see the type's discussion for the defaults.
  ///
  /// - Parameters:
  ///   - compactWidth: Widths below this, in points, are horizontally compact (collapsed).
  ///   - wideWidth: Widths from this, in points, tile columns side by side.
  ///   - compactHeight: Heights below this, in points, are vertically compact.
  ///   - wideHeight: Heights from this, in points, tile a vertical split.
  /// - Precondition: Each wide threshold is at least its compact threshold.
  public init(
    compactWidth: Double = 320.nextUp, wideWidth: Double = 1000, compactHeight: Double = 400,
    wideHeight: Double = 700
  ) {
    precondition(
      compactWidth <= wideWidth && compactHeight <= wideHeight, "Thresholds out of order")
    self.compactWidth = compactWidth
    self.wideWidth = wideWidth
    self.compactHeight = compactHeight
    self.wideHeight = wideHeight
  }

  /// The largest width that is still compact: the threshold read the way documents say
  /// it ("compact when the width is at most 320").
  ///
  /// Setting it sets ``compactWidth`` to the next representable width above, so the
  /// comparison is exact for every width, fractional ones included:
  ///
  /// ```swift
  /// var thresholds = SplitThresholds(compactWidth: 321, wideWidth: 600)
  /// thresholds.compactWidthMaximum = 320
  /// thresholds.horizontalSizeClass(forWidth: 320)    // .compact
  /// thresholds.horizontalSizeClass(forWidth: 320.5)  // .regular
  /// ```
  ///
  /// The thresholds stay in order: a maximum at or above ``wideWidth`` raises
  /// ``wideWidth`` to the new ``compactWidth`` (no *medium* band is left; the width goes
  /// from collapsed straight to tiled), as the initializer requires.
  public var compactWidthMaximum: Double {
    get { compactWidth.nextDown }
    set { compactWidth = newValue.nextUp }
  }

  /// The largest height that is still compact; sets ``compactHeight`` (and raises
  /// ``wideHeight`` to it when needed) the same way ``compactWidthMaximum`` sets
  /// ``compactWidth``.
  public var compactHeightMaximum: Double {
    get { compactHeight.nextDown }
    set { compactHeight = newValue.nextUp }
  }

  /// The horizontal size class a width implies.
  ///
  /// - Parameter width: The container's width in points.
  /// - Returns: `.compact` below ``compactWidth``, `.regular` otherwise.
  public func horizontalSizeClass(forWidth width: Double) -> UserInterfaceSizeClass {
    width < compactWidth ? .compact : .regular
  }

  /// The vertical size class a height implies.
  ///
  /// - Parameter height: The container's height in points.
  /// - Returns: `.compact` below ``compactHeight``, `.regular` otherwise.
  public func verticalSizeClass(forHeight height: Double) -> UserInterfaceSizeClass {
    height < compactHeight ? .compact : .regular
  }

  /// The width class of a length along `axis`.
  ///
  /// - Parameters:
  ///   - length: The container's width (horizontal axis) or height (vertical axis), in points.
  ///   - axis: The split's axis.
  /// - Returns: ``SplitWidthClass/narrow`` below the compact threshold, ``SplitWidthClass/medium``
  ///   below the wide threshold, ``SplitWidthClass/wide`` from it.
  public func widthClass(forLength length: Double, axis: SplitViewController.Axis)
    -> SplitWidthClass
  {
    let (compact, wide) =
      axis == .horizontal ? (compactWidth, wideWidth) : (compactHeight, wideHeight)
    if length < compact { return .narrow }
    return length < wide ? .medium : .wide
  }
}

/// The three bands ``SplitThresholds`` divide a container's length into.
///
/// The classic delegate's "orientation" callbacks take a width class: *medium* plays the
/// iPad's portrait (primary hidden, offered as an overlay), *wide* its landscape.
public enum SplitWidthClass: String, Hashable, Sendable, Codable, CaseIterable {
  /// Too narrow for two columns: collapsed unless a trait override says otherwise.
  case narrow
  /// Room for the secondary with the primary over it.
  case medium
  /// Room for columns side by side.
  case wide
}
