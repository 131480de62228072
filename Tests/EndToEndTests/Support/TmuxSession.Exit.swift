extension TmuxSession {
  /// How the program in a pane ended, as recorded by the session's shell wrapper.
  struct Exit: Sendable, Equatable {
    /// The exit status; 128 + the signal number if a signal ended the program
    /// (130 for `SIGINT`, 143 for `SIGTERM`).
    var status: Int32
    /// The tty modes before the program started (`stty -g`).
    var ttyModesBefore: String
    /// The tty modes after the program ended (`stty -g`).
    var ttyModesAfter: String

    /// Whether the program left every tty mode (echo, canonical input, signals, flow
    /// control, output processing, special characters) exactly as it found it.
    var restoredTTYModes: Bool { ttyModesBefore == ttyModesAfter }
  }
}
