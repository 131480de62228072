import SplitKit
import SplitKitTesting
import Testing

/// The invariants every reachable split view state keeps (issue 2, "Tests").
@MainActor
enum SplitInvariants {
  /// Checks what must hold at any instant, mid-transition included.
  static func checkAlways(_ split: SplitViewController, context: String) {
    let bounds = Rect(origin: .zero, size: split.containerSize)
    let layout = split.layout
    for column in layout.columns {
      #expect(bounds.contains(column.visibleFrame), "\(column) outside \(bounds) — \(context)")
      #expect((0...1).contains(column.dimming), "\(column) dimming — \(context)")
    }
    for divider in layout.dividers {
      #expect(bounds.contains(divider.frame), "divider outside — \(context)")
    }
    // A column overlapping the secondary (an overlay, opening or closing) is drawn above it.
    if let secondary = layout.columns.firstIndex(where: { $0.column == .secondary }) {
      for (index, column) in layout.columns.enumerated() where index != secondary {
        let overlaps = column.visibleFrame.intersects(layout.columns[secondary].visibleFrame)
        #expect(!overlaps || index > secondary, "\(column.column) under the secondary — \(context)")
      }
    }
    if !split.isCollapsed {
      #expect(split.displayMode != .automatic)
      #expect(
        split.splitBehavior.allowedDisplayModes(for: split.style).contains(split.displayMode),
        "\(split.displayMode) not allowed under \(split.splitBehavior) — \(context)")
    }
    var seen = Set<ObjectIdentifier>()
    for column in split.expandedColumns {
      for controller in split.navigationController(for: column)?.viewControllers ?? [] {
        #expect(
          seen.insert(ObjectIdentifier(controller)).inserted,
          "\(controller.debugName) twice — \(context)")
        #expect(
          controller.parent === split.navigationController(for: column),
          "parent of \(controller.debugName) — \(context)")
      }
    }
    if let focused = layout.focusedColumn {
      #expect(layout[focused]?.isCovered != true, "focus on a covered column — \(context)")
    }
  }

  /// Checks what must hold once transitions have settled.
  static func checkAtRest(
    _ split: SplitViewController, recorder: AppearanceRecorder, controllers: [ViewController],
    context: String
  ) {
    #expect(!split.isAnimating, "still animating — \(context)")
    if let focused = split.layout.focusedColumn {
      #expect(
        split.layout[focused]?.isCovered == false,
        "focus on \(focused) off screen or covered — \(context)")
    }
    let layout = split.layout
    if !split.isCollapsed && split.splitBehavior == .tile {
      let frames = layout.columns.map(\.visibleFrame)
      for i in frames.indices {
        for j in frames.indices where i < j {
          #expect(!frames[i].intersects(frames[j]), "tiled columns overlap — \(context)")
        }
      }
    }
    var expected: Set<ObjectIdentifier> = [ObjectIdentifier(split)]
    for column in layout.visibleColumns {
      let holder: ViewController? =
        column == .compact
        ? split.viewController(for: .compact) : split.navigationController(for: column)
      guard let holder else { continue }
      expected.insert(ObjectIdentifier(holder))
      if let navigation = holder as? NavigationController, let top = navigation.topViewController {
        expected.insert(ObjectIdentifier(top))
      }
    }
    // `will` callbacks alternate (appear, disappear, appear, …) — a cancelled transition's
    // reversing pair included — and every `did` confirms the latest `will`.
    var lastWill: [ObjectIdentifier: AppearanceEvent.Kind] = [:]
    var lastDid: [ObjectIdentifier: AppearanceEvent.Kind] = [:]
    for event in recorder.events {
      let key = ObjectIdentifier(event.viewController)
      switch event.kind {
      case .willAppear, .willDisappear:
        let previous = lastWill[key] ?? .willDisappear
        #expect(previous != event.kind, "two \(event.kind) in a row for \(event.name) — \(context)")
        lastWill[key] = event.kind
      case .didAppear, .didDisappear:
        let expected: AppearanceEvent.Kind = event.kind == .didAppear ? .willAppear : .willDisappear
        #expect(
          lastWill[key] == expected,
          "\(event.kind) after \(String(describing: lastWill[key])) for \(event.name) — \(context)")
        lastDid[key] = event.kind
      }
    }
    for controller in controllers {
      let key = ObjectIdentifier(controller)
      let onScreen = expected.contains(key)
      #expect(
        controller.appearanceState == (onScreen ? .appeared : .disappeared),
        "\(controller.debugName) — \(context)")
      #expect(
        (lastDid[key] ?? .didDisappear) == (onScreen ? .didAppear : .didDisappear),
        "\(controller.debugName) log — \(context)")
    }
  }
}
