/// How a cell looks: foreground and background colours plus text attributes.
///
/// ```swift
/// let selected = Style(foreground: .ansi(.black), background: .ansi(.cyan), attributes: .bold)
/// let hint = Style.default.with(.dim)
/// ```
public struct Style: Hashable, Sendable {
  /// The text colour.
  public var foreground: Color
  /// The cell's background colour.
  public var background: Color
  /// Bold, dim, italic, underline and reverse video.
  public var attributes: Attributes

  /// Creates a style; every part defaults to the terminal's default.
  ///
  /// - Parameters:
  ///   - foreground: The text colour.
  ///   - background: The cell's background colour.
  ///   - attributes: Bold, dim, italic, underline and reverse video.
  public init(
    foreground: Color = .default, background: Color = .default, attributes: Attributes = []
  ) {
    self.foreground = foreground
    self.background = background
    self.attributes = attributes
  }

  /// The terminal's default colours with no attributes.
  public static let `default` = Style()

  /// This style with `attributes` added.
  ///
  /// - Parameter attributes: The attributes to add.
  /// - Returns: A copy with the union of attributes.
  public func with(_ attributes: Attributes) -> Style {
    var copy = self
    copy.attributes.formUnion(attributes)
    return copy
  }

  /// This style with each colour resolved for `mode` (see ``Color/resolved(for:)``).
  ///
  /// - Parameter mode: What the terminal supports.
  /// - Returns: The style as the terminal will show it.
  public func resolved(for mode: ColorMode) -> Style {
    Style(
      foreground: foreground.resolved(for: mode), background: background.resolved(for: mode),
      attributes: attributes)
  }

  /// Text attributes, each one SGR parameter.
  public struct Attributes: OptionSet, Hashable, Sendable {
    /// The attribute bits.
    public let rawValue: UInt8

    /// Creates attributes from their bits.
    ///
    /// - Parameter rawValue: The attribute bits, as in the static members.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Bold or bright text (SGR 1).
    public static let bold = Attributes(rawValue: 1 << 0)
    /// Faint text (SGR 2).
    public static let dim = Attributes(rawValue: 1 << 1)
    /// Italic text (SGR 3).
    public static let italic = Attributes(rawValue: 1 << 2)
    /// Underlined text (SGR 4).
    public static let underline = Attributes(rawValue: 1 << 3)
    /// Foreground and background swapped (SGR 7).
    public static let reverse = Attributes(rawValue: 1 << 4)
  }
}

extension Style {
  /// This style with `other` laid on top: `other`'s colours where they are not
  /// `.default`, and the union of both attribute sets.
  ///
  /// ```swift
  /// let row = Style(background: .ansi(.blue))
  /// row.patched(by: Style(foreground: .ansi(.white)).with(.bold))
  /// // foreground white, background blue, bold
  /// ```
  ///
  /// - Parameter other: The style that wins where it says something.
  /// - Returns: The combined style.
  public func patched(by other: Style) -> Style {
    Style(
      foreground: other.foreground == .default ? foreground : other.foreground,
      background: other.background == .default ? background : other.background,
      attributes: attributes.union(other.attributes))
  }
}
