/// The table from keys to ``HostCommand``s, the same in every SplitKit app.
///
/// The help overlay and the documentation list ``entries`` in order, so what the user reads
/// is what the host does.
///
/// | Keys | Command |
/// | --- | --- |
/// | Up/Down, k/j | move the selection |
/// | PageUp/PageDown, Home/End | move by a page, to the first or last row |
/// | Enter, l, Right | open |
/// | Esc, h, Left, Backspace | go back or dismiss the overlay |
/// | `\` | press the display-mode button |
/// | Tab, Shift-Tab | move focus between visible columns |
/// | `[`, `]` | narrow or widen the primary column |
/// | `?` | toggle this help |
/// | q, Ctrl-C | quit |
/// | Ctrl-Z | suspend to the shell |
///
/// ```swift
/// KeyBindings.standard.command(for: KeyEvent(.character("j")))   // .moveDown
/// ```
public struct KeyBindings: Hashable, Sendable {
  /// One row of the table: the keys that perform a command, and how the help names them.
  public struct Entry: Hashable, Sendable {
    /// The keys, any of which performs ``command``.
    public var keys: [KeyEvent]
    /// How the help overlay writes the keys, for example `"↑ k"`.
    public var label: String
    /// What the keys do.
    public var command: HostCommand
    /// What the help overlay says the keys do.
    public var description: String

    /// Creates a row.
    ///
    /// - Parameters:
    ///   - keys: The keys that perform the command.
    ///   - label: How the help overlay writes the keys.
    ///   - command: What the keys do.
    ///   - description: What the help overlay says they do.
    public init(keys: [KeyEvent], label: String, command: HostCommand, description: String) {
      self.keys = keys
      self.label = label
      self.command = command
      self.description = description
    }
  }

  /// The rows, in the order the help overlay lists them.
  public var entries: [Entry]

  /// Creates a table.
  ///
  /// - Parameter entries: The rows; when two rows claim a key the first wins.
  public init(entries: [Entry]) {
    self.entries = entries
  }

  /// The command a key performs, if any.
  ///
  /// Printable characters match whatever Shift says (terminals report `?` with or without
  /// it); other keys need their exact modifiers.
  ///
  /// - Parameter key: The key pressed.
  /// - Returns: The first matching row's command, or nil.
  /// - Complexity: O(number of keys in the table).
  public func command(for key: KeyEvent) -> HostCommand? {
    entries.first { $0.keys.contains { Self.matches($0, key) } }?.command
  }

  /// The table with only the rows whose command a host handles, so that host's help lists
  /// only keys that do something there (a window has no shell to suspend to).
  ///
  /// ```swift
  /// KeyBindings.standard.handling(Set(HostCommand.allCases).subtracting([.suspend]))
  /// ```
  ///
  /// - Parameter commands: The commands the host performs.
  /// - Returns: The rows for those commands, in their order.
  public func handling(_ commands: Set<HostCommand>) -> KeyBindings {
    KeyBindings(entries: entries.filter { commands.contains($0.command) })
  }

  /// The rows as the help overlay shows them: key label and description.
  public var helpEntries: [(keys: String, description: String)] {
    entries.map { ($0.label, $0.description) }
  }

  private static func matches(_ bound: KeyEvent, _ pressed: KeyEvent) -> Bool {
    guard bound.key == pressed.key else { return false }
    if case .character = bound.key {
      return bound.modifiers.subtracting(.shift) == pressed.modifiers.subtracting(.shift)
    }
    return bound.modifiers == pressed.modifiers
  }

  /// The bindings every SplitKit app shares.
  public static let standard = KeyBindings(entries: [
    Entry(
      keys: [KeyEvent(.up), char("k")], label: "↑ k", command: .moveUp, description: "Move up"),
    Entry(
      keys: [KeyEvent(.down), char("j")], label: "↓ j", command: .moveDown, description: "Move down"
    ),
    Entry(keys: [KeyEvent(.pageUp)], label: "PgUp", command: .pageUp, description: "Page up"),
    Entry(keys: [KeyEvent(.pageDown)], label: "PgDn", command: .pageDown, description: "Page down"),
    Entry(keys: [KeyEvent(.home)], label: "Home", command: .home, description: "First row"),
    Entry(keys: [KeyEvent(.end)], label: "End", command: .end, description: "Last row"),
    Entry(
      keys: [KeyEvent(.enter), char("l"), KeyEvent(.right)], label: "Enter l →", command: .open,
      description: "Open"),
    Entry(
      keys: [KeyEvent(.escape), char("h"), KeyEvent(.left), KeyEvent(.backspace)],
      label: "Esc h ← ⌫",
      command: .back, description: "Back / dismiss overlay"),
    Entry(
      keys: [char("\\")], label: "\\", command: .toggleDisplayMode,
      description: "Show or hide sidebar"),
    Entry(
      keys: [char("I")], label: "I", command: .toggleInspector,
      description: "Show or hide inspector"),
    Entry(keys: [KeyEvent(.tab)], label: "Tab", command: .focusNext, description: "Next column"),
    Entry(
      keys: [KeyEvent(.backTab)], label: "Shift-Tab", command: .focusPrevious,
      description: "Previous column"),
    Entry(keys: [char("[")], label: "[", command: .narrowPrimary, description: "Narrow sidebar"),
    Entry(keys: [char("]")], label: "]", command: .widenPrimary, description: "Widen sidebar"),
    Entry(keys: [char("?")], label: "?", command: .toggleHelp, description: "Toggle this help"),
    Entry(
      keys: [char("q"), KeyEvent(.character("c"), modifiers: .control)], label: "q ^C",
      command: .quit, description: "Quit"),
    Entry(
      keys: [KeyEvent(.character("z"), modifiers: .control)], label: "^Z", command: .suspend,
      description: "Suspend"),
  ])

  private static func char(_ character: Character) -> KeyEvent { KeyEvent(.character(character)) }
}
