extension Style {
  /// This style faded by `amount`, for content under an overlay.
  ///
  /// At 0 the style is returned unchanged. Above 0 the text gets the dim attribute
  /// (SGR 2) — the only fade a palette or ANSI colour allows — and 24-bit colours are
  /// also blended towards black by up to half, in proportion to `amount`, so in
  /// true-colour terminals the fade follows an animation smoothly.
  ///
  /// ```swift
  /// Style(foreground: .rgb(200, 100, 0)).dimmed(by: 1)   // .rgb(100, 50, 0), dim
  /// ```
  ///
  /// - Parameter amount: The fade from 0 (none) to 1 (full); values outside are clamped.
  /// - Returns: The faded style.
  public func dimmed(by amount: Double) -> Style {
    let amount = min(1, max(0, amount))
    guard amount > 0 else { return self }
    func fade(_ color: Color) -> Color {
      guard case .rgb(let red, let green, let blue) = color else { return color }
      let keep = Int((1 - amount / 2) * 1000)  // Per mille; integer maths needs no libm.
      func channel(_ value: UInt8) -> UInt8 { UInt8((Int(value) * keep + 500) / 1000) }
      return .rgb(channel(red), channel(green), channel(blue))
    }
    return Style(
      foreground: fade(foreground), background: fade(background), attributes: attributes.union(.dim)
    )
  }
}
