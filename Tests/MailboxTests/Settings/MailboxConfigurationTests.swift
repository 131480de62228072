import Foundation
import MailboxCore
import Testing

@Suite struct MailboxConfigurationTests {
  @Test func theFileFollowsXDGConfigHomeElseHome() {
    #expect(
      MailboxConfiguration.defaultPath(environment: ["XDG_CONFIG_HOME": "/x/c", "HOME": "/h"])
        == "/x/c/splitkit-mailbox/config")
    #expect(
      MailboxConfiguration.defaultPath(environment: ["XDG_CONFIG_HOME": "rel", "HOME": "/h"])
        == "/h/.config/splitkit-mailbox/config")
  }

  @Test func noFileGivesTheDefaults() throws {
    try TestFiles.withTemporaryDirectory { root in
      let loaded = try MailboxConfiguration.load(environment: ["XDG_CONFIG_HOME": root])
      #expect(loaded == MailboxConfiguration())
      #expect(loaded.folders.archive == "Archive")
      #expect(loaded.folders.trash == "Trash")
      #expect(loaded.folders.sent == "Sent")
      #expect(loaded.folders.drafts == "Drafts")
      #expect(loaded.opener == ["xdg-open"])
      #expect(loaded.path == nil)
    }
  }

  @Test func readsEveryDocumentedKey() throws {
    let text = """
      # my settings
      ; also a comment

      [folders]
      archive = Archive/2026
      Trash = "Deleted Items"
      sent=Sent Mail
      drafts = Drafts

      [open]
      command = firefox --new-window
      """
    let configuration = try MailboxConfiguration(parsing: text, path: "/c")
    var expected = MailboxConfiguration()
    expected.path = "/c"
    expected.folders.archive = "Archive/2026"
    expected.folders.trash = "Deleted Items"
    expected.folders.sent = "Sent Mail"
    expected.folders.drafts = "Drafts"
    expected.opener = ["firefox", "--new-window"]
    #expect(configuration == expected)
  }

  @Test func eachBadLineIsNamedWithItsProblem() {
    let cases: [(text: String, line: Int, problem: String)] = [
      ("archive = A", 1, "archive is outside any section; put it under a [section] header"),
      ("[folders]\narchive", 2, "expected key = value, a [section] or a # comment"),
      ("[folders\n", 1, "a section header needs its closing ]: [name]"),
      (
        "\n[colors]\n", 2,
        "unknown section [colors] (known: [attachments], [compose], [folders], [identity], [open], [send], [watch])"
      ),
      (
        "[folders]\n\narchiv = A", 3,
        "unknown key archiv in [folders] (known: archive, trash, sent, drafts)"
      ),
      ("[folders]\narchive = A\narchive = B", 3, "archive is already set on line 2"),
      ("[folders]\n[open]\n[folders]", 3, "[folders] is already on line 1; put its keys there"),
      (
        "[folders]\ntrash = ../x", 2,
        "trash needs a folder name as the sidebar shows it, such as Archive or Archive/2024"
      ),
      ("[folders]\ntrash = \"x", 2, "a quoted value needs its closing \""),
      (
        "[open]\ncommand = sh -c $x", 2,
        "command is run without a shell: no $, |, ; or %s; the file or link is added as its last argument"
      ),
      (
        "[open]\ncommand =", 2,
        "command needs a program, such as xdg-open; the file or link is added as its last argument"
      ),
      (
        "[folders]\narchive = a\u{1B}[2J", 2,
        "holds the control character U+001B; write the value plainly"
      ),
      (" = x", 1, "a key is letters, digits and -, before the ="),
    ]
    for (text, line, problem) in cases {
      #expect(throws: ConfigError(path: "/c", line: line, problem: problem)) {
        try MailboxConfiguration(parsing: text, path: "/c")
      }
    }
    #expect(
      ConfigError(path: "/c", line: 3, problem: "bad").message == "/c:3: bad")
  }

  @Test func aSectionMayCarryANameForFeaturesThatRepeatIt() throws {
    let file = try ConfigFile.parse(
      "[identity work]\nfrom = a@x\n[identity \"home mail\"]\nfrom = b@x", path: "/c")
    #expect(file.sections.map(\.argument) == ["work", "home mail"])
    #expect(file.sections[1]["from"]?.value == "b@x")
    #expect(file.sections[1]["from"]?.line == 4)
  }

  @Test func aFileThatCannotBeUsedIsNamedWhole() throws {
    try TestFiles.withTemporaryDirectory { root in
      try FileManager.default.createDirectory(
        atPath: root + "/dir", withIntermediateDirectories: true)
      #expect(throws: ConfigError(path: root + "/dir", line: nil, problem: "is not a regular file"))
      {
        try MailboxConfiguration.load(path: root + "/dir")
      }
      try TestFiles.write(
        [0x5B, 0x66, 0x6F, 0x6C, 0x64, 0x65, 0x72, 0x73, 0x5D, 0x0A, 0xFF], to: root + "/bin")
      #expect(throws: ConfigError(path: root + "/bin", line: 2, problem: "is not UTF-8 text")) {
        try MailboxConfiguration.load(path: root + "/bin")
      }
      try TestFiles.write(
        String(repeating: "# x\n", count: MailboxConfiguration.maximumFileSize / 4 + 1),
        to: root + "/big")
      #expect(
        throws: ConfigError(path: root + "/big", line: nil, problem: "is larger than 256 KiB")
      ) {
        try MailboxConfiguration.load(path: root + "/big")
      }
    }
  }
}
