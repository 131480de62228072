/// A minimal SVG writer: elements appended in paint order, serialized with stable numbers
/// and escaped text.
///
/// Both picture renderers (``ScreenSVG`` and ``LayoutSVG``) write through it, so every
/// number goes through ``SVGNumber`` and every string through ``XMLText``.
///
/// ```swift
/// var canvas = SVGCanvas(width: 90, height: 36, title: "Two cells")
/// canvas.rect(x: 0, y: 0, width: 90, height: 36, fill: "#101418")
/// canvas.text("Hi", x: 0, y: 14, length: 18, attributes: [("fill", "#d0d0d0")])
/// let svg = canvas.document
/// ```
public struct SVGCanvas: Sendable {
  /// The picture's width in pixels.
  public let width: Double
  /// The picture's height in pixels.
  public let height: Double
  /// The accessible title, if any.
  public let title: String?
  /// Attributes on the root element (font family and size, for example).
  public var rootAttributes: [(String, String)]
  private var body: [String] = []
  private var definitions: [String] = []

  /// Creates an empty canvas.
  ///
  /// - Parameters:
  ///   - width: The width in pixels.
  ///   - height: The height in pixels.
  ///   - title: The accessible `<title>`; escaped.
  ///   - rootAttributes: More attributes for the `<svg>` element; values escaped.
  public init(
    width: Double, height: Double, title: String? = nil, rootAttributes: [(String, String)] = []
  ) {
    self.width = width
    self.height = height
    self.title = title
    self.rootAttributes = rootAttributes
  }

  /// Appends a rectangle.
  ///
  /// - Parameters:
  ///   - x: The left edge.
  ///   - y: The top edge.
  ///   - width: The width; nothing is drawn when it is not positive.
  ///   - height: The height; nothing is drawn when it is not positive.
  ///   - fill: The fill paint (`"#rrggbb"`, `"none"` or `"url(#id)"`).
  ///   - attributes: More attributes, in order.
  public mutating func rect(
    x: Double, y: Double, width: Double, height: Double, fill: String,
    attributes: [(String, String)] = []
  ) {
    guard width > 0, height > 0 else { return }
    let geometry = [("x", x), ("y", y), ("width", width), ("height", height)]
      .map { ($0.0, SVGNumber.format($0.1)) }
    body.append(Self.element("rect", geometry + [("fill", fill)] + attributes))
  }

  /// Appends a line of text whose advance is forced to `length`, so it lines up on a grid
  /// whatever font the viewer substitutes.
  ///
  /// - Parameters:
  ///   - text: The characters; escaped.
  ///   - x: The left edge.
  ///   - y: The baseline.
  ///   - length: The advance the text must take, in pixels.
  ///   - attributes: Paint and font attributes, in order.
  public mutating func text(
    _ text: String, x: Double, y: Double, length: Double, attributes: [(String, String)] = []
  ) {
    let geometry = [
      ("x", SVGNumber.format(x)), ("y", SVGNumber.format(y)),
      ("textLength", SVGNumber.format(length)), ("lengthAdjust", "spacingAndGlyphs"),
    ]
    body.append(Self.element("text", geometry + attributes, content: XMLText.escape(text)))
  }

  /// Appends a horizontal linear gradient to the definitions, for shadows.
  ///
  /// - Parameters:
  ///   - id: The identifier to paint with as `url(#id)`.
  ///   - stops: Offsets (0…1), colours and opacities, in order.
  ///   - vertical: Whether the gradient runs top to bottom instead of left to right.
  public mutating func linearGradient(
    id: String, stops: [(Double, String, Double)], vertical: Bool = false
  ) {
    let direction = vertical ? [("x1", "0"), ("y1", "0"), ("x2", "0"), ("y2", "1")] : []
    let stopElements = stops.map { offset, color, opacity in
      Self.element(
        "stop",
        [
          ("offset", SVGNumber.format(offset)), ("stop-color", color),
          ("stop-opacity", SVGNumber.format(opacity)),
        ])
    }
    definitions.append(
      "<linearGradient\(Self.attributes([("id", id)] + direction))>" + stopElements.joined()
        + "</linearGradient>")
  }

  /// Adds a rectangular clip path to the definitions.
  ///
  /// - Parameters:
  ///   - id: The identifier to clip with as `clip-path="url(#id)"`.
  ///   - x: The left edge.
  ///   - y: The top edge.
  ///   - width: The width.
  ///   - height: The height.
  public mutating func clipRect(id: String, x: Double, y: Double, width: Double, height: Double) {
    let geometry = [("x", x), ("y", y), ("width", width), ("height", height)].map {
      ($0.0, SVGNumber.format($0.1))
    }
    definitions.append(
      "<clipPath\(Self.attributes([("id", id)]))>" + Self.element("rect", geometry) + "</clipPath>")
  }

  /// Opens a group whose attributes apply to everything appended until ``endGroup()``.
  ///
  /// - Parameter attributes: The group's attributes.
  public mutating func beginGroup(_ attributes: [(String, String)]) {
    body.append("<g\(Self.attributes(attributes))>")
  }

  /// Closes the group opened last.
  public mutating func endGroup() {
    body.append("</g>")
  }

  /// The whole SVG document, one element per line, ending in a newline.
  public var document: String {
    let size = [("width", SVGNumber.format(width)), ("height", SVGNumber.format(height))]
    let root: [(String, String)] =
      [("xmlns", "http://www.w3.org/2000/svg")] + size
      + [("viewBox", "0 0 \(SVGNumber.format(width)) \(SVGNumber.format(height))")] + rootAttributes
    var lines = ["<svg\(Self.attributes(root))>"]
    if let title { lines.append("<title>\(XMLText.escape(title))</title>") }
    if !definitions.isEmpty { lines.append("<defs>" + definitions.joined() + "</defs>") }
    lines += body
    lines.append("</svg>")
    return lines.joined(separator: "\n") + "\n"
  }

  private static func element(
    _ name: String, _ attributes: [(String, String)], content: String? = nil
  ) -> String {
    guard let content else { return "<\(name)\(Self.attributes(attributes))/>" }
    return "<\(name)\(Self.attributes(attributes))>\(content)</\(name)>"
  }

  private static func attributes(_ attributes: [(String, String)]) -> String {
    attributes.map { " \($0.0)=\"\(XMLText.escape($0.1))\"" }.joined()
  }
}
