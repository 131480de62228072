/// A value of the app's that a form row reads and writes: how the row gets it and how it
/// sets it, so the form is bound to the app's values both ways.
///
/// The row reads the value each time a host draws it, so a value the app changes itself
/// shows as soon as the app calls ``FormController/valuesDidChange()``.
///
/// ```swift
/// final class Settings { var bluetooth = true }
/// let settings = Settings()
/// let isOn = FormBinding(get: { settings.bluetooth }, set: { settings.bluetooth = $0 })
/// ```
@MainActor
public struct FormBinding<Value> {
  /// Reads the value.
  public let get: @MainActor () -> Value
  /// Writes the value the user chose.
  public let set: @MainActor (Value) -> Void

  /// Creates a binding.
  ///
  /// - Parameters:
  ///   - get: Reads the app's value.
  ///   - set: Writes it.
  public init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
    self.get = get
    self.set = set
  }

  /// A binding to `keyPath` of `object`, which it holds strongly.
  ///
  /// - Parameters:
  ///   - object: The object holding the value.
  ///   - keyPath: The value's key path.
  /// - Returns: The binding.
  public static func to<Root: AnyObject>(
    _ object: Root, _ keyPath: ReferenceWritableKeyPath<Root, Value>
  ) -> FormBinding<Value> {
    FormBinding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
  }

  /// A binding to a value nothing else reads, starting at `value`: for previews and tests.
  ///
  /// - Parameter value: The first value.
  /// - Returns: The binding.
  public static func constant(_ value: Value) -> FormBinding<Value> {
    let box = FormValueBox(value)
    return FormBinding(get: { box.value }, set: { box.value = $0 })
  }
}

/// The storage of a ``FormBinding/constant(_:)`` binding.
@MainActor
private final class FormValueBox<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}
