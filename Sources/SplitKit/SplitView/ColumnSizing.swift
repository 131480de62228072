/// How wide a primary or supplementary column wants to be.
///
/// Mirrors UIKit's four properties per column: `preferredWidthFraction`,
/// `preferredWidth` (absolute, wins over the fraction), `minimumWidth` and `maximumWidth`.
/// Resolution (``resolve(container:preferred:cap:)``): the preferred width (absolute, or the fraction
/// of the container) is first capped so the secondary keeps its minimum, then clamped to
/// `minimum…maximum`, then to the container.
///
/// The defaults are in points, for a host where a point is a pixel-like unit (the GTK host:
/// one logical pixel): a column between 256 and 320 points, 0.42 of the container in
/// between. They reproduce the source documents' iPad, where the primary was 320 points
/// in both orientations: UIKit's documented `maximumPrimaryColumnWidth` default is 320
/// points, and the iOS 5-era primary was a fixed 320 points beside a 1-point divider.
/// 0.42 is the smallest two-place fraction that reaches 320 in a 768-point portrait
/// container as well as a 1024-point landscape one. The minimum, 256, is SplitKit's
/// choice (UIKit's automatic minimum is 0): narrower containers still get a readable list.
///
/// The terminal host, where a point is a cell, gives a split view its own cell-sized
/// sizing instead (0.3 of the width, 20…40 columns) wherever the app kept these defaults.
///
/// ```swift
/// ColumnSizing().resolve(container: 1024)   // 320
/// ColumnSizing().resolve(container: 700)    // 294
/// split.primaryColumnSizing = ColumnSizing(fraction: 0.3, minimum: 24, maximum: 40)
/// ```
public struct ColumnSizing: Hashable, Sendable, Codable {
  /// The preferred width as a fraction of the container, 0…1 (default 0.42).
  public var fraction: Double
  /// The preferred absolute width in points; wins over ``fraction`` when set.
  public var width: Double?
  /// The smallest width in points (default 256).
  public var minimum: Double
  /// The largest width in points (default 320, UIKit's `maximumPrimaryColumnWidth`).
  public var maximum: Double

  /// Creates a sizing; the defaults are UIKit-like points (see the type's discussion).
  ///
  /// - Parameters:
  ///   - fraction: The preferred width as a fraction of the container, 0…1.
  ///   - width: The preferred absolute width in points, or `nil` to use `fraction`.
  ///   - minimum: The smallest width in points.
  ///   - maximum: The largest width in points.
  /// - Precondition: `0 ≤ minimum ≤ maximum` and `fraction` in `0…1`.
  public init(
    fraction: Double = 0.42, width: Double? = nil, minimum: Double = 256, maximum: Double = 320
  ) {
    precondition(0 <= minimum && minimum <= maximum, "Column minimum must not exceed its maximum")
    precondition((0...1).contains(fraction), "Column fraction must be in 0...1")
    self.fraction = fraction
    self.width = width
    self.minimum = minimum
    self.maximum = maximum
  }

  /// The resolved width for a container.
  ///
  /// - Parameters:
  ///   - container: The container's length along the split axis.
  ///   - preferred: A width chosen by the user (divider drag) that replaces the preference.
  ///   - cap: The most the column may take so the other columns keep their minimums.
  /// - Returns: A width in `0…container`.
  /// - Complexity: O(1).
  public func resolve(container: Double, preferred: Double? = nil, cap: Double = .infinity)
    -> Double
  {
    let wanted = preferred ?? width ?? wholePoints(container * fraction)
    let clamped = min(max(min(wanted, cap), minimum), maximum)
    return max(0, min(clamped, container))
  }
}

/// Rounds a non-negative length to whole points, halves up (no libm in the engine).
private func wholePoints(_ value: Double) -> Double {
  guard value.isFinite, value > 0 else { return 0 }
  return value >= 1e15 ? value : Double(Int64(value + 0.5))
}
