/// How wide a primary or supplementary column wants to be.
///
/// Mirrors UIKit's four properties per column: `preferredWidthFraction`,
/// `preferredWidth` (absolute, wins over the fraction), `minimumWidth` and `maximumWidth`.
/// Resolution (``resolve(container:preferred:cap:)``): the preferred width (absolute, or the fraction
/// of the container) is first capped so the secondary keeps its minimum, then clamped to
/// `minimum…maximum`, then to the container.
///
/// ```swift
/// split.primaryColumnSizing = ColumnSizing(fraction: 0.3, minimum: 24, maximum: 40)
/// ```
public struct ColumnSizing: Hashable, Sendable, Codable {
  /// The preferred width as a fraction of the container, 0…1 (default 0.3).
  public var fraction: Double
  /// The preferred absolute width in points; wins over ``fraction`` when set.
  public var width: Double?
  /// The smallest width in points (default 20).
  public var minimum: Double
  /// The largest width in points (default 40).
  public var maximum: Double

  /// Creates a sizing; the defaults suit the terminal host (points are cells).
  ///
  /// - Parameters:
  ///   - fraction: The preferred width as a fraction of the container, 0…1.
  ///   - width: The preferred absolute width in points, or `nil` to use `fraction`.
  ///   - minimum: The smallest width in points.
  ///   - maximum: The largest width in points.
  /// - Precondition: `0 ≤ minimum ≤ maximum` and `fraction` in `0…1`.
  public init(
    fraction: Double = 0.3, width: Double? = nil, minimum: Double = 20, maximum: Double = 40
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
