import Foundation
import GalleryExamples
import SplitKit
import SplitKitContent
import SplitKitTerminal
import SplitKitTerminalTesting
import Testing

/// `gallery notes` in the terminal host, in memory: a new note typed into the editor shows
/// in its row and the inspector as it is typed; search filters the list; delete asks.
@MainActor
@Suite struct NotesAppTests {
  private func start(columns: Int = 160, rows: Int = 20) -> (NotesApp, Driver) {
    let app = NotesApp()
    return (app, Driver(app: app.split, size: CellSize(columns: columns, rows: rows)))
  }

  private func words(_ app: NotesApp) -> String? {
    for block in app.inspector.document.blocks {
      if case .field("Words", let value) = block { return value }
    }
    return nil
  }

  @Test func theFirstNoteOfTheFirstFolderIsInTheEditor() {
    let (app, driver) = start()
    #expect(app.editor.text == "Groceries\nMilk, eggs, bread\nApples")
    #expect(app.editor.title == "Groceries")
    #expect(words(app) == "5")
    #expect(driver.screen.contains { $0.contains("Meeting no") })
    #expect(driver.screen.contains { $0.contains("Milk, eggs, bread") })
  }

  @Test func aNewNoteShowsWhatIsTypedInItsRowAndTheInspector() {
    let (app, driver) = start()
    driver.type("n")
    #expect(app.notes.selectedNote?.title == "New Note")
    #expect(app.split.focusedColumn == .secondary)
    driver.type("Shopping list")
    driver.press(.enter)
    driver.type("apples and pears")
    #expect(app.notes.selectedNote?.body == "Shopping list\napples and pears")
    #expect(app.notes.row(at: 0).title == "Shopping list")
    #expect(app.notes.row(at: 0).subtitle == "apples and pears")
    #expect(app.editor.title == "Shopping list")
    #expect(words(app) == "5")
    #expect(driver.screen.contains { $0.contains("Shopping list") })
    driver.press(KeyEvent(.character("z"), modifiers: .control))
    #expect(app.notes.selectedNote?.body == "Shopping list")
  }

  @Test func searchFiltersTheNotesAndTheEditorFollows() {
    let (app, driver) = start()
    _ = app.split.focus(.supplementary)
    driver.type("/meet")
    #expect(app.notes.numberOfRows == 1)
    #expect(app.editor.title == "Meeting notes")
    driver.press(.enter, .escape)
    #expect(app.notes.numberOfRows == 3)
  }

  @Test func deletingAsksFirst() {
    let (app, driver) = start()
    _ = app.split.focus(.supplementary)
    driver.type("d")
    #expect(driver.screen.contains { $0.contains("Delete “Groceries”? (y/n)") })
    driver.type("n")
    #expect(app.notes(in: "Notes").count == 3)
    driver.type("d")
    driver.type("y")
    #expect(app.notes(in: "Notes").map(\.title) == ["Meeting notes", "東京 trip"])
    #expect(app.editor.title == "Meeting notes")
    #expect(!driver.screen.contains { $0.contains("Groceries") && !$0.contains("Deleted") })
  }
}
