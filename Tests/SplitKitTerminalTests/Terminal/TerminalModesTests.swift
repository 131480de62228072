import SplitKitTerminal
import Testing

/// The DEC private modes a sequence sets (`h`) and resets (`l`), in order.
func privateModes(in bytes: [UInt8]) -> [(number: Int, set: Bool)] {
  let text = String(decoding: bytes, as: UTF8.self)
  var result: [(Int, Bool)] = []
  for part in text.split(separator: "\u{1B}", omittingEmptySubsequences: true)
  where part.hasPrefix("[?") {
    let body = part.dropFirst(2)
    guard let last = body.last, last == "h" || last == "l", let number = Int(body.dropLast()) else {
      continue
    }
    result.append((number, last == "h"))
  }
  return result
}

@Suite struct TerminalModesTests {
  @Test func theStandardModesEnterTheAlternateScreenHideTheCursorAndTrackTheMouse() {
    let modes = privateModes(in: TerminalModes.standard.enterSequence)
    #expect(modes.map(\.number) == [1049, 25, 1000, 1002, 1006, 2004, 1004])
    #expect(modes.map(\.set) == [true, false, true, true, true, true, true])
  }

  @Test(arguments: [
    TerminalModes.standard, [], [.alternateScreen], [.mouse, .bracketedPaste],
    [.hiddenCursor, .focusEvents],
  ])
  func everyModeEnteredIsLeft(modes: TerminalModes) {
    let entered = privateModes(in: modes.enterSequence)
    let restored = privateModes(in: modes.restoreSequence)
    for mode in entered {
      #expect(
        restored.contains { $0.number == mode.number && $0.set != mode.set }, "mode \(mode.number)")
    }
    // Never sets anything new on the way out except showing the cursor and autowrap.
    #expect(restored.filter(\.set).map(\.number) == [7, 25])
  }

  @Test func restoringEndsSynchronizedOutputResetsAttributesAndLeavesTheAlternateScreenLast() {
    let text = String(decoding: TerminalModes.standard.restoreSequence, as: UTF8.self)
    #expect(text.hasPrefix("\u{1B}[?2026l\u{1B}[0m"))
    #expect(text.hasSuffix("\u{1B}[?25h\u{1B}[?1049l"))
    #expect(
      text
        == "\u{1B}[?2026l\u{1B}[0m\u{1B}[?7h\u{1B}[?1004l\u{1B}[?2004l\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l"
        + "\u{1B}[?25h\u{1B}[?1049l")
  }

  @Test func noModesEnterNothing() {
    #expect(TerminalModes().enterSequence == [])
  }
}
