/// A list's filter (search) field: its text, and whether the user is typing in it.
///
/// The terminal shows it in the status line (`/lunch▏`) while it is typed; GTK as a search
/// entry above the list.
public struct FilterField: Hashable, Sendable, Codable {
  /// The text typed so far.
  public var text: String
  /// Whether the user is typing in it (keys go to the field).
  public var isEditing: Bool

  /// Creates a filter field.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - isEditing: Whether it is being typed in.
  public init(text: String = "", isEditing: Bool = false) {
    self.text = text
    self.isEditing = isEditing
  }
}
