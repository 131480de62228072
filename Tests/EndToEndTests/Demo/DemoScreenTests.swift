import Testing

extension EndToEnd {
  /// The screen reader the demo's end-to-end tests rely on, checked on text art.
  @Suite
  struct DemoScreenTests {
    /// `text` in reverse video, as the list draws its selected row.
    static func selected(_ text: String) -> String { "\u{1B}[7m" + text + "\u{1B}[0m" }

    @Test func readsSideBySideWithSelectionAndDetail() {
      let screen = [
        "      Items      │ «        Item 3",
        " Item 1          │ Item 3",
        Self.selected(" Item 3          ") + "│",
      ]
      #expect(
        DemoScreen(reading: screen) == DemoScreen(.sideBySide, selected: "Item 3", detail: "Item 3")
      )
    }

    @Test func readsTheOverlayAsADividerWithoutTheHideButton() {
      let screen = [
        "      Items      │          Item 2",
        Self.selected(" Item 2          ") + "│ row 2 of the list.",
      ]
      #expect(
        DemoScreen(reading: screen) == DemoScreen(.overlay, selected: "Item 2", detail: "Item 2"))
    }

    @Test func readsTheDetailAloneAndBothCompactStacks() {
      #expect(
        DemoScreen(reading: [" »        Item 7", " Item 7"])
          == DemoScreen(.detailOnly, detail: "Item 7"))
      #expect(
        DemoScreen(reading: [" ‹ Items      Item 7", " Item 7"])
          == DemoScreen(.compactDetail, detail: "Item 7"))
      #expect(
        DemoScreen(reading: ["         Items", " Item 1", Self.selected(" Item 2   ")])
          == DemoScreen(.compactList, selected: "Item 2"))
    }

    @Test func aRowNotHighlightedIsNotTheSelection() {
      #expect(
        DemoScreen(reading: ["         Items", " Item 1", " Item 2"])
          == DemoScreen(.compactList))
    }

    @Test func doesNotRecogniseABlankScreen() {
      #expect(DemoScreen(reading: ["", ""]) == DemoScreen(.unrecognised))
    }
  }
}
