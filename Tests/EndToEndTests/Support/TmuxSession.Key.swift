extension TmuxSession {
  /// A key press or typed text, as ``TmuxSession/sendKeys(_:)`` sends it.
  ///
  /// Named keys become tmux key names (`Enter`, `BSpace`, `C-c`…) and reach the program
  /// as the bytes an xterm would send; ``text(_:)`` is typed literally (`send-keys -l`).
  enum Key: Sendable, Equatable {
    case enter, escape, tab, backTab, backspace
    case up, down, left, right
    case home, end, pageUp, pageDown
    /// A function key, `F1` to `F12`.
    case function(Int)
    /// Control plus a letter: `.control("c")` is Ctrl-C.
    case control(Character)
    /// Any other tmux key name, such as `M-x` or `DC`.
    case named(String)
    /// Literal text, typed character by character (UTF-8 allowed).
    case text(String)

    /// The tmux key name, or `nil` for literal text.
    var tmuxName: String? {
      switch self {
      case .enter: "Enter"
      case .escape: "Escape"
      case .tab: "Tab"
      case .backTab: "BTab"
      case .backspace: "BSpace"
      case .up: "Up"
      case .down: "Down"
      case .left: "Left"
      case .right: "Right"
      case .home: "Home"
      case .end: "End"
      case .pageUp: "PPage"
      case .pageDown: "NPage"
      case .function(let number): "F\(number)"
      case .control(let letter): "C-\(letter)"
      case .named(let name): name
      case .text: nil
      }
    }
  }
}
