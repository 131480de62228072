import DemoApp
import SplitKit
import SplitKitTerminal
import SplitKitTerminalTesting
import Testing

/// The host's colour mode comes from its backend's environment, whatever the backend.
@Suite @MainActor struct TerminalHostColorTests {
  @Test(arguments: [
    ([String: String](), ColorMode.monochrome),
    (["TERM": "xterm"], .ansi16),
    (["TERM": "xterm-256color"], .palette256),
    (["TERM": "xterm", "COLORTERM": "truecolor"], .trueColor),
    (["TERM": "xterm-256color", "NO_COLOR": "1"], .monochrome),
  ])
  func aBackendsEnvironmentDecidesTheColours(environment: [String: String], expected: ColorMode) {
    let host = TerminalHost(
      split: DemoApp(rows: 3).makeSplit(), terminal: TestTerminal(environment: environment),
      clock: ManualClock())
    #expect(host.colorMode == expected)
  }

  @Test func aConfiguredColourModeWinsOverTheEnvironment() {
    let host = TerminalHost(
      split: DemoApp(rows: 3).makeSplit(),
      terminal: TestTerminal(environment: ["TERM": "xterm", "COLORTERM": "truecolor"]),
      clock: ManualClock(), configuration: TerminalHostConfiguration(colorMode: .monochrome))
    #expect(host.colorMode == .monochrome)
  }
}
