import Foundation
import SplitKit
import SplitKitContent
import SplitKitHostCore
import Testing

@testable import SplitKitWeb

/// The values a test form is bound to.
@MainActor
final class Values {
  var bluetooth = true
  var appearance = 2
  var name = "Living room"
  var volume = 5
  var resets = 0
}

/// A form of each kind of row, as the gallery's General page.
@MainActor
final class ValuesForm: FormController {
  let values: Values

  init(_ values: Values) {
    self.values = values
    super.init(title: "General")
  }

  override func makeForm() -> Form {
    Form(sections: [
      FormSection(
        "Connections", footer: "Other devices see this name.",
        rows: [
          .toggle("Bluetooth", isOn: .to(values, \.bluetooth)),
          .textField(
            "Device name", text: .to(values, \.name),
            validate: { $0.isEmpty ? "A name is needed." : nil }),
        ]),
      FormSection(rows: [
        .choice(
          "Appearance", options: ["Light", "Dark", "Automatic"],
          selection: .to(values, \.appearance)),
        .stepper("Volume", value: .to(values, \.volume), range: 0...10),
        .button("Reset", role: .destructive) { [unowned self] in
          ask("Reset all settings?") { [unowned self] yes in
            guard yes else { return }
            values.resets += 1
            (values.bluetooth, values.appearance, values.name, values.volume) =
              (true, 2, "Living room", 5)
            valuesDidChange()
          }
        },
        .disclosure("Model", value: { "Linux" }),
      ]),
    ])
  }
}

@MainActor @Suite struct WebFormTests {
  /// A session showing the form beside a list, with what it sent.
  func session() -> (WebSession, Values, SessionProbe.Box) {
    let values = Values()
    let split = SplitViewController(style: .doubleColumn)
    split.setViewController(ListController(title: "Settings"), for: .primary)
    split.setViewController(ValuesForm(values), for: .secondary)
    let (session, box) = SessionProbe.start(split)
    return (session, values, box)
  }

  func form(_ text: String?) throws -> [String: Any] {
    let message = try #require(
      text.flatMap { try JSONSerialization.jsonObject(with: Data($0.utf8)) } as? [String: Any])
    let panes = try #require(message["panes"] as? [String: [String: Any]])
    return try #require(panes["secondary"]?["form"] as? [String: Any])
  }

  func rows(_ form: [String: Any]) -> [[String: Any]] {
    (form["sections"] as? [[String: Any]] ?? []).flatMap { $0["rows"] as? [[String: Any]] ?? [] }
  }

  @Test func theFormGoesToThePageWithEachRowsKindAndValue() throws {
    let (_, _, box) = session()
    let form = try form(box.sent.last)
    let rows = rows(form)
    #expect(
      rows.map { $0["kind"] as? String } == [
        "toggle", "text", "choice", "stepper", "button", "label",
      ])
    #expect(rows[0]["isOn"] as? Bool == true)
    #expect(rows[1]["text"] as? String == "Living room" && rows[1]["problem"] == nil)
    #expect(rows[2]["options"] as? [String] == ["Light", "Dark", "Automatic"])
    #expect(rows[2]["selected"] as? Int == 2)
    #expect(rows[3]["value"] as? Int == 5 && rows[3]["maximum"] as? Int == 10)
    #expect(rows[4]["isDestructive"] as? Bool == true && rows[5]["text"] as? String == "Linux")
    #expect(form["focus"] as? String == "Bluetooth")
    let sections = form["sections"] as? [[String: Any]] ?? []
    #expect(sections.first?["header"] as? String == "Connections")
    #expect(sections.first?["footer"] as? String == "Other devices see this name.")
    #expect(sections.last?["header"] == nil)
  }

  @Test func theControlsChangesGoThroughTheFormControllerToTheAppsValues() throws {
    let (session, values, box) = session()
    session.receive(#"{"t":"toggle","pane":"secondary","id":"Bluetooth","on":false}"#)
    #expect(values.bluetooth == false)
    #expect(rows(try form(box.sent.last))[0]["isOn"] as? Bool == false)
    session.receive(#"{"t":"choose","pane":"secondary","id":"Appearance","row":1}"#)
    session.receive(#"{"t":"step","pane":"secondary","id":"Volume","value":6}"#)
    #expect((values.appearance, values.volume) == (1, 6))
    // Out of range, or a row of another kind: nothing changes.
    session.receive(#"{"t":"step","pane":"secondary","id":"Volume","value":99}"#)
    session.receive(#"{"t":"choose","pane":"secondary","id":"Appearance","row":7}"#)
    session.receive(#"{"t":"toggle","pane":"secondary","id":"Volume","on":true}"#)
    #expect((values.appearance, values.volume) == (1, 6))
    // Typing is the draft, shown with its problem; the change commits it.
    session.receive(#"{"t":"text","pane":"secondary","id":"Device name","text":""}"#)
    var field = rows(try form(box.sent.last))[1]
    #expect(field["text"] as? String == "" && field["problem"] as? String == "A name is needed.")
    #expect(values.name == "Living room")
    session.receive(#"{"t":"text","pane":"secondary","id":"Device name","text":"Den"}"#)
    session.receive(
      #"{"t":"text","pane":"secondary","id":"Device name","text":"Den","editing":false}"#)
    #expect(values.name == "Den")
    field = rows(try form(box.sent.last))[1]
    #expect(field["text"] as? String == "Den" && field["problem"] == nil)
  }

  @Test func resetAsksFirstAndYesPutsEveryValueBack() throws {
    let (session, values, box) = session()
    session.receive(#"{"t":"toggle","pane":"secondary","id":"Bluetooth","on":false}"#)
    session.receive(#"{"t":"down","x":700,"y":300}"#)
    session.receive(#"{"t":"up","x":700,"y":300}"#)
    session.receive(#"{"t":"activate","pane":"secondary","id":"Reset"}"#)
    #expect(values.resets == 0)
    #expect(box.sent.last?.contains("Reset all settings?") == true)
    session.receive(#"{"t":"key","k":"c:y","m":0}"#)
    #expect(values.resets == 1 && values.bluetooth)
    #expect(rows(try form(box.sent.last))[0]["isOn"] as? Bool == true)
  }

  @Test func focusFollowsTheControlsAndTabMovesIt() throws {
    let (session, _, box) = session()
    session.receive(#"{"t":"down","x":700,"y":300}"#)
    session.receive(#"{"t":"up","x":700,"y":300}"#)
    session.receive(#"{"t":"focus","pane":"secondary","id":"Volume"}"#)
    #expect(try form(box.sent.last)["focus"] as? String == "Volume")
    session.receive(#"{"t":"key","k":"tab","m":0}"#)
    #expect(try form(box.sent.last)["focus"] as? String == "Reset")
    session.receive(#"{"t":"key","k":"backTab","m":1}"#)
    session.receive(#"{"t":"key","k":"right","m":0}"#)
    #expect(rows(try form(box.sent.last))[3]["value"] as? Int == 6)
  }
}
