import CGtk
import SplitKitGTK
import Testing

/// GDK key values become the same key events the terminal decodes, so one binding table
/// serves both hosts; GDK's key tables need no display.
@Suite
struct GTKKeysTests {
  private func key(_ keyval: UInt32, _ state: GdkModifierType = GdkModifierType(0)) -> KeyEvent? {
    GTKKeys.keyEvent(keyval: keyval, state: state)
  }

  @MainActor @Test func aWindowHandlesEveryCommandButSuspendAndItsTableLeavesCtrlZOut() {
    #expect(GTKHost.handledCommands == Set(HostCommand.allCases).subtracting([.suspend]))
    let window = KeyBindings.standard.handling(GTKHost.handledCommands)
    let ctrlZ = key(0x7A, GDK_CONTROL_MASK)
    #expect(ctrlZ == KeyEvent(.character("z"), modifiers: .control))
    #expect(ctrlZ.flatMap { window.command(for: $0) } == nil, "Ctrl-Z goes on to GTK")
    #expect(window.helpEntries.map(\.description).contains("Quit"))
    #expect(!window.helpEntries.map(\.description).contains("Suspend"))
  }

  @Test func everyStandardBindingIsReachableFromTheKeyboard() {
    let pressed: [(UInt32, GdkModifierType, HostCommand)] = [
      (0xFF52, GdkModifierType(0), .moveUp), (0x6B, GdkModifierType(0), .moveUp),
      (0xFF54, GdkModifierType(0), .moveDown), (0x6A, GdkModifierType(0), .moveDown),
      (0xFF55, GdkModifierType(0), .pageUp), (0xFF56, GdkModifierType(0), .pageDown),
      (0xFF50, GdkModifierType(0), .home), (0xFF57, GdkModifierType(0), .end),
      (0xFF0D, GdkModifierType(0), .open), (0xFF53, GdkModifierType(0), .open),
      (0xFF1B, GdkModifierType(0), .back), (0xFF08, GdkModifierType(0), .back),
      (0x5C, GdkModifierType(0), .toggleDisplayMode), (0xFF09, GdkModifierType(0), .focusNext),
      (0xFE20, GDK_SHIFT_MASK, .focusPrevious), (0x5B, GdkModifierType(0), .narrowPrimary),
      (0x5D, GdkModifierType(0), .widenPrimary), (0x3F, GDK_SHIFT_MASK, .toggleHelp),
      (0x71, GdkModifierType(0), .quit), (0x63, GDK_CONTROL_MASK, .quit),
    ]
    for (keyval, state, command) in pressed {
      let event = key(keyval, state)
      #expect(
        event.flatMap { KeyBindings.standard.command(for: $0) } == command,
        "keyval \(keyval) gave \(String(describing: event))")
    }
  }

  @Test func shiftIsFoldedIntoCharactersButKeptForNamedKeys() {
    #expect(key(0x41, GDK_SHIFT_MASK) == KeyEvent(.character("A")))
    #expect(key(0xFF52, GDK_SHIFT_MASK) == KeyEvent(.up, modifiers: .shift))
    #expect(key(0xFE20, GDK_SHIFT_MASK) == KeyEvent(.backTab))
    #expect(
      key(0x43, GdkModifierType(GDK_CONTROL_MASK.rawValue | GDK_SHIFT_MASK.rawValue))
        == KeyEvent(.character("c"), modifiers: .control))
    #expect(key(0xFFC1) == KeyEvent(.f(4)))
  }

  /// The Menu key is Shift-F10, which opens the selected row's context menu.
  @Test func theMenuKeyIsShiftF10() {
    #expect(key(0xFF67) == KeyEvent(.f(10), modifiers: .shift))
    #expect(key(0xFFC7, GDK_SHIFT_MASK) == KeyEvent(.f(10), modifiers: .shift))
  }

  @Test func modifierKeysAloneAreNotKeys() {
    #expect(key(0xFFE1) == nil)  // Shift_L
    #expect(key(0xFFE3) == nil)  // Control_L
  }
}
