public import SplitKit
public import SplitKitContent
import SplitKitHostCore

/// A Notes app in the shape of iPad Notes: folders | notes | the note being edited, with
/// an inspector showing its word count, written once for both hosts.
///
/// The note is a ``/SplitKitContent/TextEditorController``: in a terminal a cell editor
/// with the terminal's cursor at the caret, Shift and the mouse selecting, Ctrl-Z and
/// Ctrl-Y undoing and redoing; in GTK an editable `GtkTextView`. Every edit shows at once
/// in the note's row (its first line is the title, the next the preview) and in the
/// inspector.
///
/// Keys in the notes list: `n` a new note, `d` (or Delete) deletes the selected one after
/// asking, `/` searches the folder's notes, Enter edits the note. `i` shows or hides the
/// inspector from the lists.
public final class NotesApp: GalleryApp {
  /// The split view: folders, notes, the note, and the inspector.
  public let split: SplitViewController
  /// The folders.
  public let folders: Folders
  /// The notes of the chosen folder.
  public let notes: NoteList
  /// The note being edited.
  public let editor: TextEditorController
  /// The word count and more of the note being edited.
  public let inspector: DocumentController
  /// Every note, newest first, in every folder.
  public private(set) var store: [Note]
  /// The folder shown.
  public private(set) var folder = NotesApp.folderNames[0]
  /// The note being edited, if any.
  public private(set) var editing: Note.ID?
  private var nextID: Int

  /// The folders the sidebar lists.
  public static let folderNames = ["Notes", "Recipes", "Ideas"]

  /// Builds the example with a few notes in each folder.
  ///
  /// - Parameter units: The host's units: in a window the notes column is 280 points.
  public init(units: GalleryUnits = .cells) {
    split = SplitViewController(style: .tripleColumn)
    if units == .points {
      split.supplementaryColumnSizing = ColumnSizing(width: 280, minimum: 220, maximum: 420)
    }
    store = Self.samples
    nextID = store.count
    folders = Folders()
    notes = NoteList()
    editor = TextEditorController(title: "Note")
    inspector = DocumentController(title: "Inspector")
    folders.app = self
    notes.app = self
    editor.onTextChange = { [unowned self] editor in noteDidChange(editor.text) }
    folders.select(row: 0)
    split.setViewController(folders, for: .primary)
    split.setViewController(notes, for: .supplementary)
    split.setViewController(editor, for: .secondary)
    split.setViewController(inspector, for: .inspector)
    notes.select(row: 0)
    edit(notes.shown.first)
  }

  /// The keys every column but the note understands, for the host's help.
  public var keyCommands: [KeyCommand] {
    [
      KeyCommand(keys: "n", description: "New note"),
      KeyCommand(keys: "d", description: "Delete the note (asks first)"),
      KeyCommand(keys: "/", description: "Search the folder's notes"),
      KeyCommand(keys: "i", description: "Show or hide the inspector"),
    ]
  }

  /// The notes of `folder`, newest first.
  ///
  /// - Parameter folder: A folder's name.
  /// - Returns: Its notes.
  public func notes(in folder: String) -> [Note] { store.filter { $0.folder == folder } }

  /// Shows folder `index`'s notes, the first one in the editor.
  ///
  /// - Parameter index: An index into ``folderNames``.
  public func openFolder(_ index: Int) {
    folder = Self.folderNames[index]
    notes.title = folder
    notes.filter = FilterField()
    notes.rowsDidReload(fromTop: true)
    notes.select(row: notes.shown.isEmpty ? nil : 0)
    edit(notes.shown.first)
    split.show(.supplementary)
    folders.rowsDidReload()
  }

  /// Shows `note` in the editor (none: an empty, titled placeholder).
  ///
  /// - Parameter note: The note.
  public func edit(_ note: Note?) {
    guard note?.id != editing || note == nil else { return }
    editing = note?.id
    editor.text = note?.body ?? ""
    editor.title = note?.title ?? "No Note"
    showInspector()
  }

  /// Edits the selected note, in the editor's column.
  public func openSelectedNote() {
    guard let note = notes.selectedNote else { return }
    edit(note)
    notes.showDetail(editor, sender: notes)
    _ = split.focus(.secondary)
  }

  /// A new empty note at the top of the folder, selected and edited.
  public func newNote() {
    nextID += 1
    let note = Note(id: nextID, folder: folder, body: "")
    store.insert(note, at: 0)
    notes.filter = FilterField()
    notes.rowsDidReload(fromTop: true)
    notes.select(row: 0)
    edit(note)
    notes.showDetail(editor, sender: notes)
    _ = split.focus(.secondary)
    folders.rowsDidReload()
  }

  /// Asks, then deletes the selected note.
  public func deleteSelectedNote() {
    guard let note = notes.selectedNote, let row = notes.selectedRow else { return }
    notes.ask("Delete “\(note.title)”?") { [unowned self] yes in
      guard yes else { return }
      store.removeAll { $0.id == note.id }
      notes.rowsDidReload()
      let count = notes.shown.count
      notes.select(row: count == 0 ? nil : min(row, count - 1))
      editing = nil
      edit(notes.selectedNote)
      notes.showMessage("Deleted “\(note.title)”")
      folders.rowsDidReload()
    }
  }

  /// The editor's text changed: the note keeps it, its row and the inspector show it.
  private func noteDidChange(_ body: String) {
    guard let editing, let index = store.firstIndex(where: { $0.id == editing }) else { return }
    store[index].body = body
    editor.title = store[index].title
    if let row = notes.shown.firstIndex(where: { $0.id == editing }) { notes.rowDidChange(row) }
    showInspector()
  }

  private func showInspector() {
    let body = editing.flatMap { id in store.first { $0.id == id } }?.body ?? ""
    let note = Note(id: 0, folder: folder, body: body)
    inspector.document = Document(blocks: [
      .field(name: "Words", value: String(note.wordCount)),
      .field(name: "Characters", value: String(body.count)),
      .field(name: "Lines", value: String(editor.editorState.lines.count)),
      .field(name: "Folder", value: folder),
    ])
  }

  /// The keys of the lists.
  func handle(key: KeyEvent) -> Bool {
    guard key.modifiers.subtracting(.shift).isEmpty else { return false }
    switch key.key {
    case .character("n"): newNote()
    case .character("i"): split.pressInspectorButton()
    default: return false
    }
    return true
  }

  static let samples: [Note] = [
    Note(id: 1, folder: "Notes", body: "Groceries\nMilk, eggs, bread\nApples"),
    Note(id: 2, folder: "Notes", body: "Meeting notes\nShip the editor by Friday."),
    Note(id: 3, folder: "Notes", body: "東京 trip\nPack the 📷 and a charger."),
    Note(id: 4, folder: "Recipes", body: "Pancakes\n2 eggs, 250 g flour, 500 ml milk"),
    Note(id: 5, folder: "Ideas", body: "A split view for every host"),
  ]
}
