/// A non-body part of a message, listed by name, type and decoded size.
public struct Attachment: Sendable, Hashable {
  /// The file name from `Content-Disposition` `filename` or `Content-Type` `name`
  /// (RFC 2231 and RFC 2047 decoded); empty when the part has none.
  public var filename: String
  /// The lowercase MIME type, such as `application/pdf`.
  public var contentType: String
  /// The size in bytes after transfer decoding.
  public var size: Int
  /// Whether the part's transfer encoding was damaged, as truncated base64 is.
  public var isDamaged: Bool
  /// Whether the part runs past the end of what was read of a message too large to read
  /// whole (``Message/cut``), so ``size`` counts only its first bytes.
  public var isCut: Bool

  /// Creates an attachment description.
  ///
  /// - Parameters:
  ///   - filename: The file name, decoded.
  ///   - contentType: The lowercase MIME type.
  ///   - size: The size in bytes after transfer decoding.
  ///   - isDamaged: Whether the transfer encoding was damaged.
  ///   - isCut: Whether the part runs past the end of what was read.
  public init(
    filename: String, contentType: String, size: Int, isDamaged: Bool = false,
    isCut: Bool = false
  ) {
    self.filename = filename
    self.contentType = contentType
    self.size = size
    self.isDamaged = isDamaged
    self.isCut = isCut
  }
}
