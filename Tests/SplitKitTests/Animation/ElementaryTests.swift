import Foundation
import Testing

@testable import SplitKit

/// The engine's own `exp`, `log`, `sin`, `cos` must agree with the platform's libm.
@Suite struct ElementaryTests {
  static let arguments: [Double] = [
    -700, -50, -10.5, -3, -1, -0.5, -1e-9, 0, 1e-12, 0.1, 0.3466, 0.5, 1, 2.5, 7, 31.6, 100, 700,
  ]

  @Test(arguments: arguments) func expMatchesLibm(x: Double) {
    let expected = Foundation.exp(x)
    #expect(
      abs(Elementary.exp(x) - expected) <= 5e-16 * expected, "within two units in the last place")
  }

  @Test(arguments: arguments.map(abs).filter { $0 > 0 }) func logMatchesLibm(x: Double) {
    #expect(abs(Elementary.log(x) - Foundation.log(x)) <= 1e-15 * max(1, abs(Foundation.log(x))))
  }

  @Test(arguments: arguments.filter { abs($0) < 1000 }) func sineAndCosineMatchLibm(x: Double) {
    #expect(abs(Elementary.sin(x) - Foundation.sin(x)) <= 1e-15 * max(1, abs(x)))
    #expect(abs(Elementary.cos(x) - Foundation.cos(x)) <= 1e-15 * max(1, abs(x)))
  }

  @Test func hyperbolicFunctionsMatchLibm() {
    for x in stride(from: -20.0, through: 20, by: 0.37) {
      #expect(
        abs(Elementary.sinh(x) - Foundation.sinh(x)) <= 1e-14 * max(1, abs(Foundation.sinh(x))))
      #expect(abs(Elementary.cosh(x) - Foundation.cosh(x)) <= 1e-14 * Foundation.cosh(x))
    }
  }

  @Test func edgeCasesNeverTrap() {
    #expect(Elementary.exp(1000) == .infinity)
    #expect(Elementary.exp(-1000) == 0)
    #expect(Elementary.log(0) == -.infinity)
    #expect(Elementary.log(-1).isNaN)
    #expect(Elementary.exp(.nan).isNaN)
  }
}
