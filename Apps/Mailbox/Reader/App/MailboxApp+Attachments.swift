import Foundation
import SplitKit
import SplitKitContent
import SplitKitHostCore

/// Saving and opening the selected message's attachments (`w`, `o`) and opening its
/// links (`L`): several are numbered in the message's place for choosing; nothing here
/// changes the mailbox, so these work read-only and in mbox files too.
extension MailboxApp {
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

  /// `w`, `o` and `L` (once ``MailCommand/availability(in:)`` allowed them): numbers the
  /// selected message's attachments or links for choosing.
  func chooseFromMessage(_ command: MailCommand) {
    guard let (_, location) = selectedLocation else { return }
    // The attachments and links the view lists: from the first 1 MiB of a larger message,
    // an attachment the cut runs through included (saving it reads it whole).
    let parsed: Message
    do {
      parsed = try mailbox.message(at: location)
    } catch {
      showNotice(error.message)
      return
    }
    if command == .openLink {
      chooseLink(in: parsed)
    } else {
      chooseAttachment(of: parsed, at: location, saving: command == .saveAttachment)
    }
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
      [weak self] index in
      if let index { self?.openLink(links[index]) }
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
    let act = { [weak self] (index: Int) -> Void in
      self?.actOnAttachment(
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
    guard saving else {
      do {
        let contents = try mailbox.attachmentContents(at: location)
        guard index < contents.count else {
          showNotice("The attachment cannot be read")
          return
        }
        let path = try AttachmentFiles.privateCopy(
          contents[index], named: name, environment: environment)
        try Opener(command: settings.configuration.opener).openFile(path)
        showNotice("Opening \(path)")
      } catch {
        showNotice(Self.message(of: error))
      }
      return
    }
    if let attachmentSave {
      return showNotice("Still saving \(attachmentSave.file.name) (Esc stops it)")
    }
    let directory = settings.configuration.attachmentDirectory(environment: environment)
    let suggestion = directory + "/" + AttachmentFiles.freeName(for: name, in: directory)
    focusedContent.askText("Save as", text: suggestion) { [weak self] typed in
      guard let self else { return }
      guard let typed, typed.contains(where: { !$0.isWhitespace }) else {
        return showNotice("Not saved")
      }
      let (folder, file) = AttachmentFiles.destination(
        of: typed, name: name, base: directory, environment: environment)
      startSaving(
        AttachmentSaving.Request(
          location: location, index: index, name: file, folder: folder, replacing: false))
    }
  }

  /// Starts saving an attachment where the user said, between frames; a file already
  /// there is replaced only after a yes to the question that names it.
  private func startSaving(_ request: AttachmentSaving.Request) {
    do {
      let stream = try mailbox.attachmentStream(at: request.location, index: request.index)
      let file = try AttachmentFiles.PartialFile(
        named: request.name, in: request.folder, replacing: request.replacing)
      attachmentSave = AttachmentSaving(request: request, stream: stream, file: file)
      showNotice("Saving \(file.name)… 0%")
      scheduleFrameWork()
    } catch let error as MailActionError where error.code == .exists && !request.replacing {
      askToReplace(request)
    } catch {
      showNotice(Self.message(of: error))
    }
  }

  /// Asks whether to replace the file a save would replace, and saves again if so.
  private func askToReplace(_ request: AttachmentSaving.Request) {
    let taken = AttachmentFiles.clash(
      for: AttachmentFiles.safeFileName(request.name), in: request.folder)
    focusedContent.ask("\(taken ?? request.name) exists; replace it?") { [weak self] yes in
      guard let self else { return }
      if yes {
        var replacing = request
        replacing.replacing = true
        startSaving(replacing)
      } else {
        showNotice("Not saved: the file there is kept")
      }
    }
  }

  /// Saves slices of the attachment being saved until `deadline` (one at least), showing
  /// its progress; the file gets its name once complete.
  ///
  /// - Returns: Whether more remains.
  func continueSaving(until deadline: Duration, now: () -> Duration) -> Bool {
    guard var saving = attachmentSave else { return false }
    do {
      repeat {
        try saving.file.append(try saving.stream.next())
      } while !saving.stream.isFinished && now() < deadline
      guard saving.stream.isFinished else {
        attachmentSave = saving
        showNotice("Saving \(saving.file.name)… \(Int(saving.stream.progress * 100))%")
        return true
      }
      attachmentSave = nil
      let path = try saving.file.finish(replacing: saving.request.replacing)
      showNotice(
        "Saved " + path + (saving.stream.isDamaged ? " (damaged: not all of it could be read)" : "")
      )
    } catch let error as MailActionError where error.code == .exists {
      // Taken while it was saved (the rename refused): asked, as before saving.
      attachmentSave = nil
      askToReplace(saving.request)
    } catch {
      saving.file.discard()
      attachmentSave = nil
      showNotice(Self.message(of: error))
    }
    return false
  }

  /// Esc while an attachment is being saved stops it; false for any other key.
  func handleSaveKey(_ key: KeyEvent) -> Bool {
    guard key.key == .escape, key.modifiers.isEmpty, let attachmentSave else { return false }
    cancelSaving()
    showNotice("Not saved: \(attachmentSave.file.name) stopped")
    return true
  }

  /// Abandons the attachment being saved, if any, removing its temporary file.
  func cancelSaving() {
    attachmentSave?.file.discard()
    attachmentSave = nil
  }

  /// What the status line says of an error from saving or opening an attachment.
  private static func message(of error: any Error) -> String {
    switch error {
    case let error as MailActionError: error.message
    case let error as MailboxError: error.message
    default: "\(error)"
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

/// An attachment being saved a slice per frame: where it is read from and written to.
struct AttachmentSaving {
  /// What the user asked to save, and where.
  struct Request {
    var location: MessageLocation
    var index: Int
    /// The attachment's name as the user typed or kept it.
    var name: String
    var folder: String
    var replacing: Bool
  }

  let request: Request
  var stream: AttachmentStream
  let file: AttachmentFiles.PartialFile
}
