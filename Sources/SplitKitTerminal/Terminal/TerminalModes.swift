/// The terminal modes a full-screen app turns on, and the bytes that turn them on and off.
///
/// ``enterSequence`` and ``restoreSequence`` are pure data, so the same bytes are written
/// by ``PosixTerminal`` on a normal exit and by its signal handlers, and checked by tests
/// through `TestTerminal`.
///
/// ```swift
/// let modes: TerminalModes = .standard
/// modes.enterSequence     // ESC[?1049h ESC[?25l ESC[?1000h ESC[?1002h ESC[?1006h …
/// modes.restoreSequence   // ESC[?2026l ESC[0m … ESC[?25h ESC[?1049l
/// ```
public struct TerminalModes: OptionSet, Hashable, Sendable {
  /// The bit pattern of the set.
  public let rawValue: UInt8

  /// Creates a set of modes from its bit pattern.
  ///
  /// - Parameter rawValue: The bits of the modes, as in the static members.
  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// The alternate screen (DEC 1049): the shell's screen comes back untouched on exit.
  public static let alternateScreen = TerminalModes(rawValue: 1 << 0)
  /// The text cursor is hidden (DEC 25 reset).
  public static let hiddenCursor = TerminalModes(rawValue: 1 << 1)
  /// Mouse reports: presses, releases and drags with a button held (1000 + 1002),
  /// encoded as SGR (1006) so columns beyond 223 work.
  public static let mouse = TerminalModes(rawValue: 1 << 2)
  /// Bracketed paste (2004): pasted text arrives as one ``InputEvent/paste(_:)``.
  public static let bracketedPaste = TerminalModes(rawValue: 1 << 3)
  /// Focus reports (1004): ``InputEvent/focusGained`` and ``InputEvent/focusLost``.
  public static let focusEvents = TerminalModes(rawValue: 1 << 4)

  /// Everything a SplitKit app uses.
  public static let standard: TerminalModes = [
    .alternateScreen, .hiddenCursor, .mouse, .bracketedPaste, .focusEvents,
  ]

  /// Each mode with the DEC private mode numbers it sets, in the order they are entered.
  static let privateModes: [(mode: TerminalModes, numbers: [Int])] = [
    (.alternateScreen, [1049]),
    (.hiddenCursor, [25]),
    (.mouse, [1000, 1002, 1006]),
    (.bracketedPaste, [2004]),
    (.focusEvents, [1004]),
  ]

  /// The bytes that turn these modes on.
  public var enterSequence: [UInt8] {
    var text = ""
    for (mode, numbers) in Self.privateModes where contains(mode) {
      for number in numbers {
        // DEC 25 is "show cursor", so hiding it is a reset.
        text += "\u{1B}[?\(number)\(mode == .hiddenCursor ? "l" : "h")"
      }
    }
    return Array(text.utf8)
  }

  /// The bytes that undo these modes and anything a renderer may have left behind.
  ///
  /// Always ends synchronized output (DEC 2026), resets colours and attributes (SGR 0) and
  /// turns autowrap back on; then turns off each entered mode in reverse order, shows the
  /// cursor, and leaves the alternate screen last so the shell's screen returns clean.
  public var restoreSequence: [UInt8] {
    var text = "\u{1B}[?2026l\u{1B}[0m\u{1B}[?7h"
    for (mode, numbers) in Self.privateModes.reversed()
    where contains(mode) && mode != .hiddenCursor && mode != .alternateScreen {
      for number in numbers.reversed() {
        text += "\u{1B}[?\(number)l"
      }
    }
    text += "\u{1B}[?25h"
    if contains(.alternateScreen) {
      text += "\u{1B}[?1049l"
    }
    return Array(text.utf8)
  }
}
