import PropertyBased
import SplitKitContent
import Testing

@Suite struct TextEditingTests {
  @Test func typingInsertsAtTheCaretAndMovesItOn() {
    var field = TextEditing(text: "Living room")
    #expect(field.caret == 11)
    field.moveWordLeft()
    #expect(field.caret == 7)
    field.insert("big ")
    #expect(field.text == "Living big room")
    #expect(field.caret == 11)
    field.deleteBackward()
    #expect(field.text == "Living bigroom")
    #expect(field.caret == 10)
    field.perform(.moveToStart)
    field.deleteForward()
    #expect(field.text == "iving bigroom")
    #expect(field.caret == 0)
  }

  @Test func theCaretStepsOverWholeGraphemeClusters() {
    // "e" + combining acute, a flag, a family emoji: three characters.
    var field = TextEditing(text: "e\u{301}🇯🇵👨‍👩‍👧")
    #expect(field.caret == 3)
    field.moveLeft()
    #expect(field.textBeforeCaret == "e\u{301}🇯🇵")
    field.deleteBackward()
    #expect(field.text == "e\u{301}👨‍👩‍👧")
    field.moveLeft()
    field.deleteForward()
    #expect(field.text == "👨‍👩‍👧")
  }

  @Test func anAccentTypedAfterALetterJoinsIt() {
    var field = TextEditing(text: "cafe")
    field.insert("\u{301}")
    #expect(field.text == "café")
    #expect(field.text.count == 4)
    #expect(field.caret == 4)
  }

  @Test func wordMovesStopAtTheEdgesOfWords() {
    var field = TextEditing(text: "  one, two_3  four ", caret: 0)
    field.moveWordRight()
    #expect(field.caret == 5)
    field.moveWordRight()
    #expect(field.caret == 12)
    field.moveWordRight()
    #expect(field.caret == 18)
    field.moveWordRight()
    #expect(field.caret == 19)
    field.moveWordLeft()
    #expect(field.caret == 14)
    field.deleteWordBackward()
    #expect(field.text == "  one, four ")
    #expect(field.caret == 7)
    field.perform(.deleteToStart)
    #expect(field.text == "four ")
    #expect(field.caret == 0)
  }

  @Test func lineBreaksAreNeverInserted() {
    var field = TextEditing(text: "a\nb")
    #expect(field.text == "ab")
    field.insert("c\r\nd\n")
    #expect(field.text == "abcd")
    let changed = field.perform(.insert("\n"))
    #expect(!changed)
  }

  // MARK: Against a reference model

  /// The reference: the text as an array of characters, the caret an index into it; an
  /// edit rebuilds the string and puts the caret at the first character boundary at or
  /// after the edit's end, found by measuring prefixes.
  struct Model {
    var text: String
    var caret: Int

    static func snapped(_ text: String, utf8 target: Int) -> Int {
      let characters = Array(text)
      return (0...characters.count).first { String(characters[..<$0]).utf8.count >= target }
        ?? characters.count
    }

    mutating func replace(_ range: Range<Int>, with string: String) {
      let characters = Array(text)
      let before = String(characters[..<range.lowerBound]) + string
      text = before + String(characters[range.upperBound...])
      caret = Self.snapped(text, utf8: before.utf8.count)
    }

    func wordStart(from index: Int) -> Int {
      let characters = Array(text)
      var i = index
      while i > 0, !TextEditing.isWord(characters[i - 1]) { i -= 1 }
      while i > 0, TextEditing.isWord(characters[i - 1]) { i -= 1 }
      return i
    }

    mutating func apply(_ command: TextEditing.Command) {
      let characters = Array(text)
      switch command {
      case .insert(let string):
        replace(caret..<caret, with: string.filter { !$0.isNewline })
      case .deleteBackward: if caret > 0 { replace(caret - 1..<caret, with: "") }
      case .deleteForward: if caret < characters.count { replace(caret..<caret + 1, with: "") }
      case .deleteWordBackward: replace(wordStart(from: caret)..<caret, with: "")
      case .deleteToStart: replace(0..<caret, with: "")
      case .moveLeft: caret = max(0, caret - 1)
      case .moveRight: caret = min(characters.count, caret + 1)
      case .moveToStart: caret = 0
      case .moveToEnd: caret = characters.count
      case .moveWordLeft: caret = wordStart(from: caret)
      case .moveWordRight:
        while caret < characters.count, !TextEditing.isWord(characters[caret]) { caret += 1 }
        while caret < characters.count, TextEditing.isWord(characters[caret]) { caret += 1 }
      }
    }
  }

  static let pieces = [
    "a", "Z", " ", "_", "7", ",", "e", "\u{301}", "\u{308}", "🇯", "🇵", "🇫", "👨", "\u{200D}",
    "👩", "é", "東京", "\u{1F3FD}", "👍", "\r", "\n", "ab cd",
  ]

  static let commands: [TextEditing.Command] =
    pieces.map { .insert($0) } + [
      .deleteBackward, .deleteForward, .deleteWordBackward, .deleteToStart, .moveLeft,
      .moveRight, .moveToStart, .moveToEnd, .moveWordLeft, .moveWordRight,
      .deleteBackward, .moveLeft, .moveLeft,
    ]

  /// Random edit sequences, with combining marks, regional indicators, zero-width joiners
  /// and skin tones that join the characters around the caret, give the reference's text
  /// and caret after every edit, and the caret stays on a character boundary.
  @Test func randomEditsMatchTheReferenceModel() async {
    await propertyCheck(
      count: 500,
      input: Gen.int(in: 0..<Self.pieces.count).array(of: 0...6),
      Gen.int(in: 0..<Self.commands.count).array(of: 0...40)
    ) { start, picks in
      let initial = start.map { Self.pieces[$0] }.joined()
      var field = TextEditing(text: initial)
      var model = Model(text: String(initial.filter { !$0.isNewline }), caret: 0)
      model.caret = model.text.count
      #expect(field.text == model.text)
      for pick in picks {
        let command = Self.commands[pick]
        field.perform(command)
        model.apply(command)
        #expect(field.text == model.text, "after \(command)")
        #expect(field.caret == model.caret, "after \(command) in \(field.text.debugDescription)")
        #expect((0...field.text.count).contains(field.caret))
        #expect(field.textBeforeCaret.count == field.caret)
        let hasLineBreak = field.text.contains { $0.isNewline }
        #expect(!hasLineBreak)
      }
    }
  }
}
