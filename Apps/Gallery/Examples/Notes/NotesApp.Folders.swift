public import SplitKitContent
public import SplitKitHostCore

extension NotesApp {
  /// The folders, with how many notes each holds; opening one lists its notes.
  public final class Folders: ListController {
    weak var app: NotesApp?

    /// Creates the sidebar.
    public init() {
      super.init(title: "Folders")
    }

    /// The folder count.
    public override var numberOfRows: Int { NotesApp.folderNames.count }

    /// The folder's name and its note count.
    public override func row(at index: Int) -> ListRowContent {
      let name = NotesApp.folderNames[index]
      return ListRowContent(
        title: name, detail: String(app?.notes(in: name).count ?? 0), symbol: .folder)
    }

    /// Lists the folder's notes.
    public override func didOpenRow(at index: Int, byKeyboard: Bool) { app?.openFolder(index) }

    /// The app's keys.
    public override func handle(key: KeyEvent) -> Bool { app?.handle(key: key) ?? false }

    /// The app's keys, for help.
    public override var keyCommands: [KeyCommand] { app?.keyCommands ?? [] }
  }
}
