package import SplitKit
package import SplitKitContent

/// How a terminal renderer of host-neutral content reports what the pointer did to it: as
/// a ``/SplitKitContent/ContentEvent`` for the column it is drawn in, handed to the host's
/// session, which applies it once for every host (as GTK's and the browser's own controls
/// report theirs).
///
/// The renderer keeps the hit test (which item, which half of a stepper, where in a field),
/// as only it has the cells' layout; what it found becomes the event. The host makes one
/// for each mouse event it delivers (``TerminalViewController/handle(mouse:in:reporting:)``).
///
/// ```swift
/// reporter.report { .menu(column: $0, .choose(item)) }
/// ```
@MainActor
package struct ContentReporter {
  /// The session the events go to.
  package let session: ContentSession
  /// The column the content is on top of.
  package let column: SplitViewController.Column
  /// The host clock's time of the mouse event.
  package let time: Duration

  /// Hands the session the event `event` makes for the column.
  ///
  /// - Parameter event: The event, for the content's column.
  /// - Returns: Whether the content used it.
  @discardableResult
  package func report(_ event: (SplitViewController.Column) -> ContentEvent) -> Bool {
    session.receive(event(column), at: time) == .handled
  }
}
