public import SplitKit

extension SplitViewController {
  /// Gives the split view the size a point-based host (a GTK window, a browser's
  /// viewport) now has, with the traits its thresholds give that size; the first time,
  /// the primary column takes the focus.
  ///
  /// ```swift
  /// split.hostResized(to: Size(width: 390, height: 844), at: now)   // collapses
  /// ```
  ///
  /// - Parameters:
  ///   - size: The new size, in points.
  ///   - time: The host's clock now: running transitions advance to it first.
  ///   - rightToLeft: Whether the host lays out right to left.
  public func hostResized(to size: Size, at time: Duration, rightToLeft: Bool = false) {
    advance(to: time)
    let isFirstLayout = containerSize == .zero
    setContainerSize(
      size,
      windowTraitCollection: TraitCollection(
        horizontalSizeClass: thresholds.horizontalSizeClass(forWidth: size.width),
        verticalSizeClass: thresholds.verticalSizeClass(forHeight: size.height),
        layoutDirection: rightToLeft ? .rightToLeft : .leftToRight))
    if isFirstLayout { _ = focus(.primary) }
  }
}
