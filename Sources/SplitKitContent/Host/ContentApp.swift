public import SplitKit

/// An app as every host's `launch` runs it: its split view, its own keys for the help,
/// and the host it runs in, handed over before the first frame.
///
/// An app that needs nothing from its host (no work between frames, no clock, no other
/// program) implements ``split`` alone:
///
/// ```swift
/// final class Notes: ContentApp {
///   let split = SplitViewController(style: .doubleColumn)
///   var keyCommands: [KeyCommand] { [KeyCommand(keys: "n", description: "New note")] }
///   func attach(to host: any ContentHost) { host.frameWork = { index.step() } }
/// }
///
/// TerminalHost.launch(app: Notes(), programName: "notes")         // terminal
/// GTKHost.launch(app: Notes(), programName: "notes-gtk")  // window
/// await WebHost.launch(programName: "notes-web") { _ in Notes() }  // browser
/// ```
@MainActor
public protocol ContentApp: AnyObject {
  /// The split view the host runs.
  var split: SplitViewController { get }
  /// The app's own keys, which the host's help (`?`) lists after its own.
  var keyCommands: [KeyCommand] { get }
  /// Starts using `host`, the host the app runs in: called once, before the first frame.
  ///
  /// - Parameter host: The running host.
  func attach(to host: any ContentHost)
}

extension ContentApp {
  /// No keys of its own.
  public var keyCommands: [KeyCommand] { [] }

  /// Does nothing: the app needs nothing from its host.
  ///
  /// - Parameter host: The running host.
  public func attach(to host: any ContentHost) {}
}
