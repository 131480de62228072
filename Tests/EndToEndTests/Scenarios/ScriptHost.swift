import Foundation
import SystemTestSupport

/// A host a ``UserScript`` plays against: it starts the app on a mailbox, presses keys,
/// types, reads its screen as a ``SeenScreen``, and quits.
///
/// ``play(_:on:)`` is the one player: every host runs the same steps and waits for the
/// same sights, each reading its own screen.
protocol ScriptHost: AnyObject {
  /// Starts the app on `arguments` (a mailbox's path, or none for the sample) in `sandbox`,
  /// whose saved state a relaunch shares.
  func launch(_ arguments: [String], in sandbox: Sandbox) async throws
  /// Presses a key.
  func press(_ key: UserScript.Key) async throws
  /// Types text.
  func type(_ text: String) async throws
  /// Clicks the middle of the list row showing `text` with the mouse's first button.
  func click(row text: String) async throws
  /// Reads what the screen shows now.
  func read() async throws -> SeenScreen
  /// Quits with `q` and waits until the app has exited with status 0.
  func quit() async throws
  /// Ends the app, whatever state it is in (after a failure).
  func close()
}

extension UserScript {
  /// Writes the script's mailbox and settings into `sandbox`.
  ///
  /// - Returns: The app's arguments: none for the sample, the directory for folders or
  ///   the Maildir.
  func prepare(in sandbox: Sandbox) throws -> [String] {
    if let settings {
      let directory = sandbox.home.appendingPathComponent(".config/splitkit-mailbox")
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try settings.write(
        to: directory.appendingPathComponent("config"), atomically: true, encoding: .utf8)
    }
    switch mailbox {
    case .sample:
      return []
    case .folders(let folders):
      let root = sandbox.files.appendingPathComponent("Mail")
      try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
      for folder in folders {
        let text = (0..<folder.count).map {
          "From x@example.org Mon Jan  1 00:00:00 2024\nFrom: Ada <ada@example.org>\n"
            + "Subject: \(folder.name) \($0)\nMessage-ID: <\(folder.name)\($0)@example.org>\n"
            + "\nBody of \(folder.name) \($0)\n\n"
        }
        try text.joined().write(
          to: root.appendingPathComponent(folder.name), atomically: false, encoding: .utf8)
      }
      return [root.path]
    case .maildir(let subjects):
      let root = sandbox.files.appendingPathComponent("Maildir")
      var files: [String: String] = [:]
      for (index, subject) in subjects.enumerated() {
        // The first subject the newest: a day earlier for each after it.
        let day = 28 - index
        files["cur/170000000\(index).M1P1.test:2,S"] =
          "From: Ada <ada@example.org>\nTo: me@example.org\nSubject: \(subject)\n"
          + "Date: Mon, \(day) Oct 2024 09:00:00 +0000\n"
          + "Message-ID: <maildir\(index)@example.org>\n\nAbout \(subject).\n"
      }
      try MailFolders.write(at: root, maildirs: ["."], files: files)
      return [root.path]
    }
  }

  /// Plays the script on `host`: launches it, performs each step, waits for each sight
  /// (polling, up to 15 seconds), and quits.
  ///
  /// - Throws: ``EndToEndError`` naming the step that failed and what the screen showed.
  func play(on host: some ScriptHost) async throws {
    let sandbox = try Sandbox()
    let arguments = try prepare(in: sandbox)
    try await host.launch(arguments, in: sandbox)
    defer { host.close() }
    for (number, step) in steps.enumerated() {
      switch step {
      case .press(let keys):
        for key in keys { try await host.press(key) }
      case .type(let text):
        try await host.type(text)
      case .click(let text):
        try await host.click(row: text)
      case .see(let sight):
        try await wait(for: sight, on: host, step: number + 1)
      case .quitAndRelaunch:
        try await host.quit()
        try await host.launch(arguments, in: sandbox)
      }
    }
    try await host.quit()
  }

  private func wait(for sight: Sight, on host: some ScriptHost, step: Int) async throws {
    let deadline = ContinuousClock.now + .seconds(15)
    var screen = try await host.read()
    while !screen.shows(sight) {
      guard ContinuousClock.now < deadline else {
        throw EndToEndError(
          "\(name), step \(step): waiting for \(sight), the screen showed:\n\(screen)")
      }
      try await Task.sleep(for: .milliseconds(50))
      screen = try await host.read()
    }
  }
}
