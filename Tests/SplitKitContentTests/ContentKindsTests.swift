import SplitKit
import SplitKitContent
import Testing

/// `ContentViewController.accept(_:)` calls the one requirement of `ContentKinds` for a
/// controller's kind: what every host and the snapshot make their renderers with, instead
/// of asking a controller which class it is.
@MainActor @Suite struct ContentKindsTests {
  struct Names: ContentKinds {
    func visit(_ list: ListController) -> String { "list \(list.title ?? "")" }
    func visit(_ document: DocumentController) -> String { "document \(document.title ?? "")" }
    func visit(_ form: FormController) -> String { "form \(form.title ?? "")" }
    func visit(_ editor: TextEditorController) -> String { "editor \(editor.title ?? "")" }
  }

  final class Inbox: ListController {}
  final class Canvas: ContentViewController {}

  @Test func eachKindIsVisitedAsItself() {
    #expect(ListController(title: "A").accept(Names()) == "list A")
    #expect(DocumentController(title: "B").accept(Names()) == "document B")
    #expect(FormController(title: "C").accept(Names()) == "form C")
    #expect(TextEditorController(title: "D").accept(Names()) == "editor D")
  }

  @Test func anAppsSubclassIsItsKind() {
    #expect(Inbox(title: "Mail").accept(Names()) == "list Mail")
  }

  @Test func anAppsOwnKindIsLeftToIt() {
    #expect(Canvas(title: "Drawing").accept(Names()) == nil)
  }

  @Test func aTableCallsTheFunctionOfTheKind() {
    let table = ContentKindTable<Int>(
      list: { _ in 1 }, document: { _ in 2 }, form: { _ in 3 }, editor: { _ in 4 })
    let made = [
      ListController(), DocumentController(), FormController(), TextEditorController(),
      Canvas(),
    ].map { $0.accept(table) }
    #expect(made == [1, 2, 3, 4, nil])
  }

  final class Recorder: ContentRendering {
    let kind: String
    init(_ kind: String) { self.kind = kind }
    func contentDidChange(_ change: ContentChange) {}
  }
  final class OtherHosts: ContentRendering {
    func contentDidChange(_ change: ContentChange) {}
  }

  static let recorders = ContentKindTable<any ContentRendering>(
    list: { _ in Recorder("list") }, document: { _ in Recorder("document") },
    form: { _ in Recorder("form") }, editor: { _ in Recorder("editor") })

  @Test func aHostsRendererIsMadeOnceAndKept() throws {
    let list = ListController()
    let made = try #require(list.renderer(as: Recorder.self, madeWith: Self.recorders))
    #expect(made.kind == "list")
    #expect(list.renderer === made)
    #expect(list.renderer(as: Recorder.self, madeWith: Self.recorders) === made)
  }

  @Test func aRendererOfAnotherTypeIsReplaced() throws {
    let document = DocumentController()
    document.renderer = OtherHosts()
    let made = try #require(document.renderer(as: Recorder.self, madeWith: Self.recorders))
    #expect(made.kind == "document")
    #expect(document.renderer === made)
  }

  @Test func anAppsOwnKindGetsNoRenderer() {
    let canvas = Canvas()
    #expect(canvas.renderer(as: Recorder.self, madeWith: Self.recorders) == nil)
    #expect(canvas.renderer == nil)
  }
}
