/// A size class: the coarse description of the space along one axis.
///
/// Like UIKit's `UIUserInterfaceSizeClass`. The split view derives its own size classes from
/// its container size and ``SplitThresholds`` unless a parent overrides them.
public enum UserInterfaceSizeClass: String, Hashable, Sendable, Codable, CaseIterable {
  /// Not specified: the split view derives the class from its size.
  case unspecified
  /// Little space: a split view collapses into one stack.
  case compact
  /// Enough space for columns side by side.
  case regular
}

/// The direction text and layout flow in.
///
/// Right-to-left mirrors every horizontal frame, edge and gesture of a split view.
public enum LayoutDirection: String, Hashable, Sendable, Codable, CaseIterable {
  /// Leading is left.
  case leftToRight
  /// Leading is right.
  case rightToLeft
}

/// The environment traits a view controller lays out for.
///
/// Unspecified values inherit from the parent; a parent can override any trait of a child
/// with ``ViewController/setOverrideTraitCollection(_:forChild:)``.
///
/// ```swift
/// container.setOverrideTraitCollection(
///   TraitCollection(horizontalSizeClass: .regular), forChild: split)
/// ```
public struct TraitCollection: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The horizontal size class, or ``UserInterfaceSizeClass/unspecified``.
  public var horizontalSizeClass: UserInterfaceSizeClass
  /// The vertical size class, or ``UserInterfaceSizeClass/unspecified``.
  public var verticalSizeClass: UserInterfaceSizeClass
  /// The layout direction, or `nil` when unspecified (treated as left to right).
  public var layoutDirection: LayoutDirection?

  /// Creates a trait collection; every trait defaults to unspecified.
  ///
  /// - Parameters:
  ///   - horizontalSizeClass: The horizontal size class.
  ///   - verticalSizeClass: The vertical size class.
  ///   - layoutDirection: The layout direction, `nil` for unspecified.
  public init(
    horizontalSizeClass: UserInterfaceSizeClass = .unspecified,
    verticalSizeClass: UserInterfaceSizeClass = .unspecified,
    layoutDirection: LayoutDirection? = nil
  ) {
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.layoutDirection = layoutDirection
  }

  /// This collection with every trait that `other` specifies replaced by `other`'s value.
  ///
  /// - Parameter other: The overriding traits; its unspecified traits change nothing.
  /// - Returns: The merged collection.
  public func overridden(by other: TraitCollection) -> TraitCollection {
    var result = self
    if other.horizontalSizeClass != .unspecified {
      result.horizontalSizeClass = other.horizontalSizeClass
    }
    if other.verticalSizeClass != .unspecified {
      result.verticalSizeClass = other.verticalSizeClass
    }
    if let direction = other.layoutDirection { result.layoutDirection = direction }
    return result
  }

  /// The traits as `(h: …, v: …, direction)`, for logs and test messages.
  public var description: String {
    "(h: \(horizontalSizeClass), v: \(verticalSizeClass), \(layoutDirection.map { "\($0)" } ?? "unspecified"))"
  }
}
