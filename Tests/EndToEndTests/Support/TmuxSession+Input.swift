import SystemTestSupport

extension TmuxSession {
  /// Presses keys and types text, in order.
  ///
  /// Runs of named keys go to tmux in one `send-keys`; text goes with `-l`. Note that an
  /// Escape immediately followed by another key reads as Alt plus that key, as in any
  /// terminal: wait for the screen to change between them.
  ///
  /// ```swift
  /// try session.sendKeys(.text("/"), .text("Ada"), .enter)
  /// ```
  ///
  /// - Parameter keys: The keys and texts.
  /// - Throws: ``EndToEndError`` if tmux fails.
  func sendKeys(_ keys: Key...) throws {
    var names: [String] = []
    func flush() throws {
      if !names.isEmpty { try run(["send-keys", "-t", "e2e"] + names) }
      names = []
    }
    for key in keys {
      if let name = key.tmuxName {
        names.append(name)
      } else if case .text(let text) = key {
        try flush()
        try run(["send-keys", "-t", "e2e", "-l", "--", text])
      }
    }
    try flush()
  }

  /// Writes exact bytes to the program's input, as the terminal would (`send-keys -H`).
  ///
  /// Use it for sequences tmux has no key name for, such as SGR mouse reports (see
  /// ``SGRMouse``). tmux accepts ASCII only here (bytes below 0x80).
  ///
  /// - Parameter bytes: The bytes, all below 0x80.
  /// - Throws: ``EndToEndError`` if tmux fails.
  func sendBytes(_ bytes: [UInt8]) throws {
    precondition(bytes.allSatisfy { $0 < 0x80 }, "send-keys -H carries ASCII only")
    guard !bytes.isEmpty else { return }
    let hex = bytes.map { String($0, radix: 16) }
    try run(["send-keys", "-t", "e2e", "-H"] + hex)
  }

  /// Clicks the left button at a cell: a press and a release.
  ///
  /// - Parameters:
  ///   - column: The 1-based column, as SGR mouse reports count.
  ///   - row: The 1-based row.
  /// - Throws: ``EndToEndError`` if tmux fails.
  func click(column: Int, row: Int) throws {
    try sendBytes(
      SGRMouse.press(column: column, row: row) + SGRMouse.release(column: column, row: row))
  }

  /// Drags with the left button from one cell to another, one report per step, each
  /// sent on its own so the program sees the pointer move over time.
  ///
  /// - Parameters:
  ///   - start: The 1-based cell where the button goes down.
  ///   - end: The 1-based cell where it comes up.
  ///   - steps: How many motion reports lie between them (at least 1).
  ///   - release: Whether to release the button at `end`; pass `false` to inspect the
  ///     screen mid-drag, then send ``SGRMouse/release(column:row:button:)`` yourself.
  /// - Throws: ``EndToEndError`` if tmux fails.
  func drag(
    from start: (column: Int, row: Int),
    to end: (column: Int, row: Int),
    steps: Int = 8,
    release: Bool = true
  ) throws {
    for report in SGRMouse.drag(from: start, to: end, steps: steps, release: release) {
      try sendBytes(report)
    }
  }
}
