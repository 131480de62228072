package import CGtk

/// A `GtkWidget*`, the type most GTK calls take.
package typealias WidgetPointer = UnsafeMutablePointer<GtkWidget>

extension UnsafeMutablePointer where Pointee == GtkWidget {
  /// The same object through any other GTK pointer type (GTK's C casts, without the checks).
  init(_ opaque: OpaquePointer) {
    self = UnsafeMutableRawPointer(opaque).assumingMemoryBound(to: GtkWidget.self)
  }

  /// This widget as an untyped pointer, for signals and references.
  package var object: gpointer { UnsafeMutableRawPointer(self) }

  /// This widget as a `GObject*`, for object data.
  var gObject: UnsafeMutablePointer<GObject> { gObjectPointer(object) }

  /// This widget as an opaque pointer of a more specific GTK type (GtkLabel, GtkBox…).
  package var opaque: OpaquePointer { OpaquePointer(self) }

  /// This widget as a pointer to a more specific GTK struct (GtkTextView…).
  package func cast<T>(to type: T.Type = T.self) -> UnsafeMutablePointer<T> {
    UnsafeMutableRawPointer(self).assumingMemoryBound(to: T.self)
  }
}

/// Any GTK object pointer as a `GObject*`.
func gObjectPointer(_ pointer: UnsafeMutableRawPointer) -> UnsafeMutablePointer<GObject> {
  pointer.assumingMemoryBound(to: GObject.self)
}

/// A GTK constructor's result; GTK aborts rather than return NULL, so nil is a
/// programming error.
///
/// - Parameter pointer: What the constructor returned.
/// - Returns: The pointer.
package func created<T>(_ pointer: T?) -> T {
  guard let pointer else { preconditionFailure("GTK returned no object") }
  return pointer
}
