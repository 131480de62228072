import SplitKitContent

extension [BarButton] {
  /// The buttons the bar shows: each menu as one button, and each plain button without a
  /// key (the key help lists the keyed ones, ``/SplitKitContent/BarButton/key``).
  private var shown: [BarButton] { filter { !$0.menu.isEmpty || $0.key == nil } }

  /// The buttons as navigation bar items, identified by their place (`content-0`, …); a
  /// menu shows as its title and `▾`, and opens as a box under the bar.
  var barItems: [BarItem] {
    let buttons = shown
    return buttons.indices.map {
      let button = buttons[$0]
      return BarItem(
        id: BarItem.ID("content-\($0)"),
        title: button.menu.isEmpty ? button.shownTitle : button.shownTitle + " ▾")
    }
  }

  /// Presses the button whose item is `id`, if it is one of these: a menu opens on
  /// `content` (``/SplitKitContent/ContentViewController/showMenu(_:title:)``), where the
  /// keys and the mouse choose from it as from a row's menu.
  ///
  /// - Parameters:
  ///   - id: A bar item's identifier from ``barItems``.
  ///   - content: The controller whose bar it is.
  @MainActor func press(_ id: BarItem.ID, on content: ContentViewController) {
    let buttons = shown
    guard id.rawValue.hasPrefix("content-"), let index = Int(id.rawValue.dropFirst(8)),
      buttons.indices.contains(index)
    else { return }
    let button = buttons[index]
    if button.menu.isEmpty {
      button.action()
    } else {
      content.showMenu(button.menu, title: button.title)
    }
  }
}
