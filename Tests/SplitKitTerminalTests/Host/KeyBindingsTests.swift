import SplitKitTerminal
import Testing

@Suite struct KeyBindingsTests {
  @Test func printableCharactersMatchWhateverShiftSays() {
    let bindings = KeyBindings.standard
    #expect(bindings.command(for: KeyEvent(.character("?"), modifiers: .shift)) == .toggleHelp)
    #expect(bindings.command(for: KeyEvent(.character("?"))) == .toggleHelp)
    #expect(bindings.command(for: KeyEvent(.character("j"))) == .moveDown)
  }

  @Test func otherModifiersMustMatchExactly() {
    let bindings = KeyBindings.standard
    #expect(bindings.command(for: KeyEvent(.character("j"), modifiers: .control)) == nil)
    #expect(bindings.command(for: KeyEvent(.character("q"), modifiers: .alt)) == nil)
    #expect(bindings.command(for: KeyEvent(.up, modifiers: .shift)) == nil)
    #expect(bindings.command(for: KeyEvent(.character("c"), modifiers: .control)) == .quit)
    #expect(bindings.command(for: KeyEvent(.character("z"), modifiers: .control)) == .suspend)
  }

  @Test func unboundKeysHaveNoCommand() {
    #expect(KeyBindings.standard.command(for: KeyEvent(.character("x"))) == nil)
    #expect(KeyBindings.standard.command(for: KeyEvent(.f(1))) == nil)
  }

  @Test func everyCommandHasAKeyAndAHelpLine() {
    let bound = Set(KeyBindings.standard.entries.map(\.command))
    #expect(bound == Set(HostCommand.allCases))
    #expect(KeyBindings.standard.helpEntries.count == KeyBindings.standard.entries.count)
    #expect(
      KeyBindings.standard.helpEntries.allSatisfy { !$0.keys.isEmpty && !$0.description.isEmpty })
  }

  @Test func aHostsTableKeepsOnlyTheRowsOfCommandsItHandlesInOrder() {
    let window = KeyBindings.standard.handling(Set(HostCommand.allCases).subtracting([.suspend]))
    #expect(window.entries == KeyBindings.standard.entries.filter { $0.command != .suspend })
    #expect(window.command(for: KeyEvent(.character("z"), modifiers: .control)) == nil)
    #expect(window.command(for: KeyEvent(.character("q"))) == .quit)
    #expect(!window.helpEntries.contains { $0.keys == "^Z" })
    #expect(KeyBindings.standard.handling([.quit]).helpEntries.map(\.description) == ["Quit"])
  }

  @Test func noKeyIsClaimedTwice() {
    let keys = KeyBindings.standard.entries.flatMap(\.keys)
    #expect(Set(keys).count == keys.count)
  }

  @Test func theFirstRowClaimingAKeyWins() {
    let j = KeyEvent(.character("j"))
    let bindings = KeyBindings(entries: [
      .init(keys: [j], label: "j", command: .quit, description: "Quit"),
      .init(keys: [j], label: "j", command: .moveDown, description: "Down"),
    ])
    #expect(bindings.command(for: j) == .quit)
  }
}
