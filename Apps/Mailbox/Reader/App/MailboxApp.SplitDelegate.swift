import SplitKit

extension MailboxApp {
  /// The app's answers to the split view: collapse onto the list unless a message was
  /// chosen (onto the folders when the user went back to them); on expanding, the
  /// message view is always the secondary, and what the narrow stack showed stays in
  /// view (the list, or the folders and the list, slide over the message) unless a
  /// message was open.
  final class SplitDelegate: SplitViewControllerDelegate {
    unowned let app: MailboxApp

    init(app: MailboxApp) {
      self.app = app
    }

    func splitViewController(
      _ split: SplitViewController,
      topColumnForCollapsingToProposedTopColumn proposed: SplitViewController.Column
    ) -> SplitViewController.Column {
      guard split.style == .tripleColumn else { return proposed }
      return app.isMessageChosen ? .secondary : app.isFolderChosen ? .supplementary : .primary
    }

    func splitViewController(
      _ split: SplitViewController, collapseSecondary secondary: ViewController,
      onto primary: ViewController
    ) -> Bool {
      !app.isMessageChosen
    }

    func splitViewController(
      _ split: SplitViewController, separateSecondaryFrom primary: ViewController
    ) -> ViewController? {
      app.message
    }

    func splitViewController(
      _ split: SplitViewController,
      displayModeForExpandingToProposedDisplayMode proposed: SplitViewController.DisplayMode
    ) -> SplitViewController.DisplayMode {
      guard proposed == .secondaryOnly, !app.isMessageChosen else { return proposed }
      return split.style == .tripleColumn && !app.isFolderChosen
        ? .twoOverSecondary : .oneOverSecondary
    }

    func splitViewControllerDidExpand(_ split: SplitViewController) {
      guard split.displayMode.coversSecondary else { return }
      split.focus(split.style == .tripleColumn && app.isFolderChosen ? .supplementary : .primary)
    }
  }
}
