import Foundation
import SystemTestSupport
import Testing

extension EndToEnd {
  @Suite
  struct SubprocessTests {
    private let shell = URL(fileURLWithPath: "/bin/sh")

    @Test func collectsStatusAndBothStreamsSeparately() async throws {
      let output = try await Subprocess.run(shell, ["-c", "echo out; echo err >&2; exit 66"])
      #expect(
        output == Subprocess.Output(status: 66, standardOutput: "out\n", standardError: "err\n"))
    }

    @Test func reportsADeathBySignalAs128PlusTheSignal() async throws {
      let output = try await Subprocess.run(shell, ["-c", "kill -TERM $$"])
      #expect(output.status == 128 + SIGTERM)
    }

    @Test func doesNotDeadlockOnLargeOutputOnBothStreams() async throws {
      let output = try await Subprocess.run(
        shell,
        ["-c", "i=0; while [ $i -lt 20000 ]; do echo line$i; echo line$i >&2; i=$((i+1)); done"])
      #expect(output.standardOutput.split(separator: "\n").count == 20000)
      #expect(output.standardError.split(separator: "\n").count == 20000)
    }

    @Test func failsAProgramThatOutlivesItsTimeout() async throws {
      let error = await #expect(throws: EndToEndError.self) {
        try await Subprocess.run(
          URL(fileURLWithPath: "/bin/sleep"), ["600"], timeout: .milliseconds(200))
      }
      #expect(error?.message == "sleep [\"600\"] still running after 0.2 seconds")
    }

    @Test func runsWithExactlyTheGivenEnvironment() async throws {
      let sandbox = try Sandbox()
      let output = try await Subprocess.run(
        URL(fileURLWithPath: "/usr/bin/env"), [], environment: sandbox.environment(["A": "1"]))
      let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
      #expect(
        output.standardOutput.split(separator: "\n").sorted() == [
          "A=1", "HOME=\(sandbox.home.path)", "LANG=C.UTF-8", "PATH=\(path)",
          "TERM=xterm-256color", "XDG_STATE_HOME=\(sandbox.stateHome.path)",
        ])
    }
  }
}
