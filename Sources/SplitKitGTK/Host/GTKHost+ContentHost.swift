import CGtk
public import SplitKitContent

/// The GTK host runs host-neutral apps: work between frames, its clock, quitting, and
/// other programs, which run beside the window without blocking it.
extension GTKHost: ContentHost {
  /// Updates the window for the split view's current state.
  public func setNeedsUpdate() { update() }

  /// Lays out for the window's current size: the same as ``update()``.
  public func refresh() { update() }

  /// Eight points: about one character of the window's text, so an app's columns sized in
  /// characters read the same as in a terminal.
  public var characterWidth: Double { 8 }

  /// Starts `arguments` (found on `PATH`) beside the window; `completion` gets its exit
  /// status when it ends, on the main loop, or nil at once when it cannot be started.
  ///
  /// - Parameters:
  ///   - arguments: The program and its arguments.
  ///   - completion: Called with its exit status, or nil.
  public func runInForeground(
    _ arguments: [String], completion: @escaping @MainActor (Int32?) -> Void
  ) {
    guard !arguments.isEmpty else {
      completion(nil)
      return
    }
    var argv: [UnsafeMutablePointer<gchar>?] = arguments.map { g_strdup($0) } + [nil]
    defer { for pointer in argv { g_free(pointer) } }
    var pid: GPid = 0
    let flags = GSpawnFlags(
      rawValue: G_SPAWN_SEARCH_PATH.rawValue | G_SPAWN_DO_NOT_REAP_CHILD.rawValue)
    guard g_spawn_async(nil, &argv, nil, flags, nil, nil, &pid, nil) != 0 else {
      completion(nil)
      return
    }
    let box = Unmanaged.passRetained(ChildWatch(completion)).toOpaque()
    g_child_watch_add(
      pid,
      { pid, status, data in
        guard let data else { return }
        let watch = Unmanaged<ChildWatch>.fromOpaque(data).takeRetainedValue()
        g_spawn_close_pid(pid)
        let signal = status & 0x7f
        let code = signal == 0 ? (status >> 8) & 0xff : 128 + signal
        MainActor.assumeIsolated { watch.completion(code) }
      }, box)
  }
}

extension GTKHost {
  /// Calls `handler` on the main loop each time `descriptor` is readable: a GLib source
  /// on the descriptor (`g_unix_fd_add`), so the loop sleeps while it is quiet.
  ///
  /// - Parameters:
  ///   - descriptor: An open descriptor.
  ///   - handler: What to do; it must read what is there.
  /// - Returns: True.
  @discardableResult
  public func watch(readable descriptor: Int32, handler: @escaping @MainActor () -> Void)
    -> Bool
  {
    stopWatching(descriptor)
    let box = CallbackBox(handler)
    let thunk: GUnixFDSourceFunc = { _, _, data in
      guard let body = CallbackBox.from(data)?.body as? @MainActor () -> Void else { return 0 }
      MainActor.assumeIsolated { body() }
      return 1  // G_SOURCE_CONTINUE
    }
    descriptorSources[descriptor] = g_unix_fd_add_full(
      G_PRIORITY_DEFAULT, descriptor, G_IO_IN, thunk, box.retainedPointer, CallbackBox.release)
    return true
  }

  /// Stops watching `descriptor`.
  ///
  /// - Parameter descriptor: A watched descriptor.
  public func stopWatching(_ descriptor: Int32) {
    if let source = descriptorSources.removeValue(forKey: descriptor) { g_source_remove(source) }
  }
}

/// A program's completion, kept until GLib reports that it ended.
private final class ChildWatch: @unchecked Sendable {
  let completion: @MainActor (Int32?) -> Void
  init(_ completion: @escaping @MainActor (Int32?) -> Void) { self.completion = completion }
}
