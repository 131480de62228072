import SplitKit
import SplitKitContent
import SplitKitHostCore

/// The folders of a folder tree, indented by depth, each with its unread count.
///
/// A status line shows the folder count and key hints. Host-neutral.
@MainActor
final class FolderListViewController: ListController {
  /// The folders, in tree order (read again when the reader makes a folder).
  var folders: [MailFolder]
  /// The unread count of folder `index`, if known.
  var unreadCount: ((Int) -> Int?)?
  /// Called when the user moves the selection to a folder.
  var onSelect: ((Int) -> Void)?
  /// Called when the user opens a folder; the flag says whether by keyboard.
  var onOpen: ((Int, Bool) -> Void)?
  /// Called for `/` on a folder: open it and start a filter.
  var onSearch: ((Int) -> Void)?

  /// Creates the folder list.
  init(folders: [MailFolder], title: String) {
    self.folders = folders
    super.init(title: title, restorationIdentifier: "folders")
  }

  /// Selects folder `index` for the app.
  func selectFolder(_ index: Int) {
    select(row: index)
  }

  override var numberOfRows: Int { folders.count }

  override var rowNoun: String { "folder" }

  override func row(at index: Int) -> ListRowContent {
    let folder = folders[index]
    let unread = unreadCount?(index) ?? 0
    return ListRowContent(
      title: folder.name, detail: unread > 0 ? Quantities.grouped(unread) : "",
      mark: unread > 0 ? .unread : .none, indent: folder.depth, detailTraits: [.accent, .strong])
  }

  override func didSelectRow(at index: Int, byUser: Bool) {
    // While a folder is chosen for a move, moving the selection opens nothing.
    guard byUser, choicePrompt == nil else { return }
    onSelect?(index)
  }

  override func didOpenRow(at index: Int, byKeyboard: Bool) {
    onOpen?(index, byKeyboard)
  }

  override var statusLines: [StatusContent] {
    let count = MessageListViewController.counted(folders.count, "folder")
    return [
      StatusContent(count, trailing: "Enter open  / search  ? keys"),
      StatusContent(count, trailing: "/ search  ? keys"), StatusContent(count, trailing: "? keys"),
      StatusContent("? keys"),
    ]
  }

  override func handle(key: KeyEvent) -> Bool {
    guard key.key == .character("/"), key.modifiers.subtracting(.shift).isEmpty,
      let row = selectedRow
    else { return false }
    onSearch?(row)
    return true
  }
}
