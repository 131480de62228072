import DemoApp
import SplitKit
import SplitKitTerminal
import SplitKitTerminalTesting
import Testing

/// ``TerminalHost/run()`` on a test terminal: modes entered and restored, input handled,
/// idle waits block, animations tick at 60 Hz, suspend and resume repaint.
@Suite @MainActor struct TerminalHostRunLoopTests {
  func host(columns: Int = 100, rows: Int = 20) -> (TerminalHost, TestTerminal, ManualClock) {
    let clock = ManualClock()
    let terminal = TestTerminal(size: CellSize(columns: columns, rows: rows), clock: clock)
    let host = TerminalHost(
      split: DemoApp(rows: 50).makeSplit(), terminal: terminal, clock: clock,
      configuration: TerminalHostConfiguration(colorMode: .monochrome))
    return (host, terminal, clock)
  }

  func screen(of terminal: TestTerminal) -> [String] {
    var emulator = ScreenEmulator(size: terminal.currentSize)
    emulator.apply(terminal.output)
    return emulator.screen.lines
  }

  /// ``screen(of:)`` with the selected row marked (``Buffer/linesMarkingSelection``).
  func markedScreen(of terminal: TestTerminal) -> [String] {
    var emulator = ScreenEmulator(size: terminal.currentSize)
    emulator.apply(terminal.output)
    return emulator.screen.linesMarkingSelection
  }

  @Test func quittingRestoresTheTerminalAfterDrawing() throws {
    let (host, terminal, _) = host()
    terminal.send("q")
    try host.run()
    #expect(host.isQuitRequested)
    #expect(!terminal.isRawMode)
    #expect(terminal.signalRestore == nil)
    let restore = TerminalModes.standard.restoreSequence
    #expect(terminal.output.starts(with: TerminalModes.standard.enterSequence))
    #expect(Array(terminal.output.suffix(restore.count)) == restore)
    #expect(terminal.outputText.contains("Item 1"))
  }

  @Test func inputEndingReturnsNormallyWithTheTerminalRestored() throws {
    let (host, terminal, _) = host()
    try host.run()
    #expect(!host.isQuitRequested)
    #expect(!terminal.isRawMode)
    #expect(terminal.waits == [nil], "idle, the loop waits without a timeout")
  }

  @Test func keysAreHandledAndAnimationsTickAtSixtyHertzThenTheLoopBlocks() throws {
    let (host, terminal, _) = host()
    terminal.send("\\")
    try host.run()
    #expect(host.split.displayMode == .oneOverSecondary)
    let frame = Duration.nanoseconds(16_666_667)
    let ticking = terminal.waits.dropFirst().dropLast()
    #expect(ticking.count >= 6, "the transition is drawn frame by frame")
    #expect(ticking.allSatisfy { $0.map { $0 <= frame } == true })
    #expect(terminal.waits.last == .some(nil), "after the animation the loop blocks again")
    #expect(markedScreen(of: terminal)[1].hasPrefix("▸ Item 1"))
  }

  @Test func aMouseDragFromTheEdgeThroughTheLoopRevealsTheOverlay() throws {
    let (host, terminal, _) = host()
    terminal.send("\u{1B}[<0;1;8M")
    for x in [4, 8, 12, 16, 20] { terminal.send("\u{1B}[<32;\(x);8M") }
    terminal.send("\u{1B}[<0;20;8m")
    try host.run()
    #expect(host.split.displayMode == .oneOverSecondary)
    #expect(!host.isAnimating)
  }

  @Test func resizeAndResumeRepaintEverythingAtTheNewSize() throws {
    let (host, terminal, _) = host()
    terminal.resize(to: CellSize(columns: 60, rows: 20))
    terminal.send("\u{1A}")  // Ctrl-Z
    try host.run()
    #expect(terminal.suspendCount == 1)
    #expect(host.size == CellSize(columns: 60, rows: 20))
    #expect(host.split.isCollapsed)
    #expect(host.lastFrame?.isFullRepaint == true)
    #expect(!terminal.isRawMode)
  }

  @Test func contentIsSanitizedBeforeItReachesTheTerminal() throws {
    let clock = ManualClock()
    let terminal = TestTerminal(size: CellSize(columns: 100, rows: 10), clock: clock)
    let split = SplitViewController()
    split.setViewController(
      TextViewController(title: "T\u{1B}[2Jitle", text: "evil \u{1B}]0;pwned\u{07} \u{202E}text"),
      for: .secondary)
    let host = TerminalHost(
      split: split, terminal: terminal, clock: clock,
      configuration: TerminalHostConfiguration(colorMode: .monochrome))
    try host.run()
    #expect(!terminal.outputText.contains("\u{1B}]0;"))
    #expect(!terminal.outputText.contains("T\u{1B}[2Jitle"))
    #expect(screen(of: terminal)[0].contains("T␛[2Jitle"))
    #expect(!terminal.outputText.contains("\u{202E}"))
    #expect(screen(of: terminal).contains { $0.contains("evil ␛]0;pwned␇ �text") })
  }

  @Test func aKeyOrAClickIsNotedAsInputAndFocusIsNot() {
    let (host, _, clock) = host()
    #expect(host.lastInputTime == nil)
    clock.advance(by: .milliseconds(40))
    host.handle(.focusGained)
    #expect(host.lastInputTime == nil)
    host.handle(.key(KeyEvent(.down)))
    #expect(host.lastInputTime == .milliseconds(40))
    clock.advance(by: .milliseconds(10))
    host.handle(.paste("x"))
    #expect(host.lastInputTime == .milliseconds(50))
  }
}
