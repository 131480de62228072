/// A snapshot of a split view's restorable state: a `Codable` value the host or app
/// encodes (for example to JSON) and hands back to ``SplitViewController/restore(from:resolving:)``.
///
/// Controllers are preserved only when they have a ``ViewController/restorationIdentifier``;
/// entries without one are left out. Stacks are stored in their expanded form, plus the
/// merged stack when the split view was collapsed.
///
/// As in UIKit, children may share a restoration identifier: each ``Entry`` also records its
/// *restoration path*, the column it belongs to and its position among that column's
/// preserved controllers, so an inbox in the primary column and an inbox in the secondary
/// column (or two folders at different depths of one stack) stay distinct. Only a snapshot
/// that is genuinely ambiguous, such as two entries with one path, is rejected.
public struct SplitRestorationState: Hashable, Sendable, Codable {
  /// The format version this engine writes and the only one it reads.
  ///
  /// Version 2 added ``Entry/position``; version 1 snapshots named controllers by identifier
  /// alone and are rejected with ``RestorationError/Code/unsupportedVersion``.
  public static let currentVersion = 2

  /// One stack entry: a controller's identifier and its restoration path.
  ///
  /// The path, ``column`` plus ``position``, is unique within a snapshot's ``stacks``; the
  /// identifier need not be.
  public struct Entry: Hashable, Sendable, Codable {
    /// The controller's restoration identifier.
    public var identifier: String
    /// The column the entry belongs to.
    public var column: SplitViewController.Column
    /// The entry's index among the preserved controllers of its column's expanded stack,
    /// root at 0; controllers without an identifier are not counted.
    public var position: Int

    /// Creates an entry.
    ///
    /// - Parameters:
    ///   - identifier: The controller's ``ViewController/restorationIdentifier``.
    ///   - column: The column whose stack the controller belongs to.
    ///   - position: The index among the column's preserved controllers, root at 0.
    public init(identifier: String, column: SplitViewController.Column, position: Int) {
      self.identifier = identifier
      self.column = column
      self.position = position
    }

    private enum CodingKeys: String, CodingKey { case identifier, column, position }

    /// Decodes an entry; a version 1 entry, which has no position, decodes with position -1
    /// so that ``SplitViewController/restore(from:resolving:)`` can reject its snapshot with
    /// ``RestorationError/Code/unsupportedVersion`` rather than the decoder failing.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: The decoder's error when a field is missing or has the wrong type.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      identifier = try container.decode(String.self, forKey: .identifier)
      column = try container.decode(SplitViewController.Column.self, forKey: .column)
      position = try container.decodeIfPresent(Int.self, forKey: .position) ?? -1
    }
  }

  /// The format version; see ``currentVersion``.
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
  /// The supplementary width the user chose by dragging its divider, if any; absent in
  /// snapshots from before it was kept, which decode as `nil`.
  public var supplementaryColumnWidth: Double?
  /// The column that held keyboard focus.
  public var focusedColumn: SplitViewController.Column?
  /// Each column's stack in expanded form, root first (primary, supplementary, secondary
  /// order), each column's positions counting 0, 1, 2 and so on.
  public var stacks: [Entry]
  /// The merged stack, root first, when collapsed; each entry has the path of an entry of
  /// ``stacks``.
  public var collapsedStack: [Entry]?
  /// Whether the inspector column was shown (expanded); `nil` in snapshots from before the
  /// inspector existed, restored as hidden.
  public var isInspectorShown: Bool?

  /// Creates a snapshot; usually you call ``SplitViewController/restorationState`` instead.
  ///
  /// - Parameters:
  ///   - version: The format version; this engine reads only ``currentVersion``.
  ///   - style: The split view's style; restoring into another style fails.
  ///   - displayMode: The resolved (non-automatic) display mode to restore.
  ///   - isCollapsed: Whether the split view was collapsed.
  ///   - forcesCollapse: The value of ``SplitViewController/forcesCollapse`` to restore.
  ///   - primaryColumnWidth: The primary width in points the user chose by dragging, or `nil`.
  ///   - supplementaryColumnWidth: The supplementary width in points the user chose by
  ///     dragging, or `nil`.
  ///   - focusedColumn: The column that held keyboard focus, or `nil`.
  ///   - stacks: Each column's stack in expanded form, root first.
  ///   - collapsedStack: The merged stack, root first, when collapsed; `nil` when expanded.
  ///   - isInspectorShown: Whether the inspector was shown; `nil` restores it hidden.
  public init(
    version: Int = currentVersion, style: SplitViewController.Style,
    displayMode: SplitViewController.DisplayMode,
    isCollapsed: Bool, forcesCollapse: Bool, primaryColumnWidth: Double?,
    supplementaryColumnWidth: Double? = nil,
    focusedColumn: SplitViewController.Column?, stacks: [Entry], collapsedStack: [Entry]?,
    isInspectorShown: Bool? = nil
  ) {
    self.isInspectorShown = isInspectorShown
    self.version = version
    self.style = style
    self.displayMode = displayMode
    self.isCollapsed = isCollapsed
    self.forcesCollapse = forcesCollapse
    self.primaryColumnWidth = primaryColumnWidth
    self.supplementaryColumnWidth = supplementaryColumnWidth
    self.focusedColumn = focusedColumn
    self.stacks = stacks
    self.collapsedStack = collapsedStack
  }
}
