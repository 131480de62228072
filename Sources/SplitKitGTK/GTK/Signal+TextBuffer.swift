import CGtk

extension Signal {
  /// A text buffer's `insert-text`, after the default handler inserted: `iter` is then
  /// after the text.
  typealias InsertedHandler = @MainActor (UnsafeMutablePointer<GtkTextIter>, String) -> Void
  /// A text buffer's `delete-range`: the two iterators.
  typealias RangeHandler =
    @MainActor (UnsafeMutablePointer<GtkTextIter>, UnsafeMutablePointer<GtkTextIter>) -> Void
  /// A text buffer's `mark-set`: where, and which mark.
  typealias MarkHandler = @MainActor (OpaquePointer?) -> Void

  /// `void insert_text(buffer, GtkTextIter *location, char *text, int len, user_data)`,
  /// connected after the default handler.
  static func connect(
    _ instance: gpointer, _ name: String, inserted handler: @escaping InsertedHandler
  ) {
    let thunk:
      @convention(c) (
        gpointer?, UnsafeMutablePointer<GtkTextIter>?, UnsafePointer<CChar>?, gint, gpointer?
      ) -> Void = { _, iter, text, length, data in
        guard let iter, let text,
          let body = CallbackBox.from(data)?.body as? InsertedHandler
        else { return }
        let count = length < 0 ? strlen(text) : Int(length)
        let string = text.withMemoryRebound(to: UInt8.self, capacity: count) {
          String(decoding: UnsafeBufferPointer(start: $0, count: count), as: UTF8.self)
        }
        MainActor.assumeIsolated { body(iter, string) }
      }
    attach(instance, name, unsafeBitCast(thunk, to: GCallback.self), handler, after: true)
  }

  /// `void delete_range(buffer, GtkTextIter *start, GtkTextIter *end, user_data)`, before
  /// or after the default handler deleted.
  static func connect(
    _ instance: gpointer, _ name: String, after: Bool, range handler: @escaping RangeHandler
  ) {
    let thunk:
      @convention(c) (
        gpointer?, UnsafeMutablePointer<GtkTextIter>?, UnsafeMutablePointer<GtkTextIter>?,
        gpointer?
      ) -> Void = { _, start, end, data in
        guard let start, let end, let body = CallbackBox.from(data)?.body as? RangeHandler
        else { return }
        MainActor.assumeIsolated { body(start, end) }
      }
    attach(instance, name, unsafeBitCast(thunk, to: GCallback.self), handler, after: after)
  }

  /// `void mark_set(buffer, const GtkTextIter *location, GtkTextMark *mark, user_data)`.
  static func connect(_ instance: gpointer, _ name: String, mark handler: @escaping MarkHandler) {
    let thunk: @convention(c) (gpointer?, gpointer?, OpaquePointer?, gpointer?) -> Void = {
      _, _, mark, data in
      guard let body = CallbackBox.from(data)?.body as? MarkHandler else { return }
      MainActor.assumeIsolated { body(mark) }
    }
    attach(instance, name, unsafeBitCast(thunk, to: GCallback.self), handler, after: true)
  }

  private static func attach(
    _ instance: gpointer, _ name: String, _ thunk: GCallback, _ body: Any, after: Bool
  ) {
    let box = CallbackBox(body)
    g_signal_connect_data(
      instance, name, thunk, box.retainedPointer, CallbackBox.releaseClosure,
      after ? G_CONNECT_AFTER : GConnectFlags(0))
  }
}
