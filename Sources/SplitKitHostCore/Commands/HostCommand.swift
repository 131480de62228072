/// Something the user asks the host to do, whatever key or button asked for it.
///
/// ``KeyBindings`` maps keys to commands. Every host (the terminal's `TerminalHost`, the GTK
/// host `GTKHost`) gives each command to the focused content controller first; what it
/// does not handle, the host performs itself: going back, the display-mode button, focus,
/// resizing, help and quitting. The split-level parts are shared, in
/// `SplitViewController`'s host-command methods such as `SplitViewController.goBack()`.
public enum HostCommand: String, Hashable, Sendable, CaseIterable {
  /// Moves the selection up one row.
  case moveUp
  /// Moves the selection down one row.
  case moveDown
  /// Moves the selection up one page.
  case pageUp
  /// Moves the selection down one page.
  case pageDown
  /// Moves the selection to the first row.
  case home
  /// Moves the selection to the last row.
  case end
  /// Opens the selected item; the host moves focus to the next column if nobody opens anything.
  case open
  /// Goes back: closes help, pops the focused stack, dismisses an overlay, or focuses the
  /// column before.
  case back
  /// Presses the split view's display-mode button.
  case toggleDisplayMode
  /// Presses the split view's inspector button: shows or hides the inspector.
  case toggleInspector
  /// Moves keyboard focus to the next visible column.
  case focusNext
  /// Moves keyboard focus to the previous visible column.
  case focusPrevious
  /// Makes the primary column narrower.
  case narrowPrimary
  /// Makes the primary column wider.
  case widenPrimary
  /// Shows or hides the help overlay.
  case toggleHelp
  /// Ends the app, restoring the terminal.
  case quit
  /// Suspends the app to the shell (Ctrl-Z); the screen is repainted on return.
  case suspend
}
