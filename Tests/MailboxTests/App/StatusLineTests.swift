import SplitKitContent
import SplitKitTerminal
import SplitKitTerminalTesting
import Testing

@testable import MailboxCore
@testable import MailboxModel

/// The status line under the list.
@Suite struct StatusLineTests {
  static func render(_ content: StatusContent, width: Int) -> String {
    var buffer = Buffer(size: CellSize(columns: width, rows: 1))
    StatusLineView(content: content).render(in: buffer.bounds, of: &buffer)
    #expect(buffer[0, 0].style == StatusLineView.style)
    return ScreenEmulator(screen: buffer).screen.lines[0]
  }

  @Test func leadingAndTrailingTextShareTheLine() {
    #expect(
      Self.render(StatusContent("/kyo▏", trailing: "14 of 150"), width: 30)
        == " /kyo▏              14 of 150 ")
  }

  @Test func theTrailingTextGoesFirstWhenTheLineIsNarrow() {
    #expect(
      Self.render(StatusContent("Indexing 45%", trailing: "1,234,567"), width: 16)
        == " Indexing 45%   ")
  }

  @Test(arguments: [
    (-1.0, "▱▱▱▱"), (0, "▱▱▱▱"), (0.5, "▰▰▱▱"), (0.99, "▰▰▰▱"), (1, "▰▰▰▰"), (.nan, "▱▱▱▱"),
  ])
  func progressBarsFillByTheFraction(fraction: Double, bar: String) {
    #expect(StatusContent.progressBar(fraction, width: 4) == bar)
  }

  @Test func countsAreGroupedByThousands() {
    #expect(Quantities.grouped(0) == "0")
    #expect(Quantities.grouped(999) == "999")
    #expect(Quantities.grouped(1000) == "1,000")
    #expect(Quantities.grouped(200_000) == "200,000")
    #expect(Quantities.grouped(-1_234_567) == "-1,234,567")
  }
}
