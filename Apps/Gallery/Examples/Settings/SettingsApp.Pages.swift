import SplitKit
public import SplitKitContent

extension SettingsApp {
  /// A page of settings: a form bound to the app's ``Settings``.
  public class Page: FormController {
    let settings: Settings

    init(_ title: String, settings: Settings) {
      self.settings = settings
      super.init(title: title)
    }
  }

  /// General: Bluetooth, Appearance, Device name, Volume and Reset.
  public final class General: Page {

    /// The form.
    public override func makeForm() -> Form {
      Form(sections: [
        FormSection(
          "Connections", footer: "Other devices see this name.",
          rows: [
            .toggle("Bluetooth", isOn: .to(settings, \.bluetooth)),
            .textField(
              "Device name", text: .to(settings, \.deviceName), placeholder: "A name",
              validate: { $0.allSatisfy(\.isWhitespace) ? "A name is needed." : nil }),
          ]),
        FormSection(
          "Look and sound",
          rows: [
            .choice(
              "Appearance", options: Settings.appearances,
              selection: .to(settings, \.appearance)),
            .stepper("Volume", value: .to(settings, \.volume), range: 0...10),
          ]),
        FormSection(
          footer: "Reset puts every setting back.",
          rows: [
            .button("Reset", role: .destructive) { [unowned self] in
              ask("Reset all settings?") { [weak self] yes in
                guard yes, let self else { return }
                settings.reset()
                valuesDidChange()
                showMessage("Settings reset.")
              }
            }
          ]),
      ])
    }
  }

  /// Display: text size and bold text.
  public final class Display: Page {

    /// The form.
    public override func makeForm() -> Form {
      Form(sections: [
        FormSection(
          "Text",
          rows: [
            .stepper("Text size", value: .to(settings, \.textSize), range: 8...24, step: 2),
            .toggle("Bold text", isOn: .to(settings, \.boldText)),
            .choice(
              "Appearance", options: Settings.appearances,
              selection: .to(settings, \.appearance)),
          ])
      ])
    }
  }

  /// Sound: volume, alert sound, the alerts' volume on a slider, and key clicks.
  public final class Sound: Page {

    /// The form.
    public override func makeForm() -> Form {
      Form(sections: [
        FormSection(
          "Sounds",
          rows: [
            .stepper("Volume", value: .to(settings, \.volume), range: 0...10),
            .choice(
              "Alert sound", options: Settings.alertSounds,
              selection: .to(settings, \.alertSound)),
            .slider(
              "Alert volume", value: .to(settings, \.alertVolume), range: 0...100, step: 5),
            .toggle("Key clicks", isOn: .to(settings, \.keyClicks)),
          ])
      ])
    }
  }

  /// About: the device's name and values that only show, and a row that opens a page.
  public final class About: Page {

    /// The form.
    public override func makeForm() -> Form {
      Form(sections: [
        FormSection(
          "This device",
          rows: [
            .disclosure("Name", value: { [unowned self] in settings.deviceName }),
            .disclosure("Software", value: { "SplitKit Gallery" }),
            .disclosure("Model", value: { "Linux" }),
          ]),
        FormSection(rows: [
          .disclosure(
            "Legal notices",
            action: { [unowned self] in
              show(
                DocumentController(
                  title: "Legal notices",
                  document: Document(blocks: [
                    .body("SplitKit is written in Swift; this gallery shows its forms.")
                  ])))
            })
        ]),
      ])
    }
  }
}
