import SplitKit

extension MailboxApp {
  /// The app's answers to the split view: collapse onto the list unless a message was
  /// chosen (onto the folders when the user went back to them); on expanding, the
  /// message view is always the secondary.
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
  }
}
