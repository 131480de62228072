/// The text `swift run gallery` prints: every example with its summary and document.
///
/// ```
/// sliding-master   Mail-style master that slides over the detail: …
///                  after "Mail app style Split View Controller with a sliding …
/// ```
public enum GalleryListing {
  /// The listing, one example per two lines, ending with usage.
  public static var text: String {
    let width = (GalleryExample.all.map(\.name.count).max() ?? 0) + 2
    var lines = ["Examples (run one with: gallery NAME [--rows N]):", ""]
    for example in GalleryExample.all {
      let padding = String(repeating: " ", count: width - example.name.count)
      lines.append("  " + example.name + padding + example.summary)
      lines.append("  " + String(repeating: " ", count: width) + "after " + example.document)
    }
    lines += [
      "", "gallery pictures [--output DIR] regenerates the SVG pictures (default docs/pictures).",
    ]
    return lines.joined(separator: "\n") + "\n"
  }
}
