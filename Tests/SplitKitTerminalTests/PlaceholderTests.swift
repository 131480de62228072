import SplitKitTerminal
import Testing

@Suite struct TerminalVersionTests {
  @Test func terminalVersionMatchesEngine() {
    #expect(SplitKitTerminalVersion.string == "0.1.0")
  }
}
