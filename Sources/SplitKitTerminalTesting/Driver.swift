public import SplitKit
public import SplitKitTerminal
public import SplitKitTesting

/// Runs a split view app in memory and plays a user at it: keys, clicks, drags, resizes
/// and the passing of time, with the screen readable as text.
///
/// ```swift
/// let driver = Driver(app: DemoApp(rows: 20).makeSplit(), size: CellSize(columns: 100, rows: 30))
/// driver.press(.down, .enter)
/// driver.advance(by: .milliseconds(300))
/// #expect(driver.screen[0].contains("Item 2"))
/// try assertSnapshot(driver.screen)
/// ```
///
/// The driver hosts the app in a ``/SplitKitTerminal/TerminalHost`` on a ``TestTerminal`` with a
/// ``/SplitKitTesting/ManualClock``: every action is handled at once, a frame is drawn and written, and the
/// written bytes are applied to a ``ScreenEmulator``, so ``screen`` is what a terminal
/// would show — the diff renderer's output checked on every step. Time moves only in
/// ``advance(by:)`` and in the steps of ``drag(from:to:steps:over:)``.
@MainActor
public final class Driver {
  /// The host running the app.
  public let host: TerminalHost
  /// The in-memory terminal the host writes to.
  public let terminal: TestTerminal
  /// The clock the host runs on; only the driver advances it.
  public let clock: ManualClock
  /// The terminal as it would show the bytes written so far.
  public private(set) var emulator: ScreenEmulator
  /// Every frame written, in order.
  public private(set) var frames: [RenderedFrame] = []
  private var consumed = 0

  /// Starts an app at a terminal size and draws its first frame.
  ///
  /// - Parameters:
  ///   - split: The app's split view.
  ///   - size: The terminal size in cells.
  ///   - configuration: The host configuration; true colour unless it says otherwise.
  public init(
    app split: SplitViewController, size: CellSize = CellSize(columns: 80, rows: 24),
    configuration: TerminalHostConfiguration = TerminalHostConfiguration(colorMode: .trueColor)
  ) {
    clock = ManualClock()
    terminal = TestTerminal(size: size, clock: clock)
    host = TerminalHost(
      split: split, terminal: terminal, clock: clock, configuration: configuration)
    emulator = ScreenEmulator(size: host.size)
    host.refresh()
    emulator = ScreenEmulator(size: host.size)
    present()
  }

  /// The split view being driven.
  public var split: SplitViewController { host.split }

  /// The screen's lines as text (wide characters once, no styles).
  public var screen: [String] { emulator.screen.lines }

  /// The screen with styles, as the terminal shows it.
  public var buffer: Buffer { emulator.screen }

  /// The last frame written.
  public var lastFrame: RenderedFrame? { frames.last }

  // MARK: Keys

  /// Presses keys one after another, drawing a frame after each.
  ///
  /// - Parameter keys: The keys, without modifiers.
  public func press(_ keys: Key...) {
    for key in keys { send(.key(KeyEvent(key))) }
  }

  /// Presses keys with modifiers one after another, drawing a frame after each.
  ///
  /// - Parameter keys: The key events.
  public func press(_ keys: KeyEvent...) {
    for key in keys { send(.key(key)) }
  }

  /// Types text: each character is a key press.
  ///
  /// - Parameter text: The characters to press.
  public func type(_ text: String) {
    for character in text { send(.key(KeyEvent(.character(character)))) }
  }

  /// Sends raw terminal input bytes through an input decoder, as the run loop would (a
  /// trailing lone ESC is resolved as the Escape key).
  ///
  /// - Parameter bytes: The bytes the terminal would send.
  public func send(bytes: [UInt8]) {
    var decoder = InputDecoder()
    let events = decoder.feed(bytes) + decoder.flushPendingEscape()
    for event in events { send(event) }
  }

  /// Hands one input event to the host and draws a frame.
  ///
  /// - Parameter event: The event.
  public func send(_ event: InputEvent) {
    host.handle(event)
    present()
  }

  // MARK: Mouse

  /// Clicks the left button at a cell: press, then release.
  ///
  /// - Parameters:
  ///   - x: The column, from 0.
  ///   - y: The row, from 0.
  public func click(x: Int, y: Int) {
    let position = CellPosition(x: x, y: y)
    send(.mouse(MouseEvent(.press, button: .left, at: position)))
    send(.mouse(MouseEvent(.release, button: .left, at: position)))
  }

  /// Drags with the left button: press at `from`, `steps` moves spread evenly over
  /// `duration` (the clock advances between them), release at `to`.
  ///
  /// - Parameters:
  ///   - from: Where the button goes down.
  ///   - to: Where it comes up.
  ///   - steps: How many move events; at least 1.
  ///   - duration: How long the drag takes.
  public func drag(
    from: CellPosition, to: CellPosition, steps: Int = 8,
    over duration: Duration = .milliseconds(200)
  ) {
    let steps = max(1, steps)
    send(.mouse(MouseEvent(.press, button: .left, at: from)))
    for step in 1...steps {
      advanceClock(by: duration / steps)
      let position = CellPosition(
        x: from.x + (to.x - from.x) * step / steps, y: from.y + (to.y - from.y) * step / steps)
      send(.mouse(MouseEvent(.drag, button: .left, at: position)))
    }
    send(.mouse(MouseEvent(.release, button: .left, at: to)))
  }

  /// Turns the wheel at a cell.
  ///
  /// - Parameters:
  ///   - kind: ``/SplitKitTerminal/MouseEvent/Kind/wheelUp`` or ``/SplitKitTerminal/MouseEvent/Kind/wheelDown`` (or left/right).
  ///   - x: The column, from 0.
  ///   - y: The row, from 0.
  ///   - notches: How many events to send.
  public func wheel(_ kind: MouseEvent.Kind, x: Int, y: Int, notches: Int = 1) {
    for _ in 0..<max(0, notches) {
      send(.mouse(MouseEvent(kind, button: .none, at: CellPosition(x: x, y: y))))
    }
  }

  // MARK: Size and time

  /// Resizes the terminal; the host lays out again and repaints everything.
  ///
  /// - Parameters:
  ///   - columns: The new width.
  ///   - rows: The new height.
  public func resize(columns: Int, rows: Int) {
    terminal.resize(to: CellSize(columns: columns, rows: rows))
    _ = try? terminal.waitForInput(timeout: .zero)  // Consume the scripted resize wake.
    host.refresh()
    emulator = ScreenEmulator(size: host.size)
    present()
  }

  /// Lets time pass, drawing a frame every 1/60 s while something animates, as the run
  /// loop does.
  ///
  /// - Parameter duration: How long.
  public func advance(by duration: Duration) {
    let frame = Duration.nanoseconds(16_666_667)
    var remaining = duration
    while remaining > .zero {
      guard host.isAnimating else {
        advanceClock(by: remaining)
        break
      }
      let step = min(frame, remaining)
      advanceClock(by: step)
      remaining -= step
      host.tick()
      present()
    }
    host.tick()
    present()
  }

  private func advanceClock(by duration: Duration) {
    clock.advance(by: duration)
  }

  private func present() {
    guard let frame = try? host.present() else { return }
    frames.append(frame)
    let output = terminal.output
    emulator.apply(output[consumed...])
    consumed = output.count
  }
}
