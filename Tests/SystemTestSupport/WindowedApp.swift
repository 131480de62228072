/// A GTK program in a window on a private Xvfb display.
///
/// A private accessibility bus reads the window as a screen reader does, and a sandbox
/// holds its files. The program, the bus and the display stop when the value is released.
///
/// ```swift
/// let window = try await WindowedApp.start("gallery-gtk", ["three-columns"])
/// try await window.bus.waitForTree(of: "gallery", on: window.display, "a list") { … }
/// ```
package final class WindowedApp {
  /// The display the window is on.
  package let display: VirtualDisplay
  /// The accessibility bus the program reports its tree on.
  package let bus: AccessibilityBus
  /// The sandbox whose home and XDG directories the program uses.
  package let sandbox: Sandbox
  /// The program.
  package let app: Subprocess.Running

  private init(
    display: VirtualDisplay, bus: AccessibilityBus, sandbox: Sandbox, app: Subprocess.Running
  ) {
    (self.display, self.bus, self.sandbox, self.app) = (display, bus, sandbox, app)
  }

  deinit {
    app.stop()
    bus.stop()
    display.stop()
  }

  /// Starts a display, a bus and the executable product `name` with `arguments`, without
  /// waiting for its window (``VirtualDisplay/waitForWindow(named:timeout:)`` does).
  ///
  /// - Parameters:
  ///   - name: The executable product, built beside the tests.
  ///   - arguments: Its arguments.
  /// - Returns: The running program and what it runs on.
  package static func start(_ name: String, _ arguments: [String]) async throws -> WindowedApp {
    let display = try await VirtualDisplay.start()
    let bus: AccessibilityBus
    do {
      bus = try await AccessibilityBus.start()
    } catch {
      display.stop()
      throw error
    }
    do {
      let sandbox = try Sandbox()
      let app = try Subprocess.start(
        Binary.locate(name).url, arguments,
        environment: bus.environment(display.environment(sandbox)))
      return WindowedApp(display: display, bus: bus, sandbox: sandbox, app: app)
    } catch {
      bus.stop()
      display.stop()
      throw error
    }
  }
}
