import SplitKit
import SplitKitTerminal

/// The sidebar of a folder tree: one row per folder, indented under its parent, with its
/// unread count, above a status line with the number of folders and a key hint.
///
/// ```
///  Inbox              3
///  Archive
///    2024            12
///  Lists/swift
/// ```
///
/// Counts come from ``unreadCount``: the app counts folders in the background, and the
/// open folder's follows its list live. The app hears about the user's moves through
/// ``onSelect``, about Enter or a click through ``onOpen``, and about `/` through
/// ``onSearch``.
@MainActor
final class FolderListViewController: ListViewController {
  /// The folders, in sidebar order.
  let folders: [MailFolder]
  /// The unread messages of the folder at an index, once known.
  var unreadCount: ((Int) -> Int?)?
  /// Called when the user moves the selection to a folder.
  var onSelect: ((Int) -> Void)?
  /// Called when the user opens a folder; the flag says whether by keyboard.
  var onOpen: ((Int, Bool) -> Void)?
  /// Called when the user presses `/` on a folder, to search it.
  var onSearch: ((Int) -> Void)?
  private var isSelectingForApp = false
  private var isHandlingClick = false

  /// Creates the sidebar.
  ///
  /// - Parameters:
  ///   - folders: The folders, in sidebar order.
  ///   - title: The navigation title (the tree's directory name).
  init(folders: [MailFolder], title: String) {
    self.folders = folders
    super.init(title: title, restorationIdentifier: "folders")
    highlightSymbol = nil
  }

  /// Selects a folder for the app (launching, restoring) without telling it back.
  func selectFolder(_ index: Int) {
    isSelectingForApp = true
    selectRow(index)
    isSelectingForApp = false
  }

  override var numberOfRows: Int { folders.count }

  override func row(at index: Int) -> ListRow {
    let folder = folders[index]
    let indent = String(repeating: "  ", count: folder.depth)
    let unread = unreadCount?(index) ?? 0
    let style = unread > 0 ? Style(attributes: .bold) : Style.default
    return ListRow(
      [Span(" " + indent + Sanitizer.sanitize(folder.name), style: style)],
      trailing: unread > 0
        ? [Span(Quantities.grouped(unread) + " ", style: MessageRow.markerStyle)]
        : [])
  }

  override func didSelectRow(at index: Int) {
    guard !isSelectingForApp else { return }
    onSelect?(index)
  }

  override func didOpenRow(at index: Int) {
    onOpen?(index, !isHandlingClick)
  }

  /// Draws the folders above a status line: how many there are and the keys that fit.
  override func draw(in rect: CellRect, buffer: inout Buffer, context: DrawContext) {
    let showsStatus = rect.height >= 3
    super.draw(in: showsStatus ? rect.inset(bottom: 1) : rect, buffer: &buffer, context: context)
    guard showsStatus else { return }
    let line = CellRect(x: rect.x, y: rect.maxY - 1, width: rect.width, height: 1)
    let count = MessageListViewController.counted(folders.count, "folder")
    let hints = [
      (count, "Enter open  / search  ? keys"), (count, "/ search  ? keys"), (count, "? keys"),
      ("? keys", ""),
    ]
    StatusLine(content: StatusLine.fitting(hints, width: line.width)).render(in: line, of: &buffer)
  }

  /// `/` searches the selected folder, as it does in the list.
  override func handle(key: KeyEvent) -> Bool {
    guard key.key == .character("/"), key.modifiers.subtracting(.shift).isEmpty,
      let row = selectedRow
    else { return false }
    onSearch?(row)
    return true
  }

  override func handle(mouse: MouseEvent, in rect: CellRect) -> Bool {
    isHandlingClick = true
    defer { isHandlingClick = false }
    return super.handle(mouse: mouse, in: rect)
  }
}
