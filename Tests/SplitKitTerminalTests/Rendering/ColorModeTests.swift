import SplitKitTerminal
import Testing

@Suite struct ColorModeTests {
  @Test func noColorWinsOverEverything() {
    let environment = ["NO_COLOR": "1", "TERM": "xterm-256color", "COLORTERM": "truecolor"]
    #expect(ColorMode.detect(environment: environment) == .monochrome)
  }

  @Test func anEmptyNoColorIsIgnored() {
    #expect(ColorMode.detect(environment: ["NO_COLOR": "", "TERM": "xterm"]) == .ansi16)
  }

  @Test func dumbOrMissingTermMeansNoColor() {
    #expect(
      ColorMode.detect(environment: ["TERM": "dumb", "COLORTERM": "truecolor"]) == .monochrome)
    #expect(ColorMode.detect(environment: [:]) == .monochrome)
  }

  @Test(arguments: [
    (["TERM": "xterm-256color", "COLORTERM": "truecolor"], ColorMode.trueColor),
    (["TERM": "screen", "COLORTERM": "24bit"], .trueColor),
    (["TERM": "xterm-direct"], .trueColor),
    (["TERM": "tmux-256color"], .palette256),
    (["TERM": "xterm"], .ansi16),
    (["TERM": "linux"], .ansi16),
  ])
  func termAndColortermPickTheRichestMode(environment: [String: String], expected: ColorMode) {
    #expect(ColorMode.detect(environment: environment) == expected)
  }
}

@Suite struct ColorTests {
  @Test func trueColorKeepsEveryColor() {
    for color in [Color.default, .ansi(.red), .indexed(200), .rgb(1, 2, 3)] {
      #expect(color.resolved(for: .trueColor) == color)
    }
  }

  @Test func monochromeDropsEveryColor() {
    for color in [Color.default, .ansi(.red), .indexed(200), .rgb(1, 2, 3)] {
      #expect(color.resolved(for: .monochrome) == .default)
    }
  }

  @Test func rgbDowngradesToTheNearestPaletteEntry() {
    #expect(Color.rgb(255, 0, 0).resolved(for: .palette256) == .indexed(196))
    #expect(Color.rgb(0, 0, 0).resolved(for: .palette256) == .indexed(16))
    #expect(Color.rgb(128, 128, 128).resolved(for: .palette256) == .indexed(244))
    #expect(Color.ansi(.cyan).resolved(for: .palette256) == .ansi(.cyan))
  }

  @Test func rgbAndPaletteDowngradeToTheNearestAnsiColor() {
    #expect(Color.rgb(250, 10, 10).resolved(for: .ansi16) == .ansi(.brightRed))
    #expect(Color.rgb(0, 0, 0).resolved(for: .ansi16) == .ansi(.black))
    #expect(Color.indexed(4).resolved(for: .ansi16) == .ansi(.blue))
    #expect(Color.indexed(231).resolved(for: .ansi16) == .ansi(.brightWhite))
    #expect(Color.indexed(240).resolved(for: .ansi16) == .ansi(.brightBlack))
  }

  @Test func styleResolvesBothColorsAndKeepsAttributes() {
    let style = Style(
      foreground: .rgb(255, 0, 0), background: .indexed(21), attributes: [.bold, .reverse])
    #expect(style.resolved(for: .monochrome) == Style(attributes: [.bold, .reverse]))
    #expect(
      style.resolved(for: .palette256)
        == Style(
          foreground: .indexed(196), background: .indexed(21), attributes: [.bold, .reverse]))
  }
}
