/// How many colours the terminal can show, decided once from the environment.
///
/// ``detect(environment:)`` follows the common conventions, in this order:
/// 1. `NO_COLOR` set to any non-empty value (https://no-color.org) → ``monochrome``.
/// 2. `TERM` unset, empty or `dumb` → ``monochrome``.
/// 3. `COLORTERM` of `truecolor` or `24bit`, or a `TERM` ending in `-direct` → ``trueColor``.
/// 4. `TERM` containing `256color` → ``palette256``.
/// 5. Anything else → ``ansi16``.
///
/// Text attributes (bold, reverse, …) are still written in ``monochrome``: `NO_COLOR`
/// asks for no colour, not for no emphasis, and a list selection stays visible as reverse
/// video.
public enum ColorMode: Hashable, Sendable, CaseIterable {
  /// 24-bit colour: every ``Color`` is written as asked.
  case trueColor
  /// The xterm 256-colour palette: RGB colours are mapped to the nearest entry.
  case palette256
  /// The 16 ANSI colours: RGB and palette colours are mapped to the nearest of them.
  case ansi16
  /// No colour at all; attributes only.
  case monochrome

  /// The mode the environment asks for.
  ///
  /// - Parameter environment: The process environment, such as
  ///   `ProcessInfo.processInfo.environment`; passed in so detection is testable.
  /// - Returns: The richest mode the variables allow.
  public static func detect(environment: [String: String]) -> ColorMode {
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .monochrome }
    let term = (environment["TERM"] ?? "").lowercased()
    if term.isEmpty || term == "dumb" { return .monochrome }
    let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
    if colorTerm == "truecolor" || colorTerm == "24bit" || term.hasSuffix("-direct") {
      return .trueColor
    }
    // Bytes, not `String.contains`: the string-processing one costs its first caller (every
    // launch) a fifth of a millisecond.
    let bytes = Array(term.utf8)
    if bytes.indices.contains(where: { bytes[$0...].starts(with: "256color".utf8) }) {
      return .palette256
    }
    return .ansi16
  }
}

/// When to use colour, as a command line's `--color auto|always|never` asks.
///
/// ```swift
/// let configuration = TerminalHostConfiguration(
///   colorMode: ColorPreference.always.colorMode(environment: environment))
/// ```
public enum ColorPreference: String, Hashable, Sendable, CaseIterable {
  /// What the environment allows (``ColorMode/detect(environment:)``).
  case auto
  /// Colour even where the environment says none (`NO_COLOR`, `TERM=dumb`): the richest
  /// mode it allows, and at least ``ColorMode/ansi16``.
  case always
  /// No colour: ``ColorMode/monochrome``.
  case never

  /// The mode for ``TerminalHostConfiguration/colorMode``.
  ///
  /// - Parameter environment: The process environment.
  /// - Returns: `nil` for ``auto`` (the host detects it), a mode otherwise.
  public func colorMode(environment: [String: String]) -> ColorMode? {
    switch self {
    case .auto: return nil
    case .never: return .monochrome
    case .always:
      let detected = ColorMode.detect(environment: environment)
      return detected == .monochrome ? .ansi16 : detected
    }
  }
}
