import Foundation
import MailboxCore
import Testing

@Suite struct MessageLinksTests {
  @Test func linksAreFoundOnceInOrderWithoutTrailingPunctuation() {
    let text = """
      See https://example.org/a. Or (http://example.org/b?x=1&y=2), and
      <https://example.org/c> or mailto:ann@example.org; again https://example.org/a
      A wiki: https://en.wikipedia.org/wiki/Swift_(language) and ftp://old.example.org
      javascript:alert(1) file:///etc/passwd xhttps://nope.example
      """
    #expect(
      MessageLinks.find(in: text) == [
        "https://example.org/a", "http://example.org/b?x=1&y=2", "https://example.org/c",
        "mailto:ann@example.org", "https://en.wikipedia.org/wiki/Swift_(language)",
      ])
  }

  @Test func onlyHTTPHTTPSAndMailtoAreOpened() {
    for link in ["https://x.org", "HTTP://x.org/a", "mailto:a@x"] {
      #expect(MessageLinks.isOpenable(link), "\(link)")
    }
    for link in [
      "javascript:alert(1)", "file:///etc/passwd", "data:text/html,x", "https:", "http:x",
      "https://x.org/\u{1B}[2J", "https://x .org", "-https://x.org", "vbscript:x", "",
    ] {
      #expect(!MessageLinks.isOpenable(link), "\(link.debugDescription)")
    }
  }

  @Test func theOpenerGetsTheLinkAsOneArgumentWithNoShell() throws {
    try TestFiles.withTemporaryDirectory { root in
      // A recording opener: writes each argument on its own line.
      let script = root + "/record"
      try TestFiles.write(
        "#!/bin/sh\nfor a in \"$@\"; do printf '%s\\n' \"$a\"; done > \"\(root)/args.$$\"\n",
        to: script)
      chmod(script, 0o755)
      let link = "https://example.org/$(touch \(root)/pwned);`id`&x=1 'q'"
      // Spaces are not openable: only pass the shell-looking parts.
      let hostile = link.replacingOccurrences(of: " ", with: "")
      try Opener(command: [script, "--new"]).openLink(hostile)
      let deadline = Date().addingTimeInterval(10)
      var recorded: [String] = []
      while Date() < deadline {
        let names = try FileManager.default.contentsOfDirectory(atPath: root).filter {
          $0.hasPrefix("args.")
        }
        if let name = names.first,
          let text = try? String(contentsOfFile: root + "/" + name, encoding: .utf8),
          text.hasSuffix("\n"), text.split(separator: "\n").count == 2
        {
          recorded = text.split(separator: "\n").map(String.init)
          break
        }
        usleep(10_000)
      }
      #expect(recorded == ["--new", hostile])
      #expect(!FileManager.default.fileExists(atPath: root + "/pwned"))
      #expect(throws: MailActionError.self) {
        try Opener(command: [script]).openLink("file:///etc/passwd")
      }
    }
  }
}
