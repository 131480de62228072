/// A terminal colour: the terminal's default, one of the 16 ANSI colours, a 256-colour
/// palette index, or a 24-bit RGB value.
///
/// Colours are resolved for the terminal's ``ColorMode`` only when a frame is written, so
/// widgets can always ask for the colour they mean and a 16-colour or `NO_COLOR`
/// terminal still gets the closest thing it can show.
///
/// ```swift
/// let accent = Color.rgb(0x0A, 0x84, 0xFF)
/// accent.resolved(for: .ansi16)   // .ansi(.brightBlue)
/// ```
public enum Color: Hashable, Sendable {
  /// The terminal's own foreground or background colour.
  case `default`
  /// One of the 16 standard colours, whose exact shade the terminal's theme decides.
  case ansi(ANSIColor)
  /// An entry of the xterm 256-colour palette: 0–15 ANSI, 16–231 a 6×6×6 cube,
  /// 232–255 a grey ramp.
  case indexed(UInt8)
  /// A 24-bit colour.
  case rgb(UInt8, UInt8, UInt8)

  /// The 16 standard terminal colours, in SGR order.
  public enum ANSIColor: UInt8, CaseIterable, Hashable, Sendable {
    /// Black (SGR 30/40).
    case black
    /// Red (SGR 31/41).
    case red
    /// Green (SGR 32/42).
    case green
    /// Yellow (SGR 33/43).
    case yellow
    /// Blue (SGR 34/44).
    case blue
    /// Magenta (SGR 35/45).
    case magenta
    /// Cyan (SGR 36/46).
    case cyan
    /// White, usually light grey (SGR 37/47).
    case white
    /// Bright black, usually dark grey (SGR 90/100).
    case brightBlack
    /// Bright red (SGR 91/101).
    case brightRed
    /// Bright green (SGR 92/102).
    case brightGreen
    /// Bright yellow (SGR 93/103).
    case brightYellow
    /// Bright blue (SGR 94/104).
    case brightBlue
    /// Bright magenta (SGR 95/105).
    case brightMagenta
    /// Bright cyan (SGR 96/106).
    case brightCyan
    /// Bright white (SGR 97/107).
    case brightWhite
  }
}

extension Color {
  /// The closest colour a terminal in `mode` can show.
  ///
  /// RGB becomes the nearest 256-palette entry (cube or grey ramp) in `.palette256`; RGB
  /// and palette entries become the nearest of the 16 ANSI colours (by the xterm default
  /// RGB values) in `.ansi16`; every colour becomes `.default` in `.monochrome`.
  ///
  /// - Parameter mode: What the terminal supports.
  /// - Returns: A colour the terminal can show.
  public func resolved(for mode: ColorMode) -> Color {
    switch (self, mode) {
    case (.default, _), (_, .trueColor): return self
    case (_, .monochrome): return .default
    case (.ansi, _): return self
    case (.indexed, .palette256): return self
    case (.rgb(let r, let g, let b), .palette256):
      return .indexed(Self.nearestPaletteIndex(r, g, b))
    case (.indexed(let index), .ansi16):
      if index < 16, let ansi = ANSIColor(rawValue: index) { return .ansi(ansi) }
      return .ansi(Self.nearestANSI(Self.paletteRGB(index)))
    case (.rgb(let r, let g, let b), .ansi16):
      return .ansi(Self.nearestANSI((Int(r), Int(g), Int(b))))
    }
  }

  /// The xterm default RGB value of a 256-palette entry.
  static func paletteRGB(_ index: UInt8) -> (Int, Int, Int) {
    switch index {
    case 0..<16: return ansiRGB[Int(index)]
    case 16..<232:
      let cube = Int(index) - 16
      return (cubeLevels[cube / 36], cubeLevels[cube / 6 % 6], cubeLevels[cube % 6])
    default:
      let grey = 8 + (Int(index) - 232) * 10
      return (grey, grey, grey)
    }
  }

  private static let cubeLevels = [0, 95, 135, 175, 215, 255]

  private static let ansiRGB: [(Int, Int, Int)] = [
    (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205),
    (0, 205, 205), (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0),
    (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
  ]

  private static func distance(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Int {
    let (dr, dg, db) = (a.0 - b.0, a.1 - b.1, a.2 - b.2)
    return dr * dr + dg * dg + db * db
  }

  private static func nearestPaletteIndex(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt8 {
    let target = (Int(r), Int(g), Int(b))
    func level(_ value: Int) -> Int { value < 48 ? 0 : value < 115 ? 1 : (value - 35) / 40 }
    let cube = 16 + 36 * level(target.0) + 6 * level(target.1) + level(target.2)
    let average = (target.0 + target.1 + target.2) / 3
    let grey = 232 + min(23, max(0, (average - 3) / 10))
    let cubeDistance = distance(paletteRGB(UInt8(cube)), target)
    let greyDistance = distance(paletteRGB(UInt8(grey)), target)
    return UInt8(greyDistance < cubeDistance ? grey : cube)
  }

  private static func nearestANSI(_ target: (Int, Int, Int)) -> ANSIColor {
    var best = ANSIColor.black
    var bestDistance = Int.max
    for color in ANSIColor.allCases {
      let candidate = distance(ansiRGB[Int(color.rawValue)], target)
      if candidate < bestDistance {
        best = color
        bestDistance = candidate
      }
    }
    return best
  }
}
