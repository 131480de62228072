import CGtk
import SplitKit
import SplitKitGTK
import SystemTestSupport

/// What the probe reads back from GTK: the host's widgets found by their CSS classes,
/// where GTK allocated them, whether they show.
@MainActor
struct WidgetTree {
  typealias Widget = UnsafeMutablePointer<GtkWidget>

  /// The window's child: the host's root container.
  let root: Widget

  /// The tree under a window.
  ///
  /// - Parameter window: The host's window.
  init?(window: Widget) {
    guard let root = gtk_window_get_child(UnsafeMutablePointer(OpaquePointer(window))) else {
      return nil
    }
    self.root = root
  }

  /// Every widget below `widget`, depth first.
  func descendants(of widget: Widget) -> [Widget] {
    var result: [Widget] = []
    var child = gtk_widget_get_first_child(widget)
    while let current = child {
      result.append(current)
      result += descendants(of: current)
      child = gtk_widget_get_next_sibling(current)
    }
    return result
  }

  /// The root's children, in drawing order.
  var layers: [Widget] {
    var result: [Widget] = []
    var child = gtk_widget_get_first_child(root)
    while let current = child {
      result.append(current)
      child = gtk_widget_get_next_sibling(current)
    }
    return result
  }

  /// Whether a widget carries a CSS class.
  func has(_ widget: Widget, _ cssClass: String) -> Bool {
    gtk_widget_has_css_class(widget, cssClass) != 0
  }

  /// The root's children carrying a CSS class that show.
  func shown(_ cssClass: String) -> [Widget] {
    layers.filter { has($0, cssClass) && isShown($0) }
  }

  /// Whether GTK maps the widget and the host lets it show.
  func isShown(_ widget: Widget) -> Bool {
    gtk_widget_get_mapped(widget) != 0 && gtk_widget_get_child_visible(widget) != 0
      && gtk_widget_get_visible(widget) != 0
  }

  /// Where GTK allocated the widget, in the root's coordinates (engine points).
  func bounds(_ widget: Widget) -> HostProbeReport.Rect? {
    var rect = graphene_rect_t()
    guard gtk_widget_compute_bounds(widget, root, &rect) != 0 else { return nil }
    return HostProbeReport.Rect(
      x: Int(rect.origin.x.rounded()), y: Int(rect.origin.y.rounded()),
      width: Int(rect.size.width.rounded()), height: Int(rect.size.height.rounded()))
  }

  /// The first widget below `widget` carrying a CSS class.
  func find(_ cssClass: String, in widget: Widget) -> Widget? {
    descendants(of: widget).first { has($0, cssClass) }
  }

  /// The labels of a column's bar buttons, in order.
  func buttonLabels(in widget: Widget) -> [String] {
    descendants(of: widget).compactMap { button in
      let isBarButton = [
        "splitkit-bar-button", "splitkit-back", "splitkit-display-mode",
        "splitkit-inspector-button",
      ]
      .contains { has(button, $0) }
      guard isBarButton else { return nil }
      let pointer = UnsafeMutablePointer<GtkButton>(OpaquePointer(button))
      if let label = gtk_button_get_label(pointer) { return String(cString: label) }
      if let icon = gtk_button_get_icon_name(pointer) { return "[\(String(cString: icon))]" }
      // An icon and a title side by side (the back button): "[icon] title".
      let parts = descendants(of: button).compactMap { child -> String? in
        switch String(cString: gtk_widget_get_css_name(child)) {
        case "image":
          gtk_image_get_icon_name(OpaquePointer(child)).map { "[\(String(cString: $0))]" }
        case "label": gtk_label_get_text(OpaquePointer(child)).map { String(cString: $0) }
        default: nil
        }
      }
      return parts.isEmpty ? nil : parts.joined(separator: " ")
    }
  }

  /// The title in a column's bar.
  func title(in widget: Widget) -> String? {
    guard let label = find("splitkit-title", in: widget),
      let text = gtk_label_get_text(OpaquePointer(label))
    else { return nil }
    return String(cString: text)
  }

  /// The kind of a root layer, for the drawing order.
  func kind(of widget: Widget) -> String {
    for column in ["primary", "supplementary", "secondary", "inspector", "compact"]
    where has(widget, "splitkit-column-\(column)") {
      return column
    }
    for kind in ["dim", "shadow", "divider", "help"] where has(widget, "splitkit-\(kind)") {
      return kind
    }
    return "other"
  }

  /// Everything the probe reports after a step.
  func report(_ step: String, host: GTKHost, used: Bool? = nil) -> HostProbeReport {
    var report = HostProbeReport(step: step)
    report.used = used
    for widget in layers where isShown(widget) {
      let kind = kind(of: widget)
      report.order.append(kind)
      guard let frame = bounds(widget) else { continue }
      switch kind {
      case "dim":
        report.dimmings.append(.init(frame: frame, opacity: gtk_widget_get_opacity(widget)))
      case "shadow": report.shadows.append(frame)
      case "divider": report.dividers.append(frame)
      case "help":
        report.help = frame
        report.helpText = gtk_label_get_text(OpaquePointer(widget)).map { String(cString: $0) }
      case "other": break
      default:
        report.columns.append(
          .init(
            column: kind, frame: frame, title: title(in: widget),
            buttons: buttonLabels(in: widget)))
      }
    }
    let placement = host.placement
    report.placement = .init(
      columns: placement.columns.map { .init(column: "\($0.column)", frame: $0.frame) },
      dimmings: placement.dimmings.map { .init(frame: $0.frame, opacity: $0.opacity) },
      shadow: placement.shadow?.frame, dividers: placement.dividers)
    report.isTicking = host.isTicking
    report.frameCount = host.frameCount
    report.isCollapsed = host.split.isCollapsed
    report.containerSize = [host.split.containerSize.width, host.split.containerSize.height]
    report.displayModeButtonColumn = host.split.displayModeButtonColumn(in: host.split.layout)
      .map { "\($0)" }
    return report
  }
}
