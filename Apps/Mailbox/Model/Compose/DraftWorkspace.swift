import Foundation

/// A private folder holding a draft while it is edited: the text file an editor opens
/// (headers on top) and the forwarded attachments, written out so `Attach:` lines name
/// real files.
///
/// ```swift
/// let workspace = try DraftWorkspace(draft)
/// // run $EDITOR on workspace.draftPath
/// let edited = try workspace.read()
/// ```
public final class DraftWorkspace: Sendable {
  /// The folder, readable only by the user.
  public let directory: String
  /// The draft as written, with forwarded attachments pointing into ``directory``.
  public let draft: Draft

  /// The text file an editor opens.
  public var draftPath: String { directory + "/draft.eml" }

  /// Makes the folder and writes `draft` into it.
  ///
  /// - Parameter draft: The draft to edit.
  /// - Throws: ``ComposeError`` (``ComposeError/Code/folder``) when it cannot be written.
  public init(_ draft: Draft) throws(ComposeError) {
    var path = Array((NSTemporaryDirectory() + "/splitkit-draft-XXXXXX").utf8CString)
    guard let made = mkdtemp(&path) else {
      throw ComposeError(.folder, "Cannot make a temporary folder for the draft")
    }
    directory = String(cString: made)
    var written = draft
    for (index, attachment) in draft.attachments.enumerated() {
      guard let bytes = draft.carried[attachment.path] else { continue }
      let file = directory + "/" + AttachmentName.safe(attachment.path, index: index + 1)
      guard FileManager.default.createFile(atPath: file, contents: Data(bytes)) else {
        throw ComposeError(.folder, "Cannot write the attachment \(file)")
      }
      written.attachments[index].path = file
    }
    written.carried = [:]
    self.draft = written
    try write(written.editorText)
  }

  /// Replaces the text file's contents.
  ///
  /// - Parameter text: The new text.
  /// - Throws: ``ComposeError`` (``ComposeError/Code/folder``) when it cannot be written.
  public func write(_ text: String) throws(ComposeError) {
    guard FileManager.default.createFile(atPath: draftPath, contents: Data(text.utf8)) else {
      throw ComposeError(.folder, "Cannot write the draft \(draftPath)")
    }
  }

  /// The text file as it is now, read back into the draft (see ``Draft/editing(_:)``).
  ///
  /// - Returns: The edited draft.
  /// - Throws: ``ComposeError`` for a file that cannot be read or a line not understood.
  public func read() throws(ComposeError) -> Draft {
    guard let data = FileManager.default.contents(atPath: draftPath) else {
      throw ComposeError(.folder, "Cannot read the draft \(draftPath)")
    }
    return try draft.editing(String(decoding: data, as: UTF8.self))
  }

  /// Removes the folder and everything in it (after the draft is sent or filed).
  public func remove() {
    try? FileManager.default.removeItem(atPath: directory)
  }
}
