import SplitKitContent
import SplitKitHostCore

extension MessageViewController {
  /// A numbered choice shown in the message's place, as urlscan lists a message's links:
  /// the user types a number (Enter when more digits could follow) or Esc.
  ///
  /// ```
  /// Links in this message
  ///   1  https://example.org/agenda
  ///   2  mailto:ada@example.org
  /// Open link: 1▏                                   Enter choose  Esc cancel
  /// ```
  struct Picker {
    /// The document's heading (`Links in this message`).
    var title: String
    /// The status line's prompt (`Open link`).
    var prompt: String
    /// The items, shown numbered from 1.
    var items: [String]
    /// The digits typed so far.
    var typed = ""
    /// Called once with the chosen item's index, or nil when cancelled.
    var completion: @MainActor (Int?) -> Void

    /// The items as a document, numbered from 1.
    var document: Document {
      let width = String(items.count).count
      let lines = items.enumerated().map { offset, item in
        let number = String(offset + 1)
        return "  " + String(repeating: " ", count: width - number.count) + number + "  " + item
      }
      return Document(blocks: [.note(title), .blank, .body(lines.joined(separator: "\n"))])
    }

    /// The prompt with the digits typed.
    var statusLine: StatusContent {
      StatusContent(
        leading: [TextRun(prompt + ": "), TextRun(typed, traits: .strong), TextRun("▏")],
        trailing: [TextRun("1–\(items.count) Enter choose  Esc cancel")])
    }

    /// The item the digits typed choose once no further digit could make another
    /// number, else nil (Enter chooses it then).
    var decided: Int? {
      guard let number = Int(typed), number >= 1, number <= items.count else { return nil }
      return number * 10 > items.count ? number - 1 : nil
    }
  }

  /// Shows `items` numbered in the message's place and asks for one.
  ///
  /// - Parameters:
  ///   - title: The heading above them.
  ///   - prompt: The status line's prompt.
  ///   - items: What to choose from.
  ///   - completion: Called once with the index chosen, or nil for Esc.
  func pick(
    _ title: String, prompt: String, from items: [String],
    completion: @escaping @MainActor (Int?) -> Void
  ) {
    picker?.completion(nil)
    picker = Picker(title: title, prompt: prompt, items: items, completion: completion)
  }

  /// A key while the picker shows: digits, Backspace, Enter and Esc; other keys wait.
  func handlePickerKey(_ key: KeyEvent) -> Bool {
    guard var current = picker else { return false }
    switch key.key {
    case .character(let digit) where digit.isASCII && digit.isNumber:
      current.typed += String(digit)
      if Int(current.typed).map({ $0 > current.items.count }) ?? true {
        current.typed = String(digit)
      }
      picker = current
      if let index = current.decided { finishPicking(index) }
    case .backspace:
      current.typed = String(current.typed.dropLast())
      picker = current
    case .enter:
      guard let number = Int(current.typed), (1...current.items.count).contains(number) else {
        return true
      }
      finishPicking(number - 1)
    case .escape:
      finishPicking(nil)
    case .up, .down, .pageUp, .pageDown:
      return false
    default:
      break
    }
    setNeedsDisplay()
    return true
  }

  private func finishPicking(_ index: Int?) {
    let completion = picker?.completion
    picker = nil
    completion?(index)
  }
}
