import SplitKit
import SplitKitContent

extension [BarButton] {
  /// The buttons the bar shows: each menu as one button, and each plain button without a
  /// key (the key help lists the keyed ones, ``/SplitKitContent/BarButton/key``).
  private var shown: [BarButton] { shownPlaces.map { self[$0] } }
  /// Where the buttons the bar shows (``shown``) stand among all of them.
  private var shownPlaces: [Int] {
    indices.filter { !self[$0].menu.isEmpty || self[$0].key == nil }
  }

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

  /// What pressing the button whose item is `id` means, for the session: a plain button's
  /// press (``/SplitKitContent/ContentEvent/barButton(column:id:)``, by its place among
  /// the buttons with menus flattened, as every host names it), or a menu button's menu
  /// asked for (``/SplitKitContent/ContentEvent/MenuInput/openForBarButton(_:)``), which
  /// opens as the content's menu, where the keys and the mouse choose from it as from a
  /// row's menu.
  ///
  /// - Parameters:
  ///   - id: A bar item's identifier from ``barItems``.
  ///   - column: The column whose bar it is.
  /// - Returns: The event; nil when `id` is not one of these buttons.
  func event(for id: BarItem.ID, in column: SplitViewController.Column) -> ContentEvent? {
    let places = shownPlaces
    guard id.rawValue.hasPrefix("content-"), let index = Int(id.rawValue.dropFirst(8)),
      places.indices.contains(index)
    else { return nil }
    let place = places[index]
    let button = self[place]
    guard button.menu.isEmpty else { return .menu(column: column, .openForBarButton(place)) }
    return .barButton(column: column, id: String(Array(self[..<place]).flattened.count))
  }
}
