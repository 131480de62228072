import Foundation
import SystemTestSupport
import Testing

extension EndToEnd {
  /// The private Xvfb displays the GTK tests run on: their own numbers, and no client
  /// turned away while others come and go.
  @Suite
  struct VirtualDisplayTests {
    @Test(.timeLimit(.minutes(2)))
    func twoDisplaysStartedAtOnceGetTheirOwnNumbersAndBothAnswer() async throws {
      async let first = VirtualDisplay.start()
      async let second = VirtualDisplay.start()
      let displays = try await [first, second]
      defer { displays.forEach { $0.stop() } }
      #expect(displays[0].number != displays[1].number)
      for display in displays {
        #expect(try display.xdotool(["getdisplaygeometry"]) == "1280 1100\n")
      }
    }

    /// Many short clients at once, again and again, like the tests' polling tools.
    ///
    /// The tests' `xdotool` and `import` come and go while an app starts. An Xvfb that
    /// resets when its last client leaves drops a client connecting at that moment
    /// ("Can't open display"); this display must not.
    @Test(.timeLimit(.minutes(2)))
    func clientsConnectingWhileTheLastOneLeavesAreNeverTurnedAway() async throws {
      let display = try await VirtualDisplay.start()
      defer { display.stop() }
      let xdotool = try Subprocess.which("xdotool")
      var failures: [String] = []
      for _ in 0..<40 {
        let outputs = try await withThrowingTaskGroup(of: Subprocess.Output.self) { group in
          for _ in 0..<6 {
            group.addTask {
              try await Subprocess.run(
                xdotool, ["getmouselocation"], environment: ["DISPLAY": display.name])
            }
          }
          return try await group.reduce(into: []) { $0.append($1) }
        }
        failures += outputs.filter { $0.status != 0 }.map(\.standardError)
      }
      #expect(failures.isEmpty, "\(failures.count) of 240 clients refused: \(failures.first ?? "")")
    }
  }
}
