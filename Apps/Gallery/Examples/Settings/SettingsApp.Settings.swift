extension SettingsApp {
  /// The values the pages are bound to: the app's model.
  public final class Settings {
    /// Whether Bluetooth is on.
    public var bluetooth = true
    /// The appearance: an index into ``appearances``.
    public var appearance = 2
    /// The device's name.
    public var deviceName = "Living room"
    /// The volume, 0–10.
    public var volume = 5
    /// The text size, 8–24 points.
    public var textSize = 12
    /// Whether text is bold.
    public var boldText = false
    /// Whether keys click.
    public var keyClicks = true
    /// The alert sound: an index into ``alertSounds``.
    public var alertSound = 0
    /// The alerts' volume, 0–100 percent in steps of 5.
    public var alertVolume = 60

    /// The appearances to choose from.
    public static let appearances = ["Light", "Dark", "Automatic"]
    /// The alert sounds to choose from.
    public static let alertSounds = ["Chime", "Bell", "Glass", "None"]

    /// Creates the settings at their defaults.
    public init() {}

    /// Puts every value back to its default.
    public func reset() {
      let defaults = Settings()
      (bluetooth, appearance, deviceName, volume) =
        (defaults.bluetooth, defaults.appearance, defaults.deviceName, defaults.volume)
      (textSize, boldText, keyClicks, alertSound) =
        (defaults.textSize, defaults.boldText, defaults.keyClicks, defaults.alertSound)
      alertVolume = defaults.alertVolume
    }
  }
}
