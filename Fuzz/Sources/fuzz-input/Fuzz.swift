import FuzzSupport
import SplitKitTerminal

/// The terminal input decoder: any bytes, in any chunks, decode without trapping, to the
/// same events whole as one byte at a time, and leave nothing pending after the timeout.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOne(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
  let input = bytes(data, count)
  let whole = decode(input, chunkSize: max(1, input.count))
  let single = decode(input, chunkSize: 1)
  require(whole == single, "chunking changed the events")
  return 0
}

private func decode(_ input: [UInt8], chunkSize: Int) -> [InputEvent] {
  var decoder = InputDecoder()
  var events: [InputEvent] = []
  var start = 0
  while start < input.count {
    let end = min(start + chunkSize, input.count)
    events += decoder.feed(input[start..<end])
    start = end
  }
  events += decoder.flushPendingEscape()
  require(!decoder.hasPendingEscape, "an escape still pending after the timeout")
  return events
}

@_cdecl("fuzz_input_main")
func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
  runFuzzer(argc, argv, fuzzOne)
}
