public import CGtk
public import SplitKit
public import SplitKitHostCore

/// A view controller whose content is a GTK widget: the base class of a GTK app's screens.
///
/// Subclass it and return the content from ``makeWidget()``; put the controllers into a
/// `SplitViewController` and give that to a ``GTKHost``. The host shows each visible
/// column's navigation bar — the back button titled with the previous controller's
/// title, the display-mode button, ``leadingBarButtons``, the title and
/// ``trailingBarButtons`` — and places the widget below it, sliding it on push and pop.
///
/// ```swift
/// final class Hello: GTKViewController {
///   override func makeWidget() -> UnsafeMutablePointer<GtkWidget> { gtk_label_new("Hello") }
/// }
/// ```
///
/// Keys reach the controller on top of the focused column first (``handle(key:)``), then
/// as bound commands (``perform(_:)``), exactly as in the terminal host.
@MainActor
open class GTKViewController: ViewController {
  private var madeWidget: UnsafeMutablePointer<GtkWidget>?
  /// The host showing this controller, set when its widget is first placed.
  public internal(set) weak var host: GTKHost?

  /// Creates a controller.
  ///
  /// - Parameters:
  ///   - title: The navigation bar title, and the back button label of the controller above.
  ///   - restorationIdentifier: The identifier used by state restoration.
  public override init(title: String? = nil, restorationIdentifier: String? = nil) {
    super.init(title: title, restorationIdentifier: restorationIdentifier)
  }

  isolated deinit {
    if let madeWidget { g_object_unref(UnsafeMutableRawPointer(madeWidget)) }
  }

  /// The content widget, made by ``makeWidget()`` on first use and kept for the
  /// controller's lifetime (the controller holds a reference, so moving it between
  /// columns never destroys it).
  public var widget: UnsafeMutablePointer<GtkWidget> {
    if let madeWidget { return madeWidget }
    let made = makeWidget()
    g_object_ref_sink(UnsafeMutableRawPointer(made))
    gtk_widget_set_hexpand(made, 1)
    gtk_widget_set_vexpand(made, 1)
    madeWidget = made
    return made
  }

  /// Whether ``widget`` has been made.
  public var isWidgetLoaded: Bool { madeWidget != nil }

  /// Makes the content widget; called once.
  ///
  /// - Returns: A new widget; the default is an empty box.
  open func makeWidget() -> UnsafeMutablePointer<GtkWidget> {
    gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
  }

  /// The widget that takes keyboard focus when the column is focused: ``widget`` by default.
  open var focusWidget: UnsafeMutablePointer<GtkWidget> { widget }

  /// The widget a screen reader names after the navigation bar's title.
  ///
  /// ``focusWidget`` by default (a list, a text). A form names its page, not its first
  /// control, which its own row names.
  open var titledWidget: UnsafeMutablePointer<GtkWidget> { focusWidget }

  /// Buttons at the leading end of this controller's navigation bar, after the back and
  /// display-mode buttons.
  open var leadingBarButtons: [GTKBarButton] { [] }

  /// Buttons at the trailing end of this controller's navigation bar.
  open var trailingBarButtons: [GTKBarButton] { [] }

  /// Handles a key before the host's bindings see it (for keys of the app's own).
  ///
  /// - Parameter key: The key pressed.
  /// - Returns: Whether the key was used.
  open func handle(key: KeyEvent) -> Bool { false }

  /// Whether `key` goes to the widget with GTK's keyboard focus before the host's key
  /// bindings: a form's switch, entry or spin button uses Tab, the arrows, Space and
  /// Return itself.
  ///
  /// - Parameter key: The key pressed.
  /// - Returns: Whether GTK delivers it to the focused widget; false (the default) routes
  ///   it through ``handle(key:)`` and the bindings.
  open func leavesKeyToFocusedWidget(_ key: KeyEvent) -> Bool { false }

  /// Performs a bound command, such as moving the selection or opening.
  ///
  /// - Parameter command: The command.
  /// - Returns: Whether the command was used; unhandled commands go to the host.
  open func perform(_ command: HostCommand) -> Bool { false }

  /// Asks the host to show this controller's state again (bar buttons, title) after a
  /// change made outside an input event.
  public func setNeedsUpdate() {
    host?.update()
  }
}

/// A button in a navigation bar: a title and what pressing it does.
///
/// ```swift
/// GTKBarButton(title: "Master") { split.pressDisplayModeButton() }
/// ```
public struct GTKBarButton {
  /// The button's label.
  public var title: String
  /// What a screen reader says, when the title alone does not say what it does.
  public var label: String?
  /// What the button does when pressed (nothing, for a menu).
  public var action: @MainActor () -> Void
  /// A menu's items, shown in a popover when the button is pressed; empty for a button.
  public var menu: [GTKBarButton] = []
  /// The icon shown instead of the title, a theme's icon name; the title is then the
  /// accessible label, unless ``label`` says more.
  public var iconName: String?

  /// Creates a button.
  ///
  /// - Parameters:
  ///   - title: The label.
  ///   - label: What it does, for screen readers, when the title does not say.
  ///   - action: What pressing it does.
  public init(title: String, label: String? = nil, action: @escaping @MainActor () -> Void) {
    self.title = title
    self.label = label
    self.action = action
  }

  /// Creates a menu button: pressing it shows `menu` in a popover.
  ///
  /// - Parameters:
  ///   - title: The label.
  ///   - label: What it does, for screen readers, when the title does not say.
  ///   - menu: The items.
  public init(title: String, label: String? = nil, menu: [GTKBarButton]) {
    self.init(title: title, label: label) {}
    self.menu = menu
  }

  /// What the bar shows for it.
  var item: ColumnView.Bar.Item {
    ColumnView.Bar.Item(
      title: title, label: label ?? (iconName == nil ? nil : title), menu: menu.map(\.title),
      iconName: iconName)
  }

  /// Its actions in the bar's order: its own, or its menu's items'.
  var actions: [@MainActor () -> Void] { menu.isEmpty ? [action] : menu.map(\.action) }
}
