public import SplitKit
import SplitKitContent
public import SplitKitHostCore

extension HeadlessHost {
  /// Presses keys one after another, recording a snapshot after each.
  ///
  /// ```swift
  /// host.press(.down, .enter)
  /// ```
  ///
  /// - Parameter keys: The keys, without modifiers.
  public func press(_ keys: Key...) {
    for key in keys { send(.key(KeyEvent(key))) }
  }

  /// Presses keys with modifiers one after another.
  ///
  /// - Parameter keys: The key events.
  public func press(_ keys: KeyEvent...) {
    for key in keys { send(.key(key)) }
  }

  /// Presses character keys one after another: `press("j")`, `press("F")` (without
  /// modifiers, as a terminal reports a capital).
  ///
  /// - Parameter characters: The characters.
  public func press(_ characters: Character...) {
    for character in characters { send(.key(KeyEvent(.character(character)))) }
  }

  /// Types text: each character is a key press.
  ///
  /// - Parameter text: The characters to press.
  public func type(_ text: String) {
    for character in text { send(.key(KeyEvent(.character(character)))) }
  }

  /// Pastes text.
  ///
  /// - Parameter text: The text.
  public func paste(_ text: String) {
    send(.paste(text))
  }

  /// Resizes the host.
  ///
  /// - Parameters:
  ///   - width: The width in points.
  ///   - height: The height in points.
  public func resize(width: Double, height: Double) {
    send(.resize(Size(width: width, height: height)))
  }

  /// Clicks at a point: a press and a release, as a window reports them.
  ///
  /// - Parameter point: Where, in points.
  public func click(at point: Point) {
    send(.pointerDown(point))
    send(.pointerUp(point))
  }
}
