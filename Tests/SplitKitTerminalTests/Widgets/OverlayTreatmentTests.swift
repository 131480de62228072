import SplitKitTerminal
import Testing

@Suite struct OverlayTreatmentTests {
  private let screen = Buffer(lines: ["abcdef", "ghijkl"])

  @Test func atZeroOnlyTheBorderIsDrawn() {
    var buffer = screen
    let treatment = OverlayTreatment(edge: .trailing, dimAmount: 0)
    treatment.apply(
      overlay: CellRect(x: 0, y: 0, width: 3, height: 2), covered: buffer.bounds, to: &buffer)
    #expect(buffer == Buffer(lines: ["ab│def", "gh│jkl"]))
    #expect(
      treatment.contentRect(for: CellRect(x: 0, y: 0, width: 3, height: 2))
        == CellRect(x: 0, y: 0, width: 2, height: 2))
  }

  @Test func coveredContentIsDimmedWithAShadowOnTheTrailingEdge() {
    var buffer = screen
    OverlayTreatment(edge: .trailing, dimAmount: 1).apply(
      overlay: CellRect(x: 0, y: 0, width: 3, height: 2), covered: buffer.bounds, to: &buffer)
    var expected = Buffer(lines: ["ab│def", "gh│jkl"])
    expected.setStyle(Style(attributes: .dim), in: CellRect(x: 4, y: 0, width: 2, height: 2))
    expected.setStyle(
      Style(background: .indexed(236), attributes: .dim),
      in: CellRect(x: 3, y: 0, width: 1, height: 2))
    #expect(buffer == expected)
  }

  @Test func aLeadingEdgeOverlayHasItsBorderAndShadowOnTheLeft() {
    var buffer = screen
    let treatment = OverlayTreatment(edge: .leading, dimAmount: 0.5, showsBorder: true)
    treatment.apply(
      overlay: CellRect(x: 3, y: 0, width: 3, height: 2), covered: buffer.bounds, to: &buffer)
    var expected = Buffer(lines: ["abc│ef", "ghi│kl"])
    expected.setStyle(Style(attributes: .dim), in: CellRect(x: 0, y: 0, width: 2, height: 2))
    expected.setStyle(
      Style(background: .indexed(236), attributes: .dim),
      in: CellRect(x: 2, y: 0, width: 1, height: 2))
    #expect(buffer == expected)
    #expect(
      treatment.contentRect(for: CellRect(x: 3, y: 0, width: 3, height: 2))
        == CellRect(x: 4, y: 0, width: 2, height: 2))
  }

  @Test func dimmingFollowsTheAmount() {
    let style = Style(foreground: .rgb(200, 100, 0), background: .ansi(.blue))
    #expect(style.dimmed(by: 0) == style)
    #expect(style.dimmed(by: -1) == style)
    #expect(
      style.dimmed(by: 0.5)
        == Style(foreground: .rgb(150, 75, 0), background: .ansi(.blue), attributes: .dim))
    #expect(
      style.dimmed(by: 1)
        == Style(foreground: .rgb(100, 50, 0), background: .ansi(.blue), attributes: .dim))
    #expect(style.dimmed(by: 7) == style.dimmed(by: 1))
  }

  @Test func withoutBorderTheOverlayKeepsAllItsCells() {
    var buffer = screen
    let treatment = OverlayTreatment(dimAmount: 0, showsBorder: false)
    treatment.apply(
      overlay: CellRect(x: 0, y: 0, width: 3, height: 2), covered: buffer.bounds, to: &buffer)
    #expect(buffer == screen)
    #expect(
      treatment.contentRect(for: CellRect(x: 0, y: 0, width: 3, height: 2))
        == CellRect(x: 0, y: 0, width: 3, height: 2))
  }
}
