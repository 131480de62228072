public import SplitKitContent
public import SplitKitHostCore

extension NotesApp {
  /// The notes of the chosen folder that match the search: each row the note's title and
  /// its next line; selecting one shows it in the editor.
  public final class NoteList: ListController {
    weak var app: NotesApp?

    /// Creates the list.
    public init() {
      super.init(title: NotesApp.folderNames[0])
      filter = FilterField()
    }

    /// The notes shown: the folder's that match the search.
    public var shown: [Note] {
      guard let app else { return [] }
      let text = filter?.text ?? ""
      return app.notes(in: app.folder).filter { $0.matches(text) }
    }

    /// The selected note, if any.
    public var selectedNote: Note? {
      let shown = shown
      return selectedRow.flatMap { shown.indices.contains($0) ? shown[$0] : nil }
    }

    /// The notes shown.
    public override var numberOfRows: Int { shown.count }

    /// The note's title, its next line as the subtitle.
    public override func row(at index: Int) -> ListRowContent {
      let shown = shown
      guard shown.indices.contains(index) else { return ListRowContent(title: "") }
      return ListRowContent(title: shown[index].title, subtitle: shown[index].preview)
    }

    /// What an empty folder or search shows.
    public override var placeholder: String? {
      (filter?.text ?? "").isEmpty ? "No notes. n makes one." : "No notes match."
    }

    /// More: new and delete, as a menu (a popover in GTK, a box under the bar in a
    /// terminal, a menu in the page).
    public override var barButtons: [BarButton] {
      [
        BarButton(
          symbol: .more, title: "More", label: "More actions",
          menu: [
            BarButton(title: "New Note", key: "n") { [weak self] in self?.app?.newNote() },
            BarButton(title: "Delete Note", key: "d") { [weak self] in
              self?.app?.deleteSelectedNote()
            },
          ])
      ]
    }

    /// A row is a note.
    public override var rowNoun: String { "note" }

    /// The selected note shows in the editor.
    public override func didSelectRow(at index: Int, byUser: Bool) {
      app?.edit(selectedNote)
    }

    /// Edits the note.
    public override func didOpenRow(at index: Int, byKeyboard: Bool) { app?.openSelectedNote() }

    /// The search changed: the list shows what matches, the first selected.
    public override func filterDidChange(_ text: String) {
      rowsDidReload(fromTop: true)
      select(row: shown.isEmpty ? nil : 0)
      app?.edit(selectedNote)
    }

    /// `n` makes a note, `d` or Delete deletes the selected one, `i` toggles the inspector.
    public override func handle(key: KeyEvent) -> Bool {
      switch key.key {
      case .character("d") where key.modifiers.isEmpty, .delete where key.modifiers.isEmpty:
        app?.deleteSelectedNote()
        return true
      default: return app?.handle(key: key) ?? false
      }
    }

    /// The app's keys, for help.
    public override var keyCommands: [KeyCommand] { app?.keyCommands ?? [] }

    /// The keys, in the status line.
    public override var statusLines: [StatusContent] {
      [
        StatusContent("\(shown.count) notes", trailing: "n new  d delete  / search  i inspector"),
        StatusContent("\(shown.count) notes"),
      ]
    }
  }
}
