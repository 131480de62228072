public import SplitKitTerminal

/// The colours a picture gives terminal colours: what `default` means, the 16 ANSI colours
/// and the 256-colour palette.
///
/// A terminal decides what "default" and the ANSI colours look like; a picture has to
/// choose. The standard palette is a dark theme with the xterm colour values, so pictures
/// look like a typical terminal.
///
/// ```swift
/// SVGPalette.standard.hex(for: .ansi(.red), role: .foreground)   // "#cd0000"
/// ```
public struct SVGPalette: Hashable, Sendable {
  /// Whether a colour paints text or a cell's background (they differ for `default`).
  public enum Role: Hashable, Sendable {
    /// Text.
    case foreground
    /// A cell's background.
    case background
  }

  /// The default text colour, as `"#rrggbb"`.
  public var foreground: String
  /// The default background colour, as `"#rrggbb"`.
  public var background: String

  /// Creates a palette.
  ///
  /// - Parameters:
  ///   - foreground: The default text colour, `"#rrggbb"`.
  ///   - background: The default background, `"#rrggbb"`.
  public init(foreground: String, background: String) {
    self.foreground = foreground
    self.background = background
  }

  /// Light grey on near black.
  public static let standard = SVGPalette(foreground: "#d0d0d0", background: "#14181c")

  /// The colour `color` paints in `role`, as `"#rrggbb"`.
  ///
  /// - Parameters:
  ///   - color: A terminal colour.
  ///   - role: Whether it paints text or background.
  /// - Returns: A hex colour.
  public func hex(for color: Color, role: Role) -> String {
    switch color {
    case .default: return role == .foreground ? foreground : background
    case .ansi(let ansi): return Self.hex(Self.paletteRGB(ansi.rawValue))
    case .indexed(let index): return Self.hex(Self.paletteRGB(index))
    case .rgb(let red, let green, let blue): return Self.hex((Int(red), Int(green), Int(blue)))
    }
  }

  /// The xterm value of palette entry `index`.
  static func paletteRGB(_ index: UInt8) -> (Int, Int, Int) {
    switch index {
    case 0..<16:
      return ansi[Int(index)]
    case 16..<232:
      let cube = Int(index) - 16
      let levels = [0, 95, 135, 175, 215, 255]
      return (levels[cube / 36], levels[cube / 6 % 6], levels[cube % 6])
    default:
      let grey = 8 + (Int(index) - 232) * 10
      return (grey, grey, grey)
    }
  }

  private static let ansi: [(Int, Int, Int)] = [
    (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205),
    (229, 229, 229),
    (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255),
    (0, 255, 255),
    (255, 255, 255),
  ]

  private static func hex(_ rgb: (Int, Int, Int)) -> String {
    let digits = Array("0123456789abcdef")
    var text = "#"
    for channel in [rgb.0, rgb.1, rgb.2] {
      let value = min(255, max(0, channel))
      text.append(digits[value / 16])
      text.append(digits[value % 16])
    }
    return text
  }
}
