import Foundation

/// Runs the configured opener (`xdg-open` unless the settings say otherwise) on one file
/// or link, without a shell and without waiting for it.
///
/// The program gets its arguments from ``MailboxConfiguration/opener`` and the file or
/// link as one more argument, exactly as given: no shell parses it, so spaces, quotes,
/// `;` or `$(...)` in a name or link are just characters. Its input and output are
/// `/dev/null`, so it never draws over the terminal reader. The reader does not wait:
/// the call returns once the program has started.
///
/// ```swift
/// try Opener(command: configuration.opener).open("https://example.org")
/// ```
public struct Opener: Sendable {
  /// The program and its first arguments.
  public var command: [String]

  /// An opener running `command` (the program and its first arguments).
  ///
  /// - Parameter command: `["xdg-open"]` by default.
  public init(command: [String] = ["xdg-open"]) {
    self.command = command
  }

  /// Starts the opener on `link`, which must pass ``MessageLinks/isOpenable(_:)``.
  ///
  /// - Parameter link: An http, https or mailto link.
  /// - Throws: ``MailActionError`` when the link may not be opened or the program cannot
  ///   be started.
  public func openLink(_ link: String) throws(MailActionError) {
    guard MessageLinks.isOpenable(link) else {
      throw MailActionError(
        code: .failed, message: "Not opened: only http, https and mailto links are opened")
    }
    try start(argument: link)
  }

  /// Starts the opener on the file at `path` (absolute, as ``AttachmentFiles/privateCopy(_:named:environment:)`` makes).
  ///
  /// - Parameter path: The file's absolute path.
  /// - Throws: ``MailActionError`` when the program cannot be started.
  public func openFile(_ path: String) throws(MailActionError) {
    guard path.hasPrefix("/") else {
      throw MailActionError(code: .failed, message: "Not opened: \(path) is not an absolute path")
    }
    try start(argument: path)
  }

  /// Starts `command` + [`argument`] with no shell, its standard streams on /dev/null.
  private func start(argument: String) throws(MailActionError) {
    guard let program = command.first else {
      throw MailActionError(code: .failed, message: "Not opened: no opener command is set")
    }
    let process = Process()
    if program.contains("/") {
      process.executableURL = URL(fileURLWithPath: program)
      process.arguments = Array(command.dropFirst()) + [argument]
    } else {
      // Found on PATH by env, which execs it directly: still no shell.
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = ["--"] + command + [argument]
    }
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      throw MailActionError(
        code: .failed, message: "Could not start \(program): \(error.localizedDescription)")
    }
  }
}
