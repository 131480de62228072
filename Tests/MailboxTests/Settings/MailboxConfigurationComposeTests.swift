import Foundation
import MailboxCore
import Testing

@Suite struct MailboxConfigurationComposeTests {
  @Test func identitiesAndTheSendCommandAreRead() throws {
    let configuration = try MailboxConfiguration(
      parsing: """
        [folders]
        sent = Sent Items
        drafts = Brouillons

        [identity home]
        name = Ada Lovelace
        addresses = ada@example.org, ada@lovelace.example

        [identity work]
        addresses = countess@work.example

        [send]
        command = msmtp -a work -t
        timeout = 15
        reply-all-includes-me = yes
        8bit = no
        """, path: "/c")
    let compose = configuration.composeSettings
    #expect(
      compose.identities == [
        Identity(name: "Ada Lovelace", addresses: ["ada@example.org", "ada@lovelace.example"]),
        Identity(name: "work", addresses: ["countess@work.example"]),
      ])
    #expect(compose.sendCommand == "msmtp -a work -t")
    #expect(compose.sendTimeout == .seconds(15))
    #expect(compose.sentFolder == "Sent Items")
    #expect(compose.draftsFolder == "Brouillons")
    #expect(!compose.replyAllExcludesOwnAddresses)
    #expect(!compose.allows8bit)
  }

  @Test func withoutSettingsMailGoesThroughSendmail() {
    let compose = MailboxConfiguration().composeSettings
    #expect(compose.sendCommand == "sendmail -t -oi")
    #expect(compose.identities.isEmpty)
    #expect(compose.sentFolder == "Sent")
    #expect(compose.draftsFolder == "Drafts")
    #expect(compose.sendTimeout == .seconds(60))
  }

  @Test func withoutAnIdentityFromIsEMAIL() throws {
    try TestFiles.withTemporaryDirectory { root in
      let loaded = try MailboxConfiguration.load(
        environment: ["XDG_CONFIG_HOME": root, "EMAIL": "Eve Example <eve@example.org>"])
      let compose = loaded.composeSettings
      #expect(compose.identities == [Identity(name: "Eve Example", addresses: ["eve@example.org"])])
      let draft = Draft.new(settings: compose, stamp: ComposeFixtures.stamp)
      #expect(draft.from == MailAddress(name: "Eve Example", address: "eve@example.org"))
      // A plain address works too; anything else is not an address and is ignored.
      let plain = try MailboxConfiguration.load(
        environment: ["XDG_CONFIG_HOME": root, "EMAIL": "eve@example.org"])
      #expect(plain.composeSettings.identities.first?.address?.address == "eve@example.org")
      for bad in ["", "eve", "Eve <nobody>", "a@b\nBcc: x@y"] {
        let ignored = try MailboxConfiguration.load(
          environment: ["XDG_CONFIG_HOME": root, "EMAIL": bad])
        #expect(ignored.composeSettings.identities.isEmpty, "EMAIL=\(bad)")
      }
    }
  }

  @Test func anIdentityInTheSettingsComesBeforeEMAIL() throws {
    try TestFiles.withTemporaryDirectory { root in
      try FileManager.default.createDirectory(
        atPath: root + "/splitkit-mailbox", withIntermediateDirectories: true)
      try Data("[identity home]\naddresses = ada@example.org\n".utf8)
        .write(to: URL(fileURLWithPath: root + "/splitkit-mailbox/config"))
      let loaded = try MailboxConfiguration.load(
        environment: ["XDG_CONFIG_HOME": root, "EMAIL": "eve@example.org"])
      #expect(loaded.composeSettings.identities.map(\.addresses) == [["ada@example.org"]])
    }
  }

  @Test(arguments: [
    ("[identity a]\nname = A", 1, "[identity] needs addresses"),
    ("[identity a]\naddresses = a@b, Bob", 2, "\"Bob\" is not an address"),
    ("[identity a]\naddresses = a@b\nfrom = x", 3, "unknown key from in [identity]"),
    ("[send]\ntimeout = soon", 2, "timeout needs seconds"),
    ("[send]\n8bit = maybe", 2, "8bit needs yes or no"),
    ("[send]\ncommand = \"\"", 2, "command needs a program"),
  ])
  func aBadLineIsNamed(text: String, line: Int, problem: String) {
    do {
      _ = try MailboxConfiguration(parsing: text, path: "/c")
      Issue.record("accepted \(text)")
    } catch {
      #expect(error.line == line)
      #expect(error.problem.hasPrefix(problem), "\(error.problem)")
    }
  }
}
