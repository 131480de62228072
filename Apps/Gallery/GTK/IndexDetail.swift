import SplitKit
import SplitKitGTK

/// Seed 003, the index/detail container: a "Nothing selected" placeholder until an index
/// row is chosen; Enter or a click is showDetail (replaces the detail, or pushes when
/// collapsed), `p` pushes a page onto the detail's stack.
final class IndexDetail: GTKGalleryApp {
  let index: GTKListViewController
  private var pages = 0

  init(rows: Int) {
    index = GTKListViewController(title: "Index", count: rows) { "Entry \($0 + 1)" }
    super.init(split: SplitViewController(style: .doubleColumn))
    index.onChoose = { [unowned self] row in
      let page = GTKTextViewController(
        title: "Entry \(row + 1)", text: "Entry \(row + 1), shown with showDetail.")
      index.showDetail(page)
    }
    split.setViewController(index, for: .primary)
    split.setViewController(
      GTKTextViewController(title: "Nothing selected", text: "Nothing selected"), for: .secondary)
  }

  override func onKey(_ key: KeyEvent) -> Bool {
    guard key.key == .character("p") else { return false }
    pages += 1
    split.pushDetail(
      GTKTextViewController(title: "Page \(pages)", text: "Page \(pages), pushed with pushDetail."))
    return true
  }
}
