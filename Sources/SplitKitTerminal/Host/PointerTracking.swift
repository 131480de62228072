/// What the terminal host keeps of the left button's press while it is held, beside the
/// press itself, which the content session holds (``/SplitKitContent/ContentSession/pointer``,
/// as for GTK and the browser): the press's mouse event, delivered to content as a click on
/// release unless the split view claimed it or swiped.
struct PointerTracking: Hashable, Sendable {
  /// The press, while the button is down and the press went to the split view.
  var event: MouseEvent?
  /// Whether the press was given to content already, with the drags after it
  /// (``TerminalViewController/receivesDrags``), so the release gives it no click.
  var isDelivered = false

  /// The button is up, or the press went to a bar button.
  static let idle = PointerTracking()
}
