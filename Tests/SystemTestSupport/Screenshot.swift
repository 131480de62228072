import Foundation

/// One screenshot's pixels, 8-bit RGB.
package struct Screenshot: Sendable {
  /// A pixel's colour.
  package struct Color: Hashable, Sendable, CustomStringConvertible {
    /// The red channel, 0–255.
    package var red: Int
    /// The green channel, 0–255.
    package var green: Int
    /// The blue channel, 0–255.
    package var blue: Int

    /// A colour from its channels, 0–255 each.
    package init(_ red: Int, _ green: Int, _ blue: Int) {
      self.red = red
      self.green = green
      self.blue = blue
    }

    /// `#rrggbb` in hex, as a hex colour is parsed.
    package init(hex: String) {
      let value = Int(hex.dropFirst(), radix: 16) ?? 0
      self.init((value >> 16) & 0xFF, (value >> 8) & 0xFF, value & 0xFF)
    }

    /// Whether each channel is within `tolerance` of the other colour's.
    package func isClose(to other: Color, tolerance: Int = 6) -> Bool {
      abs(red - other.red) <= tolerance && abs(green - other.green) <= tolerance
        && abs(blue - other.blue) <= tolerance
    }

    package var description: String { "rgb(\(red), \(green), \(blue))" }
  }

  /// The width in pixels.
  package let width: Int
  /// The height in pixels.
  package let height: Int
  /// The pixels, row by row, three bytes (red, green, blue) each.
  package let bytes: [UInt8]

  /// Wraps pixels taken from a screen.
  ///
  /// - Parameters:
  ///   - width: The width in pixels.
  ///   - height: The height in pixels.
  ///   - bytes: `width * height * 3` bytes, row by row.
  package init(width: Int, height: Int, bytes: [UInt8]) {
    self.width = width
    self.height = height
    self.bytes = bytes
  }

  /// The colour at a pixel.
  package func color(x: Int, y: Int) -> Color {
    let offset = (y * width + x) * 3
    return Color(Int(bytes[offset]), Int(bytes[offset + 1]), Int(bytes[offset + 2]))
  }

  /// How many pixels in a rectangle satisfy a test.
  ///
  /// - Parameters:
  ///   - x: The columns.
  ///   - y: The rows.
  ///   - test: The test.
  /// - Returns: The count.
  package func count(x: Range<Int>, y: Range<Int>, where test: (Color) -> Bool) -> Int {
    var count = 0
    for row in y {
      for column in x where test(color(x: column, y: row)) { count += 1 }
    }
    return count
  }

  /// Nil when every listed pixel has its expected colour, else what differs.
  ///
  /// - Parameter expectations: Name, pixel and colour of each probe.
  /// - Returns: The first mismatch described, or nil.
  package func mismatch(_ expectations: [(String, x: Int, y: Int, Color)]) -> String? {
    for (name, x, y, expected) in expectations {
      let actual = color(x: x, y: y)
      if !actual.isClose(to: expected) {
        return "\(name) at (\(x), \(y)) is \(actual), expected \(expected)"
      }
    }
    return nil
  }
}
