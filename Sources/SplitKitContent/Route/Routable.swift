/// A controller that names what it shows, so a browser's address bar can follow the app
/// and a reloaded or linked page can come back to it (``ContentRoute``).
///
/// A route is the names of the controllers on screen, column by column and down each
/// stack: the mailbox's list names its mailbox (`Inbox`) and the message view the message
/// it shows, so the browser host's address bar reads `#/Inbox/<message-id>`. A controller
/// that returns nil (or does not adopt this protocol) is left out.
///
/// ```swift
/// final class Inbox: ListController, Routable {
///   var routeComponent: String? { "Inbox" }
///   func show(route: [String]) -> Bool {
///     guard let id = route.first, let row = rows.firstIndex(where: { $0.id == id }) else { return false }
///     userSelected(row: row)
///     userOpened(row: row, byKeyboard: false)
///     return true
///   }
/// }
/// ```
@MainActor
public protocol Routable: AnyObject {
  /// The name of what this controller shows now (a mailbox's name, a message's ID), or
  /// nil to leave it out of the route.
  var routeComponent: String? { get }

  /// Shows the state named by the components after this controller's own (the message
  /// `route[0]` of the mailbox this list shows), as a reloaded page or the browser's
  /// Forward asks.
  ///
  /// The components come from outside (an address bar): a name the app does not know is
  /// ignored. The app may show it later (a message not yet indexed).
  ///
  /// - Parameter route: The components after ``routeComponent``; never empty.
  /// - Returns: Whether the app took the route (it may show it later).
  func show(route: [String]) -> Bool
}
