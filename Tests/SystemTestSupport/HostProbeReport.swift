package import SplitKitHostCore

/// What `gtk-host-probe` saw after one step: the real GTK widgets (where GTK allocated
/// them, whether they show) beside the engine's placement for the same instant.
///
/// The probe prints one report per step as a JSON line; `SplitKitGTKTests` decode them.
package struct HostProbeReport: Codable, Sendable {
  /// A rectangle in logical pixels (engine points).
  package typealias Rect = GridRect

  /// One column: its widget, or the engine's frame for it.
  package struct Column: Codable, Sendable, Hashable {
    /// `primary`, `supplementary`, `secondary` or `compact`.
    package var column: String
    /// The frame.
    package var frame: Rect
    /// The bar's title (widgets only).
    package var title: String?
    /// The bar's button labels, leading then trailing (widgets only).
    package var buttons: [String]?

    /// Creates a column record.
    package init(column: String, frame: Rect, title: String? = nil, buttons: [String]? = nil) {
      self.column = column
      self.frame = frame
      self.title = title
      self.buttons = buttons
    }
  }

  /// A dimming layer: where, and how opaque.
  package struct Dimming: Codable, Sendable, Hashable {
    /// The frame.
    package var frame: Rect
    /// The opacity.
    package var opacity: Double

    /// Creates a dimming record.
    package init(frame: Rect, opacity: Double) {
      self.frame = frame
      self.opacity = opacity
    }
  }

  /// What the engine says should show.
  package struct Placement: Codable, Sendable, Hashable {
    /// The columns back to front.
    package var columns: [Column]
    /// The dimming layers.
    package var dimmings: [Dimming]
    /// The overlay's shadow.
    package var shadow: Rect?
    /// The dividers.
    package var dividers: [Rect]

    /// Creates a placement record.
    package init(columns: [Column], dimmings: [Dimming], shadow: Rect?, dividers: [Rect]) {
      self.columns = columns
      self.dimmings = dimmings
      self.shadow = shadow
      self.dividers = dividers
    }
  }

  /// The step, as given on the command line.
  package var step: String
  /// For input steps: whether the host used the event.
  package var used: Bool?
  /// The shown columns' widgets, back to front.
  package var columns: [Column] = []
  /// The shown dimming layers.
  package var dimmings: [Dimming] = []
  /// The shown shadow layers.
  package var shadows: [Rect] = []
  /// The shown dividers.
  package var dividers: [Rect] = []
  /// The help panel, if it shows.
  package var help: Rect?
  /// The help panel's text as its label holds it, if it shows.
  package var helpText: String?
  /// The shown layers in drawing order, by kind (`primary`, `dim`, `shadow`, `help`…).
  package var order: [String] = []
  /// The engine's placement at the same instant.
  package var placement: Placement?
  /// Whether the frame clock's tick callback is installed.
  package var isTicking = false
  /// Frames the tick callback has seen so far.
  package var frameCount = 0
  /// Whether the split view is collapsed.
  package var isCollapsed = false
  /// The split view's container size, width and height.
  package var containerSize: [Double] = []
  /// The column whose bar the engine gives the display-mode button.
  package var displayModeButtonColumn: String?

  /// Creates an empty report for a step.
  ///
  /// - Parameter step: The step.
  package init(step: String) {
    self.step = step
  }

  /// The widgets as a placement, to compare with ``placement``.
  package var shown: Placement {
    Placement(
      columns: columns.map { Column(column: $0.column, frame: $0.frame) }, dimmings: dimmings,
      shadow: shadows.first, dividers: dividers)
  }
}
