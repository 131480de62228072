import Foundation
import FuzzSupport
import SplitKit
import SplitKitTerminal
import SplitKitTerminalTesting

@testable import MailboxCore
@testable import MailboxModel

/// The mail parser, the message's layout and its rendering: any bytes, as one message of
/// an mbox, parse, lay out and render in the reader without trapping, and the frames that
/// show the list and the opened message hold no escape but plain CSI (no text from mail
/// reaches the terminal as a control sequence).
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOne(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
  let input = bytes(data, count)
  _ = MessageParser.parse(input[...])
  var message = Array("From fuzz@example.org Thu Jan  1 00:00:00 2026\n".utf8)
  message += input
  message += [0x0A]
  write(message, to: path)
  MainActor.assumeIsolated { render() }
  return 0
}

private let path = scratchDirectory + "/fuzz.mbox"

@MainActor private func render() {
  guard let mailbox = try? Mailbox.open(path: path) else { return }
  let settings = MailboxApp.Settings(title: "Inbox", maximumStepsPerFrame: 8, currentYear: 2026)
  let app = MailboxApp(mailbox: mailbox, settings: settings)
  let driver = Driver(
    app: app.split, size: CellSize(columns: 100, rows: 30),
    configuration: TerminalHostConfiguration(colorMode: .trueColor))
  app.attach(to: driver.host)
  var frames = 0
  while !app.isIndexed || app.hasWork, frames < 200 {
    driver.advance(by: .milliseconds(17))
    frames += 1
  }
  driver.terminal.clearOutput()
  driver.advance(by: .milliseconds(500))
  driver.press(.enter)
  driver.advance(by: .milliseconds(500))
  driver.resize(columns: 50, rows: 20)
  driver.advance(by: .milliseconds(500))
  let output = driver.terminal.output
  if let index = firstUnsafeControl(in: output) {
    let context = output[index..<min(output.count, index + 24)].map { String($0, radix: 16) }
    require(false, "an unsafe control in a frame at byte \(index): \(context)")
  }
}

@_cdecl("fuzz_mail_main")
func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
  setenv("XDG_CACHE_HOME", scratchDirectory + "/cache", 1)
  return runFuzzer(argc, argv, fuzzOne)
}
