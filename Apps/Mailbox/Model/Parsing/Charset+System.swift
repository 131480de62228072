#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension Charset {
  /// The converter name for labels whose everyday meaning is a superset of the
  /// registered charset, as web browsers and mail readers decode them (WHATWG Encoding).
  ///
  /// Mail labelled `Shift_JIS` carries Microsoft's extensions (circled numbers, NEC
  /// symbols), `GB2312` and `GBK` mail carries GBK and GB18030 characters, `Big5` mail
  /// carries HKSCS characters and `EUC-KR` mail carries the unified Hangul code page.
  private static let converterNames: [String: String] = [
    "shift_jis": "CP932", "shift-jis": "CP932", "sjis": "CP932", "x-sjis": "CP932",
    "ms_kanji": "CP932", "csshiftjis": "CP932", "windows-31j": "CP932", "cp932": "CP932",
    "ms932": "CP932",
    "gb2312": "GB18030", "gbk": "GB18030", "x-gbk": "GB18030", "cp936": "GB18030",
    "csgb2312": "GB18030", "euc-cn": "GB18030", "gb18030": "GB18030", "chinese": "GB18030",
    "big5": "BIG5-HKSCS", "big5-hkscs": "BIG5-HKSCS", "x-x-big5": "BIG5-HKSCS",
    "cn-big5": "BIG5-HKSCS", "csbig5": "BIG5-HKSCS",
    "euc-kr": "CP949", "ks_c_5601-1987": "CP949", "cp949": "CP949", "windows-949": "CP949",
    "x-mac-roman": "MACINTOSH", "macintosh": "MACINTOSH", "mac": "MACINTOSH",
  ]

  /// The system converter's name for a lowercased, unquoted label, if it has one.
  ///
  /// Only labels made of letters, digits and `-_.:` are passed to the converter, so a
  /// label cannot ask it for transliteration (`//TRANSLIT`) or anything else.
  static func systemName(forLabel name: String) -> String? {
    if let known = converterNames[name] { return SystemDecoder.isSupported(known) ? known : nil }
    let allowed = name.utf8.allSatisfy {
      Bytes.isASCIILetterOrDigit($0) || $0 == 0x2D || $0 == 0x5F || $0 == 0x2E || $0 == 0x3A
    }
    guard allowed, !name.isEmpty, name.utf8.count <= 40 else { return nil }
    let upper = name.uppercased()
    return SystemDecoder.isSupported(upper) ? upper : nil
  }
}

/// Decodes text with the C library's character converter (`iconv`), for every charset
/// MailboxCore has no table of its own for: ISO-2022-JP, Shift_JIS, EUC-JP, GB18030,
/// Big5, KOI8-R, Windows-1251, ISO-8859-2 and the rest of what the system knows.
///
/// Undecodable bytes become U+FFFD one at a time and decoding carries on after them; a
/// sequence cut short at the end becomes one U+FFFD.
enum SystemDecoder {
  /// Whether the converter can decode `name` to UTF-8.
  static func isSupported(_ name: String) -> Bool {
    guard let converter = open(name) else { return false }
    iconv_close(converter)
    return true
  }

  private static func open(_ name: String) -> iconv_t? {
    let converter = iconv_open("UTF-8", name)
    guard let converter, Int(bitPattern: converter) != -1 else { return nil }
    return converter
  }

  /// The UTF-8 bytes of `bytes` in the charset `name`; nil if the converter does not know it.
  ///
  /// With `isComplete` false (the first bytes of a message cut short), a sequence cut off at
  /// the end is dropped instead of becoming U+FFFD.
  ///
  /// - Complexity: O(n).
  static func decode(
    _ bytes: some Collection<UInt8>, from name: String, isComplete: Bool = true
  ) -> [UInt8]? {
    guard let converter = open(name) else { return nil }
    defer { iconv_close(converter) }
    var input = Array(bytes)
    var result: [UInt8] = []
    result.reserveCapacity(input.count * 2)
    let replacement: [UInt8] = [0xEF, 0xBF, 0xBD]
    var output = [UInt8](repeating: 0, count: 4096)
    input.withUnsafeMutableBytes { inputBytes in
      var inputLeft = inputBytes.count
      var inputPointer = inputBytes.baseAddress?.assumingMemoryBound(to: CChar.self)
      output.withUnsafeMutableBytes { outputBytes in
        guard let outputBase = outputBytes.baseAddress?.assumingMemoryBound(to: CChar.self)
        else { return }
        /// Appends what the converter wrote since `outputPointer` was reset.
        func drain(_ outputPointer: UnsafeMutablePointer<CChar>?) {
          guard let outputPointer else { return }
          let produced = outputBase.distance(to: outputPointer)
          result.append(contentsOf: UnsafeRawBufferPointer(rebasing: outputBytes[0..<produced]))
        }
        var finished = false
        while !finished {
          var outputPointer: UnsafeMutablePointer<CChar>? = outputBase
          var outputLeft = outputBytes.count
          let status: Int
          if inputLeft > 0 {
            status = iconv(converter, &inputPointer, &inputLeft, &outputPointer, &outputLeft)
          } else {
            // Ends the shift state of stateful charsets such as ISO-2022-JP.
            status = iconv(converter, nil, nil, &outputPointer, &outputLeft)
            finished = status != -1 || errno != E2BIG
          }
          let failure = status == -1 ? errno : 0
          drain(outputPointer)
          guard status == -1, !finished else { continue }
          switch failure {
          case E2BIG:
            continue
          case EILSEQ:
            result += replacement
            inputPointer = inputPointer.map { $0 + 1 }
            inputLeft -= 1
          default:
            // EINVAL: a sequence cut short at the end.
            if isComplete { result += replacement }
            inputLeft = 0
          }
        }
      }
    }
    return result
  }
}
