import SplitKitContent

/// The list names its mailbox in a route (`#/Inbox/<message-id>` in a browser's address
/// bar) and shows the message a route names after it.
extension MessageListViewController: Routable {
  /// The mailbox's (or open folder's) name.
  var routeComponent: String? { mailboxName }

  /// Selects and opens the message whose ID is `route[0]`, as soon as it is indexed.
  func show(route: [String]) -> Bool {
    guard let id = route.first, !id.isEmpty, let onRoute else { return false }
    onRoute(id)
    return true
  }
}

/// The message view names the message it shows in a route.
extension MessageViewController: Routable {
  /// The message's ID (``MessageSummary/id``), or nil without a message.
  var routeComponent: String? { summary?.id }

  /// Nothing is named below a message.
  func show(route: [String]) -> Bool { false }
}
