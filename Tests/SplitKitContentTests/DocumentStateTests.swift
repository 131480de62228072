import SplitKitContent
import SplitKitHostCore
import Testing

@Suite struct DocumentStateTests {
  /// A state in a view of `height` rows, a line a row, as the terminal lays it out.
  static func laidOut(height: Int, lineHeight: Int = 1) -> DocumentState {
    var state = DocumentState()
    state.hostLaidOut(visibleHeight: height, lineHeight: lineHeight)
    return state
  }

  @Test func arrowsScrollALineAndAPageKeepsOneLineInView() {
    var state = Self.laidOut(height: 20)
    state.perform(.down)
    #expect(state.offset == .fromTop(1))
    state.perform(.pageDown)
    #expect(state.offset == .fromTop(20))
    state.perform(.pageUp)
    state.perform(.up)
    #expect(state.offset == .fromTop(0))
    #expect(state.isAtStart)
  }

  @Test func distancesAreInTheHostsUnits() {
    var state = Self.laidOut(height: 480, lineHeight: 24)
    state.perform(.down)
    #expect(state.offset == .fromTop(24))
    #expect(state.pageHeight == 456)
    state.scroll(lines: 3)
    #expect(state.offset == .fromTop(96))
  }

  @Test func upAtTheTopChangesNothing() {
    var state = Self.laidOut(height: 20)
    let movedUp = state.perform(.up)
    let wentHome = state.perform(.home)
    #expect(!movedUp && !wentHome)
    #expect(state.offset == .fromTop(0))
  }

  @Test func endCountsFromTheEndSoNoHostCountsEveryLine() {
    var state = Self.laidOut(height: 20)
    let wentToTheEnd = state.perform(.end)
    #expect(wentToTheEnd)
    #expect(state.offset == .fromEnd(0))
    #expect(state.isAtEnd)
    let movedDown = state.perform(.down)
    #expect(!movedDown)
    state.perform(.pageUp)
    #expect(state.offset == .fromEnd(19))
    #expect(!state.isAtEnd)
    state.perform(.down)
    #expect(state.offset == .fromEnd(18))
    state.perform(.home)
    #expect(state.offset == .fromTop(0))
  }

  @Test func theHostsClampIsWhereTheViewIs() {
    var state = Self.laidOut(height: 20)
    state.perform(.pageDown)
    state.perform(.pageDown)
    // A 30-line document: the host drew lines 10 to 29.
    state.hostScrolled(to: .fromTop(10), isAtEnd: true)
    let movedDown = state.perform(.down)
    #expect(!movedDown)
    state.perform(.up)
    #expect(state.offset == .fromTop(9))
    #expect(!state.isAtEnd)
  }

  @Test func spacePagesUntilTheLastLineShowsThenReportsTheEnd() {
    var state = Self.laidOut(height: 10)
    let first = state.page()
    #expect(first == .paged)
    #expect(state.offset == .fromTop(9))
    state.hostScrolled(to: .fromTop(5), isAtEnd: true)
    let second = state.page()
    #expect(second == .atEnd)
    #expect(state.offset == .fromTop(5))
  }

  @Test func aNewDocumentStartsAtTheTop() {
    var state = Self.laidOut(height: 10)
    state.perform(.end)
    state.reset()
    #expect(state.offset == .fromTop(0))
    #expect(!state.isAtEnd)
    #expect(state.visibleHeight == 10)
  }
}

@MainActor @Suite struct DocumentControllerScrollTests {
  static let space = KeyEvent(.character(" "))

  static func shown() -> (DocumentController, RecordingRenderer) {
    let reader = DocumentController(title: "Message", document: DocumentTests.document)
    let renderer = RecordingRenderer()
    reader.renderer = renderer
    reader.hostLaidOut(visibleHeight: 10, lineHeight: 1)
    return (reader, renderer)
  }

  @Test func spacePagesTheDocumentWithoutAHost() {
    let (reader, renderer) = Self.shown()
    #expect(reader.receive(key: Self.space))
    #expect(reader.documentState.offset == .fromTop(9))
    #expect(renderer.changes == [.scroll])
  }

  @Test func spaceAtTheEndIsTakenAndScrollsNothing() {
    let (reader, renderer) = Self.shown()
    reader.hostScrolled(to: .fromTop(0), isAtEnd: true)
    #expect(reader.receive(key: Self.space))
    #expect(reader.documentState.offset == .fromTop(0))
    #expect(renderer.changes.isEmpty)
  }

  @Test func anAppThatTakesSpaceKeepsIt() {
    final class Taking: DocumentController {
      override func handle(key: KeyEvent) -> Bool { key.key == .character(" ") }
    }
    let reader = Taking(document: DocumentTests.document)
    reader.renderer = RecordingRenderer()
    #expect(reader.receive(key: Self.space))
    #expect(reader.documentState.offset == .fromTop(0))
  }

  @Test func movementCommandsScrollAndOthersDoNot() {
    let (reader, renderer) = Self.shown()
    #expect(reader.scroll(.end))
    #expect(reader.documentState.offset == .fromEnd(0))
    #expect(!reader.scroll(.open))
    reader.userScrolled(lines: -3)
    #expect(reader.documentState.offset == .fromEnd(3))
    #expect(renderer.changes == [.scroll, .scroll])
  }

  @Test func theAppCannotScrollADocumentThatDoesNotShow() {
    let reader = DocumentController(document: DocumentTests.document)
    #expect(!reader.scroll(.pageDown))
  }

  @Test func aNewDocumentShowsFromTheTop() {
    let (reader, renderer) = Self.shown()
    reader.userScrolled(.pageDown)
    reader.document = DocumentTests.document
    #expect(reader.documentState.offset == .fromTop(0))
    #expect(renderer.changes == [.scroll, .document])
  }
}
