import SystemTestSupport
import Testing

extension EndToEnd {
  /// One script of user actions, three hosts: each of ``MailboxScripts/all`` played
  /// against `mailbox` in tmux, `mailbox-gtk` under Xvfb (read over AT-SPI) and
  /// `mailbox-web` in headless Chromium (read from the DOM).
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

    @Test(.timeLimit(.minutes(2)), arguments: MailboxScripts.all)
    func inABrowser(_ script: UserScript) async throws {
      try await script.play(on: WebScriptHost())
    }
  }
}
