import CGtk
import Foundation
import SplitKit
import SplitKitGTK
import SystemTestSupport

/// `gtk-host-probe [--rtl] [--placeholder] --size WxH STEP…`: a real GTK host on the display in
/// `DISPLAY`, driven through its public API, reporting what GTK shows after every step.
///
/// `SplitKitGTKTests` run it on a private Xvfb and assert on its reports. GTK must be
/// initialised once per process and used from the thread that did it; in the test process
/// the main actor is served by whichever dispatch thread drains the main queue (not
/// the process's main thread, and not always the same one), and GTK's environment
/// (`GSK_RENDERER`, `GTK_A11Y`) cannot safely be set in a running multi-threaded process.
/// Here GTK runs on the real main thread of a process of its own with a controlled
/// environment, the way the apps run it.
///
/// Steps, each followed by one ``HostProbeReport`` as a JSON line on standard output:
/// - `settle`: runs GTK until a new frame was painted, the widgets show the engine's
///   placement, no tick callback is installed and GLib has nothing to dispatch (exit
///   status 3 at the 20 s deadline); `draw`: the same while ticking is allowed;
/// - `hold:MS`: runs GTK's main loop for MS milliseconds with no input (a pointer held
///   still), to see whether frames still come;
/// - `toggle`: the display-mode command; `key:C` (`key:escape`): a key;
/// - `press:X,Y`, `move:X,Y`, `release:X,Y`: the pointer API, as a mouse or touch feeds it;
/// - `button:CLASS`: clicks (xdotool) the first shown button with that CSS class, and
///   waits until the host animates or shows another placement;
/// - `resize:WxH`: resizes the window with `xdotool`, as a window manager would;
/// - `push:TITLE`: the list shows a text detail titled TITLE;
/// - `inspector:show`, `inspector:hide`: shows or hides the inspector column ("Info");
/// - `work:N`: frame work that wants N frames; runs GTK until it is done and the clock
///   stopped, and reports as used whether it took N frames, one call each;
/// - `first-frame`: runs GTK until the window's first frame is painted (the first step);
/// - `report`: reports without doing anything.
@main
@MainActor
enum HostProbe {
  static let title = "splitkit-host-probe"

  static func main() {
    var arguments = Array(CommandLine.arguments.dropFirst())
    var size = Size(width: 1024, height: 768)
    var rightToLeft = false
    var placeholder = false
    while let first = arguments.first, first.hasPrefix("--") {
      arguments.removeFirst()
      switch first {
      case "--rtl": rightToLeft = true
      case "--placeholder": placeholder = true
      case "--size":
        let parts = (arguments.first ?? "").split(separator: "x").compactMap { Double($0) }
        guard parts.count == 2 else { fail("--size needs WxH") }
        size = Size(width: parts[0], height: parts[1])
        arguments.removeFirst()
      default: fail("unknown option \(first)")
      }
    }
    do {
      try GTKHost.initialize(rightToLeft: rightToLeft)
    } catch {
      fail("\(error)")
    }
    let split = SplitViewController(style: .doubleColumn)
    let master = GTKListViewController(title: "Master", count: 20) { "Item \($0 + 1)" }
    split.setViewController(master, for: .primary)
    let detail = GTKTextViewController(title: "Detail", text: "Pick an item.")
    detail.isPlaceholder = placeholder
    split.setViewController(detail, for: .secondary)
    split.setViewController(
      GTKTextViewController(title: "Info", text: "Inspector"), for: .inspector)
    var configuration = GTKHostConfiguration()
    configuration.windowSize = size
    configuration.title = title
    let host = GTKHost(split: split, configuration: configuration)
    guard let tree = WidgetTree(window: host.makeWindow()) else { fail("the window has no child") }
    for step in arguments {
      let used = perform(step, host: host, tree: tree, master: master)
      emit(tree.report(step, host: host, used: used))
    }
  }

  /// Performs one step.
  ///
  /// - Returns: Whether the host used the event, for input steps.
  static func perform(
    _ step: String, host: GTKHost, tree: WidgetTree, master: GTKListViewController
  ) -> Bool? {
    let (verb, argument) =
      step.firstIndex(of: ":").map {
        (String(step[..<$0]), String(step[step.index(after: $0)...]))
      } ?? (step, "")
    switch verb {
    case "settle", "draw":
      // A frame must have been laid out and painted since the step before this one (the
      // frame clock paces frames on a timer, so an empty main context proves nothing).
      let clock = gtk_widget_get_frame_clock(tree.root)
      let counter = gdk_frame_clock_get_frame_counter(clock)
      var mismatch: String?
      let settled = host.pump(timeout: .seconds(20)) {
        let report = tree.report(step, host: host)
        mismatch = report.placement == report.shown ? nil : "widgets differ from the placement"
        return mismatch == nil && gdk_frame_clock_get_frame_counter(clock) > counter
          && (verb == "draw" || !host.isTicking) && g_main_context_pending(nil) == 0
      }
      if !settled {
        emit(tree.report("\(step)-timeout", host: host))
        fail("\(step): \(mismatch ?? "still ticking or no new frame") after 20 s")
      }
      return nil
    case "report": return nil
    case "hold":
      let end = g_get_monotonic_time() + (Int(argument) ?? 0) * 1_000
      host.pump(timeout: .seconds(20)) { g_get_monotonic_time() >= end }
      return nil
    case "first-frame":
      guard host.pump(timeout: .seconds(20), until: { host.timeToFirstFrame != nil }) else {
        fail("no frame painted")
      }
      return nil
    case "toggle":
      host.perform(command: .toggleDisplayMode)
      return nil
    case "key":
      let key =
        argument == "escape" ? KeyEvent(.escape) : KeyEvent(.character(argument.first ?? " "))
      return host.handle(key: key)
    case "press", "move", "release":
      let numbers = argument.split(separator: ",").compactMap { Double($0) }
      guard numbers.count == 2 else { fail("\(verb) needs X,Y") }
      let point = Point(x: numbers[0], y: numbers[1])
      switch verb {
      case "press": return host.pointerPressed(at: point)
      case "move": return host.pointerMoved(to: point)
      default: return host.pointerReleased(at: point)
      }
    case "button":
      // A real click at the button's centre (no window manager: the window sits at the
      // screen's origin), through GTK's event path; then the host's reaction.
      guard
        let button = tree.descendants(of: tree.root).first(where: {
          tree.has($0, argument) && tree.isShown($0)
        }), let frame = tree.bounds(button)
      else { fail("no shown button .\(argument)") }
      let before = host.placement
      xdotool([
        "mousemove", "\(frame.x + frame.width / 2)", "\(frame.y + frame.height / 2)", "click", "1",
      ])
      return host.pump(timeout: .seconds(10)) { host.isTicking || host.placement != before }
    case "resize":
      let parts = argument.split(separator: "x").map(String.init)
      guard parts.count == 2 else { fail("resize needs WxH") }
      xdotool(["search", "--name", title, "windowsize", "%@", parts[0], parts[1]])
      let wanted = Size(width: Double(parts[0]) ?? 0, height: Double(parts[1]) ?? 0)
      guard host.pump(timeout: .seconds(20), until: { host.split.containerSize == wanted }) else {
        fail("the window did not become \(argument)")
      }
      return nil
    case "work":
      let wanted = Int(argument) ?? 1
      var calls = 0
      let before = host.frameCount
      host.frameWork = {
        calls += 1
        return calls < wanted
      }
      guard host.pump(timeout: .seconds(20), until: { calls == wanted && !host.isTicking }) else {
        fail("the frame work did not finish")
      }
      return host.frameWork == nil && host.frameCount - before >= wanted && calls == wanted
    case "push":
      master.showDetail(GTKTextViewController(title: argument, text: argument))
      host.update()
      return nil
    case "inspector":
      if argument == "hide" { host.split.hide(.inspector) } else { host.split.show(.inspector) }
      host.update()
      return nil
    default:
      fail("unknown step \(step)")
    }
  }

  /// Runs xdotool on this process's display.
  static func xdotool(_ arguments: [String]) {
    let display = ProcessInfo.processInfo.environment["DISPLAY"] ?? ""
    do {
      let output = try Subprocess.runQuickly(
        Subprocess.which("xdotool"), arguments, environment: ["DISPLAY": display])
      guard output.status == 0 else { fail("xdotool: \(output.standardError)") }
    } catch {
      fail("\(error)")
    }
  }

  static func emit(_ report: HostProbeReport) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    guard let data = try? encoder.encode(report) else { return }
    FileHandle.standardOutput.write(data + Data("\n".utf8))
  }

  static func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("gtk-host-probe: \(message)\n".utf8))
    exit(3)
  }
}
