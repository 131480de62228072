import Foundation

/// A private D-Bus session bus on which GTK apps publish their accessibility tree, and the
/// reader that walks it as a screen reader does (AT-SPI).
///
/// GTK 4 asks the session bus for the accessibility bus (`org.a11y.Bus`, which D-Bus
/// starts from at-spi2-core's `at-spi-bus-launcher`) and registers its widgets there; the
/// reader is `/usr/bin/python3` with GObject introspection's `Atspi` (Debian's
/// `python3-gi` and `gir1.2-atspi-2.0`), which lists the application's nodes. Nothing
/// touches the test machine's own session: the bus and everything it starts end with
/// ``stop()``.
///
/// ```swift
/// let bus = try await AccessibilityBus.start()
/// defer { bus.stop() }
/// let app = try Subprocess.start(url, [], environment: bus.environment(display.environment(sandbox)))
/// let tree = try await bus.waitForTree(of: "mailbox", "a Hide sidebar button") {
///   $0.nodes.contains { $0.role == "push button" && $0.name == "Hide sidebar" } ? nil : "no button"
/// }
/// ```
package final class AccessibilityBus: Sendable {
  /// The bus's address, for `DBUS_SESSION_BUS_ADDRESS`.
  package let address: String
  private let daemon: Subprocess.Running
  /// The `XDG_RUNTIME_DIR` of the bus and what it starts.
  private let runtime: TemporaryDirectory

  private init(address: String, daemon: Subprocess.Running, runtime: TemporaryDirectory) {
    self.address = address
    self.daemon = daemon
    self.runtime = runtime
  }

  /// Starts `dbus-daemon --session` and waits until it prints its address.
  ///
  /// The daemon, and the accessibility bus it starts, get a runtime directory of their own:
  /// without one, `at-spi-bus-launcher` puts its socket at `~/.cache/at-spi/bus`, the one
  /// path for every bus on the machine, so a launcher starting (or one of an earlier test
  /// ending) takes another's bus away and its reader fails.
  ///
  /// - Returns: The running bus.
  /// - Throws: ``EndToEndError`` when dbus-daemon is missing or does not start in time.
  package static func start() async throws -> AccessibilityBus {
    let runtime = try TemporaryDirectory(prefix: "a11y")
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o700], ofItemAtPath: runtime.url.path)
    var environment = ProcessInfo.processInfo.environment
    environment["XDG_RUNTIME_DIR"] = runtime.url.path
    let daemon = try Subprocess.start(
      Subprocess.which("dbus-daemon"),
      ["--session", "--nofork", "--nopidfile", "--print-address=1"], environment: environment)
    let announcement = daemon.scratch.url.appendingPathComponent("stdout").path
    let deadline = ContinuousClock.now + .seconds(20)
    while ContinuousClock.now < deadline && daemon.isRunning {
      let text = (try? String(contentsOfFile: announcement, encoding: .utf8)) ?? ""
      if text.hasSuffix("\n") {
        return AccessibilityBus(
          address: text.trimmingCharacters(in: .whitespacesAndNewlines), daemon: daemon,
          runtime: runtime)
      }
      try await Task.sleep(for: .milliseconds(20))
    }
    let output = daemon.stop()
    throw EndToEndError("dbus-daemon did not start: \(output.standardError)")
  }

  /// Stops the bus; the accessibility bus it started ends with it.
  package func stop() {
    daemon.stop()
  }

  /// An app's environment with accessibility on, on this bus.
  ///
  /// - Parameter base: The environment otherwise, such as
  ///   ``VirtualDisplay/environment(_:)``'s (which turns accessibility off).
  /// - Returns: `base` with this bus's address and GTK's accessibility back on.
  package func environment(_ base: [String: String]) -> [String: String] {
    var environment = base
    environment["DBUS_SESSION_BUS_ADDRESS"] = address
    environment["GTK_A11Y"] = nil
    environment["NO_AT_BRIDGE"] = nil
    return environment
  }

  /// Reads the accessibility tree of the application named `application`.
  ///
  /// - Parameters:
  ///   - application: The application's accessible name (``AccessibilityTree/application``).
  ///   - display: The display the app is on (the bus launcher also publishes its address
  ///     there).
  /// - Returns: Its nodes; empty when no application of that name is registered yet.
  /// - Throws: ``EndToEndError`` when the reader fails or hangs.
  package func tree(of application: String, display: VirtualDisplay) async throws
    -> AccessibilityTree
  {
    let output = try await python(
      AccessibilityTree.readerScript, [application], display: display)
    guard output.status == 0 else {
      throw EndToEndError(
        "reading the accessibility tree failed (status \(output.status)): \(output.standardError)")
    }
    return try AccessibilityTree(json: output.standardOutput)
  }

  /// Presses the push button named `button` in `application`'s windows through its
  /// accessible action, as a screen reader's user does.
  ///
  /// - Parameters:
  ///   - button: The button's accessible name.
  ///   - application: The application's accessible name.
  ///   - display: The display the app is on.
  /// - Throws: ``EndToEndError`` when no such button is found or pressing it fails.
  package func press(button: String, of application: String, display: VirtualDisplay)
    async throws
  {
    let output = try await withNode(
      of: application, matching: "node.get_role_name() == 'push button' and node.get_name() == key",
      key: button, then: "found.get_action_iface().do_action(0)", display: display)
    guard output.status == 0 else {
      throw EndToEndError("pressing \(button) failed: \(output.standardError)")
    }
  }

  /// Where the list item showing `text` is in its window (AT-SPI's component extents),
  /// for a click where a person would click.
  ///
  /// - Parameters:
  ///   - text: Text one of the item's labels contains.
  ///   - application: The application's accessible name.
  ///   - display: The display the app is on.
  /// - Returns: The item's frame in window coordinates: x, y, width, height.
  /// - Throws: ``EndToEndError`` when no such item is found.
  package func frame(
    ofListItemShowing text: String, of application: String, display: VirtualDisplay
  ) async throws -> (x: Int, y: Int, width: Int, height: Int) {
    let output = try await withNode(
      of: application,
      matching: "node.get_role_name() == 'list item' and any(key in t for t in texts(node))",
      key: text,
      then: """
        r = Atspi.Component.get_extents(found, Atspi.CoordType.WINDOW)
        print(r.x, r.y, r.width, r.height)
        """, display: display)
    let numbers = output.standardOutput.split(separator: " ").compactMap {
      Int($0.trimmingCharacters(in: .whitespacesAndNewlines))
    }
    guard output.status == 0, numbers.count == 4 else {
      throw EndToEndError("no frame for the row \(text): \(output.standardError)")
    }
    return (numbers[0], numbers[1], numbers[2], numbers[3])
  }

  /// Runs `action` (Python, on `found`) on the first node of `application`'s tree, depth
  /// first, for which `predicate` (Python, on `node` and `key`; `texts(node)` lists the
  /// text of it and its descendants) holds; exits with a message when there is none.
  private func withNode(
    of application: String, matching predicate: String, key: String, then action: String,
    display: VirtualDisplay
  ) async throws -> Subprocess.Output {
    let indented = action.split(separator: "\n").map { "            " + $0 }.joined(separator: "\n")
    let script = """
      import gi, sys
      gi.require_version('Atspi', '2.0')
      from gi.repository import Atspi
      key = sys.argv[2]
      def texts(node):
          found = []
          try:
              if 'Text' in node.get_interfaces():
                  found.append(Atspi.Text.get_text(node, 0, Atspi.Text.get_character_count(node)) or '')
              for index in range(node.get_child_count()):
                  found += texts(node.get_child_at_index(index))
          except Exception:
              pass
          return found
      def find(node):
          try:
              if \(predicate):
                  return node
              for index in range(node.get_child_count()):
                  found = find(node.get_child_at_index(index))
                  if found: return found
          except Exception:
              return None
      desktop = Atspi.get_desktop(0)
      for index in range(desktop.get_child_count()):
          app = desktop.get_child_at_index(index)
          if app and app.get_name() == sys.argv[1]:
              found = find(app)
              if found:
      \(indented)
                  sys.exit(0)
      sys.exit('nothing in the tree matches ' + key)
      """
    return try await python(script, [application, key], display: display)
  }

  /// Runs a Python program on this bus and `display` (Debian's Python, which has GObject's
  /// Atspi), 20 seconds at most.
  private func python(_ script: String, _ arguments: [String], display: VirtualDisplay)
    async throws -> Subprocess.Output
  {
    try await Subprocess.run(
      URL(fileURLWithPath: "/usr/bin/python3"), ["-c", script] + arguments,
      environment: [
        "DBUS_SESSION_BUS_ADDRESS": address, "DISPLAY": display.name, "LANG": "C.UTF-8",
        "PATH": "/usr/bin:/bin",
      ],
      timeout: .seconds(20))
  }

  /// Reads the tree until `check` passes or the deadline does.
  ///
  /// - Parameters:
  ///   - application: The application's accessible name.
  ///   - display: The display the app is on.
  ///   - what: What is awaited, for the failure message.
  ///   - timeout: How long to wait.
  ///   - check: Returns nil when the tree is right, or what is wrong.
  /// - Returns: The first tree that passed.
  /// - Throws: ``EndToEndError`` with the last complaint (or the reader's last failure) and
  ///   tree at the deadline.
  @discardableResult
  package func waitForTree(
    of application: String, on display: VirtualDisplay, _ what: String,
    timeout: Duration = .seconds(20), _ check: (AccessibilityTree) -> String?
  ) async throws -> AccessibilityTree {
    let deadline = ContinuousClock.now + timeout
    var complaint = "no tree read"
    var last = AccessibilityTree(application: nil, nodes: [])
    while ContinuousClock.now < deadline {
      // A reader that fails (it can exit without a word while the app's tree changes under
      // it, more often on a loaded machine) is read again until the deadline.
      do {
        last = try await tree(of: application, display: display)
      } catch {
        complaint = "\(error)"
        try await Task.sleep(for: .milliseconds(100))
        continue
      }
      guard let problem = check(last) else { return last }
      complaint = problem
      try await Task.sleep(for: .milliseconds(100))
    }
    throw EndToEndError("waiting for \(what): \(complaint)\n\(last)")
  }
}
