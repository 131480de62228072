import SplitKitContent

extension [BarButton] {
  /// The buttons as navigation bar items, identified by their place (`content-0`, …); a
  /// menu's items are buttons of their own (``/SplitKitContent/BarButton/menu``), and a
  /// button with a key is left out: the key help lists its key
  /// (``/SplitKitContent/BarButton/key``).
  var barItems: [BarItem] {
    let buttons = unkeyed
    return buttons.indices.map {
      BarItem(id: BarItem.ID("content-\($0)"), title: buttons[$0].shownTitle)
    }
  }

  /// Presses the button whose item is `id`, if it is one of these.
  ///
  /// - Parameter id: A bar item's identifier from ``barItems``.
  @MainActor func press(_ id: BarItem.ID) {
    let buttons = unkeyed
    guard id.rawValue.hasPrefix("content-"), let index = Int(id.rawValue.dropFirst(8)),
      buttons.indices.contains(index)
    else { return }
    buttons[index].action()
  }
}
