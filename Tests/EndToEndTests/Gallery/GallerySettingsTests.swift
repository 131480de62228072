import Foundation
import SystemTestSupport
import Testing

/// `gallery settings` in tmux: a form driven by keys and the mouse, its values bound to
/// one model that every page shows.
@Suite(.serialized, .tags(.endToEnd))
struct GallerySettingsTests {
  /// The row of `screen` holding `text` and the 1-based cell of its first character.
  static func cell(of text: String, in screen: [String]) -> (column: Int, row: Int)? {
    for (index, line) in screen.enumerated() {
      guard let range = line.range(of: text) else { continue }
      return (line.distance(from: line.startIndex, to: range.lowerBound) + 1, index + 1)
    }
    return nil
  }

  /// The line of `screen` holding `text`, empty when none does.
  static func line(_ text: String, in screen: [String]) -> String {
    screen.first { $0.contains(text) } ?? ""
  }

  @Test func keysAndClicksChangeTheSettings() async throws {
    let session = try TmuxSession(Binary.locate("gallery"), ["settings"], columns: 120, rows: 24)
    var screen = try await session.waitFor(text: "Bluetooth")
    #expect(Self.line("Bluetooth", in: screen).hasSuffix("[x]"))
    #expect(Self.line("Appearance", in: screen).hasSuffix("‹ Automatic ›"))
    #expect(Self.line("Volume", in: screen).hasSuffix("‹ 5 ›"))

    // Tab into the form; Space flips Bluetooth.
    try session.sendKeys(.tab, .text(" "))
    try await session.waitFor("Bluetooth off") { Self.line("Bluetooth", in: $0).hasSuffix("[ ]") }

    // The field: typing edits it at the terminal's own caret; Return writes it.
    try session.sendKeys(.tab, .end, .text(" 2"))
    screen = try await session.waitFor(text: "[Living room 2")
    let field = try #require(Self.cell(of: "Living room 2", in: screen))
    let caret = try session.display("#{cursor_flag} #{cursor_x} #{cursor_y}")
    #expect(caret == "1 \(field.column - 1 + 13) \(field.row - 1)", "the caret after the text")
    try session.sendKeys(.left, .left, .backspace, .enter)
    try await session.waitFor(text: "[Living roo 2")

    // Appearance and Volume with the arrows.
    try session.sendKeys(.tab, .left)
    try await session.waitFor("Dark") { Self.line("Appearance", in: $0).hasSuffix("‹ Dark ›") }
    #expect(try session.display("#{cursor_flag}") == "0", "no caret off the field")
    try session.sendKeys(.tab, .right, .right)
    screen = try await session.waitFor("Volume 7") {
      Self.line("Volume", in: $0).hasSuffix("‹ 7 ›")
    }

    // A click on Bluetooth flips it back; the other pages show the same values.
    let bluetooth = try #require(Self.cell(of: "Bluetooth", in: screen))
    try session.click(column: bluetooth.column, row: bluetooth.row)
    screen = try await session.waitFor("Bluetooth on") {
      Self.line("Bluetooth", in: $0).hasSuffix("[x]")
    }

    // Reset asks first; y puts every value back.
    let reset = try #require(Self.cell(of: "Reset", in: screen))
    try session.click(column: reset.column, row: reset.row)
    try await session.waitFor(text: "Reset all settings? (y/n)")
    try session.sendKeys(.text("y"))
    screen = try await session.waitFor(text: "Settings reset.")
    #expect(Self.line("Volume", in: screen).hasSuffix("‹ 5 ›"))
    #expect(Self.line("Device name", in: screen).contains("[Living room "))

    try session.sendKeys(.text("q"))
    try await session.expectRestoredExit(status: 0)
  }

  /// The Sound page's slider: Right moves it a step, a click on its track sets the value
  /// there, a drag moves the knob (issue 33).
  @Test func theSliderMovesWithTheKeysAClickAndADrag() async throws {
    let session = try TmuxSession(Binary.locate("gallery"), ["settings"], columns: 140, rows: 20)
    try await session.waitFor(text: "Bluetooth")
    try session.sendKeys(.down, .down, .enter)
    var screen = try await session.waitFor("the slider at 60") {
      Self.line("Alert volume", in: $0).hasSuffix("┤  60")
    }
    // Volume, Alert sound, Alert volume.
    try session.sendKeys(.tab, .tab, .tab, .right)
    screen = try await session.waitFor("the slider at 65") {
      Self.line("Alert volume", in: $0).hasSuffix("┤  65")
    }
    let start = try #require(Self.cell(of: "├", in: screen))
    try session.click(column: start.column + 2, row: start.row)
    screen = try await session.waitFor("the slider near its start") {
      Self.line("Alert volume", in: $0).hasSuffix("┤   5")
    }
    #expect(Self.line("Alert volume", in: screen).contains("├─●"))
    try session.drag(
      from: (start.column + 2, start.row), to: (start.column + 20, start.row), steps: 3)
    try await session.waitFor("the knob at the end") {
      Self.line("Alert volume", in: $0).hasSuffix("┤ 100")
    }
    try session.sendKeys(.text("q"))
    try await session.expectRestoredExit(status: 0)
  }
}
