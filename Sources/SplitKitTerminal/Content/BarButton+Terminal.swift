import SplitKitContent

extension [BarButton] {
  /// The buttons as navigation bar items, identified by their place (`content-0`, …).
  var barItems: [BarItem] {
    indices.map { BarItem(id: BarItem.ID("content-\($0)"), title: self[$0].title) }
  }

  /// Presses the button whose item is `id`, if it is one of these.
  ///
  /// - Parameter id: A bar item's identifier from ``barItems``.
  @MainActor func press(_ id: BarItem.ID) {
    guard id.rawValue.hasPrefix("content-"), let index = Int(id.rawValue.dropFirst(8)),
      indices.contains(index)
    else { return }
    self[index].action()
  }
}
