import PropertyBased
import SplitKitTerminal
import SplitKitTerminalTesting
import Testing

@Suite struct FrameRendererTests {
  /// Renders `frames` in order and returns the emulator that received all the bytes.
  private func emulate(_ frames: [Buffer], mode: ColorMode = .trueColor) -> (
    ScreenEmulator, [RenderedFrame]
  ) {
    var renderer = FrameRenderer(colorMode: mode)
    var emulator = ScreenEmulator(size: frames[0].size)
    var rendered: [RenderedFrame] = []
    for frame in frames {
      let output = renderer.render(frame)
      emulator.apply(output.bytes)
      rendered.append(output)
    }
    return (emulator, rendered)
  }

  private func text(_ frame: RenderedFrame) -> String {
    String(decoding: frame.bytes, as: UTF8.self)
  }

  @Test func theFirstFrameIsAFullRepaintInSynchronizedOutput() {
    let (emulator, frames) = emulate([Buffer(lines: ["ab", "c "])])
    #expect(frames[0].isFullRepaint)
    #expect(text(frames[0]).hasPrefix("\u{1B}[?2026h\u{1B}[0m\u{1B}[H\u{1B}[2J"))
    #expect(text(frames[0]).hasSuffix("\u{1B}[?2026l"))
    #expect(emulator.screen == Buffer(lines: ["ab", "c "]))
    #expect(emulator.unsupported.isEmpty)
    #expect(!emulator.isSynchronizing)
  }

  @Test func anUnchangedFrameWritesNothing() {
    let frame = Buffer(lines: ["abc"])
    let (_, frames) = emulate([frame, frame])
    #expect(
      frames[1] == RenderedFrame(bytes: [], changedCells: 0, minimumBytes: 0, isFullRepaint: false))
  }

  @Test func aSingleChangedCellIsOneMoveAndOneCharacter() {
    let (emulator, frames) = emulate([
      Buffer(lines: ["abc", "def"]), Buffer(lines: ["abc", "dXf"]),
    ])
    #expect(text(frames[1]) == "\u{1B}[?2026h\u{1B}[2;2HX\u{1B}[?2026l")
    #expect(frames[1].changedCells == 1)
    #expect(frames[1].minimumBytes == 1)
    #expect(emulator.screen == Buffer(lines: ["abc", "dXf"]))
  }

  @Test func shortGapsAreRewrittenInsteadOfMoved() {
    let (_, frames) = emulate([Buffer(lines: ["abcdef"]), Buffer(lines: ["XbcYef"])])
    #expect(text(frames[1]) == "\u{1B}[?2026h\u{1B}[HXbcY\u{1B}[?2026l")
  }

  @Test func aColumnChangedOnEveryRowIsReachedWithALineMoveAndABackspace() {
    let (emulator, frames) = emulate([
      Buffer(lines: ["ab1 ", "ab2 ", "ab3 "]), Buffer(lines: ["ab4 ", "ab5 ", "ab6 "]),
    ])
    #expect(
      text(frames[1]) == "\u{1B}[?2026h\u{1B}[2A\u{8}4\u{1B}[B\u{8}5\u{1B}[B\u{8}6\u{1B}[?2026l")
    #expect(emulator.screen == Buffer(lines: ["ab4 ", "ab5 ", "ab6 "]))
  }

  @Test func aRowChangedFromItsFirstColumnIsReachedWithNextLine() {
    let (emulator, frames) = emulate([
      Buffer(lines: ["abcdef ", "abcdef "]), Buffer(lines: ["abcdeX ", "Yabcde "]),
    ])
    #expect(text(frames[1]) == "\u{1B}[?2026h\u{1B}[A\u{8}X\u{1B}[EYabcde\u{1B}[?2026l")
    #expect(emulator.screen == Buffer(lines: ["abcdeX ", "Yabcde "]))
  }

  @Test func cellsAreGroupedByStyleWhenThatSavesStyleChanges() {
    let shadow = Style(background: .indexed(236)).with(.dim)
    var next = Buffer(lines: ["abcd  ", "efgh  ", "ijkl  "])
    next.setStyle(shadow, in: CellRect(x: 4, y: 0, width: 1, height: 3))
    let (emulator, frames) = emulate([Buffer(size: next.size), next])
    let output = text(frames[1])
    #expect(
      output.split(separator: "\u{1B}[2;48;5;236m", omittingEmptySubsequences: false).count == 2)
    #expect(
      output
        == "\u{1B}[?2026habcd\u{1B}[Eefgh\u{1B}[Eijkl\u{1B}[2A\u{1B}[2;48;5;236m \u{1B}[B\u{8} \u{1B}[B\u{8} \u{1B}[m\u{1B}[?2026l"
    )
    #expect(emulator.screen == next)
    #expect(emulator.unsupported.isEmpty)
  }

  @Test func styleChangesWriteOnlyTheDifference() {
    var next = Buffer(lines: ["abc"])
    next.setStyle(Style().with(.bold), in: CellRect(x: 0, y: 0, width: 2, height: 1))
    next.setStyle(
      Style(foreground: .ansi(.red)).with(.bold), in: CellRect(x: 2, y: 0, width: 1, height: 1))
    let (emulator, frames) = emulate([Buffer(lines: ["abc"]), next])
    #expect(text(frames[1]) == "\u{1B}[?2026h\u{1B}[H\u{1B}[1mab\u{1B}[31mc\u{1B}[m\u{1B}[?2026l")
    #expect(emulator.screen == next)
  }

  @Test func aBlankedRowTailIsErasedInOneSequence() {
    let (emulator, frames) = emulate([
      Buffer(lines: ["abcdefgh", "12345678"]), Buffer(lines: ["ab      ", "12345678"]),
    ])
    #expect(text(frames[1]) == "\u{1B}[?2026h\u{1B}[1;3H\u{1B}[K\u{1B}[?2026l")
    #expect(frames[1].changedCells == 6)
    #expect(emulator.screen == Buffer(lines: ["ab      ", "12345678"]))
  }

  @Test func aChangedWideCharacterIsRewrittenWhole() {
    let before = Buffer(lines: ["a日b", "x本y"])
    let after = Buffer(lines: ["a語b", "xa本"])
    let (emulator, frames) = emulate([before, after])
    #expect(emulator.screen == after)
    #expect(emulator.unsupported.isEmpty)
    #expect(frames[1].minimumBytes == 3 + 1 + 3)
  }

  @Test func wideCharactersAtTheRightEdgeAndBottomCornerRender() {
    let before = Buffer(lines: ["abcd", "efgh"])
    let after = Buffer(lines: ["ab日", "ef本"])
    let (emulator, _) = emulate([before, after, before, after])
    #expect(emulator.screen == after)
    #expect(emulator.unsupported.isEmpty)
  }

  @Test func theCellAfterAMultiScalarClusterIsPositionedAbsolutely() {
    let (emulator, frames) = emulate([Buffer(lines: ["    "]), Buffer(lines: ["👩‍💻xy"])])
    // Its cells are erased first, then it is drawn from the start of them.
    #expect(text(frames[1]) == "\u{1B}[?2026h  \r👩‍💻\u{1B}[1;3Hxy\u{1B}[?2026l")
    #expect(emulator.screen == Buffer(lines: ["👩‍💻xy"]))
    let (_, single) = emulate([Buffer(lines: ["    "]), Buffer(lines: ["日xy"])])
    #expect(text(single[1]) == "\u{1B}[?2026h日xy\u{1B}[?2026l")
  }

  @Test func invalidateAndResizeForceAFullRepaint() {
    var renderer = FrameRenderer(colorMode: .ansi16)
    _ = renderer.render(Buffer(lines: ["ab"]))
    renderer.invalidate()
    #expect(renderer.current == nil)
    #expect(renderer.render(Buffer(lines: ["ab"])).isFullRepaint)
    let resized = renderer.render(Buffer(lines: ["abc", "d"]))
    #expect(resized.isFullRepaint)
    var emulator = ScreenEmulator(size: CellSize(columns: 3, rows: 2))
    emulator.apply(resized.bytes)
    #expect(emulator.screen == Buffer(lines: ["abc", "d"]))
  }

  @Test(arguments: ColorMode.allCases)
  func colorsAreWrittenAsTheModeAllows(mode: ColorMode) {
    var next = Buffer(lines: ["abcd"])
    next.setStyle(
      Style(foreground: .rgb(250, 10, 10), background: .indexed(21)),
      in: CellRect(x: 0, y: 0, width: 2, height: 1))
    next.setStyle(
      Style(foreground: .ansi(.green), attributes: .underline),
      in: CellRect(x: 2, y: 0, width: 2, height: 1))
    let (emulator, _) = emulate([Buffer(lines: ["abcd"]), next], mode: mode)
    var expected = next
    expected.updateStyle(in: expected.bounds) { $0 = $0.resolved(for: mode) }
    #expect(emulator.screen == expected)
  }

  @Test func hostileContentNeverReachesTheTerminalAsControls() {
    var hostile = Buffer(size: CellSize(columns: 40, rows: 2))
    hostile.setString(
      "\u{1B}[2J\u{1B}]0;pwned\u{7}\u{9B}31m\u{202E}txt", at: CellPosition(x: 0, y: 0))
    hostile.setString("\r\n\u{8}\u{7F}\u{85}\u{2028}", at: CellPosition(x: 0, y: 1))
    let (emulator, frames) = emulate([hostile])
    let scalars = String(decoding: frames[0].bytes, as: UTF8.self).unicodeScalars
    let controls = scalars.filter {
      $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || (0x202A...0x202E).contains($0.value)
    }
    #expect(controls.allSatisfy { $0 == "\u{1B}" })
    #expect(emulator.unsupported.isEmpty)
    #expect(emulator.screen.lines[0].hasPrefix("␛[2J␛]0;pwned␇\u{FFFD}31m\u{FFFD}txt"))
    #expect(emulator.screen.lines[1].hasPrefix("␍␊␈␡\u{FFFD}␤"))
  }

  // MARK: Properties

  private static let texts = [
    "a", "hello", "日本語", "👍🏽", "e\u{301}", "x日y", "❤️", " ", "🇫🇷", "\u{1B}[31m", "tab\tx", "    ",
    "ab👩‍💻",
  ]
  private static let styles = [
    Style(), Style().with(.bold), Style(foreground: .ansi(.red)), Style(background: .indexed(200)),
    Style(foreground: .rgb(10, 200, 30), attributes: [.reverse, .underline]),
    Style().with([.dim, .italic]),
    Style(foreground: .ansi(.brightCyan), background: .ansi(.blue), attributes: .bold),
  ]
  private static let drawing = zip(
    Gen.int(in: -2...13), Gen.int(in: 0...5), Gen.int(in: 0...(texts.count - 1)),
    Gen.int(in: 0...(styles.count - 1))
  ).array(of: 0...12)

  private static func frame(width: Int, height: Int, _ operations: [(Int, Int, Int, Int)]) -> Buffer
  {
    var buffer = Buffer(size: CellSize(columns: width, rows: height))
    for (x, y, text, style) in operations {
      buffer.setString(texts[text], at: CellPosition(x: x, y: y), style: styles[style])
    }
    return buffer
  }

  @Test func applyingTheBytesToThePreviousScreenYieldsTheNewScreen() async {
    await propertyCheck(
      count: 400, input: zip(Gen.int(in: 1...12), Gen.int(in: 1...5)), Self.drawing, Self.drawing
    ) {
      size, first, second in
      let before = Self.frame(width: size.0, height: size.1, first)
      let after = Self.frame(width: size.0, height: size.1, second)
      var renderer = FrameRenderer(colorMode: .trueColor)
      var emulator = ScreenEmulator(size: before.size)
      emulator.apply(renderer.render(before).bytes)
      #expect(emulator.screen == before)
      let update = renderer.render(after)
      emulator.apply(update.bytes)
      #expect(emulator.screen == after, "from\n\(before)\nto\n\(after)")
      #expect(emulator.unsupported.isEmpty)
      #expect(update.minimumBytes <= update.bytes.count)
    }
  }

  @Test func aSequenceOfFramesStaysInStepWithTheScreen() async {
    await propertyCheck(count: 150, input: Self.drawing.array(of: 2...6)) { drawings in
      let frames = drawings.map { Self.frame(width: 10, height: 4, $0) }
      let (emulator, _) = emulate(frames, mode: .palette256)
      var expected = frames[frames.count - 1]
      expected.updateStyle(in: expected.bounds) { $0 = $0.resolved(for: .palette256) }
      #expect(emulator.screen == expected)
      #expect(emulator.unsupported.isEmpty)
    }
  }
}
