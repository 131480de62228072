import Foundation
import SplitKit
import SplitKitContent
import SplitKitHostCore
import SplitKitTesting
import SystemTestSupport
import Testing

@testable import MailboxCore
@testable import MailboxModel

/// The compose form (issue 33) on the headless host, whose snapshots every host draws.
///
/// `m`, `r` and what the form's buttons do; the end-to-end suites type into it in a real
/// terminal, window and page.
@MainActor @Suite struct ComposeFormTests {
  /// The reader on a copy of the sample, sending with `cat` into `sent.eml` beside it.
  @MainActor struct Reader {
    let app: MailboxApp
    let host: HeadlessHost
    let root: TemporaryDirectory
    var sent: String { root.url.appendingPathComponent("sent.eml").path }

    init(editor: ComposeSettings.Editor = .form, size: Size = Size(width: 1280, height: 800))
      throws
    {
      root = try TemporaryDirectory(prefix: "compose-form")
      let path = root.url.appendingPathComponent("sample.mbox").path
      try FileManager.default.copyItem(atPath: try ContentScript.sampleCopy(), toPath: path)
      var settings = MailboxApp.Settings(
        title: "Inbox", maximumStepsPerFrame: 1, currentYear: AppHarness.currentYear)
      settings.configuration.compose = ComposeFixtures.settings
      settings.configuration.compose.sendCommand =
        "cat > '\(root.url.appendingPathComponent("sent.eml").path)'"
      settings.configuration.compose.editor = editor
      app = MailboxApp(mailbox: try Mailbox.open(path: path), settings: settings)
      host = HeadlessHost(split: app.split, size: size, additionalHelp: MailboxApp.keyCommands)
      app.attach(to: host)
      host.finishFrameWork()
    }

    /// The form on screen, if any.
    var form: ContentSnapshot.FormContent? { host.snapshot.panes.lazy.compactMap(\.form).first }

    /// The compose form the reader shows (perhaps under its text's page), if any.
    var formController: ComposeFormController? { app.compose.form }

    /// Presses the Send button in the form's bar.
    func pressSend() throws {
      let pane = try #require(host.snapshot.panes.first { $0.form != nil }, "no form shows")
      let send = try #require(pane.bar.buttons.first { $0.title == "Send" })
      let column = try #require(SplitViewController.Column(rawValue: pane.column))
      _ = host.send(.barButton(column: column, id: send.id))
    }

    /// Every status line's text.
    var statuses: [String] { host.snapshot.panes.compactMap { $0.status?.plainText } }

    /// Lets the send command finish and the reader report it.
    func settleSend() {
      let deadline = ContinuousClock.now + .seconds(20)
      while app.compose.session?.isSending == true, ContinuousClock.now < deadline {
        host.advance(by: .milliseconds(50))
        usleep(10_000)
      }
      host.advance(by: .milliseconds(50))
    }
  }

  @Test func aNewMessageIsWrittenInTheFormAndSent() throws {
    let reader = try Reader()
    reader.host.press("m")
    let form = try #require(reader.form, "m shows no form")
    let fields = form.sections.flatMap(\.rows).filter { $0.kind == .text }.map(\.title)
    #expect(fields == ["From", "To", "Cc", "Bcc", "Subject", "Attach"])
    #expect(form.focus == "To", "a new message starts in To")
    #expect(form.sections.flatMap(\.rows).contains { $0.title == "Send" && $0.kind == .button })
    reader.host.type("Dee <dee@example.org>")
    reader.host.press(.tab, .tab, .tab)
    reader.host.type("Café on Friday")
    reader.host.press(.tab)
    #expect(reader.form?.focus == "Attach")
    // The text's page, from the Text row.
    let controller = try #require(reader.formController)
    controller.userActivated(row: "Text")
    reader.host.type("See you there.")
    #expect(controller.textPage.text.hasPrefix("See you there."))
    reader.host.press(.escape)
    #expect(
      reader.app.split.topViewController(in: .secondary) === controller,
      "Esc leaves the text for the fields")
    #expect(
      reader.form?.sections.flatMap(\.rows).first { $0.title == "Text" }?.text
        == "See you there.")
    try reader.pressSend()
    reader.settleSend()
    let message = try String(contentsOfFile: reader.sent, encoding: .utf8)
    #expect(message.contains("To: Dee <dee@example.org>"))
    #expect(message.contains("Subject: =?utf-8?") || message.contains("Subject: =?UTF-8?"))
    #expect(message.contains("See you there."))
    #expect(reader.formController == nil, "the form closes once sent")
    #expect(
      reader.statuses.contains { $0.contains("Sent to dee@example.org") }, "\(reader.statuses)")
  }

  @Test func anAddressThatIsNotOneKeepsTheFormOpenAndSaysWhy() throws {
    let reader = try Reader()
    reader.host.press("m")
    reader.host.type("dee")
    let controller = try #require(reader.formController)
    try reader.pressSend()
    #expect(reader.formController === controller, "the form stays")
    #expect(
      reader.statuses.contains { $0.contains("\"dee\" is not an address") }, "\(reader.statuses)")
    #expect(!FileManager.default.fileExists(atPath: reader.sent))
    // Fixed, it goes.
    controller.userFocused(row: "To")
    reader.host.press(KeyEvent(.character("a"), modifiers: .control))
    reader.host.type("dee@example.org")
    reader.host.press(.enter)
    try reader.pressSend()
    reader.settleSend()
    #expect(try String(contentsOfFile: reader.sent, encoding: .utf8).contains("dee@example.org"))
  }

  @Test func aReplyOpensOnItsTextAndBackAsksWhatToDo() throws {
    let reader = try Reader()
    reader.host.press(.home)
    reader.host.press(.enter)
    reader.host.press("r")
    let controller = try #require(reader.formController)
    #expect(controller.title?.hasPrefix("Re: ") == true)
    #expect(
      reader.app.split.topViewController(in: .secondary) === controller.textPage,
      "a reply opens on its text")
    reader.host.type("Thanks. ")
    reader.host.press(.escape)
    reader.host.press(.escape)
    reader.host.advance(by: .milliseconds(500))
    #expect(reader.formController == nil)
    #expect(reader.statuses.contains { $0.contains("y send") }, "\(reader.statuses)")
    // `p` files it in Drafts, the text as typed.
    reader.host.press("p")
    let drafts = reader.root.url.appendingPathComponent("Drafts")
    var files: [String] = []
    for sub in ["new", "cur"] {
      let directory = drafts.appendingPathComponent(sub).path
      let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
      files += names.map { directory + "/" + $0 }
    }
    #expect(files.count == 1, "\(reader.statuses)")
    guard files.count == 1 else { return }
    let draft = try String(contentsOfFile: files[0], encoding: .utf8)
    #expect(draft.contains("Thanks. "))
    #expect(draft.contains("In-Reply-To: <"), "the threading headers are kept")
  }

  @Test func theExternalEditorSettingSkipsTheForm() throws {
    let reader = try Reader(editor: .external)
    reader.host.press("m")
    #expect(reader.formController == nil)
    #expect(reader.host.foregroundRuns.last?.first == "/bin/sh")
  }

  @Test func theComposeSettingIsRead() throws {
    let external = try MailboxConfiguration(parsing: "[compose]\neditor = external\n", path: "/c")
    #expect(external.composeSettings.editor == .external)
    #expect(MailboxConfiguration().composeSettings.editor == .form)
    #expect(throws: ConfigError.self) {
      try MailboxConfiguration(parsing: "[compose]\neditor = emacs\n", path: "/c")
    }
  }

  @Test func aDraftFileIsTakenApartAndPutBackAsWritten() {
    let text =
      "From: Ada <ada@example.org>\nTo: bob@example.org,\n carol@example.org\nSubject:\n"
      + "In-Reply-To: <1@x>\n\nHello\n\nBye\n"
    var file = DraftFile(text: text)
    #expect(file.headers.map(\.name) == ["From", "To", "Subject", "In-Reply-To"])
    #expect(file.value(of: "to") == "bob@example.org, carol@example.org")
    #expect(file.body == "Hello\n\nBye\n")
    file.setValue("Hi\nthere", of: "Subject")
    #expect(file.text.contains("\nSubject: Hi there\n"), "a line break in a value is a space")
    #expect(DraftFile(text: file.text).body == file.body)
  }
}
