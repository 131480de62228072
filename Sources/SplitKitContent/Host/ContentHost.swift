/// What an app asks of the host it runs in, whichever it is: work between frames, the
/// clock, quitting, and running another program in the foreground.
///
/// SplitKitTerminal's `TerminalHost` and SplitKitGTK's `GTKHost` conform; an app takes
/// `any ContentHost` and never asks which.
///
/// ```swift
/// host.frameWork = { indexer.indexNextChunk() }  // true while more remains
/// host.runInForeground(["vi", path]) { status in list.showMessage("Edited") }
/// ```
@MainActor
public protocol ContentHost: AnyObject {
  /// Work to do a slice of after each frame, while it returns true; nil for none.
  var frameWork: (@MainActor () -> Bool)? { get set }
  /// The time since the host started, on its clock.
  var now: Duration { get }
  /// When the person last pressed a key, clicked, touched, scrolled or typed, on the
  /// clock ``now`` reads; nil before anything.
  ///
  /// An app holds its background work back for a moment after it, so the threads that
  /// answer the input (and draw it) have the cores.
  var lastInputTime: Duration? { get }
  /// The width of one character of text in the host's points: 1 in a terminal (a point
  /// is a cell), about 8 in a window. An app sizes columns in characters times this,
  /// never asking which host it is in.
  var characterWidth: Double { get }
  /// Ends the run loop after this event.
  func requestQuit()
  /// Lays the split view out at the host's current size now (before the first frame).
  func refresh()
  /// Redraws the window or screen soon (after a change the host did not cause).
  func setNeedsUpdate()
  /// Runs a program in the foreground: the terminal host leaves the screen to it (as for
  /// Ctrl-Z) and draws again when it exits; GTK runs it without blocking the window.
  ///
  /// - Parameters:
  ///   - arguments: The program (found on `PATH`) and its arguments.
  ///   - completion: Called on the main actor with its exit status, or nil when it could
  ///     not be started.
  func runInForeground(
    _ arguments: [String], completion: @escaping @MainActor (Int32?) -> Void)

  /// Lets the user edit a text file, and says when they are done.
  ///
  /// A host runs `editor` in the foreground (``runInForeground(_:completion:)``) unless it
  /// has a better way for its kind of screen; the app never asks which.
  ///
  /// - Parameters:
  ///   - path: The file; written back when the user is done.
  ///   - editor: The program and arguments that edit the file in an external editor.
  ///   - completion: Called on the main actor when the user is done, with false when the
  ///     editing could not start.
  func editTextFile(
    at path: String, editor: [String], completion: @escaping @MainActor (Bool) -> Void)

  /// Calls `handler` on the main actor each time `descriptor` has something to read (an
  /// inotify or timer descriptor, a pipe), until ``stopWatching(_:)``.
  ///
  /// The host waits on it together with its own input, so nothing runs while it is
  /// quiet. `handler` must read what is there, or it is called again at once.
  ///
  /// - Parameters:
  ///   - descriptor: An open, readable file descriptor the app keeps open meanwhile.
  ///   - handler: What to do when it is readable.
  /// - Returns: Whether the host watches it; false for a host that cannot (the app then
  ///   checks at its own moments).
  @discardableResult
  func watch(readable descriptor: Int32, handler: @escaping @MainActor () -> Void) -> Bool

  /// Stops calling the handler ``watch(readable:handler:)`` gave for `descriptor`.
  ///
  /// - Parameter descriptor: A descriptor being watched; any other is ignored.
  func stopWatching(_ descriptor: Int32)
}

extension ContentHost {
  /// Runs `editor` in the foreground (``runInForeground(_:completion:)``): what a host
  /// without an editor of its own does.
  ///
  /// - Parameters:
  ///   - path: The file.
  ///   - editor: The program and arguments that edit it.
  ///   - completion: Called when the editor exits, with false when it could not start.
  public func editTextFile(
    at path: String, editor: [String], completion: @escaping @MainActor (Bool) -> Void
  ) {
    runInForeground(editor) { status in completion(status != nil) }
  }
}

extension ContentHost {
  /// One point per character: a host that measures in cells.
  public var characterWidth: Double { 1 }

  /// Never: a host that does not say when the person last used it (an app's background
  /// work is then never held back for input).
  public var lastInputTime: Duration? { nil }
}

extension ContentHost {
  /// Watches nothing: what a host without a way to wait on a descriptor does.
  ///
  /// - Parameters:
  ///   - descriptor: The descriptor.
  ///   - handler: Never called.
  /// - Returns: False.
  @discardableResult
  public func watch(readable descriptor: Int32, handler: @escaping @MainActor () -> Void)
    -> Bool
  { false }

  /// Does nothing, as nothing is watched.
  ///
  /// - Parameter descriptor: The descriptor.
  public func stopWatching(_ descriptor: Int32) {}
}
