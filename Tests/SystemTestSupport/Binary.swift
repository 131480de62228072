package import Foundation

/// An executable of this package (`mailbox`, `gallery-gtk`, `gtk-host-probe`…), found in
/// the build products directory next to the running test bundle.
///
/// The `EndToEndTests` target depends on the executables, so `swift test` builds them
/// before the tests run; `scripts/test` also runs `swift build` first.
///
/// ```swift
/// let mailbox = try Binary.locate("mailbox")
/// let output = try await mailbox.run(["--list", "/no/such/mbox"])
/// ```
package struct Binary: Sendable {
  /// The product's name, as declared in `Package.swift`.
  package let name: String
  /// The executable's absolute location.
  package let url: URL

  /// The executable's absolute path, ready to be used as a command.
  package var path: String { url.path }

  /// Finds the built executable called `name`.
  ///
  /// Looks in the directory of the running test executable or bundle and up to three of
  /// its ancestors (SwiftPM puts products and the test bundle side by side in
  /// `.build/<triple>/debug`; on macOS the bundle's executable sits three levels deeper).
  ///
  /// - Parameter name: The product's name.
  /// - Returns: The binary.
  /// - Throws: ``EndToEndError`` naming the product and every directory searched.
  package static func locate(_ name: String) throws -> Binary {
    var searched: [String] = []
    for start in startingPoints() {
      var directory = start
      for _ in 0..<4 {
        let candidate = directory.appendingPathComponent(name)
        if !searched.contains(directory.path) { searched.append(directory.path) }
        if FileManager.default.isExecutableFile(atPath: candidate.path),
          !isDirectory(candidate)
        {
          return Binary(name: name, url: candidate.standardizedFileURL)
        }
        directory.deleteLastPathComponent()
      }
    }
    throw EndToEndError(
      """
      The executable `\(name)` is not built. Run `swift build --product \(name)` \
      (scripts/test builds everything). Searched: \(searched.joined(separator: ", "))
      """)
  }

  /// Runs the binary without a terminal (standard input is `/dev/null`) in a fresh or
  /// given sandbox and waits for it to finish.
  ///
  /// - Parameters:
  ///   - arguments: The command-line arguments.
  ///   - sandbox: Supplies `HOME`, `XDG_STATE_HOME` and the controlled environment.
  ///   - environment: Extra variables on top of the sandbox's environment.
  ///   - timeout: How long the program may run before the test fails.
  /// - Returns: The exit status and both output streams.
  /// - Throws: ``EndToEndError`` if the program cannot start or outlives `timeout`.
  package func run(
    _ arguments: [String],
    sandbox: Sandbox? = nil,
    environment: [String: String] = [:],
    timeout: Duration = .seconds(10)
  ) async throws -> Subprocess.Output {
    let sandbox = try sandbox ?? Sandbox()
    return try await Subprocess.run(
      url, arguments, environment: sandbox.environment(environment), timeout: timeout)
  }

  private static func startingPoints() -> [URL] {
    var points: [URL] = []
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    if executable.path != "/proc/self/exe" { points.append(executable.deletingLastPathComponent()) }
    if let main = Bundle.main.executableURL { points.append(main.deletingLastPathComponent()) }
    for bundle in Bundle.allBundles where bundle.bundleURL.pathExtension == "xctest" {
      points.append(bundle.bundleURL.deletingLastPathComponent())
    }
    if let first = CommandLine.arguments.first, first.hasPrefix("/") {
      points.append(URL(fileURLWithPath: first).deletingLastPathComponent())
    }
    return points
  }

  private static func isDirectory(_ url: URL) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }
}
