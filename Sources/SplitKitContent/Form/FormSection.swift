/// A group of a form's rows under a header, with a footer below: GTK draws it as a boxed
/// list under a heading, the terminal as a bold heading that focus skips.
///
/// ```swift
/// FormSection("Connections", footer: "Turn Bluetooth off to save power.", rows: [
///   .toggle("Bluetooth", isOn: .to(settings, \.bluetooth))
/// ])
/// ```
@MainActor
public struct FormSection {
  /// The heading above the rows; nil or empty for none.
  public var header: String?
  /// The note below the rows; nil or empty for none.
  public var footer: String?
  /// The rows.
  public var rows: [FormRow]

  /// Creates a section.
  ///
  /// - Parameters:
  ///   - header: The heading above the rows.
  ///   - footer: The note below them.
  ///   - rows: The rows.
  public init(_ header: String? = nil, footer: String? = nil, rows: [FormRow]) {
    self.header = header
    self.footer = footer
    self.rows = rows
  }
}
