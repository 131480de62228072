/// Bytes decoded from a content transfer encoding, and whether the input was damaged.
///
/// A damaged input (invalid base64 characters, a truncated final group) still yields
/// every byte that could be decoded; text made from it ends with U+FFFD so the reader
/// sees that something is missing.
struct TransferDecoded: Sendable, Equatable {
  /// The decoded bytes.
  var bytes: [UInt8]
  /// Whether some of the input could not be decoded.
  var isDamaged: Bool
}

/// The `Content-Transfer-Encoding` of a MIME part (RFC 2045 §6).
enum TransferEncoding: Sendable, Equatable {
  case identity
  case quotedPrintable
  case base64

  /// Reads a `Content-Transfer-Encoding` value; unknown values (and `7bit`, `8bit`,
  /// `binary`) mean the bytes are taken as they are.
  init(header: String?) {
    switch header?.trimmingASCIIWhitespace().lowercased() {
    case "quoted-printable": self = .quotedPrintable
    case "base64": self = .base64
    default: self = .identity
    }
  }

  /// Decodes `bytes` from this encoding.
  ///
  /// - Parameters:
  ///   - bytes: The encoded bytes.
  ///   - isComplete: Whether `bytes` is the whole part; false for the first bytes of a
  ///     message cut short (``Message/cut``), whose last, unfinished escape or group is
  ///     dropped instead of being taken literally or as damage.
  func decode(_ bytes: ArraySlice<UInt8>, isComplete: Bool = true) -> TransferDecoded {
    switch self {
    case .identity: TransferDecoded(bytes: Array(bytes), isDamaged: false)
    case .quotedPrintable: QuotedPrintable.decode(bytes, isComplete: isComplete)
    case .base64: Base64.decode(bytes, isComplete: isComplete)
    }
  }
}

extension String {
  /// This text without leading and trailing spaces, tabs, CRs and LFs.
  func trimmingASCIIWhitespace() -> String {
    let scalars = unicodeScalars
    let isSpace: (Unicode.Scalar) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" }
    guard let first = scalars.firstIndex(where: { !isSpace($0) }),
      let last = scalars.lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(scalars[first...last])
  }
}
