#if canImport(Glibc)
  import Glibc
#endif

@_silgen_name("LLVMFuzzerRunDriver")
private func runDriver(
  _ argc: UnsafeMutablePointer<Int32>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
  _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

/// Runs libFuzzer with the program's arguments on `body` (a target's module entry point
/// calls this: SwiftPM names it `<module>_main` and links `main` to it).
public func runFuzzer(
  _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
  _ body: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32 {
  var argc = argc
  var argv = argv
  return runDriver(&argc, &argv, body)
}

/// The input's bytes.
public func bytes(_ data: UnsafePointer<UInt8>?, _ count: Int) -> [UInt8] {
  Array(UnsafeBufferPointer(start: data, count: count))
}

/// Stops the run with `message` when `condition` is false: libFuzzer saves the input.
public func require(
  _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
  file: StaticString = #file, line: UInt = #line
) {
  if !condition() { fatalError(message(), file: file, line: line) }
}

/// A fresh private directory under `$TMPDIR` (or `/tmp`), made once per process.
public let scratchDirectory: String = {
  var template = Array(
    ((getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp") + "/splitkit-fuzz-XXXXXX").utf8CString
  )
  guard let made = mkdtemp(&template) else { fatalError("mkdtemp failed") }
  return String(cString: made)
}()

/// Writes `bytes` to `path`, replacing it.
public func write(_ bytes: [UInt8], to path: String) {
  let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
  require(descriptor >= 0, "cannot write \(path)")
  var offset = 0
  while offset < bytes.count {
    let written = bytes[offset...].withUnsafeBytes {
      Glibc.write(descriptor, $0.baseAddress, $0.count)
    }
    require(written > 0, "cannot write \(path)")
    offset += written
  }
  close(descriptor)
}

/// The first CSI-free escape in `output`, if any: every ESC must start a plain CSI
/// sequence (`ESC [`, parameter bytes 0x30–0x3F, intermediate bytes 0x20–0x2F, a final
/// byte 0x40–0x7E); no other C0 control but CR, LF and backspace, and no C1 control
/// (`U+0080`–`U+009F`) may appear.
public func firstUnsafeControl(in output: [UInt8]) -> Int? {
  var index = 0
  while index < output.count {
    let byte = output[index]
    if byte == 0x1B {
      guard index + 1 < output.count, output[index + 1] == 0x5B else { return index }
      var end = index + 2
      while end < output.count, (0x30...0x3F).contains(output[end]) { end += 1 }
      while end < output.count, (0x20...0x2F).contains(output[end]) { end += 1 }
      guard end < output.count, (0x40...0x7E).contains(output[end]) else { return index }
      index = end + 1
      continue
    }
    if byte < 0x20, byte != 0x0D, byte != 0x0A, byte != 0x08 { return index }
    if byte == 0x7F { return index }
    if byte == 0xC2, index + 1 < output.count, (0x80...0x9F).contains(output[index + 1]) {
      return index
    }
    index += 1
  }
  return nil
}
