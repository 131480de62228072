import Foundation
import SplitKitGTK
import SystemTestSupport
import Testing

/// The real GTK host on a private Xvfb display: widgets allocated at the engine's
/// frames, the dimming, shadow, dividers, bars and help, animation on the frame clock
/// that stops when idle, input through the host's public API.
///
/// GTK runs in `gtk-host-probe`, a process of its own on its real main thread (see
/// `Tests/GTKHostProbe/HostProbe.swift` for why not in this process); each test gives it
/// steps and asserts on the widget reports it prints after each step.
@Suite(.serialized, .timeLimit(.minutes(2)))
struct GTKHostTests {
  typealias Rect = HostProbeReport.Rect

  /// Runs the probe with steps on a fresh display and returns its reports, one per step.
  func probe(_ options: [String], _ steps: [String]) async throws -> [HostProbeReport] {
    let display = try await VirtualDisplay.start()
    defer { display.stop() }
    let sandbox = try Sandbox()
    let output = try await Subprocess.run(
      Binary.locate("gtk-host-probe").url, options + steps,
      environment: display.environment(sandbox), timeout: .seconds(90))
    let decoder = JSONDecoder()
    let reports = try output.standardOutput.split(separator: "\n").map {
      try decoder.decode(HostProbeReport.self, from: Data($0.utf8))
    }
    guard output.status == 0, reports.count == steps.count else {
      throw EndToEndError(
        "gtk-host-probe exited \(output.status) after \(reports.count) of \(steps.count) steps: "
          + "\(output.standardError)\nlast report: \(String(describing: reports.last))")
    }
    return reports
  }

  /// The shown widgets match the engine's placement, and nothing ticks.
  func expectSettled(
    _ report: HostProbeReport, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(report.shown == report.placement, sourceLocation: sourceLocation)
    #expect(!report.isTicking, sourceLocation: sourceLocation)
  }

  func column(_ report: HostProbeReport, _ name: String) -> HostProbeReport.Column? {
    report.columns.first { $0.column == name }
  }

  @Test func sideBySideColumnsSitAtTheEngineFramesWithTheirBarsAndTheButtonHidesThePrimary()
    async throws
  {
    let reports = try await probe(
      ["--size", "1024x768"], ["settle", "button:splitkit-display-mode", "settle"])
    let docked = reports[0]
    expectSettled(docked)
    #expect(docked.containerSize == [1024, 768])
    #expect(column(docked, "primary")?.frame == Rect(x: 0, y: 0, width: 320, height: 768))
    #expect(column(docked, "secondary")?.frame == Rect(x: 321, y: 0, width: 703, height: 768))
    #expect(docked.dividers == [Rect(x: 320, y: 0, width: 1, height: 768)])
    #expect(docked.dimmings.isEmpty && docked.shadows.isEmpty)
    #expect(column(docked, "primary")?.title == "Master")
    #expect(column(docked, "secondary")?.title == "Detail")
    // The display-mode button is in the bar the engine names, and only there.
    let buttonColumn = try #require(docked.displayModeButtonColumn)
    // The probe's split has an inspector: its button ("i") ends the detail's bar.
    #expect(
      column(docked, buttonColumn)?.buttons == [
        "[sidebar-show-symbolic]", "[sidebar-show-right-symbolic]",
      ])
    #expect(docked.columns.filter { $0.column != buttonColumn }.allSatisfy { $0.buttons == [] })

    #expect(reports[1].used == true)
    #expect(reports[1].isTicking, "the button starts an animation on the frame clock")
    let hidden = reports[2]
    expectSettled(hidden)
    #expect(hidden.columns.map(\.column) == ["secondary"])
    #expect(column(hidden, "secondary")?.frame == Rect(x: 0, y: 0, width: 1024, height: 768))
    #expect(hidden.frameCount > reports[1].frameCount + 2, "the slide took several frames")
  }

  @Test(arguments: ["1024x768", "768x1024"])
  func theFirstPaintedFrameAlreadyShowsTheColumns(size: String) async throws {
    let first = try await probe(["--size", size], ["first-frame"])[0]
    #expect(!first.columns.isEmpty)
    #expect(first.shown == first.placement)
  }

  @Test func theOverlaySlidesInOverTheDimmedDetailAndTheTickCallbackGoesWhenIdle() async throws {
    let reports = try await probe(
      ["--size", "768x1024"], ["settle", "toggle", "settle", "report"])
    let hidden = reports[0]
    expectSettled(hidden)
    #expect(hidden.columns.map(\.column) == ["secondary"])
    #expect(reports[1].isTicking)
    let overlay = reports[2]
    expectSettled(overlay)
    #expect(overlay.frameCount - reports[1].frameCount >= 3, "the slide took several frames")
    #expect(column(overlay, "primary")?.frame == Rect(x: 0, y: 0, width: 320, height: 1024))
    #expect(overlay.dimmings.map(\.frame) == [Rect(x: 0, y: 0, width: 768, height: 1024)])
    #expect(overlay.dimmings.allSatisfy { abs($0.opacity - 0.4) < 0.01 })
    #expect(overlay.shadows == [Rect(x: 320, y: 0, width: 12, height: 1024)])
    // Back to front: the detail, its dimming, the overlay, the overlay's shadow.
    #expect(overlay.order == ["secondary", "dim", "primary", "shadow"])
    // Idle: the tick callback removed itself and no frame came after the settle.
    #expect(!reports[3].isTicking)
    #expect(reports[3].frameCount == overlay.frameCount)
  }

  /// Frame work runs once per frame on the frame clock until it says it is done; then the
  /// clock stops and the window is idle.
  @Test func frameWorkRunsOncePerFrameUntilDoneAndThenTheClockStops() async throws {
    let reports = try await probe(
      ["--size", "1024x768"], ["settle", "work:5", "hold:200", "report"])
    #expect(reports[1].used == true, "five calls in at least five frames, then cleared")
    #expect(!reports[3].isTicking)
    #expect(reports[3].frameCount == reports[1].frameCount)
  }

  /// The touch path: a finger's edge swipe, release and tap, through the pointer API.
  ///
  /// xdotool can only make core pointer events (XTEST has no touch) and Xvfb has no touch
  /// device, so touch cannot be emulated end to end. GDK's touch begin, update and end
  /// reach the engine through the same `pointerPressed`, `pointerMoved` and
  /// `pointerReleased` as the mouse; this drives them as a finger would.
  @Test func anEdgeSwipeFollowsTheFingerCompletesAndATapDismisses() async throws {
    let reports = try await probe(
      ["--size", "768x1024"],
      [
        "settle", "press:3,500", "move:15,500", "move:163,500", "draw", "move:260,500",
        "release:260,500", "settle", "press:600,500", "release:600,500", "settle",
      ])
    #expect(reports[1].used == false, "an edge press is tracked but reaches the content")
    #expect(reports[3].used == true, "the swipe owns the moves")
    let held = reports[4]
    #expect(held.shown == held.placement)
    let primary = try #require(column(held, "primary")?.frame)
    #expect(primary.width == 320, "the primary slides at its resting width")
    #expect((140...164).contains(primary.maxX), "the overlay's edge follows the finger: \(primary)")
    let opacity = try #require(held.dimmings.first?.opacity)
    #expect(opacity > 0.05 && opacity < 0.39)
    #expect(reports[6].used == true)
    expectSettled(reports[7])
    #expect(column(reports[7], "primary")?.frame == Rect(x: 0, y: 0, width: 320, height: 1024))
    #expect(reports[8].used == true, "the dimmed detail claims the tap")
    expectSettled(reports[10])
    #expect(reports[10].columns.map(\.column) == ["secondary"])
  }

  /// A finger down and still changes nothing over time: no tick callback, no frames
  /// (issue 10's zero idle CPU); the release animates on the frame clock again.
  @Test func aSwipeHeldStillStopsTheTicksAndItsReleaseCompletesOnTheFrameClock() async throws {
    let reports = try await probe(
      ["--size", "768x1024"],
      [
        "settle", "press:3,500", "move:15,500", "move:163,500", "settle", "hold:300",
        "move:260,500", "release:260,500", "settle",
      ])
    #expect(reports[3].used == true, "the swipe owns the moves")
    let held = reports[4]
    expectSettled(held)
    let primary = try #require(column(held, "primary")?.frame)
    #expect((140...164).contains(primary.maxX), "the overlay's edge follows the finger: \(primary)")
    let still = reports[5]
    #expect(!still.isTicking, "held still: no tick callback")
    #expect(still.frameCount == held.frameCount, "held still: no animation frames")
    #expect(still.columns == held.columns)
    #expect(reports[6].used == true && !reports[6].isTicking, "a move redraws without ticks")
    #expect(reports[7].used == true)
    #expect(reports[7].isTicking, "the release hands the swipe to a spring on the frame clock")
    let done = reports[8]
    expectSettled(done)
    #expect(done.frameCount > still.frameCount + 2, "the spring took several frames")
    #expect(column(done, "primary")?.frame == Rect(x: 0, y: 0, width: 320, height: 1024))
  }

  @Test func rightToLeftPutsTheMasterOnTheRightAndItsEdgeSwipeOnTheRightEdge() async throws {
    let docked = try await probe(["--rtl", "--size", "1024x768"], ["settle"])[0]
    expectSettled(docked)
    #expect(column(docked, "primary")?.frame == Rect(x: 704, y: 0, width: 320, height: 768))
    #expect(column(docked, "secondary")?.frame == Rect(x: 0, y: 0, width: 703, height: 768))
    #expect(docked.dividers == [Rect(x: 703, y: 0, width: 1, height: 768)])

    let swiped = try await probe(
      ["--rtl", "--size", "768x1024"],
      ["settle", "press:765,500", "move:753,500", "move:500,500", "release:500,500", "settle"])
    #expect(swiped[1].used == false, "an edge press is tracked but reaches the content")
    #expect(swiped[3].used == true, "a swipe from the right edge owns the moves")
    expectSettled(swiped[5])
    #expect(column(swiped[5], "primary")?.frame == Rect(x: 448, y: 0, width: 320, height: 1024))
    #expect(swiped[5].shadows == [Rect(x: 436, y: 0, width: 12, height: 1024)])
  }

  @Test func questionMarkShowsTheHelpCentredOnTopAndEscapeHidesIt() async throws {
    let reports = try await probe(
      ["--size", "1024x768"], ["settle", "key:?", "settle", "key:escape", "settle"])
    #expect(reports[0].help == nil)
    #expect(reports[1].used == true)
    let help = try #require(reports[2].help)
    expectSettled(reports[2])
    #expect(reports[2].order.last == "help", "the help is drawn above everything")
    #expect(abs(help.x + help.width / 2 - 512) <= 1 && abs(help.y + help.height / 2 - 384) <= 1)
    #expect(help.width > 200 && help.height > 100, "the help holds its text: \(help)")
    // It lists the keys a window handles, from the shared table, and not Ctrl-Z's suspend.
    let text = try #require(reports[2].helpText)
    let shared = KeyBindings.standard.entries
    for entry in shared where entry.command != .suspend {
      #expect(text.contains(entry.label) && text.contains(entry.description), "\(entry.label)")
    }
    #expect(!text.contains("^Z") && !text.contains("Suspend"), "\(text)")
    #expect(reports[3].used == true)
    #expect(reports[4].help == nil)
    #expect(reports[4].columns == reports[0].columns)
  }

  @Test func aWindowBelowTheCompactThresholdShowsOneColumnWithABackButtonAndExpandsAgain()
    async throws
  {
    let reports = try await probe(
      ["--size", "1024x768"],
      ["settle", "resize:400x600", "settle", "push:Item 3", "settle", "resize:1024x768", "settle"])
    let collapsed = reports[2]
    expectSettled(collapsed)
    #expect(collapsed.isCollapsed)
    #expect(collapsed.columns.map(\.frame) == [Rect(x: 0, y: 0, width: 400, height: 600)])
    #expect(collapsed.dividers.isEmpty)
    let pushed = reports[4]
    expectSettled(pushed)
    #expect(pushed.columns.first?.title == "Item 3")
    #expect(
      pushed.columns.first?.buttons == [
        "[go-previous-symbolic] Master", "[sidebar-show-right-symbolic]",
      ])
    let expanded = reports[6]
    expectSettled(expanded)
    #expect(!expanded.isCollapsed)
    #expect(Set(expanded.columns.map(\.column)) == ["primary", "secondary"])
    #expect(column(expanded, "primary")?.frame == Rect(x: 0, y: 0, width: 320, height: 768))
  }
}

extension GTKHostTests {
  /// A portrait window whose detail is a placeholder opens on the list over it, dimmed,
  /// not on the blank detail; Escape dismisses it as usual.
  @Test func aPortraitWindowOnAPlaceholderOpensWithThePrimaryOverIt() async throws {
    let reports = try await probe(
      ["--placeholder", "--size", "768x1024"], ["settle", "key:escape", "settle"])
    let launch = reports[0]
    #expect(launch.shown == launch.placement)
    #expect(
      launch.columns.first { $0.column == "primary" }?.frame
        == Rect(x: 0, y: 0, width: 320, height: 1024))
    #expect(launch.dimmings.map(\.frame) == [Rect(x: 0, y: 0, width: 768, height: 1024)])
    #expect(launch.order == ["secondary", "dim", "primary", "shadow"])
    let dismissed = reports[2]
    #expect(dismissed.columns.map(\.column) == ["secondary"])
    #expect(dismissed.dimmings.isEmpty)
  }
}
