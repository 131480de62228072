/// An entry of the gallery: its command-line name, what it shows, the source document it
/// reproduces, and how to build it.
///
/// ```swift
/// let example = GalleryExample.named("sliding-master")
/// let app = example?.make(GalleryOptions(rows: 100))
/// ```
public struct GalleryExample: Sendable {
  /// The name on the command line: `swift run gallery NAME`.
  public var name: String
  /// One line saying what the example shows.
  public var summary: String
  /// The source document reproduced, by title, author and year.
  public var document: String
  /// Builds the app.
  public var make: @MainActor @Sendable (GalleryOptions) -> any GalleryApp

  /// Creates an entry.
  ///
  /// - Parameters:
  ///   - name: The command-line name.
  ///   - summary: One line.
  ///   - document: The source document's title, author and year.
  ///   - make: Builds the app from the options.
  public init(
    name: String, summary: String, document: String,
    make: @escaping @MainActor @Sendable (GalleryOptions) -> any GalleryApp
  ) {
    self.name = name
    self.summary = summary
    self.document = document
    self.make = make
  }

  /// The entry called `name`, or `nil` when there is none.
  ///
  /// - Parameter name: A command-line name.
  /// - Returns: The entry.
  public static func named(_ name: String) -> GalleryExample? {
    all.first { $0.name == name }
  }
}

/// Options every example accepts on the command line.
public struct GalleryOptions: Hashable, Sendable {
  /// How many rows a list example shows: 20 by default.
  public var rows: Int

  /// Creates options.
  ///
  /// - Parameter rows: The row count for list examples.
  public init(rows: Int = 20) {
    self.rows = rows
  }
}
