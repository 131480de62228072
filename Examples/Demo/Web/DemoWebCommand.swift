import ArgumentParser
import DemoApp
import SplitKit
import SplitKitWeb

/// `splitkit-demo-web`: ``DemoApp`` in a web browser, one app per tab.
@main struct DemoWebCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "splitkit-demo-web",
    abstract: "A list beside a detail, in a web browser.",
    discussion: "Prints one line, Open URL, and serves until Ctrl-C or SIGTERM.",
    version: SplitKitVersion.string)

  @OptionGroup var app: DemoApp
  @Option(help: "The address to listen on.") var host = WebServerOptions.defaultHost
  @Option(help: "The port; 0 picks a free one.") var port = WebServerOptions.defaultPort

  func run() async throws {
    let rows = app.rows
    let server = WebHost(
      configuration: WebHostConfiguration(host: host, port: port, title: "SplitKit demo")
    ) { _ in DemoApp(rows: rows).makeSplit() }
    try await server.run { url in WebServerOptions.printOpenLine(url) }
  }
}
