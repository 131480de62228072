extension SplitViewController {
  /// A column of the split view, like UIKit's `UISplitViewController.Column`.
  public enum Column: String, Hashable, Sendable, Codable, CaseIterable, Comparable {
    /// The leading column: usually the list of sources (mailboxes).
    case primary
    /// The middle column of the triple-column style (messages).
    case supplementary
    /// The detail column (the message); always on screen while expanded.
    case secondary
    /// The inspector: a trailing column beside the secondary, hidden until shown with
    /// ``SplitViewController/show(_:)`` (UIKit's `.inspector`, SwiftUI's `inspector`).
    case inspector
    /// The optional controller shown instead of the merged stack while collapsed.
    case compact

    /// Columns order from primary to secondary (compact last).
    ///
    /// - Parameters:
    ///   - lhs: A column.
    ///   - rhs: Another column.
    /// - Returns: `true` when `lhs` comes before `rhs` in primary, supplementary, secondary, compact order.
    public static func < (lhs: Column, rhs: Column) -> Bool { lhs.order < rhs.order }

    var order: Int {
      switch self {
      case .primary: 0
      case .supplementary: 1
      case .secondary: 2
      case .inspector: 3
      case .compact: 4
      }
    }
  }

  /// How many columns the split view has when expanded.
  public enum Style: String, Hashable, Sendable, Codable, CaseIterable {
    /// Primary and secondary.
    case doubleColumn
    /// Primary, supplementary and secondary.
    case tripleColumn
  }

  /// Where the primary column sits, before the layout direction applies.
  public enum PrimaryEdge: String, Hashable, Sendable, Codable, CaseIterable {
    /// The leading edge: left in left-to-right layouts, top on a vertical axis.
    case leading
    /// The trailing edge: right in left-to-right layouts, bottom on a vertical axis.
    case trailing
  }

  /// The direction the columns are laid out along.
  public enum Axis: String, Hashable, Sendable, Codable, CaseIterable {
    /// Columns side by side; collapses when the horizontal size class is compact.
    case horizontal
    /// Columns stacked top to bottom; collapses when the vertical size class is compact.
    case vertical
  }

  /// When the built-in display-mode button is visible.
  public enum ButtonVisibility: String, Hashable, Sendable, Codable, CaseIterable {
    /// Visible when ``SplitViewController/presentsWithGesture`` is true and a tap can act.
    case automatic
    /// Never visible.
    case never
    /// Visible whenever a tap can act.
    case always
  }
}

extension SplitViewController {
  /// Where a swipe revealing the hidden primary may start (``revealGestureArea``).
  public enum RevealGestureArea: String, Hashable, Sendable, CaseIterable {
    /// Only within the edge strip along the primary's edge.
    case edge
    /// Anywhere on the container (the secondary's content), as in Mail's sliding master.
    case anywhere
  }
}

extension SplitViewController {
  /// How a collapsed split view shows the inspector (``inspectorCollapsedPresentation``).
  public enum InspectorCollapsedPresentation: String, Hashable, Sendable, Codable, CaseIterable {
    /// Its stack is pushed onto the merged stack, above the secondary's: showing it pushes,
    /// hiding it or Back pops it, and collapsing with it shown leaves it on top.
    case pushed
    /// It stays off the merged stack: showing or hiding it only records whether it shows
    /// once the split view expands, and collapsing with it shown keeps it for then.
    case hiddenUntilExpanded
  }
}
