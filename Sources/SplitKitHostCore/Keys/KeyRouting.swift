/// Where a key goes in a host, and the key help it may show: one value each host keeps,
/// with one mutating func per event returning what the host does.
///
/// While the help shows it takes every key: quit and suspend still work, the help key
/// and Back hide it, and the movement keys scroll it. Otherwise a key goes to the focused
/// controller (its `handle(key:)`, then its `perform(_:)` of the key's command) and then,
/// unused, to the host's own `perform(command:)` — in the terminal and in GTK alike.
///
/// ```swift
/// var routing = KeyRouting()
/// let help = KeyRouting.HelpScroll(maximumFirstRow: 20, page: 10)
/// routing.keyPressed(.moveDown, helpScroll: help)   // .route(.moveDown): the help is hidden
/// routing.setHelpVisible(true)
/// routing.keyPressed(.pageDown, helpScroll: help)   // .helpChanged
/// routing.helpFirstRow                               // 10
/// ```
public struct KeyRouting: Hashable, Sendable {
  /// Whether the key help shows.
  public private(set) var isHelpVisible = false
  /// The first row of the key help in view, when its keys do not all fit.
  public private(set) var helpFirstRow = 0

  /// How far the key help scrolls where the host shows it.
  public struct HelpScroll: Hashable, Sendable {
    /// The last first row: the rows that do not fit; 0 when all do.
    public var maximumFirstRow: Int
    /// The rows a page moves.
    public var page: Int

    /// Creates the scroll range.
    ///
    /// - Parameters:
    ///   - maximumFirstRow: The rows that do not fit.
    ///   - page: The rows a page moves, at least 1.
    public init(maximumFirstRow: Int, page: Int) {
      self.maximumFirstRow = max(0, maximumFirstRow)
      self.page = max(1, page)
    }

    /// No scrolling: what a host passes while its help is hidden (nothing scrolls then).
    public static let none = HelpScroll(maximumFirstRow: 0, page: 1)
  }

  /// What the host does with a key.
  public enum Action: Hashable, Sendable {
    /// Offers the key to the focused controller, then performs the command (if any) the
    /// controller did not use.
    case route(HostCommand?)
    /// Performs the command now, whatever shows (quit, suspend).
    case perform(HostCommand)
    /// The help was hidden or scrolled: draw it again.
    case helpChanged
    /// The help used the key up; nothing changes.
    case ignore
  }

  /// Creates the routing of a host that shows no help yet.
  public init() {}

  /// A key, which the host's key bindings resolved to `command` (nil for none).
  ///
  /// - Parameters:
  ///   - command: The key's command.
  ///   - helpScroll: How far the help scrolls where it shows (``HelpScroll/none`` while it
  ///     is hidden), measured before the call.
  /// - Returns: What the host does.
  public mutating func keyPressed(_ command: HostCommand?, helpScroll: HelpScroll) -> Action {
    guard isHelpVisible else { return .route(command) }
    guard let command else { return .ignore }
    switch command {
    case .quit, .suspend:
      return .perform(command)
    case .toggleHelp, .back:
      setHelpVisible(false)
      return .helpChanged
    case .moveUp, .moveDown, .pageUp, .pageDown, .home, .end:
      let scroll = helpScroll
      let target =
        switch command {
        case .moveUp: helpFirstRow - 1
        case .moveDown: helpFirstRow + 1
        case .pageUp: helpFirstRow - scroll.page
        case .pageDown: helpFirstRow + scroll.page
        case .home: 0
        default: scroll.maximumFirstRow
        }
      helpFirstRow = min(max(0, target), scroll.maximumFirstRow)
      return .helpChanged
    default:
      return .ignore
    }
  }

  /// Shows or hides the key help; it opens scrolled to its top.
  ///
  /// - Parameter visible: Whether it shows.
  /// - Returns: Whether that changed anything.
  @discardableResult
  public mutating func setHelpVisible(_ visible: Bool) -> Bool {
    guard visible != isHelpVisible else { return false }
    isHelpVisible = visible
    helpFirstRow = 0
    return true
  }
}
