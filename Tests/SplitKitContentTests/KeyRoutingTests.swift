import SplitKitHostCore
import Testing

/// Key routing and the key help are one value both hosts keep: every step here is what
/// the terminal and the GTK host do with a key.
@Suite struct KeyRoutingTests {
  static let help = KeyRouting.HelpScroll(maximumFirstRow: 20, page: 10)

  @Test func withoutHelpEveryKeyGoesToTheFocusedControllerThenTheHost() {
    var routing = KeyRouting()
    for command in [HostCommand.moveDown, .quit, .toggleHelp, nil] {
      let action = routing.keyPressed(command, helpScroll: .none)
      #expect(action == .route(command))
    }
    #expect(routing == KeyRouting())
  }

  @Test func helpOpensAtItsTopAndItsMovementKeysScrollIt() {
    var routing = KeyRouting()
    let opened = routing.setHelpVisible(true)
    let openedAgain = routing.setHelpVisible(true)
    #expect(opened && !openedAgain)
    var rows: [Int] = []
    for command in [HostCommand.moveDown, .pageDown, .pageDown, .moveUp, .home, .end, .pageUp] {
      let action = routing.keyPressed(command, helpScroll: Self.help)
      #expect(action == .helpChanged)
      rows.append(routing.helpFirstRow)
    }
    #expect(rows == [1, 11, 20, 19, 0, 20, 10])
    let fits = routing.keyPressed(.moveUp, helpScroll: .none)
    #expect(fits == .helpChanged)
    #expect(routing.helpFirstRow == 0, "all fits: no scrolling")
  }

  @Test func helpTakesEveryKeyButQuitSuspendAndTheKeysThatHideIt() {
    var routing = KeyRouting()
    routing.setHelpVisible(true)
    var actions: [KeyRouting.Action] = []
    for command in [HostCommand.open, nil, .quit, .suspend] {
      actions.append(routing.keyPressed(command, helpScroll: Self.help))
    }
    #expect(actions == [.ignore, .ignore, .perform(.quit), .perform(.suspend)])
    #expect(routing.isHelpVisible)
    _ = routing.keyPressed(.moveDown, helpScroll: Self.help)
    let back = routing.keyPressed(.back, helpScroll: Self.help)
    #expect(back == .helpChanged)
    #expect(routing == KeyRouting(), "hidden, and scrolled back to the top for next time")
    routing.setHelpVisible(true)
    let toggle = routing.keyPressed(.toggleHelp, helpScroll: Self.help)
    #expect(toggle == .helpChanged)
    #expect(!routing.isHelpVisible)
  }
}
