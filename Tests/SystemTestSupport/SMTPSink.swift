package import Foundation

/// A real SMTP server on 127.0.0.1 (Python's aiosmtpd, Debian's python3-aiosmtpd) that
/// keeps every message it is given, and msmtp set up to send to it; what arrives is read
/// back with Python's `email` package, a parser no one here wrote.
package final class SMTPSink: Sendable {
  package let directory: TemporaryDirectory
  package let server: Subprocess.Running
  package let port: Int

  /// The command that sends to this server: msmtp with a config file of its own.
  package var sendCommand: String { "msmtp -C '\(directory.url.path)/msmtprc' -t" }

  package static let python = URL(fileURLWithPath: "/usr/bin/python3")

  package init() async throws {
    directory = try TemporaryDirectory(prefix: "smtp")
    let script = directory.url.appendingPathComponent("sink.py")
    try Self.sinkScript.write(to: script, atomically: true, encoding: .utf8)
    try Self.parseScript.write(
      to: directory.url.appendingPathComponent("parse.py"), atomically: true, encoding: .utf8)
    let inbox = directory.url.appendingPathComponent("received")
    try FileManager.default.createDirectory(at: inbox, withIntermediateDirectories: true)
    server = try Subprocess.start(Self.python, [script.path, inbox.path])
    let portFile = inbox.appendingPathComponent("port")
    let deadline = ContinuousClock.now + .seconds(20)
    while !FileManager.default.fileExists(atPath: portFile.path) {
      guard server.isRunning, ContinuousClock.now < deadline else {
        let output = server.stop()
        throw EndToEndError("the SMTP server did not start: \(output.standardError)")
      }
      try await Task.sleep(for: .milliseconds(20))
    }
    port = Int(try String(contentsOf: portFile, encoding: .utf8)) ?? 0
    let config = """
      defaults
      auth off
      tls off
      logfile \(directory.url.path)/msmtp.log

      account default
      host 127.0.0.1
      port \(port)
      from sender@example.org

      """
    let configFile = directory.url.appendingPathComponent("msmtprc")
    try config.write(to: configFile, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: configFile.path)
  }

  deinit { server.stop() }

  /// One message as the server received it, parsed by Python's `email` package.
  package struct Received: Decodable {
    package struct Part: Decodable {
      package var type: String
      package var filename: String?
      package var cte: String?
      package var text: String?
      package var hex: String?
    }
    package var subject: String?
    package var from: [[String]]
    package var to: [[String]]
    package var cc: [[String]]
    package var bcc: [[String]]
    package var message_id: String?
    package var in_reply_to: String?
    package var references: String?
    package var date: String?
    package var defects: [String]
    package var parts: [Part]
    package var header_names: [String]
    package var longest_header_line: Int
    package var longest_line: Int
    /// The envelope recipients the server was given (from RCPT TO).
    package var recipients: [String] = []
    /// The raw bytes.
    package var raw: String = ""

    private enum CodingKeys: String, CodingKey {
      case subject, from, to, cc, bcc, message_id, in_reply_to, references, date, defects
      case parts, header_names, longest_header_line, longest_line
    }
  }

  /// Waits for message number `index` (from 0) and parses it.
  package func message(_ index: Int) async throws -> Received {
    let inbox = directory.url.appendingPathComponent("received")
    let file = inbox.appendingPathComponent("\(index).eml")
    let deadline = ContinuousClock.now + .seconds(20)
    while !FileManager.default.fileExists(atPath: file.path) {
      guard ContinuousClock.now < deadline else {
        throw EndToEndError("no message \(index) reached the SMTP server")
      }
      try await Task.sleep(for: .milliseconds(20))
    }
    return try parse(file)
  }

  /// Parses the message in `file` with Python's `email` package.
  package func parse(_ file: URL) throws -> Received {
    let output = try Subprocess.runQuickly(
      Self.python, [directory.url.appendingPathComponent("parse.py").path, file.path])
    guard output.status == 0 else { throw EndToEndError("parse.py: \(output.standardError)") }
    var received = try JSONDecoder().decode(Received.self, from: Data(output.standardOutput.utf8))
    let rcpt = file.deletingPathExtension().appendingPathExtension("rcpt")
    received.recipients =
      ((try? String(contentsOf: rcpt, encoding: .utf8)) ?? "").split(separator: "\n").map(
        String.init)
    received.raw = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
    return received
  }

  private static let sinkScript = """
    import os, socket, sys, time
    from aiosmtpd.controller import Controller

    out = sys.argv[1]

    class Keep:
        async def handle_DATA(self, server, session, envelope):
            n = len([f for f in os.listdir(out) if f.endswith('.rcpt')])
            with open(os.path.join(out, f'{n}.rcpt'), 'w') as f:
                f.write('\\n'.join(envelope.rcpt_tos))
            with open(os.path.join(out, f'{n}.tmp'), 'wb') as f:
                f.write(envelope.original_content)
            os.rename(os.path.join(out, f'{n}.tmp'), os.path.join(out, f'{n}.eml'))
            return '250 OK'

    s = socket.socket()
    s.bind(('127.0.0.1', 0))
    port = s.getsockname()[1]
    s.close()
    controller = Controller(Keep(), hostname='127.0.0.1', port=port)
    controller.start()
    with open(os.path.join(out, 'port.tmp'), 'w') as f:
        f.write(str(port))
    os.rename(os.path.join(out, 'port.tmp'), os.path.join(out, 'port'))
    while True:
        time.sleep(3600)
    """

  private static let parseScript = """
    import email, json, sys
    from email import policy

    # SMTP carries lines ending in CRLF; the message itself is the same either way.
    data = open(sys.argv[1], 'rb').read().replace(b'\\r\\n', b'\\n')
    m = email.message_from_bytes(data, policy=policy.default)

    def addresses(name):
        h = m[name]
        return [[a.display_name, a.addr_spec] for a in h.addresses] if h is not None else []

    def text(name):
        h = m[name]
        return None if h is None else str(h)

    parts = []
    defects = [str(d) for d in m.defects]
    for p in m.walk():
        defects += [str(d) for d in p.defects]
        if p.is_multipart():
            continue
        c = p.get_content()
        parts.append({
            'type': p.get_content_type(), 'filename': p.get_filename(),
            'cte': p.get('Content-Transfer-Encoding'),
            'text': c if isinstance(c, str) else None,
            'hex': c.hex() if isinstance(c, bytes) else None})
    head = data.split(b'\\n\\n', 1)[0]
    print(json.dumps({
        'subject': text('subject'), 'from': addresses('from'), 'to': addresses('to'),
        'cc': addresses('cc'), 'bcc': addresses('bcc'), 'message_id': text('message-id'),
        'in_reply_to': text('in-reply-to'), 'references': text('references'),
        'date': text('date'), 'defects': defects, 'parts': parts,
        'header_names': [k.lower() for k in m.keys()],
        'longest_header_line': max(len(l) for l in head.split(b'\\n')),
        'longest_line': max(len(l.rstrip(b'\\r')) for l in data.split(b'\\n'))}))
    """
}
