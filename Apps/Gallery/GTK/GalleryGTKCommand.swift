import ArgumentParser
import Foundation
import GalleryExamples
import SplitKit
import SplitKitContent
import SplitKitGTK

/// `gallery-gtk`: the source documents' split-view scenarios in a GTK window, at the
/// documents' own sizes in points.
@main
struct GalleryGTKCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "gallery-gtk",
    abstract: "The source documents' split-view scenarios in a GTK 4 window.",
    discussion: """
      Without NAME, lists the examples. One point is one GTK logical pixel: a 1024x768 \
      window is the documents' landscape iPad, 768x1024 the portrait one. \
      Exit status: 0 success, 1 no display, 64 unknown example or bad option.
      """,
    version: SplitKitVersion.string)

  @Argument(help: "The example to run (see the list).")
  var name: String?

  @Option(help: "The window size in points, WIDTHxHEIGHT (1024x768 landscape, 768x1024 portrait).")
  var size: String = "1024x768"

  @Option(help: "How many rows list examples show (up to 1000000000).")
  var rows: Int = 20

  @Flag(help: "Lay the window out right to left.")
  var rtl = false

  @Flag(help: "Measure startup, animation and scrolling frames and memory, print them, quit.")
  var benchmark = false

  @Option(
    help: """
      Hold an edge drag that has revealed this fraction (0-1) of the primary column, \
      for pictures of the overlay sliding in.
      """)
  var reveal: Double?

  @Flag(help: "Show the inspector column once the window has its size (three-columns has one).")
  var inspector = false

  func validate() throws {
    guard windowSize != nil else {
      throw ValidationError("--size needs WIDTHxHEIGHT, each from 100 to 10000, such as 768x1024")
    }
    guard (0...1_000_000_000).contains(rows) else {
      throw ValidationError("--rows needs a whole number from 0 to 1000000000")
    }
    if let reveal, !(0...1).contains(reveal) {
      throw ValidationError("--reveal needs a fraction from 0 to 1")
    }
  }

  var windowSize: Size? {
    let parts = size.split(separator: "x").compactMap { Int($0) }
    guard parts.count == 2, parts.allSatisfy({ (100...10_000).contains($0) }) else { return nil }
    return Size(width: Double(parts[0]), height: Double(parts[1]))
  }

  /// Presses at the primary's edge and drags until `fraction` of the primary shows,
  /// without releasing: a still frame of the interactive reveal.
  @MainActor
  private func hold(_ host: GTKHost, revealing fraction: Double, rightToLeft: Bool) {
    host.pump(timeout: .seconds(10)) { host.split.containerSize != .zero }
    let width = host.split.containerSize.width
    let y = host.split.containerSize.height / 2
    let distance = host.split.primaryColumnWidth * fraction
    let start = rightToLeft ? width - 2 : 2
    let direction: Double = rightToLeft ? -1 : 1
    _ = host.pointerPressed(at: Point(x: start, y: y))
    _ = host.pointerMoved(to: Point(x: start + direction * 12, y: y))
    _ = host.pointerMoved(to: Point(x: start + direction * distance, y: y))
  }

  func run() throws {
    guard let name else {
      for example in GalleryExample.all {
        print(example.name.padding(toLength: 16, withPad: " ", startingAt: 0) + example.summary)
      }
      return
    }
    guard let example = GalleryExample.named(name),
      let windowSize
    else {
      FileHandle.standardError.write(
        Data("gallery-gtk: unknown example '\(name)'; run 'gallery-gtk' to list them\n".utf8))
      throw ExitCode(64)
    }
    let rows = rows
    let rtl = rtl
    let reveal = reveal
    let inspector = inspector
    let benchmark = benchmark
    let processStart = Date()
    if !rtl, reveal == nil, !inspector, !benchmark {
      // The plain window: the one call every app's launcher makes.
      MainActor.assumeIsolated {
        var configuration = GTKHostConfiguration()
        configuration.windowSize = windowSize
        configuration.title = "SplitKit gallery — \(name)"
        GTKHost.launch(
          app: example.make(GalleryOptions(rows: rows, units: .points)),
          configuration: configuration,
          programName: "gallery-gtk", applicationName: "gallery")
      }
    }
    let failure: String? = MainActor.assumeIsolated {
      do {
        try GTKHost.initialize(applicationName: "gallery", rightToLeft: rtl)
      } catch {
        return "gallery-gtk: \(error)"
      }
      let app = example.make(GalleryOptions(rows: rows, units: .points))
      var configuration = GTKHostConfiguration()
      configuration.windowSize = windowSize
      configuration.title = "SplitKit gallery — \(name)"
      configuration.additionalHelp = app.keyCommands
      let host = GTKHost(split: app.split, configuration: configuration)
      app.attach(to: host)
      host.makeWindow()
      if let reveal { hold(host, revealing: reveal, rightToLeft: rtl) }
      if inspector {
        host.pump(timeout: .seconds(10)) { host.split.containerSize != .zero }
        host.split.show(.inspector)
        host.update()
      }
      if benchmark {
        GalleryBenchmark.run(
          host, list: (app as? SlidingMasterApp)?.master, processStart: processStart)
        return nil
      }
      withExtendedLifetime(app) { host.run() }
      return nil
    }
    if let failure {
      FileHandle.standardError.write(Data((failure + "\n").utf8))
      throw ExitCode(1)
    }
  }
}
