import ArgumentParser
import Foundation
import MailboxCore
import SplitKit
import SplitKitContent
import SplitKitWeb

/// `mailbox-web`: the mailbox reader, ``MailboxApp`` as `mailbox` runs it, in a web
/// browser: each tab reads the mailbox with an app of its own.
@main
struct MailboxWebCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "mailbox-web",
    abstract: "A Mail-style mailbox reader in a web browser.",
    discussion: MailboxArguments.readerHelp + "\n"
      + """
      The same reader as mailbox, served to a browser: prints one line, \
      Open http://HOST:PORT/?token=TOKEN, and serves until Ctrl-C or SIGTERM (each tab's \
      state saved). Only the printed address (its token) opens it.
      """,
    version: SplitKitVersion.string)

  @OptionGroup var mailbox: MailboxArguments
  @Option(help: "The address to listen on.") var host = WebServerOptions.defaultHost
  @Option(help: "The port; 0 picks a free one.") var port = WebServerOptions.defaultPort

  func run() async throws {
    let (path, options) = (mailbox.path, mailbox.options)
    // The mailbox must open before anything is served: a bad path exits as `mailbox` does.
    let status: Int32 = await MainActor.run {
      let launch = MailboxLaunch(program: "mailbox-web")
      guard let app = launch.makeApp(path: path, options: options)
      else { return launch.status }
      app.stopIndexing()
      return 0
    }
    if status != 0 { throw ExitCode(status) }
    var configuration = WebHostConfiguration(host: host, port: port, title: "Mailbox")
    configuration.additionalHelp = MailboxApp.keyCommands
    let server = WebHost(configuration: configuration) { session in
      let launch = MailboxLaunch(program: "mailbox-web")
      guard let app = launch.makeApp(path: path, options: options)
      else { return nil }
      session.title = app.windowTitle(program: "mailbox-web")
      session.onClose = {
        app.saveState()
        _ = launch.finish(app, signal: nil)
      }
      app.attach(to: session)
      return app.split
    }
    try await server.run { url in WebServerOptions.printOpenLine(url) }
  }
}
