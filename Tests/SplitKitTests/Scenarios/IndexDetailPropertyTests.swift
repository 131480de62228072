import PropertyBased
import SplitKit
import SplitKitTesting
import Testing

/// Random sequences of sizes, axes, fractions, forced collapses, showDetail, pops and time
/// on an index/detail container: at rest, exactly the panes with room are appeared.
@MainActor @Suite struct IndexDetailPropertyTests {
  static let actions = Gen.int(in: 0...(7 * 64)).array(of: 1...24)

  /// Plays `code % 7` with `code / 7` as its parameter; returns what it did.
  private func play(
    _ code: Int, on container: IndexDetailController, time: inout Duration
  ) -> String {
    let parameter = code / 7
    switch code % 7 {
    case 0:
      container.axis = container.axis == .horizontal ? .vertical : .horizontal
      return "axis \(container.axis)"
    case 1:
      let size = Size(
        width: [1, 30, 60, 120][parameter % 4], height: [5, 15, 30, 60][parameter / 4 % 4])
      container.setContainerSize(size)
      return "size \(size)"
    case 2:
      container.detailFraction = [0, 0.5, 0.66, 1][parameter % 4]
      return "fraction \(container.detailFraction)"
    case 3:
      container.showDetail(ViewController(title: "D\(parameter)"))
      return "showDetail"
    case 4:
      container.forcesCollapse.toggle()
      return "force \(container.forcesCollapse)"
    case 5:
      time += .milliseconds(parameter * 5)
      container.advance(to: time)
      return "advance"
    default:
      container.detailNavigation.popViewController(animated: parameter % 2 == 0)
      return "pop"
    }
  }

  private func run(_ codes: [Int]) {
    let index = ViewController(title: "Index")
    let placeholder = ViewController(title: "Root")
    let container = IndexDetailController.terminalSized(index: index, placeholder: placeholder)
    let recorder = AppearanceRecorder(observing: container)
    container.setVisibleInWindow(true)
    var time = Duration.seconds(1)
    let history = codes.map { play($0, on: container, time: &time) }.joined(separator: ", ")
    container.advance(to: time + .seconds(5))
    container.advance(to: time + .seconds(10))
    #expect(!container.isAnimating, "\(history)")
    let visible = Set(container.layout.visibleColumns)
    let top = container.detailNavigation.topViewController
    let indexShown =
      container.isCollapsed ? top === index : visible.contains(.primary)
    #expect((index.appearanceState == .appeared) == indexShown, "\(history)")
    if let top, top !== index {
      #expect((top.appearanceState == .appeared) == visible.contains(.secondary), "\(history)")
    }
    let below = container.detailNavigation.viewControllers.dropLast()
    for controller in below where controller !== index {
      #expect(controller.appearanceState == .disappeared, "\(controller.debugName): \(history)")
    }
    for (name, balance) in recorder.balance {
      #expect((0...1).contains(balance), "\(name) \(balance): \(history)")
    }
  }

  @Test func exactlyThePanesWithRoomAreOnScreenAfterAnySequence() async {
    await propertyCheck(count: 1500, input: Self.actions) { codes in run(codes) }
  }

  @Test func takingTheDetailsRoomDuringAPopOfTheDetailStackKeepsCallbacksBalanced() {
    // Found by the property above: the pop's `didAppear` never came.
    run([3 + 7 * 5, 0, 1 + 7 * 9, 6, 2])  // showDetail, vertical, 30x30, pop, fraction 0
  }
}
