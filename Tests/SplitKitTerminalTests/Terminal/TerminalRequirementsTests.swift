import SplitKitTerminal
import Testing

@Suite struct TerminalRequirementsTests {
  private func check(_ environment: [String: String], input: Bool = true, output: Bool = true)
    -> TerminalError?
  {
    do {
      try TerminalRequirements.check(
        environment: environment, inputIsTerminal: input, outputIsTerminal: output)
      return nil
    } catch {
      return error
    }
  }

  @Test(arguments: ["xterm", "xterm-256color", "screen", "tmux-256color", "linux", "vt100"])
  func anyTerminalThatMovesTheCursorIsAccepted(term: String) {
    #expect(check(["TERM": term]) == nil)
    #expect(check(["TERM": term, "NO_COLOR": "1"]) == nil)
  }

  @Test func aDumbTerminalIsRefusedWithAnExplanation() throws {
    let error = try #require(check(["TERM": "dumb"]))
    #expect(error.code == .unsupportedTerminal)
    #expect(error.message.contains("TERM=dumb"))
    #expect(error.cause == nil)
  }

  @Test func aMissingTermIsRefused() throws {
    #expect(try #require(check([:])).code == .unsupportedTerminal)
    #expect(try #require(check(["TERM": ""])).code == .unsupportedTerminal)
  }

  @Test func pipesAreRefused() throws {
    let input = try #require(check(["TERM": "xterm"], input: false))
    #expect(input.code == .notATerminal)
    #expect(input.message.contains("Standard input"))
    let output = try #require(check(["TERM": "xterm"], output: false))
    #expect(output.code == .notATerminal)
    #expect(output.message.contains("Standard output"))
  }
}
