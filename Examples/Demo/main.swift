import SplitKit
import SplitKitTerminal

do {
  switch try DemoApp.parse(Array(CommandLine.arguments.dropFirst())) {
  case .help:
    print(DemoApp.usage)
  case .version:
    print(SplitKitVersion.string)
  case .run(let app):
    SplitHost.launch(
      app.makeSplit(), configuration: app.configuration, programName: "splitkit-demo")
  }
} catch {
  CommandLineSupport.writeError("splitkit-demo: \(error.message)\n\n\(DemoApp.usage)\n")
  CommandLineSupport.exit(2)
}
