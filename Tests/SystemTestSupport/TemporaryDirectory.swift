package import Foundation

/// A fresh directory under the system temporary directory, deleted when the last
/// reference goes away (also when the test that made it fails).
package final class TemporaryDirectory: Sendable {
  /// The directory's location.
  package let url: URL

  /// Creates an empty directory named after `prefix` and a random suffix.
  ///
  /// - Parameter prefix: A word that says what the directory is for, seen in `ls /tmp`.
  /// - Throws: The file system's error if the directory cannot be created.
  package init(prefix: String) throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("splitkit-e2e-\(prefix)-\(UUID().uuidString.prefix(8))")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: url) }
}
