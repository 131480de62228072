import GalleryExamples

extension GalleryExample {
  /// Every example, in the order `swift run gallery` lists them; names, summaries and
  /// documents are `GalleryExampleInfo` (GalleryExamples)'s, shared with `gallery-gtk`.
  public static let all: [GalleryExample] = [
    GalleryExample(.slidingMaster) { SlidingMasterApp(rows: $0.rows) },
    GalleryExample(.reference) { _ in ReferenceApp() },
    GalleryExample(.displayModes) { _ in DisplayModesApp() },
    GalleryExample(.indexDetail) { _ in IndexDetailApp() },
    GalleryExample(.ninjaWeapons) { _ in NinjaWeaponsApp() },
    GalleryExample(.threeColumns) { ThreeColumnsApp(rows: $0.rows) },
  ]

  /// An entry described by the shared catalog.
  init(
    _ info: GalleryExampleInfo,
    make: @escaping @MainActor @Sendable (GalleryOptions) -> any GalleryApp
  ) {
    self.init(name: info.name, summary: info.summary, document: info.document, make: make)
  }
}
