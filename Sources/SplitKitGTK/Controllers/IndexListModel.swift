import CGtk

/// A `GListModel` of `count` string items made on demand, so a list of a million rows
/// costs nothing until rows scroll into view.
///
/// GLib's interface vtable holds plain C functions; each model instance keeps its Swift
/// ``Source`` in its object data. GTK calls the vtable on the main thread only.
enum IndexListModel {
  /// The rows: how many, and the text of each.
  final class Source {
    var count: Int
    var text: @MainActor (Int) -> String

    init(count: Int, text: @escaping @MainActor (Int) -> String) {
      self.count = count
      self.text = text
    }
  }

  private static let key = "splitkit-list-source"

  /// Creates a model instance for a source; the model keeps the source alive.
  static func make(_ source: Source) -> OpaquePointer {
    let object = created(g_object_new_with_properties(type, 0, nil, nil))
    let retained = Unmanaged.passRetained(source).toOpaque()
    g_object_set_data_full(gObjectPointer(object), key, retained) { data in
      guard let data else { return }
      Unmanaged<Source>.fromOpaque(data).release()
    }
    return OpaquePointer(object)
  }

  /// Tells the list view that `removed` rows from `position` on became `added` rows.
  static func changed(_ model: OpaquePointer, at position: Int = 0, removed: Int, added: Int) {
    g_list_model_items_changed(
      model, guint(clamping: position), guint(clamping: removed), guint(clamping: added))
  }

  private static func source(_ model: OpaquePointer?) -> Source? {
    guard let model,
      let data = g_object_get_data(gObjectPointer(UnsafeMutableRawPointer(model)), key)
    else {
      return nil
    }
    return Unmanaged<Source>.fromOpaque(data).takeUnretainedValue()
  }

  private static let type: GType = {
    var info = GTypeInfo(
      class_size: guint16(MemoryLayout<GObjectClass>.size), base_init: nil, base_finalize: nil,
      class_init: nil, class_finalize: nil, class_data: nil,
      instance_size: guint16(MemoryLayout<GObject>.size), n_preallocs: 0, instance_init: nil,
      value_table: nil)
    let type = g_type_register_static(
      splitkit_object_type(), "SplitKitIndexListModel", &info, GTypeFlags(rawValue: 0))
    var interface = GInterfaceInfo(
      interface_init: { vtable, _ in
        guard let vtable else { return }
        let model = vtable.assumingMemoryBound(to: GListModelInterface.self)
        model.pointee.get_item_type = { _ in gtk_string_object_get_type() }
        model.pointee.get_n_items = { list in
          guint(clamping: source(list)?.count ?? 0)
        }
        model.pointee.get_item = { list, position in
          guard let source = source(list), Int(position) < source.count else { return nil }
          nonisolated(unsafe) let rows = source
          let text = MainActor.assumeIsolated { rows.text(Int(position)) }
          return UnsafeMutableRawPointer(gtk_string_object_new(text))
        }
      }, interface_finalize: nil, interface_data: nil)
    g_type_add_interface_static(type, g_list_model_get_type(), &interface)
    return type
  }()
}
