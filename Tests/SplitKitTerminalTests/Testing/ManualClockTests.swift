import SplitKitTerminalTesting
import Testing

/// Waits, yielding, until `condition` holds; records an issue after five seconds.
private func eventually(_ condition: () -> Bool) async {
  let deadline = ContinuousClock.now.advanced(by: .seconds(5))
  while !condition() {
    guard ContinuousClock.now < deadline else {
      Issue.record("The condition never held")
      return
    }
    await Task.yield()
  }
}

@Suite struct ManualClockTests {
  @Test func timeMovesOnlyWhenAdvanced() {
    let clock = ManualClock()
    #expect(clock.now.offset == .zero)
    clock.advance(by: .milliseconds(16))
    clock.advance(by: .zero)
    #expect(clock.now.offset == .milliseconds(16))
    #expect(clock.now.duration(to: clock.now.advanced(by: .seconds(1))) == .seconds(1))
    #expect(clock.minimumResolution == .zero)
  }

  @Test func aSleeperWakesWhenTheClockReachesItsDeadline() async throws {
    let clock = ManualClock()
    let sleeper = Task {
      try await clock.sleep(until: clock.now.advanced(by: .milliseconds(100)))
      return clock.now.offset
    }
    await eventually { clock.sleeperCount == 1 }
    clock.advance(by: .milliseconds(99))
    #expect(clock.sleeperCount == 1)
    clock.advance(by: .milliseconds(1))
    #expect(try await sleeper.value == .milliseconds(100))
    #expect(clock.sleeperCount == 0)
  }

  @Test func aDeadlineInThePastDoesNotSuspend() async throws {
    let clock = ManualClock()
    clock.advance(by: .seconds(1))
    try await clock.sleep(until: clock.now.advanced(by: .seconds(-1)))
    #expect(clock.sleeperCount == 0)
  }

  @Test func cancellingASleeperEndsItsSleep() async {
    let clock = ManualClock()
    let sleeper = Task { try await clock.sleep(until: clock.now.advanced(by: .seconds(1))) }
    await eventually { clock.sleeperCount == 1 }
    sleeper.cancel()
    await #expect(throws: CancellationError.self) { try await sleeper.value }
    #expect(clock.sleeperCount == 0)
    #expect(clock.now.offset == .zero)
  }
}
