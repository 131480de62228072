import GalleryExamples
import SplitKit
import SplitKitGTK

/// One runnable scenario: its name, what it shows, and how to build it.
struct GTKGalleryExample: Sendable {
  var name: String
  var summary: String
  var make: @MainActor @Sendable (_ rows: Int) -> GTKGalleryApp

  /// The examples, named and described as in `gallery` (`GalleryExampleInfo`).
  static let all: [GTKGalleryExample] = [
    GTKGalleryExample(.slidingMaster) { SlidingMaster(rows: $0) },
    GTKGalleryExample(.reference) { Reference(rows: $0) },
    GTKGalleryExample(.displayModes) { DisplayModes(rows: $0) },
    GTKGalleryExample(.indexDetail) { IndexDetail(rows: $0) },
    GTKGalleryExample(.ninjaWeapons) { _ in NinjaWeapons() },
    GTKGalleryExample(.threeColumns) { ThreeColumns(rows: $0) },
  ]

  init(
    _ info: GalleryExampleInfo, make: @escaping @MainActor @Sendable (_ rows: Int) -> GTKGalleryApp
  ) {
    name = info.name
    summary = info.summary
    self.make = make
  }
}

/// What every example gives the command: a split view, a configuration, its own keys.
@MainActor
class GTKGalleryApp {
  /// The split view shown.
  let split: SplitViewController
  /// The host, once running (for examples that refresh on their own).
  weak var host: GTKSplitHost?

  init(split: SplitViewController) {
    self.split = split
  }

  /// The host configuration; the documents' iPad numbers by default.
  var configuration: GTKHostConfiguration { GTKHostConfiguration() }

  /// The example's own keys, after the focused controller and before the bindings.
  func onKey(_ key: KeyEvent) -> Bool { false }
}
