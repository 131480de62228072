import Testing

@testable import SplitKit

@Suite struct EasingTests {
  @Test(arguments: Easing.allCases) func everyCurveStartsAtZeroAndEndsAtOne(easing: Easing) {
    #expect(easing(0) == 0)
    #expect(easing(1) == 1)
    #expect(easing(-3) == 0)
    #expect(easing(7) == 1)
    #expect(easing(.nan) == 0)
  }

  @Test(arguments: Easing.allCases) func everyCurveIsMonotonicAndStaysInRange(easing: Easing) {
    var previous = 0.0
    for step in 0...1000 {
      let value = easing.value(at: Double(step) / 1000)
      #expect(value >= previous, "\(easing) decreases at \(step)")
      #expect((0...1).contains(value))
      previous = value
    }
  }

  @Test func cubicCurvesHaveTheirTextbookValues() {
    #expect(Easing.easeOutCubic(0.5) == 0.875)
    #expect(Easing.easeInCubic(0.5) == 0.125)
    #expect(Easing.easeInOutCubic(0.25) == 0.0625)
    #expect(Easing.easeInOutCubic(0.5) == 0.5)
    #expect(Easing.easeInOutCubic(0.75) == 0.9375)
    #expect(Easing.linear(0.3) == 0.3)
  }

  @Test func otherFamiliesHaveTheirTextbookValues() {
    #expect(Easing.easeInQuad(0.5) == 0.25)
    #expect(Easing.easeOutQuad(0.5) == 0.75)
    #expect(Easing.easeInOutQuad(0.25) == 0.125)
    #expect(Easing.easeInQuart(0.5) == 0.0625)
    #expect(Easing.easeOutQuart(0.5) == 0.9375)
    #expect(Easing.easeInOutQuart(0.75) == 0.96875)
    #expect(abs(Easing.easeOutSine(1.0 / 3) - 0.5) < 1e-15)
    #expect(abs(Easing.easeInSine(2.0 / 3) - 0.5) < 1e-15)
    #expect(abs(Easing.easeInOutSine(0.5) - 0.5) < 1e-15)
    #expect(abs(Easing.easeOutExpo(0.1) - 0.5) < 1e-15)
    #expect(abs(Easing.easeInExpo(0.9) - 0.5) < 1e-15)
    #expect(abs(Easing.easeInOutExpo(0.5) - 0.5) < 1e-15)
  }

  @Test(arguments: [
    (Easing.easeInQuad, Easing.easeOutQuad), (.easeInCubic, .easeOutCubic),
    (.easeInQuart, .easeOutQuart), (.easeInSine, .easeOutSine), (.easeInExpo, .easeOutExpo),
  ])
  func easeOutIsEaseInPlayedBackwards(easeIn: Easing, easeOut: Easing) {
    for step in 1..<100 {
      let t = Double(step) / 100
      #expect(abs(easeOut(t) - (1 - easeIn(1 - t))) < 1e-12)
    }
  }

  @Test(arguments: [
    Easing.easeInOutQuad, .easeInOutCubic, .easeInOutQuart, .easeInOutSine, .easeInOutExpo,
  ])
  func inOutCurvesArePointSymmetricAboutTheMiddle(easing: Easing) {
    for step in 0...100 {
      let t = Double(step) / 100
      #expect(abs(easing(t) + easing(1 - t) - 1) < 1e-12)
    }
  }

  @Test func descriptionsNameTheCase() {
    #expect(
      Easing.allCases.map(\.description).count == Set(Easing.allCases.map(\.description)).count)
    #expect(Easing.easeOutCubic.description == "easeOutCubic")
  }
}
