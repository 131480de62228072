import Testing

extension EndToEnd {
  @Suite
  struct SGRMouseTests {
    private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    @Test func pressReleaseMotionAndWheelUseXtermSGREncoding() {
      #expect(text(SGRMouse.press(column: 10, row: 5)) == "\u{1B}[<0;10;5M")
      #expect(text(SGRMouse.release(column: 10, row: 5)) == "\u{1B}[<0;10;5m")
      #expect(text(SGRMouse.moved(column: 3, row: 7)) == "\u{1B}[<32;3;7M")
      #expect(text(SGRMouse.press(column: 1, row: 1, button: 2)) == "\u{1B}[<2;1;1M")
      #expect(text(SGRMouse.wheel(up: true, column: 4, row: 2)) == "\u{1B}[<64;4;2M")
      #expect(text(SGRMouse.wheel(up: false, column: 4, row: 2)) == "\u{1B}[<65;4;2M")
    }

    @Test func dragPressesMovesEvenlyAndReleasesAtTheEnd() {
      let reports = SGRMouse.drag(from: (column: 1, row: 10), to: (column: 41, row: 12), steps: 4)
      #expect(
        reports.map(text) == [
          "\u{1B}[<0;1;10M", "\u{1B}[<32;11;10M", "\u{1B}[<32;21;11M", "\u{1B}[<32;31;11M",
          "\u{1B}[<32;41;12M", "\u{1B}[<0;41;12m",
        ])
    }

    @Test func dragWithoutReleaseStopsAtTheLastMotion() {
      let reports = SGRMouse.drag(
        from: (column: 1, row: 1), to: (column: 3, row: 1), steps: 1, release: false)
      #expect(reports.map(text) == ["\u{1B}[<0;1;1M", "\u{1B}[<32;3;1M"])
    }
  }
}
