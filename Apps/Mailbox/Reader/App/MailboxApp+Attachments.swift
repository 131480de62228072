import Foundation
import SplitKit
public import SplitKitContent
import SplitKitHostCore

/// Saving and opening the selected message's attachments (`w`, `o`) and opening its
/// links (`L`): several are numbered in the message's place for choosing; nothing here
/// changes the mailbox, so these work read-only and in mbox files too.
extension MailboxApp {
  /// The keys for attachments and links, as help lists them in either host.
  public nonisolated static let attachmentKeys = MailCommand.keyCommands(.attachment)

  /// The content controller with the keyboard, where messages and questions show.
  var focusedContent: ContentViewController {
    let top = split.focusedColumn.flatMap { split.topViewController(in: $0) }
    return top as? ContentViewController ?? list
  }

  /// The selected message's location now (after renames) and its summary index.
  var selectedLocation: (index: Int, location: MessageLocation)? {
    guard let index = list.selectedSummaryIndex, index < list.list.messageCount else {
      return nil
    }
    let location = list.list.summary(at: index).location
    if case .file(let path) = location {
      return (index, .file(relativePath: actions.relocated[index] ?? path))
    }
    return (index, location)
  }

  /// Handles `w`, `o` and `L`; false for any other key.
  func handleAttachmentKey(_ key: KeyEvent) -> Bool {
    guard let command = MailCommand(key, in: .attachment) else { return false }
    guard let (_, location) = selectedLocation else {
      showNotice("No message selected")
      return true
    }
    // The attachments and links the view lists: from the first 1 MiB of a larger message,
    // an attachment the cut runs through included (saving it reads it whole).
    let parsed: Message
    do {
      parsed = try mailbox.message(at: location)
    } catch {
      showNotice(error.message)
      return true
    }
    if command == .openLink {
      chooseLink(in: parsed)
    } else {
      chooseAttachment(of: parsed, at: location, saving: command == .saveAttachment)
    }
    return true
  }

  /// `L`: numbers the message's links in the message column; the one chosen is opened.
  private func chooseLink(in parsed: Message) {
    let links = MessageLinks.find(in: parsed.body)
    guard !links.isEmpty else {
      showNotice("This message has no links")
      return
    }
    showMessageColumn()
    message.pick("Links in this message", prompt: "Open link", from: links) {
      [unowned self] index in
      if let index { openLink(links[index]) }
    }
  }

  /// Opens `link` with the configured opener (only `http`, `https` and `mailto`), saying
  /// so in the status line: `L`'s choice, or a link clicked in a window.
  func openLink(_ link: String) {
    do throws(MailActionError) {
      try Opener(command: settings.configuration.opener).openLink(link)
      showNotice("Opening \(link)")
    } catch {
      showNotice(error.message)
    }
  }

  /// `w` and `o`: the only attachment at once, else one chosen from the numbered list.
  private func chooseAttachment(of parsed: Message, at location: MessageLocation, saving: Bool) {
    let names = parsed.attachments.map { $0.filename.isEmpty ? "(unnamed)" : $0.filename }
    guard !names.isEmpty else {
      showNotice("This message has no attachments")
      return
    }
    let act = { [unowned self] (index: Int) in
      actOnAttachment(
        index, named: parsed.attachments[index].filename, at: location, saving: saving)
    }
    guard names.count > 1 else { return act(0) }
    showMessageColumn()
    let items = parsed.attachments.map {
      let shown = MessageDocument.attachment($0)
      return "\(shown.name)  \(shown.type)  \(shown.size)"
    }
    message.pick(
      "Attachments", prompt: saving ? "Save attachment" : "Open attachment", from: items
    ) { index in
      if let index { act(index) }
    }
  }

  /// Saves attachment `index` in the attachments folder, or opens a private copy of it.
  private func actOnAttachment(
    _ index: Int, named name: String, at location: MessageLocation, saving: Bool
  ) {
    let environment = ProcessInfo.processInfo.environment
    do {
      let contents = try mailbox.attachmentContents(at: location)
      guard index < contents.count else {
        showNotice("The attachment cannot be read")
        return
      }
      if saving {
        let directory = settings.configuration.attachmentDirectory(environment: environment)
        let suggestion = directory + "/" + AttachmentFiles.freeName(for: name, in: directory)
        let bytes = contents[index]
        focusedContent.askText("Save as", text: suggestion) { [unowned self] typed in
          guard let typed, typed.contains(where: { !$0.isWhitespace }) else {
            return showNotice("Not saved")
          }
          let (folder, file) = AttachmentFiles.destination(
            of: typed, name: name, base: directory, environment: environment)
          saveAttachment(bytes, named: file, in: folder, replacing: false)
        }
      } else {
        let path = try AttachmentFiles.privateCopy(
          contents[index], named: name, environment: environment)
        try Opener(command: settings.configuration.opener).openFile(path)
        showNotice("Opening \(path)")
      }
    } catch let error as MailActionError {
      showNotice(error.message)
    } catch let error as MailboxError {
      showNotice(error.message)
    } catch {
      showNotice("\(error)")
    }
  }

  /// Saves an attachment where the user said; a file already there is replaced only
  /// after a yes to the question that names it.
  private func saveAttachment(
    _ bytes: [UInt8], named name: String, in folder: String, replacing: Bool
  ) {
    do throws(MailActionError) {
      showNotice(
        "Saved " + (try AttachmentFiles.save(bytes, named: name, in: folder, replacing: replacing)))
    } catch {
      guard error.code == .exists, !replacing else { return showNotice(error.message) }
      let taken = AttachmentFiles.clash(for: AttachmentFiles.safeFileName(name), in: folder)
      focusedContent.ask("\(taken ?? name) exists; replace it?") { [unowned self] yes in
        if yes {
          saveAttachment(bytes, named: name, in: folder, replacing: true)
        } else {
          showNotice("Not saved: the file there is kept")
        }
      }
    }
  }

  /// Whether the message column is on screen.
  var isMessageVisible: Bool {
    split.isCollapsed ? isMessageOnStack : split.isShowing(.secondary)
  }

  /// Shows `text` in place of the message column's status line (the list's when the
  /// message is not on screen), which is wider than the status line's own messages
  /// allow, until the next key; nil clears it.
  func showNotice(_ text: String?) {
    let onMessage = text != nil && isMessageVisible
    list.notice = onMessage ? nil : text
    message.notice = onMessage ? text : nil
  }

  /// Makes the message column show (and take the keyboard) for a choice made in it.
  func showMessageColumn() {
    if let index = list.selectedSummaryIndex { open(index, focusingMessage: true) }
  }
}
