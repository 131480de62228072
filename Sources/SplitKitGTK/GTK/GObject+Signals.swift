package import CGtk

/// A Swift closure kept alive for as long as the GTK signal handler or callback using it.
///
/// GTK calls back through plain C function pointers with one `user_data` pointer; that
/// pointer is an unmanaged reference to a box, released by GLib's destroy notify.
final class CallbackBox {
  let body: Any

  init(_ body: Any) {
    self.body = body
  }

  /// A retained pointer for `user_data`; GLib releases it through ``release``.
  var retainedPointer: gpointer { Unmanaged.passRetained(self).toOpaque() }

  static func from(_ pointer: gpointer?) -> CallbackBox? {
    guard let pointer else { return nil }
    return Unmanaged<CallbackBox>.fromOpaque(pointer).takeUnretainedValue()
  }

  /// The destroy notify for signal handlers.
  static let releaseClosure: GClosureNotify = { data, _ in
    guard let data else { return }
    Unmanaged<CallbackBox>.fromOpaque(data).release()
  }

  /// The destroy notify for callbacks such as tick callbacks and idles.
  static let release: GDestroyNotify = { data in
    guard let data else { return }
    Unmanaged<CallbackBox>.fromOpaque(data).release()
  }
}

/// Typed wrappers around `g_signal_connect_data` (`g_signal_connect` is a C macro).
///
/// Each wrapper takes the signal's argument shape; the closure runs on the main thread,
/// where GTK delivers every signal.
@MainActor
package enum Signal {
  package typealias Handler = @MainActor () -> Void
  typealias PointerHandler = @MainActor (gpointer?) -> Void
  typealias UIntHandler = @MainActor (guint) -> Void
  typealias PointHandler = @MainActor (Double, Double) -> Void
  package typealias KeyHandler = @MainActor (guint, GdkModifierType) -> Bool
  package typealias BoolHandler = @MainActor () -> Bool

  /// `void handler(instance, user_data)`.
  package static func connect(
    _ instance: gpointer, _ name: String, _ handler: @escaping Handler
  ) {
    let thunk: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
      guard let body = CallbackBox.from(data)?.body as? Handler else { return }
      MainActor.assumeIsolated { body() }
    }
    attach(instance, name, unsafeBitCast(thunk, to: GCallback.self), handler)
  }

  /// `gboolean handler(instance, user_data)`.
  package static func connect(
    _ instance: gpointer, _ name: String, returning handler: @escaping BoolHandler
  ) {
    let thunk: @convention(c) (gpointer?, gpointer?) -> gboolean = { _, data in
      guard let body = CallbackBox.from(data)?.body as? BoolHandler else { return 0 }
      return MainActor.assumeIsolated { body() } ? 1 : 0
    }
    attach(instance, name, unsafeBitCast(thunk, to: GCallback.self), handler)
  }

  /// `void handler(instance, gpointer argument, user_data)`.
  static func connect(
    _ instance: gpointer, _ name: String, pointer handler: @escaping PointerHandler
  ) {
    let thunk: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, argument, data in
      guard let body = CallbackBox.from(data)?.body as? PointerHandler else { return }
      MainActor.assumeIsolated { body(argument) }
    }
    attach(instance, name, unsafeBitCast(thunk, to: GCallback.self), handler)
  }

  /// `void handler(instance, guint argument, user_data)`.
  static func connect(_ instance: gpointer, _ name: String, uint handler: @escaping UIntHandler) {
    let thunk: @convention(c) (gpointer?, guint, gpointer?) -> Void = { _, argument, data in
      guard let body = CallbackBox.from(data)?.body as? UIntHandler else { return }
      MainActor.assumeIsolated { body(argument) }
    }
    attach(instance, name, unsafeBitCast(thunk, to: GCallback.self), handler)
  }

  /// `void handler(instance, guint position, guint count, user_data)`, as selection models
  /// send `selection-changed`.
  static func connect(_ instance: gpointer, _ name: String, range handler: @escaping Handler) {
    let thunk: @convention(c) (gpointer?, guint, guint, gpointer?) -> Void = { _, _, _, data in
      guard let body = CallbackBox.from(data)?.body as? Handler else { return }
      MainActor.assumeIsolated { body() }
    }
    attach(instance, name, unsafeBitCast(thunk, to: GCallback.self), handler)
  }

  /// A click gesture's `pressed` or `released` handler.
  ///
  /// Its C signature is `void handler(gesture, int n_press, double x, double y,
  /// user_data)`. The press count comes before the point: a handler without it read the
  /// count as `user_data`, and a click on a message's text crashed the window.
  static func connect(_ instance: gpointer, _ name: String, click handler: @escaping PointHandler) {
    let thunk: @convention(c) (gpointer?, gint, Double, Double, gpointer?) -> Void = {
      _, _, x, y, data in
      guard let body = CallbackBox.from(data)?.body as? PointHandler else { return }
      MainActor.assumeIsolated { body(x, y) }
    }
    attach(instance, name, unsafeBitCast(thunk, to: GCallback.self), handler)
  }

  /// `void handler(instance, x, y, user_data)`: a long press.
  static func connect(_ instance: gpointer, _ name: String, point handler: @escaping PointHandler) {
    let thunk: @convention(c) (gpointer?, Double, Double, gpointer?) -> Void = { _, x, y, data in
      guard let body = CallbackBox.from(data)?.body as? PointHandler else { return }
      MainActor.assumeIsolated { body(x, y) }
    }
    attach(instance, name, unsafeBitCast(thunk, to: GCallback.self), handler)
  }

  /// `gboolean key_pressed(controller, keyval, keycode, state, user_data)`.
  package static func connect(
    _ instance: gpointer, _ name: String, key handler: @escaping KeyHandler
  ) {
    let thunk: @convention(c) (gpointer?, guint, guint, GdkModifierType, gpointer?) -> gboolean =
      { _, keyval, _, state, data in
        guard let body = CallbackBox.from(data)?.body as? KeyHandler else { return 0 }
        return MainActor.assumeIsolated { body(keyval, state) } ? 1 : 0
      }
    attach(instance, name, unsafeBitCast(thunk, to: GCallback.self), handler)
  }

  private static func attach(_ instance: gpointer, _ name: String, _ thunk: GCallback, _ body: Any)
  {
    let box = CallbackBox(body)
    g_signal_connect_data(
      instance, name, thunk, box.retainedPointer, CallbackBox.releaseClosure, GConnectFlags(0))
  }
}

/// Runs a closure once on GTK's main loop after the current event has been handled.
///
/// - Parameter body: What to run.
@MainActor
func onIdle(_ body: @escaping @MainActor () -> Void) {
  let box = CallbackBox(body)
  let thunk: GSourceFunc = { data in
    guard let body = CallbackBox.from(data)?.body as? @MainActor () -> Void else { return 0 }
    MainActor.assumeIsolated { body() }
    return 0
  }
  g_idle_add_full(G_PRIORITY_HIGH_IDLE, thunk, box.retainedPointer, CallbackBox.release)
}
