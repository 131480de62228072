import SplitKit
import SplitKitContent
import SplitKitHostCore
import Testing

@MainActor @Suite struct FormControllerTests {
  final class Settings {
    var bluetooth = true
    var appearance = 1
    var name = "Living room"
    var volume = 5
    var resets = 0
  }

  final class General: FormController, ContentRendering {
    let settings = Settings()
    var changes = 0
    var opened = 0
    override func makeForm() -> Form {
      Form(sections: [
        FormSection(
          "Connections",
          rows: [
            .toggle("Bluetooth", isOn: .to(settings, \.bluetooth)),
            .choice(
              "Appearance", options: ["Light", "Dark", "Automatic"],
              selection: .to(settings, \.appearance)),
            .textField(
              "Device name", text: .to(settings, \.name), placeholder: "Name",
              validate: { $0.isEmpty ? "A name is needed." : nil }),
          ]),
        FormSection(
          "Sound", footer: "0 is silent.",
          rows: [
            .stepper("Volume", value: .to(settings, \.volume), range: 0...10),
            .disclosure("Version", value: { "1.0" }),
            .disclosure("About", value: { "SplitKit" }) { [unowned self] in opened += 1 },
            .button("Reset", role: .destructive) { [unowned self] in
              ask("Reset all settings?") { yes in
                guard yes else { return }
                self.settings.resets += 1
                self.settings.volume = 5
                self.settings.name = "Living room"
                self.valuesDidChange()
              }
            },
          ]),
      ])
    }
    func contentDidChange(_ change: ContentChange) { changes += 1 }
  }

  static func general() -> General {
    let general = General(title: "General")
    general.renderer = general
    _ = general.form
    return general
  }

  @discardableResult
  static func press(_ general: General, _ key: Key, _ modifiers: KeyModifiers = []) -> Bool {
    general.receive(key: KeyEvent(key, modifiers: modifiers))
  }

  @Test func keysChangeTheAppsValuesThroughTheBindings() {
    let general = Self.general()
    #expect(general.formState.focus == "Bluetooth")
    Self.press(general, .character(" "))
    #expect(!general.settings.bluetooth)
    #expect(general.formState.rows[0].control == .toggle(isOn: false))
    Self.press(general, .tab)
    Self.press(general, .right)
    #expect(general.settings.appearance == 2)
    Self.press(general, .right)
    #expect(general.settings.appearance == 2)
    Self.press(general, .left)
    #expect(general.settings.appearance == 1)
    Self.press(general, .down)
    Self.press(general, .down)
    #expect(general.formState.focus == "Volume")
    Self.press(general, .right)
    Self.press(general, .character("+"))
    #expect(general.settings.volume == 7)
    Self.press(general, .character("-"))
    #expect(general.settings.volume == 6)
  }

  @Test func typingEditsTheFieldAndReturnWritesIt() {
    let general = Self.general()
    general.userFocused(row: "Device name")
    for character in " 2" { Self.press(general, .character(character)) }
    #expect(general.text(ofRow: "Device name") == "Living room 2")
    #expect(general.settings.name == "Living room")
    // `q` types: it does not reach the host.
    #expect(Self.press(general, .character("q")))
    Self.press(general, .backspace)
    Self.press(general, .left, .control)
    Self.press(general, .character("w"), .control)
    #expect(general.text(ofRow: "Device name") == "Living 2")
    Self.press(general, .enter)
    #expect(general.settings.name == "Living 2")
    Self.press(general, .character("!"))
    Self.press(general, .escape)
    #expect(general.text(ofRow: "Device name") == "Living 2")
    // Esc with nothing to put back is the host's (back).
    #expect(!Self.press(general, .escape))
  }

  @Test func anInvalidTextIsNotWrittenAndSaysWhy() {
    let general = Self.general()
    general.userFocused(row: "Device name")
    Self.press(general, .character("u"), .control)
    #expect(general.validationMessage(ofRow: "Device name") == "A name is needed.")
    Self.press(general, .enter)
    #expect(general.settings.name == "Living room")
    Self.press(general, .tab)
    #expect(general.settings.name == "Living room")
    #expect(general.text(ofRow: "Device name") == "Living room")
    #expect(general.validationMessage(ofRow: "Device name") == nil)
  }

  @Test func leavingAFieldWritesItsText() {
    let general = Self.general()
    general.userFocused(row: "Device name")
    _ = general.receive(paste: "\nX")
    general.userFocused(row: "Bluetooth")
    #expect(general.settings.name == "Living roomX")
  }

  @Test func aDestructiveButtonAsksFirst() {
    let general = Self.general()
    general.settings.volume = 9
    general.userActivated(row: "Reset")
    #expect(general.question == "Reset all settings?")
    #expect(general.settings.resets == 0)
    Self.press(general, .character("n"))
    #expect(general.settings.resets == 0)
    general.userActivated()
    Self.press(general, .character("y"))
    #expect(general.settings.resets == 1)
    #expect(general.settings.volume == 5)
    #expect(general.formState.rows[3].control == .stepper(value: 5, range: 0...10, step: 1))
  }

  @Test func valueRowsAreSkippedAndDisclosureRowsOpen() {
    let general = Self.general()
    general.userFocused(row: "Volume")
    Self.press(general, .down)
    #expect(general.formState.focus == "About")
    Self.press(general, .enter)
    Self.press(general, .right)
    #expect(general.opened == 2)
  }

  @Test func nativeWidgetsReportOnlyChanges() {
    let general = Self.general()
    let before = general.changes
    general.userSetToggle(true, row: "Bluetooth")
    general.userChose(1, row: "Appearance")
    general.userSetStepper(5, row: "Volume")
    general.userSetStepper(11, row: "Volume")
    #expect(general.changes == before)
    general.userSetToggle(false, row: "Bluetooth")
    general.userChose(0, row: "Appearance")
    general.userSetStepper(3, row: "Volume")
    #expect((general.settings.bluetooth, general.settings.appearance) == (false, 0))
    #expect(general.settings.volume == 3)
    general.userChangedText("Desk", row: "Device name")
    #expect(general.formState.focus == "Device name")
    #expect(general.settings.name == "Living room")
    general.userActivated()
    #expect(general.settings.name == "Desk")
  }

  @Test func theAppChangingAValueReachesTheRenderer() {
    let general = Self.general()
    let before = general.changes
    general.settings.bluetooth = false
    general.valuesDidChange()
    #expect(general.changes == before + 1)
    #expect(general.formState.rows[0].control == .toggle(isOn: false))
  }

  /// A slider is a stepper's value on a track: the keys step it within its range, a
  /// host's pointer sets any value in it, and the snapshot names its kind.
  @Test func aSliderStepsWithTheKeysAndTakesThePointersValue() {
    final class Sound: FormController {
      var level = 60
      override func makeForm() -> Form {
        Form(sections: [
          FormSection(rows: [.slider("Level", value: .to(self, \.level), range: 0...100, step: 5)])
        ])
      }
    }
    let sound = Sound(title: "Sound")
    _ = sound.form
    #expect(sound.formState.focus == "Level")
    #expect(sound.receive(key: KeyEvent(.right)))
    #expect(sound.level == 65)
    sound.userSetStepper(100, row: "Level")
    #expect(sound.receive(key: KeyEvent(.right)))
    #expect(sound.level == 100, "it stops at its end")
    sound.userSetStepper(130, row: "Level")
    #expect(sound.level == 100, "a value out of range is refused")
    sound.userSetStepper(0, row: "Level")
    #expect(sound.level == 0)
    let row = ContentSnapshot.FormContent(form: sound).sections.first?.rows.first
    #expect(row?.kind == .slider && row?.value == 0 && row?.maximum == 100 && row?.step == 5)
  }

  @Test func tabLeavesTheFormAfterTheLastRow() {
    let general = Self.general()
    general.userFocused(row: "Reset")
    #expect(!Self.press(general, .tab))
    #expect(Self.press(general, .backTab))
    #expect(general.formState.focus == "About")
  }
}
