import SplitKitTerminal

/// The pictures of the README, rendered by driving the real example apps.
public enum GalleryPictures {
  /// One SVG file.
  public struct Picture: Hashable, Sendable {
    /// The file name under `docs/pictures/`.
    public var fileName: String
    /// The SVG document.
    public var svg: String
  }

  /// Renders every picture.
  @MainActor
  public static func render() -> [Picture] { [] }
}
