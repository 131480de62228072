import Foundation

/// Compares a screen with its recorded snapshot file, recording it if missing or asked to.
///
/// The file is `Tests/<Target>/__Snapshots__/<Suite>/<test>.txt` next to the test file
/// that calls this, where `<Suite>` is the test file's name and `<test>` the test
/// function's (plus `.<name>` when `named` is given). Lines are stored without trailing
/// spaces. With the environment variable `RECORD_SNAPSHOTS=1` every snapshot is
/// re-recorded and the test passes; otherwise a missing snapshot is recorded and the test
/// fails once, so a snapshot never passes unseen.
///
/// ```swift
/// try assertSnapshot(driver.screen)
/// try assertSnapshot(driver.screen, named: "after-resize")
/// ```
///
/// - Parameters:
///   - screen: The screen lines (for example a terminal driver's `screen`).
///   - name: A suffix for several snapshots in one test.
///   - filePath: The calling test file; leave the default.
///   - function: The calling test; leave the default.
/// - Throws: ``SnapshotError`` when the screen differs or the snapshot was just recorded.
public func assertSnapshot(
  _ screen: [String], named name: String? = nil, filePath: StaticString = #filePath,
  function: StaticString = #function
) throws(SnapshotError) {
  let url = snapshotURL(filePath: "\(filePath)", function: "\(function)", name: name)
  let actual =
    screen.map { String($0.reversed().drop { $0 == " " }.reversed()) }.joined(separator: "\n")
    + "\n"
  let record = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"
  let expected = try? String(contentsOf: url, encoding: .utf8)
  if !record, let expected {
    guard expected != actual else { return }
    throw SnapshotError(
      path: url.path, message: snapshotDifference(expected: expected, actual: actual))
  }
  do {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try actual.write(to: url, atomically: true, encoding: .utf8)
  } catch {
    throw SnapshotError(path: url.path, message: "Could not record the snapshot: \(error)")
  }
  if !record {
    throw SnapshotError(
      path: url.path,
      message: "Recorded a new snapshot; check it and run the test again.\n\(actual)")
  }
}

/// A screen that differs from its recorded snapshot, or a snapshot just recorded.
public struct SnapshotError: Error, CustomStringConvertible, Sendable {
  /// The snapshot file.
  public var path: String
  /// What differs, line by line.
  public var message: String

  /// The path and the difference.
  public var description: String { "Snapshot \(path): \(message)" }
}

private func snapshotURL(filePath: String, function: String, name: String?) -> URL {
  let file = URL(fileURLWithPath: filePath)
  var directory = file.deletingLastPathComponent()
  // Climb to Tests/<Target>.
  while directory.deletingLastPathComponent().lastPathComponent != "Tests",
    directory.pathComponents.count > 1
  {
    directory = directory.deletingLastPathComponent()
  }
  let suite = file.deletingPathExtension().lastPathComponent
  let test = function.prefix { $0 != "(" }
  let fileName = name.map { "\(test).\($0).txt" } ?? "\(test).txt"
  return directory.appendingPathComponent("__Snapshots__").appendingPathComponent(suite)
    .appendingPathComponent(fileName)
}

private func snapshotDifference(expected: String, actual: String) -> String {
  let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
  let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
  var lines: [String] = []
  for index in 0..<max(old.count, new.count) {
    let before = index < old.count ? String(old[index]) : nil
    let after = index < new.count ? String(new[index]) : nil
    guard before != after else { continue }
    lines.append("line \(index + 1):")
    if let before { lines.append("- \(before)") }
    if let after { lines.append("+ \(after)") }
  }
  return "the screen differs (RECORD_SNAPSHOTS=1 re-records)\n" + lines.joined(separator: "\n")
}
