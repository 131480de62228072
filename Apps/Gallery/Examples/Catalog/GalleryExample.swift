/// An entry of the gallery: its command-line name, what it shows, the source document it
/// reproduces, and how to build it.
///
/// `gallery` and `gallery-gtk` list and build the same entries.
///
/// ```swift
/// let example = GalleryExample.named("sliding-master")
/// let app = example?.make(GalleryOptions(rows: 100, units: .points))
/// ```
public struct GalleryExample: Sendable {
  /// The name, summary and document.
  public var info: GalleryExampleInfo
  /// Builds the app.
  public var make: @MainActor @Sendable (GalleryOptions) -> any GalleryApp

  /// The name on the command line: `swift run gallery NAME`.
  public var name: String { info.name }
  /// One line saying what the example shows.
  public var summary: String { info.summary }
  /// The source document reproduced, by title, author and year.
  public var document: String { info.document }

  /// Creates an entry.
  ///
  /// - Parameters:
  ///   - info: The name, summary and document.
  ///   - make: Builds the app from the options.
  public init(
    _ info: GalleryExampleInfo,
    make: @escaping @MainActor @Sendable (GalleryOptions) -> any GalleryApp
  ) {
    self.info = info
    self.make = make
  }

  /// Every example, in the order both gallery commands list them.
  public static let all: [GalleryExample] = [
    GalleryExample(.slidingMaster) { SlidingMasterApp(rows: $0.rows) },
    GalleryExample(.reference) { _ in ReferenceApp() },
    GalleryExample(.displayModes) { _ in DisplayModesApp() },
    GalleryExample(.indexDetail) { IndexDetailApp(units: $0.units) },
    GalleryExample(.ninjaWeapons) { NinjaWeaponsApp(units: $0.units) },
    GalleryExample(.threeColumns) { ThreeColumnsApp(rows: $0.rows, units: $0.units) },
    GalleryExample(.settings) { _ in SettingsApp() },
    GalleryExample(.notes) { NotesApp(units: $0.units) },
  ]

  /// The entry called `name`, or `nil` when there is none.
  ///
  /// - Parameter name: A command-line name.
  /// - Returns: The entry.
  public static func named(_ name: String) -> GalleryExample? {
    all.first { $0.name == name }
  }
}
