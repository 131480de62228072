extension GridRect: Codable {
  private enum CodingKeys: String, CodingKey {
    case x, y, width, height
  }

  /// Decodes `{"x", "y", "width", "height"}`; a negative width or height becomes zero.
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: The decoder's error when a field is missing or not an integer.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      x: try container.decode(Int.self, forKey: .x), y: try container.decode(Int.self, forKey: .y),
      width: try container.decode(Int.self, forKey: .width),
      height: try container.decode(Int.self, forKey: .height))
  }

  /// Encodes `{"x", "y", "width", "height"}`.
  ///
  /// - Parameter encoder: The encoder.
  /// - Throws: The encoder's error.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(x, forKey: .x)
    try container.encode(y, forKey: .y)
    try container.encode(width, forKey: .width)
    try container.encode(height, forKey: .height)
  }
}
