import Foundation
import FuzzSupport

@testable import MailboxModel

/// The settings file and the state file: any bytes read as either without trapping; a
/// settings file either parses or says why, and a state file is used or ignored with a
/// warning.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOne(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
  let input = bytes(data, count)
  let text = String(decoding: input, as: UTF8.self)
  do {
    let configuration = try MailboxConfiguration(parsing: text, path: "config")
    _ = configuration
  } catch {
    require(!error.problem.isEmpty, "a settings error without a problem")
  }
  _ = try? ConfigFile.parse(text, path: "config")
  write(input, to: store.filePath)
  let loaded = store.load(for: "/mail/inbox")
  _ = loaded
  return 0
}

private let store = StateStore<MailboxUIState>(directory: scratchDirectory)

@_cdecl("fuzz_settings_main")
func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
  runFuzzer(argc, argv, fuzzOne)
}
