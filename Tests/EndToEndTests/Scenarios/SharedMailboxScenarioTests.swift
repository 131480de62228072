import SystemTestSupport
import Testing

extension EndToEnd {
  /// One script of user actions, two hosts: each of ``MailboxScripts/all`` played against
  /// `mailbox` in tmux and `mailbox-gtk` under Xvfb (read over AT-SPI).
  @Suite
  struct SharedMailboxScenarioTests {
    @Test(.timeLimit(.minutes(2)), arguments: MailboxScripts.all)
    func inTheTerminal(_ script: UserScript) async throws {
      try await script.play(on: TerminalScriptHost())
    }

    @Test(.timeLimit(.minutes(2)), arguments: MailboxScripts.all)
    func inAGTKWindow(_ script: UserScript) async throws {
      try await script.play(on: try await GTKScriptHost.start())
    }
  }
}
