import SplitKitTerminal
import Testing

@Suite struct TextViewStateCommandTests {
  @Test func commandsScrollALineAPageOrToEitherEnd() {
    var state = TextViewState()
    let steps: [(HostCommand, Int)] = [
      (.moveDown, 1), (.pageDown, 20), (.pageUp, 1), (.moveUp, 0), (.end, 80), (.home, 0),
    ]
    for (command, offset) in steps {
      let handled = state.perform(command, lineCount: 100, visibleRows: 20)
      #expect(handled, "\(command)")
      #expect(state.offset == offset, "after \(command)")
    }
  }

  @Test func otherCommandsAreLeftToTheHostAndChangeNothing() {
    var state = TextViewState(offset: 5)
    for command in [HostCommand.open, .toggleDisplayMode, .back] {
      let handled = state.perform(command, lineCount: 100, visibleRows: 20)
      #expect(!handled, "\(command)")
      #expect(state.offset == 5)
    }
  }

  @Test func theWheelScrollsThreeLinesAndOtherMouseEventsNothing() {
    var state = TextViewState()
    let at = CellPosition(x: 3, y: 3)
    let steps: [(MouseEvent, Bool, Int)] = [
      (MouseEvent(.wheelDown, button: .none, at: at), true, 3),
      (MouseEvent(.wheelUp, button: .none, at: at), true, 0),
      (MouseEvent(.press, button: .left, at: at), false, 0),
    ]
    for (event, expected, offset) in steps {
      let handled = state.scroll(for: event, lineCount: 100, visibleRows: 20)
      #expect(handled == expected, "\(event.kind)")
      #expect(state.offset == offset, "after \(event.kind)")
    }
  }
}
