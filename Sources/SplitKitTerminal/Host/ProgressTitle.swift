/// The host's test mode: a terminal title that reports what the host has done so far.
///
/// With `SPLITKIT_TEST_FRAME_TITLE=1` in the environment, ``TerminalHost/run()`` sets the
/// terminal's title (OSC 2) after every frame.
///
/// The title reads `splitkit frames=12 focus=3 size=100x40 idle=1`: frames written, focus
/// reports (`ESC [ I`) handled, the size laid out, and whether nothing is due (no
/// animation, frame work, unfinished escape sequence or pending resize). A test sends a
/// focus report after its input and waits until the title counts it with `idle=1`: every
/// byte sent before it has then been handled and drawn, however loaded the machine is.
struct ProgressTitle {
  /// The environment variable that turns the title on when it is `1`.
  static let variable = "SPLITKIT_TEST_FRAME_TITLE"

  /// Frames written so far.
  private(set) var frames = 0
  /// Focus reports handled so far.
  private(set) var focusReports = 0

  /// Counts the focus reports among `actions`.
  ///
  /// - Parameter actions: The actions of one wake of the event loop.
  mutating func performed(_ actions: [EventLoopState.Action]) {
    for case .input(.focusGained) in actions { focusReports += 1 }
  }

  /// Counts a frame and returns the OSC 2 sequence that reports it.
  ///
  /// - Parameters:
  ///   - size: The size the frame was laid out at.
  ///   - idle: Whether nothing is due after the frame.
  /// - Returns: The bytes to write after the frame.
  mutating func presented(size: CellSize, idle: Bool) -> [UInt8] {
    frames += 1
    let text =
      "splitkit frames=\(frames) focus=\(focusReports)"
      + " size=\(size.columns)x\(size.rows) idle=\(idle ? 1 : 0)"
    return [0x1B, UInt8(ascii: "]"), UInt8(ascii: "2"), UInt8(ascii: ";")] + Array(text.utf8)
      + [0x07]
  }
}
