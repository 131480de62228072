public import SplitKit

/// A view controller whose content draws into a terminal: the base class of an app's screens.
///
/// Subclass it, draw in ``draw(in:buffer:context:)`` and react in the `handle` and
/// ``perform(_:)`` methods; put the controllers into a `SplitViewController` and give that
/// to a ``TerminalHost``. The host draws each visible column's navigation bar — the title,
/// the back button labelled with the previous controller's title, the display-mode button
/// and ``trailingBarItems`` — and gives the rest of the column to the top controller.
///
/// ```swift
/// final class Greeting: TerminalViewController {
///   override func draw(in rect: CellRect, buffer: inout Buffer, context: DrawContext) {
///     buffer.setString("Hello", at: CellPosition(x: rect.x, y: rect.y), clip: rect)
///   }
/// }
/// ```
///
/// Every string drawn through `Buffer` is sanitized, so content from files or the network
/// cannot emit escape sequences.
@MainActor
open class TerminalViewController: ViewController {
  /// Creates a controller.
  ///
  /// - Parameters:
  ///   - title: The navigation bar title, and the back button label of the controller above.
  ///   - restorationIdentifier: The identifier used by state restoration.
  public override init(title: String? = nil, restorationIdentifier: String? = nil) {
    super.init(title: title, restorationIdentifier: restorationIdentifier)
  }

  /// The buttons at the trailing end of this controller's navigation bar.
  ///
  /// A click on one calls ``barItemPressed(_:)`` with its identifier.
  open var trailingBarItems: [BarItem] { [] }

  /// Called when the user clicks one of ``trailingBarItems``.
  ///
  /// - Parameter id: The identifier of the item pressed.
  open func barItemPressed(_ id: BarItem.ID) {}

  /// Draws the content into `rect` of `buffer`.
  ///
  /// Draw only inside `rect`; the host draws the navigation bar above it. Called for every
  /// frame the controller is visible in, so keep the cost proportional to what is visible.
  ///
  /// - Parameters:
  ///   - rect: The content area, below the navigation bar.
  ///   - buffer: The frame being drawn.
  ///   - context: Focus, time and theme.
  open func draw(in rect: CellRect, buffer: inout Buffer, context: DrawContext) {}

  /// Handles a key before the host's bindings see it (for keys of the app's own).
  ///
  /// Only the controller on top of the focused column is asked.
  ///
  /// - Parameter key: The key pressed.
  /// - Returns: Whether the key was used; if not, the host looks it up in its bindings.
  open func handle(key: KeyEvent) -> Bool { false }

  /// Performs a bound command, such as moving the selection or opening.
  ///
  /// Only the controller on top of the focused column is asked. Unhandled commands are
  /// performed by the host (``/SplitKitHostCore/HostCommand/back`` pops the stack, for example).
  ///
  /// - Parameter command: The command.
  /// - Returns: Whether the command was used.
  open func perform(_ command: HostCommand) -> Bool { false }

  /// Handles a click (press), wheel or drag inside the content.
  ///
  /// - Parameters:
  ///   - mouse: The event; its position is in screen cells.
  ///   - rect: The content area the controller last drew into.
  /// - Returns: Whether the event was used.
  open func handle(mouse: MouseEvent, in rect: CellRect) -> Bool { false }

  /// Handles a mouse event the host delivers: ``handle(mouse:in:)``, unless this is the
  /// renderer of host-neutral content, which reports what the pointer did through
  /// `reporter` rather than changing the content itself.
  ///
  /// - Parameters:
  ///   - mouse: The event; its position is in screen cells.
  ///   - rect: The content area the controller last drew into.
  ///   - reporter: Where a renderer of content reports, for its column.
  /// - Returns: Whether the event was used.
  package func handle(
    mouse: MouseEvent, in rect: CellRect, reporting reporter: ContentReporter
  ) -> Bool {
    handle(mouse: mouse, in: rect)
  }

  /// Whether presses reach ``handle(mouse:in:)`` as soon as the pointer drags.
  ///
  /// Then the press comes at once, followed by the drags, rather than as a click on
  /// release (a text editor selecting by dragging). False by default; the split view still takes presses
  /// it claims or that start a swipe.
  open var receivesDrags: Bool { false }

  /// Handles pasted text (bracketed paste).
  ///
  /// - Parameter text: The text, unsanitized; sanitize before showing it.
  /// - Returns: Whether the text was used.
  open func handle(paste text: String) -> Bool { false }
}
