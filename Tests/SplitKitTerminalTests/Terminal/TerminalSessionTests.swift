import SplitKitTerminal
import SplitKitTerminalTesting
import Testing

@Suite struct TerminalSessionTests {
  @Test func startingASessionArmsSignalsEntersRawModeAndTheModes() throws {
    let terminal = TestTerminal()
    let session = try TerminalSession(terminal: terminal)
    #expect(session.isActive)
    #expect(terminal.isRawMode)
    #expect(terminal.output == TerminalModes.standard.enterSequence)
    #expect(terminal.unflushed.isEmpty)
    #expect(terminal.signalRestore?.enter == TerminalModes.standard.enterSequence)
    #expect(terminal.signalRestore?.restore == TerminalModes.standard.restoreSequence)
    session.restore()
  }

  @Test func restoringLeavesEveryModeRawModeAndTheSignalHandlers() throws {
    let terminal = TestTerminal()
    let session = try TerminalSession(terminal: terminal)
    terminal.clearOutput()
    session.restore()
    #expect(!session.isActive)
    #expect(!terminal.isRawMode)
    #expect(terminal.signalRestore == nil)
    #expect(terminal.output == TerminalModes.standard.restoreSequence)
    let left = privateModes(in: terminal.output)
    for mode in privateModes(in: TerminalModes.standard.enterSequence) {
      #expect(left.contains { $0.number == mode.number && $0.set != mode.set })
    }
  }

  @Test func restoringTwiceWritesTheRestoreSequenceOnce() throws {
    let terminal = TestTerminal()
    let session = try TerminalSession(terminal: terminal)
    session.restore()
    session.restore()
    #expect(
      terminal.output == TerminalModes.standard.enterSequence
        + TerminalModes.standard.restoreSequence)
  }

  @Test func droppingTheSessionRestoresTheTerminal() throws {
    let terminal = TestTerminal()
    do {
      _ = try TerminalSession(terminal: terminal, modes: [.alternateScreen])
    }
    #expect(!terminal.isRawMode)
    #expect(terminal.signalRestore == nil)
    #expect(
      terminal.outputText == "\u{1B}[?1049h\u{1B}[?2026l\u{1B}[0m\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l"
    )
  }

  @Test func runRestoresWhenTheBodyThrows() {
    struct Failure: Error {}
    let terminal = TestTerminal()
    #expect(throws: Failure.self) {
      try TerminalSession.run(terminal: terminal) { _ in throw Failure() }
    }
    #expect(!terminal.isRawMode)
    #expect(terminal.signalRestore == nil)
    #expect(
      terminal.output == TerminalModes.standard.enterSequence
        + TerminalModes.standard.restoreSequence)
  }

  @Test func suspendingRestoresWhileStoppedAndComesBackForAFullRepaint() throws {
    let terminal = TestTerminal()
    let session = try TerminalSession(terminal: terminal)
    terminal.clearOutput()
    session.suspend()
    #expect(terminal.suspendCount == 1)
    #expect(
      terminal.output == TerminalModes.standard.restoreSequence
        + TerminalModes.standard.enterSequence)
    #expect(terminal.isRawMode)
    #expect(session.isActive)
    let loop = EventLoop(terminal: terminal, clock: ManualClock())
    #expect(try loop.nextActions() == [.refresh(.resume)])
    session.restore()
    session.suspend()
    #expect(terminal.suspendCount == 1)
  }
}
