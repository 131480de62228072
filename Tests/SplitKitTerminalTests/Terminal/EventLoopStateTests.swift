import SplitKitTerminal
import Testing

@Suite struct EventLoopStateTests {
  private let frame = Duration.nanoseconds(16_666_667)

  @Test func anIdleLoopHasNoDeadlineAndBlocks() {
    var state = EventLoopState()
    #expect(state.timeout(at: .zero) == nil)
    #expect(
      state.woke(TerminalWake(bytes: Array("j".utf8)), at: .seconds(1)) == [
        .input(.key(.character("j")))
      ])
    #expect(state.timeout(at: .seconds(1)) == nil)
    #expect(state.nextDeadline == nil)
    #expect(!state.isAnimating)
  }

  /// SIGHUP, SIGTERM and SIGQUIT reach the app as a quit, alone: keys typed with it are
  /// not handled first.
  @Test func aQuitSignalIsAQuitActionAlone() {
    var state = EventLoopState()
    let wake = TerminalWake(bytes: Array("j".utf8), resized: true, quitSignal: 15)
    #expect(!wake.isTimeout)
    #expect(state.woke(wake, at: .seconds(1)) == [.quit(signal: 15)])
    #expect(!TerminalWake(quitSignal: 1).isTimeout)
  }

  /// An app's watched descriptor that became readable is an action of its own, after the
  /// input of the same wake, and leaves the loop idle (no deadline).
  @Test func aReadableWatchedDescriptorIsAnActionAndTheLoopStaysIdle() {
    var state = EventLoopState()
    var wake = TerminalWake(bytes: Array("j".utf8))
    wake.readable = [7]
    #expect(!wake.isTimeout)
    #expect(state.woke(wake, at: .seconds(1)) == [.input(.key(.character("j"))), .readable([7])])
    #expect(state.timeout(at: .seconds(1)) == nil)
  }

  @Test func aLoneEscapeBecomesTheEscapeKeyAfterTheTimeout() {
    var state = EventLoopState()
    #expect(state.woke(TerminalWake(bytes: [0x1B]), at: .seconds(1)) == [])
    #expect(state.timeout(at: .seconds(1)) == .milliseconds(50))
    #expect(state.timeout(at: .seconds(1) + .milliseconds(20)) == .milliseconds(30))
    #expect(state.woke(.timeout, at: .seconds(1) + .milliseconds(20)) == [])
    #expect(state.woke(.timeout, at: .seconds(1) + .milliseconds(50)) == [.input(.key(.escape))])
    #expect(state.timeout(at: .seconds(1) + .milliseconds(50)) == nil)
  }

  @Test func theRestOfASequenceWithinTheTimeoutCompletesIt() {
    var state = EventLoopState()
    #expect(state.woke(TerminalWake(bytes: [0x1B]), at: .zero) == [])
    #expect(
      state.woke(TerminalWake(bytes: Array("[B".utf8)), at: .milliseconds(10)) == [
        .input(.key(.down))
      ])
    #expect(state.timeout(at: .milliseconds(10)) == nil)
  }

  @Test func eachNewByteRestartsTheEscapeTimeout() {
    var state = EventLoopState()
    _ = state.woke(TerminalWake(bytes: [0x1B]), at: .zero)
    _ = state.woke(TerminalWake(bytes: Array("[1;".utf8)), at: .milliseconds(40))
    #expect(state.timeout(at: .milliseconds(40)) == .milliseconds(50))
    #expect(state.woke(.timeout, at: .milliseconds(90)) == [])
    #expect(state.timeout(at: .milliseconds(90)) == nil)
  }

  @Test func anUnterminatedPasteIsDeliveredAfterASecondWithoutBytesAndKeysWorkAgain() {
    var state = EventLoopState()
    #expect(state.woke(TerminalWake(bytes: Array("\u{1B}[200~abc".utf8)), at: .zero) == [])
    #expect(state.timeout(at: .zero) == .seconds(1))
    // Each byte of the paste restarts the wait, like the escape timeout.
    #expect(state.woke(TerminalWake(bytes: Array("d\u{1B}[20".utf8)), at: .milliseconds(500)) == [])
    #expect(state.timeout(at: .milliseconds(500)) == .seconds(1))
    #expect(state.woke(.timeout, at: .milliseconds(1400)) == [])
    #expect(
      state.woke(.timeout, at: .milliseconds(1500)) == [.input(.paste("abcd\u{1B}[20"))])
    #expect(state.timeout(at: .milliseconds(1500)) == nil)
    #expect(
      state.woke(TerminalWake(bytes: [UInt8(ascii: "q"), 0x03]), at: .seconds(2)) == [
        .input(.key(.character("q"))), .input(.key(.character("c"), .control)),
      ])
  }

  @Test func animatingTicksAtSixtyHertzAndStoppingGoesIdle() {
    var state = EventLoopState()
    state.animationChanged(isAnimating: true, at: .zero)
    #expect(state.isAnimating)
    #expect(state.timeout(at: .zero) == frame)
    var ticks: [Duration] = []
    var now = Duration.zero
    for _ in 0..<60 {
      now += state.timeout(at: now) ?? .zero
      for case .tick(let time) in state.woke(.timeout, at: now) { ticks.append(time) }
    }
    #expect(ticks.count == 60)
    #expect(ticks.first == frame)
    #expect(ticks.last == frame * 60)
    state.animationChanged(isAnimating: false, at: now)
    #expect(!state.isAnimating)
    #expect(state.timeout(at: now) == nil)
  }

  @Test func aLateLoopSkipsMissedFramesInsteadOfBursting() {
    var state = EventLoopState()
    state.animationChanged(isAnimating: true, at: .zero)
    #expect(state.woke(.timeout, at: .milliseconds(100)) == [.tick(.milliseconds(100))])
    #expect(state.timeout(at: .milliseconds(100)) == frame)
    #expect(state.woke(.timeout, at: .milliseconds(101)) == [])
  }

  @Test func inputDuringAnAnimationDoesNotMoveTheNextTick() {
    var state = EventLoopState()
    state.animationChanged(isAnimating: true, at: .zero)
    #expect(
      state.woke(TerminalWake(bytes: Array("k".utf8)), at: .milliseconds(5)) == [
        .input(.key(.character("k")))
      ])
    #expect(state.timeout(at: .milliseconds(5)) == frame - .milliseconds(5))
  }

  @Test func aResizeRefreshesAtOnceAndAStormAfterItBecomesOneMoreRefreshAFrameLater() {
    var state = EventLoopState()
    #expect(state.woke(TerminalWake(resized: true), at: .zero) == [.refresh(.resize)])
    var actions: [EventLoopState.Action] = []
    for millisecond in 1..<10 {
      actions += state.woke(TerminalWake(resized: true), at: .milliseconds(millisecond))
    }
    #expect(actions == [], "gathered until the frame's window closes")
    #expect(state.timeout(at: .milliseconds(9)) == frame - .milliseconds(9))
    #expect(state.woke(.timeout, at: frame) == [.refresh(.resize)])
    #expect(state.timeout(at: frame) == nil)
  }

  @Test func aResizeAfterAQuietFrameRefreshesAtOnceAgain() {
    var state = EventLoopState()
    #expect(state.woke(TerminalWake(resized: true), at: .zero) == [.refresh(.resize)])
    #expect(state.timeout(at: .zero) == nil, "nothing pending: the loop blocks")
    #expect(
      state.woke(TerminalWake(resized: true), at: .milliseconds(40)) == [.refresh(.resize)])
  }

  @Test func aRefreshComesBeforeTheInputOfTheSameWake() {
    var state = EventLoopState(configuration: .init(resizeCoalescing: .zero))
    #expect(
      state.woke(TerminalWake(bytes: Array("q".utf8), resized: true), at: .zero)
        == [.refresh(.resize), .input(.key(.character("q")))])
  }

  @Test func resumingRefreshesAtOnce() {
    var state = EventLoopState()
    _ = state.woke(TerminalWake(resized: true), at: .zero)
    #expect(
      state.woke(TerminalWake(resized: true, resumed: true), at: .milliseconds(1)) == [
        .refresh(.resume)
      ])
    #expect(state.timeout(at: .milliseconds(1)) == nil)
  }

  @Test func aRequestedRefreshIsDueAtOnce() {
    var state = EventLoopState()
    state.refreshRequested(at: .seconds(2))
    #expect(state.timeout(at: .seconds(2)) == .zero)
    #expect(state.woke(.timeout, at: .seconds(2)) == [.refresh(.requested)])
  }
}
