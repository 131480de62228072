public import SplitKitHostCore

/// A menu shown over a content controller, such as a list row's context menu: its items
/// and the one highlighted, with one `mutating func` per event.
///
/// A controller shows one with ``ContentViewController/showMenu(_:title:)`` and keeps it
/// (``ContentViewController/menu``); the hosts draw it (the terminal as a box of cells
/// beside the row, GTK as a card of buttons over the dimmed window) and report keys and
/// clicks back. Keys: an item's own key chooses that item; Up/Down (`k`/`j`, Tab),
/// Home/End move the highlight, Enter or Space choose it, Esc or `q` closes the menu;
/// other keys wait.
///
/// ```swift
/// var menu = ContentMenu(items: [flag, delete])
/// menu.handle(key: KeyEvent(.down))   // .highlighted: "Delete" is highlighted
/// menu.handle(key: KeyEvent(.enter))  // .choose(1)
/// ```
public struct ContentMenu: Sendable {
  /// What the menu is about, such as the row's title; nil for none.
  public var title: String?
  /// The items, in order; each is a plain button (its ``BarButton/key`` chooses it).
  public var items: [BarButton]
  /// The item Enter chooses: `0..<items.count`.
  public private(set) var highlighted = 0

  /// What a key or a click did to the menu.
  public enum Action: Hashable, Sendable {
    /// Nothing changed (a key the menu does not use: it waits).
    case none
    /// The highlight moved.
    case highlighted
    /// The item at this index was chosen: close the menu and run it.
    case choose(Int)
    /// The menu was closed without a choice.
    case dismiss
  }

  /// Creates a menu; an empty one has nothing to show.
  ///
  /// - Parameters:
  ///   - title: What it is about.
  ///   - items: Its items (a menu button's items are flattened into the menu).
  public init(title: String? = nil, items: [BarButton]) {
    self.title = title
    self.items = items.flattened
  }

  /// Handles a key.
  ///
  /// - Parameter key: The key.
  /// - Returns: What the menu did.
  public mutating func handle(key: KeyEvent) -> Action {
    let plain = key.modifiers.subtracting(.shift).isEmpty
    if plain, case .character(let character) = key.key,
      let index = items.firstIndex(where: { $0.key == String(character) })
    {
      return .choose(index)
    }
    switch key.key {
    case .up where plain, .character("k") where plain, .backTab: return highlight(highlighted - 1)
    case .down where plain, .character("j") where plain, .tab: return highlight(highlighted + 1)
    case .home: return highlight(0)
    case .end: return highlight(items.count - 1)
    case .character(" ") where plain, .enter where plain:
      return items.isEmpty ? .dismiss : .choose(highlighted)
    case .character("q") where plain, .escape where plain: return .dismiss
    default: return .none
    }
  }

  /// Highlights the item at `index` (the pointer over it), clamped to the items.
  ///
  /// - Parameter index: The item.
  /// - Returns: ``Action/highlighted`` when the highlight moved, else ``Action/none``.
  @discardableResult
  public mutating func highlight(_ index: Int) -> Action {
    let clamped = min(max(0, index), max(0, items.count - 1))
    guard clamped != highlighted else { return .none }
    highlighted = clamped
    return .highlighted
  }
}
