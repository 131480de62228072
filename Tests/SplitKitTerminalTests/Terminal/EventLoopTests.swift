import SplitKitTerminal
import SplitKitTerminalTesting
import Testing

@Suite struct EventLoopTests {
  @Test func anIdleLoopWaitsWithoutATimeout() throws {
    let clock = ManualClock()
    let terminal = TestTerminal(clock: clock)
    let loop = EventLoop(terminal: terminal, clock: clock)
    terminal.send("j")
    #expect(try loop.nextActions() == [.input(.key(.character("j")))])
    #expect(throws: TerminalError.self) { try loop.nextActions() }
    #expect(terminal.waits == [nil, nil])
    #expect(clock.now.offset == .zero)
  }

  @Test func aLoneEscapeIsResolvedByTheClock() throws {
    let clock = ManualClock()
    let terminal = TestTerminal(clock: clock)
    let loop = EventLoop(terminal: terminal, clock: clock)
    terminal.send([0x1B])
    #expect(try loop.nextActions() == [.input(.key(.escape))])
    #expect(terminal.waits == [nil, .milliseconds(50)])
    #expect(loop.now == .milliseconds(50))
  }

  @Test func anAnimationTicksEveryFrameUntilItStops() throws {
    let clock = ManualClock()
    let terminal = TestTerminal(clock: clock)
    let loop = EventLoop(terminal: terminal, clock: clock)
    let frame = Duration.nanoseconds(16_666_667)
    loop.setAnimating(true)
    #expect(try loop.nextActions() == [.tick(frame)])
    #expect(try loop.nextActions() == [.tick(frame * 2)])
    #expect(try loop.nextActions() == [.tick(frame * 3)])
    loop.setAnimating(false)
    #expect(throws: TerminalError.self) { try loop.nextActions() }
    #expect(terminal.waits == [frame, frame, frame, nil])
  }

  @Test func aResizeStormIsARefreshAtOnceAndOneMoreAtTheNewSize() throws {
    let clock = ManualClock()
    let terminal = TestTerminal(clock: clock)
    let loop = EventLoop(terminal: terminal, clock: clock)
    for columns in 81...90 {
      terminal.resize(to: CellSize(columns: columns, rows: 24))
    }
    #expect(try loop.nextActions() == [.refresh(.resize)], "the first resize, at once")
    var rest: [EventLoopState.Action] = []
    for _ in 0..<20 where !rest.contains(.refresh(.resize)) {
      rest += try loop.nextActions()
    }
    #expect(rest == [.refresh(.resize)], "the other nine, gathered into one")
    #expect(try terminal.size() == CellSize(columns: 90, rows: 24))
    #expect(!terminal.hasScriptedInput)
  }

  @Test func aRequestedRefreshDoesNotWait() throws {
    let clock = ManualClock()
    let terminal = TestTerminal(clock: clock)
    let loop = EventLoop(terminal: terminal, clock: clock)
    loop.requestRefresh()
    #expect(try loop.nextActions() == [.refresh(.requested)])
    #expect(terminal.waits == [.zero])
  }
}
