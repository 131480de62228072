import SplitKit

extension MailboxApp {
  /// The app's answers to the split view: collapse onto the list unless a message was
  /// chosen; on expanding, the message view is always the secondary.
  final class SplitDelegate: SplitViewControllerDelegate {
    unowned let app: MailboxApp

    init(app: MailboxApp) {
      self.app = app
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
