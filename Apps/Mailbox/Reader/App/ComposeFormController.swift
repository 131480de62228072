import Foundation
import MailboxModel
import SplitKit
public import SplitKitContent

/// The message being written, as a form in the reader's own columns, one source for every
/// host: a field for each header line of the draft (`From`, `To`, `Cc`, `Bcc`, `Subject`,
/// `Attach`), the text on a page of its own (the content layer's editor), and Send, Open
/// in Editor, Postpone and Discard.
///
/// It edits the draft's file (``DraftFile``) and writes it back before anything reads it,
/// so the reader treats it as it treats an external editor: ``MailboxApp`` reads the file
/// back into the ``ComposeSession`` and sends, files or discards it. Going back from the
/// form without a button asks in the status line, as after an external editor, so nothing
/// typed is lost.
///
/// ```
///  New message                                  Send
///  From       Me Myself <me@example.org>
///  To         [Dee <dee@example.org>       ]
///  Subject    [Café on Friday              ]
///  MESSAGE
///  Text                        See you there. ›
///  Send
///  Open in Editor
///  Postpone
///  Discard
/// ```
public final class ComposeFormController: FormController {
  /// What the user chose: the answer ``ComposeSession/answer(_:now:)`` takes (`y` send,
  /// `p` postpone, `d` discard), or nil when they went back without choosing.
  public enum Choice: Hashable, Sendable {
    /// Send it (`y`).
    case send
    /// File it in Drafts (`p`).
    case postpone
    /// Throw it away (`d`).
    case discard
    /// Back, or the window closed: the reader asks what to do.
    case back
  }

  /// The draft file being edited.
  public let path: String
  /// The headers as the form shows them now, and the text as the file was read (the text
  /// page holds the text being written).
  public private(set) var file: DraftFile
  /// The page that edits the text, with Send in its bar too.
  public let textPage: ComposeTextController
  /// Called with what the user chose, after the file is written back.
  var onChoice: (@MainActor (Choice) -> Void)?
  /// Called for Open in Editor, after the file is written back; the form reads it again
  /// with ``reload()`` when the editor exits.
  var onOpenInEditor: (@MainActor () -> Void)?
  /// Whether a choice has been reported (the form is then leaving, not going back).
  private var hasChosen = false

  /// Creates the form on the draft file at `path`; nil when it cannot be read.
  ///
  /// - Parameter path: The draft's text file.
  public init?(path: String) {
    guard let text = Self.read(path) else { return nil }
    self.path = path
    file = DraftFile(text: text)
    textPage = ComposeTextController(title: "Message text", text: file.body)
    super.init(title: Self.title(of: file))
    textPage.form = self
  }

  private static func title(of file: DraftFile) -> String {
    let subject = file.value(of: "Subject")
    return subject.isEmpty ? "New message" : subject
  }

  /// The form: the header fields, the text's row, and the four buttons.
  ///
  /// - Returns: The form.
  public override func makeForm() -> Form {
    var fields: [FormRow] = []
    var seen: [String: Int] = [:]
    for (index, header) in file.headers.enumerated()
    where DraftFile.editableHeaders.contains(header.name.lowercased()) {
      // A second Attach line is a row of its own, with an id of its own.
      let count = seen[header.name, default: 0]
      seen[header.name] = count + 1
      fields.append(
        .textField(
          header.name, id: count == 0 ? header.name : "\(header.name) \(count + 1)",
          text: FormBinding(
            get: { [unowned self] in index < file.headers.count ? file.value(at: index) : "" },
            set: { [unowned self] value in
              guard index < file.headers.count else { return }
              file.headers[index].value = value
              if header.name.lowercased() == "subject" { title = Self.title(of: file) }
            }),
          placeholder: Self.placeholders[header.name.lowercased()] ?? ""))
    }
    return Form(sections: [
      FormSection(rows: fields),
      FormSection(
        "Message",
        rows: [
          .disclosure(
            "Text", value: { [unowned self] in Self.summary(of: textPage.text) },
            action: { [unowned self] in openText() })
        ]),
      FormSection(
        footer: "Nothing is sent before Send; going back asks what to do with the draft.",
        rows: [
          .button("Send") { [unowned self] in choose(.send) },
          .button("Open in Editor") { [unowned self] in openInEditor() },
          .button("Postpone") { [unowned self] in choose(.postpone) },
          .button("Discard", role: .destructive) { [unowned self] in
            ask("Discard this message?") { [weak self] yes in
              if yes { self?.choose(.discard) }
            }
          },
        ]),
    ])
  }

  private static let placeholders = [
    "to": "name@example.org, …", "cc": "name@example.org, …", "bcc": "name@example.org, …",
    "subject": "What it is about", "attach": "A file's path",
  ]

  /// The text's first line that is not empty, or how many lines it has.
  static func summary(of body: String) -> String {
    let first = body.split(separator: "\n").first { !$0.allSatisfy(\.isWhitespace) }
    guard let first else { return "Empty" }
    return first.count > 40 ? String(first.prefix(39)) + "…" : String(first)
  }

  /// Send, as the bar's button.
  public override var barButtons: [BarButton] {
    [BarButton(title: "Send") { [weak self] in self?.choose(.send) }]
  }

  /// Shows the text's page.
  public func openText() {
    if textPage.parent == nil { show(textPage) }
  }

  /// Writes the form's headers and text to the draft file.
  ///
  /// - Returns: Whether it was written.
  @discardableResult
  public func save() -> Bool {
    commitEditing()
    file.body = textPage.text
    return Self.write(file.text, to: path)
  }

  /// Reads the draft file again (after an external editor wrote it).
  public func reload() {
    guard let text = Self.read(path) else { return }
    file = DraftFile(text: text)
    textPage.text = file.body
    title = Self.title(of: file)
    formDidChange()
  }

  /// Reports `choice` once, after writing the file.
  ///
  /// - Parameter choice: What the user chose.
  public func choose(_ choice: Choice) {
    guard !hasChosen else { return }
    save()
    hasChosen = choice != .back
    onChoice?(choice)
  }

  /// The choice failed (the draft cannot be sent as it is): the form stays, saying why.
  ///
  /// - Parameter problem: What is wrong.
  func choiceFailed(_ problem: String) {
    hasChosen = false
    showMessage(problem)
  }

  private func openInEditor() {
    save()
    onOpenInEditor?()
  }

  /// Going back from the form (not from its text page) without a button asks what to do.
  ///
  /// - Parameter animated: Whether it left with an animation.
  public override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    let isOnStack = navigationController?.viewControllers.contains { $0 === self } ?? false
    if !isOnStack, !hasChosen { choose(.back) }
  }

  private static func read(_ path: String) -> String? {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    return String(decoding: data, as: UTF8.self)
  }

  private static func write(_ text: String, to path: String) -> Bool {
    FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
  }
}

/// The compose form's text page: the content layer's editor, with the form's Send in its
/// bar, so a message can be sent from where it was written.
public final class ComposeTextController: TextEditorController {
  /// The form it belongs to.
  weak var form: ComposeFormController?

  /// The form's bar buttons (Send).
  public override var barButtons: [BarButton] { form?.barButtons ?? [] }
}
