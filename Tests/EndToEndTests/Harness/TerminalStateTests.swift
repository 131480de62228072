import Testing

extension EndToEnd {
  /// The restoration check must catch every way a program can leave a terminal broken
  /// (negative controls) and accept a program that restores everything.
  @Suite
  struct TerminalStateTests {
    /// Runs `script` in a fresh pane and returns how it exited and the state it left.
    private func leftBehind(by script: String) async throws -> (TmuxSession.Exit, TerminalState) {
      let session = try TmuxSession(["sh", "-c", script])
      let exit = try await session.waitForExit()
      return (exit, try session.terminalState())
    }

    @Test func aFreshPaneIsPristine() async throws {
      let session = try TmuxSession(["cat"])
      try await session.programPID()
      #expect(try session.terminalState() == .pristine)
    }

    @Test func detectsATTYLeftWithoutEchoCanonicalModeOrSignals() async throws {
      let (exit, state) = try await leftBehind(by: "stty -echo -icanon -isig")
      #expect(!exit.restoredTTYModes)
      var broken = TerminalState.pristine
      broken.echo = false
      broken.canonical = false
      broken.signals = false
      #expect(state == broken)
    }

    @Test func detectsTTYModesThatTheFlagsDoNotCover() async throws {
      let (exit, state) = try await leftBehind(by: "stty -icrnl -opost")
      #expect(!exit.restoredTTYModes)
      #expect(state == .pristine)
    }

    @Test func detectsAlternateScreenMouseReportingAndHiddenCursorLeftOn() async throws {
      let (exit, state) = try await leftBehind(
        by: "printf '\\033[?1049h\\033[?1002h\\033[?1006h\\033[?25l'")
      #expect(exit.restoredTTYModes)
      let broken = TerminalState(
        echo: true, canonical: true, signals: true,
        alternateScreen: true, mouseReporting: true, sgrMouse: true, cursorVisible: false)
      #expect(state == broken)
    }

    @Test func acceptsAProgramThatRestoresEverything() async throws {
      let (exit, state) = try await leftBehind(
        by: """
          saved=$(stty -g); stty raw -echo
          printf '\\033[?1049h\\033[?1002h\\033[?1006h\\033[?25l'
          printf '\\033[?25h\\033[?1006l\\033[?1002l\\033[?1049l'
          stty "$saved"
          """)
      #expect(exit.status == 0)
      #expect(exit.restoredTTYModes)
      #expect(state == .pristine)
    }

    @Test func describesEveryFlagTheWaySttyDoes() {
      let state = TerminalState(
        echo: false, canonical: true, signals: true,
        alternateScreen: true, mouseReporting: false, sgrMouse: false, cursorVisible: false)
      #expect(
        state.description
          == "-echo icanon isig alternate-screen -mouse -sgr-mouse -cursor-visible")
    }
  }
}
