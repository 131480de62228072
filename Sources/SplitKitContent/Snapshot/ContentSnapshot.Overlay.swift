extension ContentSnapshot {
  /// A question a controller asks (``ContentViewController/question`` or
  /// ``ContentViewController/textQuestion``), which a host shows as a modal dialog.
  ///
  /// ```swift
  /// settings.ask("Reset all settings?") { _ in }
  /// ContentSnapshot.QuestionContent(content: settings)  // prompt "Reset all settings?", text nil
  /// ```
  public struct QuestionContent: Hashable, Sendable, Codable {
    /// The question, or a text question's prompt.
    public var prompt: String
    /// A text question's answer as typed so far; nil for a yes/no question.
    public var text: String?
    /// Where a text question's caret is, in characters; nil for a yes/no question.
    public var caret: Int?

    /// Creates a question from its parts.
    ///
    /// - Parameters:
    ///   - prompt: The question or prompt.
    ///   - text: A text question's answer so far; nil for yes/no.
    ///   - caret: The caret, in characters.
    public init(prompt: String, text: String? = nil, caret: Int? = nil) {
      (self.prompt, self.text, self.caret) = (prompt, text, caret)
    }

    /// The question a controller asks now, if any.
    ///
    /// - Parameter content: The controller.
    @MainActor public init?(content: ContentViewController) {
      if let question = content.question {
        self.init(prompt: question)
      } else if let typed = content.textQuestion {
        self.init(prompt: typed.prompt, text: typed.text, caret: typed.editing.caret)
      } else {
        return nil
      }
    }
  }

  /// A menu a controller shows (``ContentViewController/menu``), such as a row's context
  /// menu: its title, items (each identified by its index, what
  /// ``ContentViewController/chooseMenuItem(at:)`` takes) and the highlighted one.
  public struct MenuContent: Hashable, Sendable, Codable {
    /// What the menu is about; nil for none.
    public var title: String?
    /// The items, in order.
    public var items: [Button]
    /// The highlighted item's index.
    public var highlighted: Int

    /// Creates a menu from its parts.
    ///
    /// - Parameters:
    ///   - title: What it is about.
    ///   - items: The items.
    ///   - highlighted: The highlighted item.
    public init(title: String?, items: [Button], highlighted: Int) {
      (self.title, self.items, self.highlighted) = (title, items, highlighted)
    }

    /// A controller's menu as it shows now.
    ///
    /// - Parameter menu: The menu.
    public init(menu: ContentMenu) {
      let items = menu.items.enumerated().map { index, item in
        Button(
          id: String(index), title: item.title, label: item.label, glyph: item.symbol?.glyph,
          key: item.key)
      }
      self.init(title: menu.title, items: items, highlighted: menu.highlighted)
    }
  }
}
