import FuzzSupport

@testable import MailboxModel

/// The draft parser and the message encoder: any editor text, and any message replied
/// to or forwarded, gives a draft that encodes without trapping to a message whose every
/// line is at most 998 bytes, with only the headers the encoder writes (a value never
/// makes a header of its own) and attachment names of at most 255 bytes.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOne(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
  let input = bytes(data, count)
  guard let mode = input.first else { return 0 }
  let rest = Array(input.dropFirst())
  var draft: Draft
  switch mode % 3 {
  case 0:
    guard
      let edited = try? Draft.new(settings: settings, stamp: stamp)
        .editing(String(decoding: rest, as: UTF8.self))
    else { return 0 }
    draft = edited
  case 1: draft = Draft.reply(to: rest, all: mode & 4 != 0, settings: settings, stamp: stamp)
  default:
    draft = Draft.forward(rest, settings: settings, stamp: stamp)
    for attachment in draft.attachments {
      require(attachment.path.utf8.count <= 255, "an attachment name over 255 bytes")
    }
  }
  if draft.to.isEmpty { draft.to = [MailAddress(name: "", address: "to@example.org")] }
  guard let encoded = try? MessageEncoder(settings: settings).encode(draft) else { return 0 }
  check(encoded)
  return 0
}

private let settings = ComposeSettings(
  identities: [Identity(name: "Ada Lovelace", addresses: ["ada@example.org"])])
private let stamp = DraftStamp.now(domain: "example.org")

private let messageHeaders: Set<String> = [
  "from", "to", "cc", "bcc", "subject", "date", "message-id", "in-reply-to", "references",
  "mime-version", "content-type", "content-transfer-encoding",
]
private let partHeaders: Set<String> = [
  "content-type", "content-transfer-encoding", "content-disposition",
]

/// Checks the encoded message's lines and header blocks.
private func check(_ encoded: [UInt8]) {
  require(!encoded.contains(0x0D), "a CR in the encoded message")
  let lines = encoded.split(separator: 0x0A, omittingEmptySubsequences: false)
  for line in lines {
    require(
      line.count <= 998,
      "a line of \(line.count) bytes: \(String(decoding: line.prefix(80), as: UTF8.self))")
  }
  var boundary: [UInt8]?
  var index = checkHead(lines, from: 0, allowed: messageHeaders, boundary: &boundary)
  guard let boundary else { return }
  var ignored: [UInt8]?
  while index < lines.count {
    let line = Array(lines[index])
    index += 1
    if line == boundary {
      index = checkHead(lines, from: index, allowed: partHeaders, boundary: &ignored)
    }
  }
}

/// Checks one header block from `start`: known names or continuations only.
///
/// Returns the index after its blank line; sets `boundary` to `--boundary` of a multipart
/// type.
private func checkHead(
  _ lines: [ArraySlice<UInt8>], from start: Int, allowed: Set<String>, boundary: inout [UInt8]?
) -> Int {
  var index = start
  while index < lines.count, !lines[index].isEmpty {
    let line = String(decoding: lines[index], as: UTF8.self)
    index += 1
    if line.hasPrefix(" ") || line.hasPrefix("\t") {
      require(index - 1 > start, "a block starting with a continuation")
      continue
    }
    let name = line.split(separator: ":", maxSplits: 1).first.map { $0.lowercased() } ?? ""
    require(allowed.contains(name), "a header made by a value: \(line.prefix(80))")
    // Only the encoder's own Content-Type names the boundary (a subject may hold the
    // same words).
    let multipart = "Content-Type: multipart/mixed; boundary=\""
    if line.hasPrefix(multipart) {
      boundary = Array(("--" + line.dropFirst(multipart.count).prefix { $0 != "\"" }).utf8)
    }
  }
  return index + 1
}

@_cdecl("fuzz_draft_main")
func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
  runFuzzer(argc, argv, fuzzOne)
}
