extension ContentSnapshot {
  /// A text editor's text (``TextEditorController``), for a host that edits it in a native
  /// text area of its own (the browser's `textarea`) and reports each edit back.
  public struct EditorContent: Hashable, Sendable, Codable {
    /// The whole text.
    public var text: String

    /// Creates the content.
    ///
    /// - Parameter text: The whole text.
    public init(text: String) {
      self.text = text
    }
  }
}
