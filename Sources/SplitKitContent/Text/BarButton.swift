/// A button a content controller puts in its navigation bar: a title, an accessible label
/// that says what it does, and the action; or a menu of such buttons.
///
/// GTK shows a menu as a button that opens a popover of its items; the terminal, whose
/// bar has no popovers, shows the items as buttons of their own.
///
/// A button that carries its ``key`` does what that key does: each host offers it its own
/// way. GTK shows it; the terminal leaves it out of its bar, since its key help lists the
/// key. So an app adds the same buttons in every host and never asks which one it is in.
///
/// ```swift
/// BarButton(title: "↻", label: "Reload the mailbox") { reload() }
/// BarButton(title: "Delete (d)", key: "d") { delete() }
/// BarButton(symbol: .more, title: "More", label: "More actions", menu: [flag, archive])
/// BarButton(symbol: .compose, title: "New Message", key: "m") { compose() }
/// ```
public struct BarButton: Sendable {
  /// What the button shows.
  public var title: String
  /// What a screen reader says, when the title alone does not say what it does.
  public var label: String
  /// What pressing it does (nothing, for a menu).
  public var action: @MainActor @Sendable () -> Void
  /// The items of a menu button, in order; empty for a plain button.
  public var menu: [BarButton] = []
  /// The key that does the same, as the key help names it (`d`, `Space`).
  ///
  /// Nil for a button that is the only way to its action. A host whose key help lists
  /// the keys may leave keyed buttons out of its bar (the terminal does).
  public var key: String?
  /// The symbol it shows, if any (``Symbol``): GTK shows the icon alone, named by the label
  /// for screen readers; the terminal and the browser show the glyph.
  public var symbol: Symbol?

  /// Creates a button.
  ///
  /// - Parameters:
  ///   - symbol: The symbol it shows instead of its title, if any.
  ///   - title: What it shows (without a symbol).
  ///   - label: What it does, for screen readers; the title by default.
  ///   - key: The key that does the same, if any.
  ///   - action: What pressing it does.
  public init(
    symbol: Symbol? = nil, title: String, label: String? = nil, key: String? = nil,
    action: @escaping @MainActor @Sendable () -> Void
  ) {
    self.symbol = symbol
    self.title = title
    self.label = label ?? title
    self.key = key
    self.action = action
  }

  /// Creates a menu button.
  ///
  /// - Parameters:
  ///   - symbol: The symbol it shows instead of its title, if any.
  ///   - title: What it shows (without a symbol).
  ///   - label: What it does, for screen readers; the title by default.
  ///   - menu: Its items, each a plain button.
  public init(symbol: Symbol? = nil, title: String, label: String? = nil, menu: [BarButton]) {
    self.init(symbol: symbol, title: title, label: label) {}
    self.menu = menu
  }

  /// What a host that draws characters shows: the symbol's glyph, or the title.
  public var shownTitle: String { symbol?.glyph ?? title }
}

extension [BarButton] {
  /// The buttons with each menu replaced by its items: what a bar without popovers shows.
  public var flattened: [BarButton] { flatMap { $0.menu.isEmpty ? [$0] : $0.menu } }

  /// The buttons without a ``BarButton/key``, menus flattened: what a bar shows whose host
  /// lists the keys in its help.
  public var unkeyed: [BarButton] { flattened.filter { $0.key == nil } }
}
