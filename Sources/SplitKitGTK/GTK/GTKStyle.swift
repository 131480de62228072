import CGtk

/// The host's stylesheet: column backgrounds, bars, the dimming layer, the overlay's
/// shadow, dividers and the help panel.
///
/// The colours are fixed (not taken from the desktop theme), so screenshots are
/// deterministic and end-to-end tests can check pixels: the primary column is
/// ``primaryBackground``, other columns ``background``, the dimming is black at up to 40 %.
@MainActor
enum GTKStyle {
  /// The secondary and compact columns' background: white.
  static let background = "#ffffff"
  /// The primary column's background: a light grey-blue, like a sidebar.
  static let primaryBackground = "#f2f2f7"
  /// The supplementary column's background.
  static let supplementaryBackground = "#f9f9fb"
  /// The dividers' colour.
  static let divider = "#8e8e93"

  static let css = """
    .splitkit-root { background-color: \(background); }
    .splitkit-column { background-color: \(background); color: #1c1c1e; }
    .splitkit-column-primary { background-color: \(primaryBackground); }
    .splitkit-column-supplementary { background-color: \(supplementaryBackground); }
    .splitkit-column listview, .splitkit-column scrolledwindow, .splitkit-column viewport,
    .splitkit-column list, .splitkit-column row { background-color: transparent; }
    .splitkit-column row:selected { background-color: #d1d1d6; color: #1c1c1e; }
    .splitkit-column listview:focus-within row:selected { background-color: #0a84ff; color: #ffffff; }
    .splitkit-column textview, .splitkit-column textview text {
      background-color: transparent; color: #1c1c1e; }
    .splitkit-bar { min-height: 44px; padding: 0 8px; background-color: #f7f7f7;
      border-bottom: 1px solid #d1d1d6; }
    .splitkit-column-primary .splitkit-bar { background-color: #e9e9ef; }
    .splitkit-title { margin: 0 8px; }
    .splitkit-bar.focused .splitkit-title { font-weight: bold; }
    .splitkit-bar button { min-height: 28px; padding: 2px 10px; }
    .splitkit-dim { background-color: #000000; }
    .splitkit-shadow-right { background-image: linear-gradient(to right, rgba(0,0,0,0.30),
      rgba(0,0,0,0)); }
    .splitkit-shadow-left { background-image: linear-gradient(to left, rgba(0,0,0,0.30),
      rgba(0,0,0,0)); }
    .splitkit-shadow-bottom { background-image: linear-gradient(to bottom, rgba(0,0,0,0.30),
      rgba(0,0,0,0)); }
    .splitkit-shadow-top { background-image: linear-gradient(to top, rgba(0,0,0,0.30),
      rgba(0,0,0,0)); }
    .splitkit-divider { background-color: \(divider); }
    .splitkit-help { background-color: rgba(28,28,30,0.94); color: #ffffff; padding: 16px 24px;
      border-radius: 8px; font-family: monospace; }
    .splitkit-dialog { background-color: #ffffff; color: #1c1c1e; padding: 20px 24px;
      border-radius: 12px; border: 1px solid #c7c7cc; box-shadow: 0 8px 24px rgba(0,0,0,0.30); }
    .splitkit-dialog-question { font-weight: bold; }
    .splitkit-menu { padding: 4px 0; min-width: 200px; }
    popover.splitkit-menu-popover > contents { padding: 6px; }
    popover.splitkit-menu-popover.splitkit-solid > contents { box-shadow: none; border-radius: 0;
      border: 1px solid #c7c7cc; }
    .splitkit-menu .splitkit-dialog-question { margin: 0 12px 8px 12px; }
    .splitkit-menu button { padding: 6px 12px; border-radius: 6px; }
    .splitkit-menu button.splitkit-menu-highlighted { background-color: #0a84ff; color: #ffffff; }
    .splitkit-list-row { padding: 10px 16px; }
    .splitkit-row { padding: 6px 16px; }
    .splitkit-row-detail, .splitkit-status { color: #6e6e73; font-size: smaller; }
    .splitkit-row.unread .splitkit-row-title, .splitkit-row.unread .splitkit-row-subtitle {
      font-weight: bold; }
    .splitkit-row-accent { color: #0a84ff; font-weight: bold; }
    .splitkit-row-flag { color: #ff9500; }
    .splitkit-row-symbol { opacity: 0.8; }
    .splitkit-column listview:focus-within row:selected .splitkit-row-detail,
    .splitkit-column listview:focus-within row:selected .splitkit-row-accent { color: #ffffff; }
    .splitkit-status { padding: 4px 12px; border-top: 1px solid #d1d1d6; }
    .splitkit-placeholder { color: #6e6e73; font-style: italic; padding: 16px; }
    .splitkit-text { padding: 16px; }
    .splitkit-column .splitkit-form, .splitkit-column .splitkit-form scrolledwindow,
    .splitkit-column .splitkit-form viewport { background-color: \(primaryBackground); }
    .splitkit-form-sections { padding: 8px 24px 24px 24px; }
    .splitkit-form-header { font-weight: bold; margin: 18px 6px 6px 6px; }
    .splitkit-form-footer { color: #6e6e73; font-size: smaller; margin: 6px 6px 0 6px; }
    .splitkit-column list.splitkit-form-section { background-color: \(background);
      border: 1px solid #d1d1d6; border-radius: 10px; }
    .splitkit-column list.splitkit-form-section > row { padding: 0; border-radius: 10px; }
    .splitkit-column list.splitkit-form-section > row:not(:last-child) {
      border-bottom: 1px solid #e5e5ea; border-radius: 0; }
    .splitkit-column list.splitkit-form-section-bare { margin-top: 24px; }
    .splitkit-form-row { padding: 8px 12px; min-height: 36px; }
    .splitkit-form-value { color: #6e6e73; }
    .splitkit-form-message { color: #c01c28; font-size: smaller; }
    """

  private static var isInstalled = false

  /// Adds the stylesheet to the default display, once.
  static func install() {
    guard !isInstalled, let display = gdk_display_get_default() else { return }
    isInstalled = true
    let provider = gtk_css_provider_new()
    gtk_css_provider_load_from_data(provider, css, -1)
    gtk_style_context_add_provider_for_display(
      display, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_USER))
  }
}
