/// A snapshot of a split view's restorable state: a `Codable` value the host or app
/// encodes (for example to JSON) and hands back to ``SplitViewController/restore(from:resolving:)``.
///
/// Controllers are referred to by their ``ViewController/restorationIdentifier``; entries
/// without one are left out. Stacks are stored in their expanded form, plus the merged
/// stack when the split view was collapsed.
public struct SplitRestorationState: Hashable, Sendable, Codable {
  /// One stack entry: a controller and the column it belongs to.
  public struct Entry: Hashable, Sendable, Codable {
    /// The controller's restoration identifier.
    public var identifier: String
    /// The column the entry belongs to.
    public var column: SplitViewController.Column

    /// Creates an entry.
    ///
    /// - Parameters:
    ///   - identifier: The controller's ``ViewController/restorationIdentifier``.
    ///   - column: The column whose stack the controller belongs to.
    public init(identifier: String, column: SplitViewController.Column) {
      self.identifier = identifier
      self.column = column
    }
  }

  /// The format version; this engine writes and reads 1.
  public var version: Int
  /// The split view's style; restoring into another style fails.
  public var style: SplitViewController.Style
  /// The resolved display mode when saved.
  public var displayMode: SplitViewController.DisplayMode
  /// Whether the split view was collapsed.
  public var isCollapsed: Bool
  /// ``SplitViewController/forcesCollapse``.
  public var forcesCollapse: Bool
  /// The primary width the user chose by dragging the divider, if any.
  public var primaryColumnWidth: Double?
  /// The column that held keyboard focus.
  public var focusedColumn: SplitViewController.Column?
  /// Each column's stack in expanded form, root first (primary, supplementary, secondary order).
  public var stacks: [Entry]
  /// The merged stack, root first, when collapsed.
  public var collapsedStack: [Entry]?

  /// Creates a snapshot; usually you call ``SplitViewController/restorationState`` instead.
  ///
  /// - Parameters:
  ///   - version: The format version; this engine reads only 1.
  ///   - style: The split view's style; restoring into another style fails.
  ///   - displayMode: The resolved (non-automatic) display mode to restore.
  ///   - isCollapsed: Whether the split view was collapsed.
  ///   - forcesCollapse: The value of ``SplitViewController/forcesCollapse`` to restore.
  ///   - primaryColumnWidth: The primary width in points the user chose by dragging, or `nil`.
  ///   - focusedColumn: The column that held keyboard focus, or `nil`.
  ///   - stacks: Each column's stack in expanded form, root first.
  ///   - collapsedStack: The merged stack, root first, when collapsed; `nil` when expanded.
  public init(
    version: Int = 1, style: SplitViewController.Style,
    displayMode: SplitViewController.DisplayMode,
    isCollapsed: Bool, forcesCollapse: Bool, primaryColumnWidth: Double?,
    focusedColumn: SplitViewController.Column?, stacks: [Entry], collapsedStack: [Entry]?
  ) {
    self.version = version
    self.style = style
    self.displayMode = displayMode
    self.isCollapsed = isCollapsed
    self.forcesCollapse = forcesCollapse
    self.primaryColumnWidth = primaryColumnWidth
    self.focusedColumn = focusedColumn
    self.stacks = stacks
    self.collapsedStack = collapsedStack
  }
}

/// Why a snapshot could not be restored.
///
/// The split view is left untouched.
public struct RestorationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The kind of failure.
  public enum Code: String, Hashable, Sendable, CaseIterable {
    /// The snapshot's ``SplitRestorationState/version`` is not one this engine reads.
    case unsupportedVersion
    /// The snapshot was taken from a split view of another style.
    case styleMismatch
    /// An identifier names no controller the split view knows or the resolver supplies.
    case unknownIdentifier
    /// An identifier appears twice, or two controllers share it.
    case duplicateIdentifier
    /// A value is out of range (a width that is negative or not finite, a column that does
    /// not exist in this style, an automatic display mode).
    case invalidValue
  }

  /// The kind of failure.
  public var code: Code
  /// A human-readable explanation naming the offending value.
  public var message: String

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - code: The kind of failure.
  ///   - message: A human-readable explanation naming the offending value.
  public init(code: Code, message: String) {
    self.code = code
    self.message = message
  }

  /// The code and the message, as `code: message`.
  public var description: String { "\(code.rawValue): \(message)" }
}
