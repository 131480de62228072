/// Numbers as people read them: counts in titles and status lines, sizes in a message's
/// notes and its attachment list.
public enum Quantities {
  /// A size for people: `512 bytes`, `12.3 KB`, `4.0 MB` (powers of 1024).
  ///
  /// - Parameter bytes: A size in bytes.
  /// - Returns: The size as text.
  public static func bytes(_ bytes: Int) -> String {
    if bytes < 1024 { return bytes == 1 ? "1 byte" : "\(bytes) bytes" }
    let units = ["KB", "MB", "GB", "TB"]
    var value = Double(bytes) / 1024
    var unit = 0
    while value >= 1024, unit < units.count - 1 {
      value /= 1024
      unit += 1
    }
    let tenths = Int(value * 10 + 0.5)
    return "\(tenths / 10).\(tenths % 10) \(units[unit])"
  }

  /// `1234567` as `1,234,567`.
  ///
  /// - Parameter value: A count.
  /// - Returns: Its digits grouped by thousands.
  public static func grouped(_ value: Int) -> String {
    var digits = String(value.magnitude)
    var groups: [Substring] = []
    while digits.count > 3 {
      groups.insert(digits.suffix(3), at: 0)
      digits.removeLast(3)
    }
    groups.insert(Substring(digits), at: 0)
    return (value < 0 ? "-" : "") + groups.joined(separator: ",")
  }
}
