import ArgumentParser
import Foundation
import GalleryExamples
import SplitKit
import SplitKitContent
import SplitKitWeb

/// `gallery-web`: the source documents' split-view scenarios in a web browser, one
/// example per server, an app of its own per tab.
@main
struct GalleryWebCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "gallery-web",
    abstract: "The source documents' split-view scenarios in a web browser.",
    discussion: """
      Without NAME, lists the examples. One point is one CSS pixel. Prints one line, \
      Open http://HOST:PORT/?token=TOKEN, and serves until Ctrl-C or SIGTERM. \
      Exit status: 0 success, 64 unknown example or bad option.
      """,
    version: SplitKitVersion.string)

  @Argument(help: "The example to run (see the list).")
  var name: String?

  @Option(help: "How many rows list examples show (up to 1000000000).")
  var rows: Int = 20

  @Option(help: "The address to listen on.") var host = WebServerOptions.defaultHost
  @Option(help: "The port; 0 picks a free one.") var port = WebServerOptions.defaultPort

  func validate() throws {
    guard (0...1_000_000_000).contains(rows) else {
      throw ValidationError("--rows needs a whole number from 0 to 1000000000")
    }
  }

  func run() async throws {
    guard let name else {
      for example in GalleryExample.all {
        print(example.name.padding(toLength: 16, withPad: " ", startingAt: 0) + example.summary)
      }
      return
    }
    guard let example = GalleryExample.named(name) else {
      FileHandle.standardError.write(
        Data("gallery-web: unknown example '\(name)'; run 'gallery-web' to list them\n".utf8))
      throw ExitCode(64)
    }
    var configuration = WebHostConfiguration(
      host: host, port: port, title: "SplitKit gallery — \(name)")
    configuration.additionalHelp = await MainActor.run {
      example.make(GalleryOptions(rows: 0, units: .points)).keyCommands
    }
    let rows = rows
    let server = WebHost(configuration: configuration) { session in
      let app = example.make(GalleryOptions(rows: rows, units: .points))
      app.attach(to: session)
      // The session keeps the app as long as the tab is open.
      session.onClose = { withExtendedLifetime(app) {} }
      return app.split
    }
    try await server.run { url in WebServerOptions.printOpenLine(url) }
  }
}
