import PropertyBased
import SplitKit
import SplitKitTesting
import Testing

/// Thousands of random action sequences, checking ``SplitInvariants`` after every action.
@MainActor @Suite struct SplitPropertyTests {
  /// Plays one encoded action: `code % 17` picks the action, `code / 17` its parameter.
  @MainActor final class World {
    let f: MailFixture
    var controllers: [ViewController]
    var time: Duration = .seconds(1)
    var counter = 0
    var snapshot: SplitRestorationState?

    /// A split of `style` at `width`, attached to the window before or after its first size.
    init(style: SplitViewController.Style, width: Double = 150, attachesFirst: Bool = false) {
      let fixture = MailFixture(
        width: width, style: style, keepsInitialEvents: true, attachesFirst: attachesFirst)
      if style == .tripleColumn {
        fixture.split.setViewController(
          ViewController(title: "Messages", restorationIdentifier: "messages"), for: .supplementary)
      }
      f = fixture
      controllers =
        [fixture.split, fixture.list, fixture.detail]
        + fixture.split.expandedColumns.compactMap { fixture.split.navigationController(for: $0) }
        + (fixture.split.viewController(for: .supplementary).map { [$0] } ?? [])
    }

    func make(_ prefix: String) -> ViewController {
      counter += 1
      let controller = ViewController(
        title: "\(prefix)\(counter)", restorationIdentifier: "\(prefix)\(counter)")
      controllers.append(controller)
      return controller
    }

    func tick(_ milliseconds: Int = 16) {
      time += .milliseconds(milliseconds)
      f.split.advance(to: time)
    }

    func drag(
      from start: Double, by distance: Double, steps: Int, stepMilliseconds: Int, y: Double = 3
    ) {
      let split = f.split
      split.pointerDown(at: Point(x: start, y: y), time: time)
      for step in 1...steps {
        time += .milliseconds(stepMilliseconds)
        split.pointerMoved(
          to: Point(x: start + distance * Double(step) / Double(steps), y: y), time: time)
      }
      split.pointerUp(at: Point(x: start + distance, y: y), time: time)
    }

    func play(_ code: Int) -> String {
      let split = f.split
      let parameter = code / 17
      let width = split.containerSize.width
      switch code % 17 {
      case 0:
        let newWidth = Double(1 + parameter % 300)
        split.setContainerSize(Size(width: newWidth, height: 30))
        return "resize \(newWidth)"
      case 1: split.viewController(for: .primary)?.showDetail(make("D")); return "select"
      case 2: split.show(.primary); return "show primary"
      case 3: split.hide(.primary); return "hide primary"
      case 4: split.pressDisplayModeButton(); return "button"
      case 5:
        let distance = Double(parameter % 60)
        drag(from: 0, by: distance, steps: 1 + parameter % 5, stepMilliseconds: 5 + parameter % 200)
        return "edge swipe \(distance)"
      case 6:
        split.pointerDown(at: Point(x: width - 1, y: 2), time: time);
        split.pointerUp(at: Point(x: width - 1, y: 2), time: time); return "tap far side"
      case 7:
        split.navigationController(for: .primary)?.pushViewController(
          make("P"), animated: parameter % 2 == 0);
        return "push primary"
      case 8:
        split.navigationController(for: .primary)?.popViewController(animated: parameter % 2 == 0);
        return "pop primary"
      case 9: split.pushDetail(make("Q")); return "push detail"
      case 10: split.forcesCollapse.toggle(); return "force \(split.forcesCollapse)"
      case 11:
        if let snapshot {
          let known = Dictionary(
            controllers.compactMap { c in c.restorationIdentifier.map { ($0, c) } },
            uniquingKeysWith: { a, _ in a })
          try? split.restore(from: snapshot, resolving: { known[$0] })
          return "restore"
        }
        snapshot = split.restorationState
        return "snapshot"
      case 12: tick(parameter % 400); return "advance"
      case 13: split.navigationController(for: .secondary)?.popViewController(); return "pop detail"
      case 14:
        let rtl = split.windowTraitCollection.layoutDirection != .rightToLeft
        split.windowTraitCollection = TraitCollection(
          layoutDirection: rtl ? .rightToLeft : .leftToRight)
        return "rtl \(rtl)"
      case 15:
        let start = split.layout[.secondary]?.visibleFrame.minX ?? 0
        drag(
          from: start + 1, by: Double(parameter % 80) - 20, steps: 3,
          stepMilliseconds: 10 + parameter % 100)
        return "back swipe"
      default:
        split.animationsEnabled.toggle()
        return "animations \(split.animationsEnabled)"
      }
    }
  }

  static let actions = Gen.int(in: 0...(17 * 300)).array(of: 1...30)

  /// Plays `codes` from a start the first code picks (width 1…300, attach order), checking
  /// the invariants after every action and at rest.
  func run(_ codes: [Int], style: SplitViewController.Style) {
    let start = codes.first ?? 0
    let world = World(style: style, width: Double(1 + start % 300), attachesFirst: start % 2 == 1)
    var history: [String] = []
    for code in codes {
      history.append(world.play(code))
      let context = history.joined(separator: ", ")
      SplitInvariants.checkAlways(world.f.split, context: context)
      world.tick(40)
      SplitInvariants.checkAlways(world.f.split, context: context)
    }
    world.f.split.pointerCancelled()
    world.tick(5000)
    world.tick(5000)
    SplitInvariants.checkAtRest(
      world.f.split, recorder: world.f.appearance, controllers: world.controllers,
      context: history.joined(separator: ", "))
  }

  @Test func doubleColumnInvariantsHoldOverRandomActionSequences() async {
    await propertyCheck(count: 1500, input: Self.actions) { codes in
      run(codes, style: .doubleColumn)
    }
  }

  @Test func tripleColumnInvariantsHoldOverRandomActionSequences() async {
    await propertyCheck(count: 800, input: Self.actions) { codes in run(codes, style: .tripleColumn)
    }
  }

  @Test func collapsingThenExpandingReturnsTheSameDetail() async {
    await propertyCheck(count: 800, input: Self.actions) { codes in
      let world = World(style: .doubleColumn)
      for code in codes where code % 17 != 11 { _ = world.play(code) }
      world.f.split.forcesCollapse = false
      world.f.split.setContainerSize(Size(width: 150, height: 30))
      world.tick(5000)
      world.tick(5000)
      let detail = world.f.split.navigationController(for: .secondary)?.viewControllers.map(
        \.debugName)
      let primary = world.f.split.navigationController(for: .primary)?.viewControllers.map(
        \.debugName)
      world.f.split.setContainerSize(Size(width: 60, height: 30))
      world.f.split.setContainerSize(Size(width: 150, height: 30))
      #expect(
        world.f.split.navigationController(for: .secondary)?.viewControllers.map(\.debugName)
          == detail)
      #expect(
        world.f.split.navigationController(for: .primary)?.viewControllers.map(\.debugName)
          == primary)
    }
  }
}
