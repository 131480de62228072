import Foundation
import Testing

@testable import MailboxModel

/// The search index's builder thread carries its name where tools look (`top -H`, gdb,
/// `/proc`): Foundation named it only in its own records, since Linux refuses a name over
/// 15 bytes and Foundation names a thread only from within it.
@Suite struct SearchIndexBuilderThreadTests {
  /// The names of this process's threads, from `/proc/self/task`.
  static func threadNames() -> [String] {
    let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? []
    return tasks.compactMap {
      try? String(contentsOfFile: "/proc/self/task/\($0)/comm", encoding: .utf8)
        .trimmingCharacters(in: .newlines)
    }
  }

  @Test func theBuildersThreadIsNamed() async throws {
    #if os(Linux)
      let builder = SearchIndex.Builder()
      defer { builder.stop() }
      // Up to a minute: in the whole suite on two cores the thread was not seen within
      // 10 s once (the test's own polling starved by the tests starting beside it).
      let deadline = ContinuousClock.now + .seconds(60)
      while ContinuousClock.now < deadline, !Self.threadNames().contains("splitkit-index") {
        try await Task.sleep(for: .milliseconds(10))
      }
      #expect(Self.threadNames().contains("splitkit-index"), "\(Self.threadNames())")
    #endif
  }
}
