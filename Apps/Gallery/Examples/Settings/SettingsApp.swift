public import SplitKit
public import SplitKitContent

/// A Settings app in the shape of iPad Settings: categories in the sidebar (General,
/// Display, Sound, About), each a form of real controls, written once for both hosts.
///
/// General holds a switch (Bluetooth), a choice (Appearance: Light, Dark, Automatic), a
/// text field (Device name, which may not be empty), a stepper (Volume, 0–10) and a Reset
/// button that asks first. In a terminal: Tab and the arrows move between rows, Space
/// and Return flip, choose and press, Left and Right change a choice or the stepper, and
/// typing edits the field; a click does the same. In GTK they are `GtkSwitch`,
/// `GtkDropDown`, `GtkEntry`, `GtkSpinButton` and `GtkButton`.
public final class SettingsApp: GalleryApp {
  /// The split view: the categories beside the open page.
  public let split: SplitViewController
  /// The categories.
  public let sidebar: Sidebar
  /// The values every page is bound to.
  public let settings = Settings()
  /// The pages, in the sidebar's order.
  public private(set) var pages: [FormController] = []

  /// The sidebar's categories.
  public static let categories = ["General", "Display", "Sound", "About"]

  /// Builds the example.
  public init() {
    split = SplitViewController(style: .doubleColumn)
    sidebar = Sidebar()
    pages = [
      General("General", settings: settings), Display("Display", settings: settings),
      Sound("Sound", settings: settings), About("About", settings: settings),
    ]
    sidebar.app = self
    sidebar.select(row: 0)
    split.setViewController(sidebar, for: .primary)
    split.setViewController(pages[0], for: .secondary)
  }

  /// Shows category `index`; the pages show the same values, so a change in one shows in
  /// the others.
  ///
  /// - Parameter index: The category, an index into ``categories``.
  public func open(_ index: Int) {
    let page = pages[index]
    page.valuesDidChange()
    sidebar.showDetail(page)
  }
}
