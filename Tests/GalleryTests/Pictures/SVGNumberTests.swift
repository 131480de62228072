import GalleryPictures
import Testing

@Suite struct SVGNumberTests {
  @Test(arguments: [
    (0.0, "0"), (12.0, "12"), (-3.0, "-3"), (3.14159, "3.14"), (2.5, "2.5"), (0.05, "0.05"),
    (1.005, "1"),
    (-0.001, "0"), (-0.004, "0"), (-1.25, "-1.25"), (0.1 + 0.2, "0.3"), (99.999, "100"),
  ])
  func formatsWithAtMostTwoDecimalsAndNoNegativeZero(value: Double, expected: String) {
    #expect(SVGNumber.format(value) == expected)
  }

  @Test func nonFiniteValuesNeverTrapAndPrintAsPlainNumbers() {
    #expect(SVGNumber.format(.nan) == "0")
    #expect(SVGNumber.format(.infinity) == "1000000000")
    #expect(SVGNumber.format(-.infinity) == "-1000000000")
    #expect(SVGNumber.format(1e300) == "1000000000")
  }
}
