import SplitKitContent
import Testing

@MainActor @Suite struct DocumentTests {
  static let document = Document(blocks: [
    .field(name: "From", value: "Ada"), .field(name: "Subject", value: "Notes"), .rule,
    .body("Hi\n> quoted"), .warning("cut"),
    .attachments(
      title: "Attachments (1)",
      items: [Document.Attachment(name: "a.pdf", type: "application/pdf", size: "1 byte")]),
  ])

  @Test func theFieldColumnFitsTheLongestName() {
    #expect(Self.document.fieldNameWidth == 9)
  }

  @Test(arguments: [
    ("The menu is at https://example.org/menu. Questions?", ["https://example.org/menu"]),
    (
      "(see https://example.org/a) or <http://x.org/b>",
      ["https://example.org/a", "http://x.org/b"]
    ),
    (
      "https://en.wikipedia.org/wiki/Swift_(language), ok",
      ["https://en.wikipedia.org/wiki/Swift_(language)"]
    ),
    ("\"https://q.org/?a=1&b=2\"! and https:// alone", ["https://q.org/?a=1&b=2"]),
    ("no links, javascript:alert(1), mailto:a@b", []),
  ])
  func bodyLinksEndWhereTheTextSaysTheyDo(line: String, links: [String]) {
    let line = Substring(line)
    #expect(Document.links(in: line).map { String(line[$0]) } == links)
  }

  @Test func plainTextReadsEveryBlock() {
    #expect(
      Self.document.plainText
        == "From: Ada\nSubject: Notes\n—\nHi\n> quoted\n⚠ cut\nAttachments (1)\n"
        + "  • a.pdf  application/pdf  1 byte")
  }

  /// A document view that makes its document when asked, counting how often.
  final class Lazy: DocumentController {
    var made = 0
    override func makeDocument() -> Document {
      made += 1
      return DocumentTests.document
    }
  }

  @Test func aMadeDocumentIsMadeOnceUntilItChanges() {
    let view = Lazy()
    let renderer = RecordingRenderer()
    view.renderer = renderer
    #expect(view.made == 0)
    _ = view.document
    _ = view.document
    #expect(view.made == 1)
    view.documentDidChange()
    _ = view.document
    #expect(view.made == 2)
    #expect(renderer.changes == [.document])
  }
}

/// Bar buttons and their menus, as the hosts show them.
@Suite @MainActor struct BarButtonTests {
  @Test func aMenuIsItsItemsWhereThereIsNoPopover() {
    var pressed: [String] = []
    let flag = BarButton(title: "Flag") { pressed.append("flag") }
    let more = BarButton(
      title: "⋯", label: "More actions",
      menu: [BarButton(title: "Archive") {}, BarButton(title: "Delete") {}])
    #expect(more.label == "More actions" && more.menu.map(\.title) == ["Archive", "Delete"])
    #expect([flag, more].flattened.map(\.title) == ["Flag", "Archive", "Delete"])
    [flag, more].flattened[0].action()
    #expect(pressed == ["flag"])
    #expect(flag.menu.isEmpty)
  }

  /// A button with a key is left out of a bar whose host lists the keys, menus included.
  @Test func keyedButtonsAreLeftOutOfABarThatListsTheKeys() {
    let reload = BarButton(title: "↻", label: "Reload") {}
    let reply = BarButton(title: "Reply", key: "r") {}
    let more = BarButton(
      title: "⋯", menu: [BarButton(title: "Delete (d)", key: "d") {}, BarButton(title: "Pin") {}])
    #expect(reply.key == "r" && reload.key == nil)
    #expect([reload, reply, more].unkeyed.map(\.title) == ["↻", "Pin"])
  }
}
