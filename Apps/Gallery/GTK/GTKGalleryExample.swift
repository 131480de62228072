import SplitKit
import SplitKitGTK

/// One runnable scenario: its name, what it shows, and how to build it.
struct GTKGalleryExample: Sendable {
  var name: String
  var summary: String
  var make: @MainActor @Sendable (_ rows: Int) -> GTKGalleryApp

  static let all: [GTKGalleryExample] = [
    GTKGalleryExample(
      name: "sliding-master",
      summary: "000: the Mail-style master that slides over the detail in portrait",
      make: { SlidingMaster(rows: $0) }),
    GTKGalleryExample(
      name: "reference", summary: "001: the class reference's bar-button hand-off and callbacks",
      make: { Reference(rows: $0) }),
    GTKGalleryExample(
      name: "display-modes", summary: "002: display modes, the button and preferred modes",
      make: { DisplayModes(rows: $0) }),
    GTKGalleryExample(
      name: "index-detail", summary: "003: an index/detail container with a placeholder",
      make: { IndexDetail(rows: $0) }),
    GTKGalleryExample(
      name: "ninja-weapons", summary: "004: the adaptive split view, regular above 320 points",
      make: { _ in NinjaWeapons() }),
    GTKGalleryExample(
      name: "three-columns", summary: "sidebar, list and detail; 1-7 modes, b behaviours",
      make: { ThreeColumns(rows: $0) }),
  ]
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
