import SplitKitContent
import Testing

@Suite struct FormStateTests {
  static let rows = [
    FormState.Row(id: "Bluetooth", control: .toggle(isOn: false)),
    FormState.Row(id: "Version", control: .label),
    FormState.Row(id: "Appearance", control: .choice(selected: 0, count: 3)),
    FormState.Row(id: "Name", control: .textField(text: "Desk")),
    FormState.Row(id: "Volume", control: .stepper(value: 9, range: 0...10, step: 1)),
    FormState.Row(id: "Reset", control: .button),
  ]

  static func state() -> FormState {
    var state = FormState()
    state.rowsChanged(rows)
    return state
  }

  @Test func focusStartsOnTheFirstRowAndSkipsLabels() {
    var state = Self.state()
    #expect(state.focus == "Bluetooth")
    #expect(state.editing == nil)
    #expect(state.focusNext() == ([], true))
    #expect(state.focus == "Appearance")
    state.focusNext()
    #expect(state.focus == "Name")
    #expect(state.editing == TextEditing(text: "Desk"))
    state.focusNext()
    state.focusNext()
    #expect(state.focus == "Reset")
    #expect(state.focusNext() == ([], false))
    #expect(state.focus == "Reset")
    #expect(state.focus(row: "Version") == [])
    #expect(state.focus == "Reset")
  }

  @Test func activatingAndSteppingAskForNewValues() {
    var state = Self.state()
    #expect(state.activate() == [.setToggle("Bluetooth", true)])
    #expect(state.step(by: -1) == [])
    #expect(state.step(by: 1) == [.setToggle("Bluetooth", true)])
    state.focus(row: "Appearance")
    #expect(state.step(by: -1) == [])
    #expect(state.step(by: 1) == [.choose("Appearance", 1)])
    state.focus(row: "Volume")
    #expect(state.step(by: 1) == [.setStepper("Volume", 10)])
    #expect(state.step(by: -1) == [.setStepper("Volume", 8)])
    state.focus(row: "Reset")
    #expect(state.activate() == [.press("Reset")])
  }

  @Test func aChoiceWrapsOnActivation() {
    var state = Self.state()
    var rows = Self.rows
    rows[2].control = .choice(selected: 2, count: 3)
    state.rowsChanged(rows)
    state.focus(row: "Appearance")
    #expect(state.activate() == [.choose("Appearance", 0)])
  }

  @Test func aDraftCommitsOnReturnAndWhenFocusLeaves() {
    var state = Self.state()
    state.focus(row: "Name")
    let edited = state.edit(.insert("!"))
    #expect(edited)
    #expect(state.editing?.text == "Desk!")
    #expect(state.activate() == [.commitText("Name", "Desk!")])
    #expect(state.focusNext().actions == [.commitText("Name", "Desk!")])
    #expect(state.editing == nil)
    let typedOutside = state.edit(.insert("x"))
    #expect(!typedOutside)
  }

  @Test func escPutsTheCommittedTextBack() {
    var state = Self.state()
    state.focus(row: "Name")
    let nothingToPutBack = state.cancelEditing()
    #expect(!nothingToPutBack)
    state.edit(.deleteBackward)
    let putBack = state.cancelEditing()
    #expect(putBack)
    #expect(state.editing == TextEditing(text: "Desk"))
    #expect(state.focus(row: "Reset") == [])
  }

  @Test func theAppChangingTheFieldReplacesTheDraft() {
    var state = Self.state()
    state.focus(row: "Name")
    state.edit(.insert("!"))
    var rows = Self.rows
    rows[3].control = .textField(text: "Desk!")
    state.rowsChanged(rows)
    #expect(state.editing?.text == "Desk!")
    rows[3].control = .textField(text: "Phone")
    state.rowsChanged(rows)
    #expect(state.editing == TextEditing(text: "Phone"))
  }

  @Test func focusMovesToTheFirstRowWhenItsRowGoes() {
    var state = Self.state()
    state.focus(row: "Reset")
    state.rowsChanged(Array(Self.rows.dropLast()))
    #expect(state.focus == "Bluetooth")
    state.rowsChanged([FormState.Row(id: "Version", control: .label)])
    #expect(state.focus == nil)
    #expect(state.activate() == [])
  }

  @Test func aNativeFieldReplacesTheDraftAndTakesFocus() {
    var state = Self.state()
    #expect(state.replaceDraft("Phone", row: "Name") == [])
    #expect(state.focus == "Name")
    #expect(state.editing == TextEditing(text: "Phone"))
  }
}
